import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { openStreetMapUrl, STORE_CONTACT, STORE_MAP_IMAGE } from '#domain/store-contact.ts';

/** The shop's address lines in the page's language (the same messages as its contact details). */
const ADDRESS: Record<string, ReturnType<typeof msg>> = {
  [STORE_CONTACT.addressLines[0]]: msg`Erkindik Boulevard 35`,
  [STORE_CONTACT.addressLines[1]]: msg`Bishkek 720040`,
  [STORE_CONTACT.addressLines[2]]: msg`Kyrgyzstan`,
};

/**
 * The shop's streets as a picture drawn ahead of time (scripts/store-map.ts): no map service,
 * script or network. Its width and height reserve its place, so nothing shifts as it loads.
 */
export function StoreMap() {
  const { t, i18n } = useLingui();
  const lines = STORE_CONTACT.addressLines.map((line) => (ADDRESS[line] ? i18n._(ADDRESS[line]) : line));
  const address = lines.join(', ');
  const [street, city] = lines;
  return (
    <figure className="border border-line">
      <img
        src={STORE_MAP_IMAGE.src}
        width={STORE_MAP_IMAGE.width}
        height={STORE_MAP_IMAGE.height}
        alt={t`Map of the streets around our shop at ${address}`}
        loading="lazy"
        decoding="async"
        className="block h-auto w-full bg-[#f3f1ec]"
      />
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-4 py-3 text-xs text-muted">
        <span>
          {street}, {city}
        </span>
        <a
          href={openStreetMapUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium uppercase tracking-[0.15em] text-ink underline-offset-4 hover:underline"
        >
          <Trans>Open in OpenStreetMap</Trans>
          <Icon node={ExternalLink} aria-hidden="true" className="size-3.5" strokeWidth={1.5} />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </figcaption>
    </figure>
  );
}
