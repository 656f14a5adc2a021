import { ExternalLink } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { openStreetMapUrl, STORE_CONTACT, STORE_MAP_IMAGE } from '#domain/store-contact.ts';

/**
 * The shop's streets as a picture drawn ahead of time (scripts/store-map.ts): no map service,
 * script or network. Its width and height reserve its place, so nothing shifts as it loads.
 */
export function StoreMap() {
  return (
    <figure className="border border-line">
      <img
        src={STORE_MAP_IMAGE.src}
        width={STORE_MAP_IMAGE.width}
        height={STORE_MAP_IMAGE.height}
        alt={`Map of the streets around our shop at ${STORE_CONTACT.addressLines.join(', ')}`}
        loading="lazy"
        decoding="async"
        className="block h-auto w-full bg-[#f3f1ec]"
      />
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-4 py-3 text-xs text-muted">
        <span>{STORE_CONTACT.addressLines.slice(0, 2).join(', ')}</span>
        <a
          href={openStreetMapUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium uppercase tracking-[0.15em] text-ink underline-offset-4 hover:underline"
        >
          Open in OpenStreetMap
          <Icon node={ExternalLink} aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
