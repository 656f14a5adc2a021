import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useSyncExternalStore } from 'react';
import { Link } from '#app/lib/local-links.tsx';

/** Remembers, for this browser tab's session, which banner text the shopper closed. */
const DISMISSED_KEY = 'homeBannerDismissed';
const DISMISS_EVENT = 'homeBannerDismiss';
/** Used when storage is blocked (privacy modes): the dismissal then lasts for this page load. */
let dismissedInMemory: string | null = null;

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) ?? dismissedInMemory;
  } catch {
    return dismissedInMemory;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(DISMISS_EVENT, onChange);
  return () => window.removeEventListener(DISMISS_EVENT, onChange);
}

/**
 * The home page's dismissible announcement of the active category discount (SPEC §2/§4).
 * Rendered on the server; the dismissal is read after hydration (null on the server), so
 * both renders agree. A different banner text shows again after a dismissal.
 */
export function TopBanner({
  text,
  label,
  href,
}: {
  /** The banner in English, as the domain writes it: what a dismissal remembers. */
  text: string;
  /** The banner in the page's language. */
  label: string;
  /** Where the offer can be shopped. */
  href: string;
}) {
  const { t } = useLingui();
  const dismissed = useSyncExternalStore(subscribe, readDismissed, () => null);
  if (dismissed === text) return null;

  const dismiss = () => {
    dismissedInMemory = text;
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, text);
    } catch {
      // Blocked storage: the in-memory note above still closes it.
    }
    window.dispatchEvent(new Event(DISMISS_EVENT));
  };

  return (
    <aside aria-label={t`Announcement`} className="bg-ink text-white">
      <div className="mx-auto flex min-h-10 w-full max-w-[1400px] items-center gap-2 px-4 py-2 lg:px-8">
        <p className="flex-1 text-center text-[11px] font-medium uppercase tracking-[0.2em] sm:text-xs">
          <Link to={href} className="underline-offset-4 hover:underline focus-visible:outline-white">
            {label}
          </Link>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t`Dismiss announcement`}
          className="-mr-2 inline-flex size-9 shrink-0 items-center justify-center hover:opacity-70 focus-visible:outline-white"
        >
          <Icon node={X} aria-hidden="true" className="size-4" strokeWidth={1.5} />
        </button>
      </div>
    </aside>
  );
}
