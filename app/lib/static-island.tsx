/**
 * Server HTML that the first load does not hydrate (decision 56).
 *
 * Hydrating is rendering every component of the page again in the browser; on a phone that
 * is most of a storefront page's main-thread work, and most of it is spent on parts that
 * only show something: a product card is an image, a name, a price and one link. Wrapped
 * in a StaticIsland, such a part is sent as the server rendered it and React skips it when
 * the page hydrates: the wrapper hydrates as an element whose inner HTML React does not own
 * (an empty `dangerouslySetInnerHTML`, which it neither compares nor rewrites), so the
 * server's markup stays in place untouched and none of the part's components run.
 *
 * - Links inside keep working as the router's links do: a click that a `<Link>` would
 *   handle (same origin, main button, no modifier key, no target or download) navigates
 *   inside the app; the rest are left to the browser. The markup keeps React Router's
 *   `data-discover` attribute, so lazy route discovery still finds them.
 * - It comes alive when it must: rendered in the browser outside hydration (a navigation
 *   inside the app), or given other `deps` than it was hydrated with (new loader data), it
 *   renders its children as any component does.
 *
 * Only for parts without state, effects or handlers of their own: those would never run.
 */
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useIsHydrationRender } from './use-hydrated';

/** React must not compare or replace what the server wrote inside. */
const SERVER_HTML = { __html: '' };
/** The wrapper takes no box: the part's own root lays out as if it stood alone. */
const NO_BOX = { display: 'contents' } as const;

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/** What a `<Link>` would do with the click, for a plain anchor inside the island. */
function linkTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || !event.currentTarget.contains(link) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

export function StaticIsland({ deps, children }: { deps: readonly unknown[]; children: ReactNode }) {
  const hydrating = useIsHydrationRender();
  const [hydratedWith] = useState(() => (hydrating ? deps : null));
  const navigate = useNavigate();

  if (typeof document !== 'undefined' && hydratedWith && sameDeps(hydratedWith, deps)) {
    return (
      <div
        key="server"
        style={NO_BOX}
        suppressHydrationWarning
        dangerouslySetInnerHTML={SERVER_HTML}
        onClick={(event) => {
          const to = linkTarget(event);
          if (to === null) return;
          event.preventDefault();
          void navigate(to);
        }}
      />
    );
  }
  return (
    <div key="live" style={NO_BOX}>
      {children}
    </div>
  );
}
