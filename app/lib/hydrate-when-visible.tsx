/**
 * Server-rendered parts the browser hydrates only when they come near the screen
 * (decision 56). A page's first load used to hydrate everything it rendered: every card of
 * every slider, the footer, the approach section, the reviews — React rendered each
 * component again, formatted each price again and wired each link, in long tasks a slow
 * phone spends its first seconds on. Below the fold none of it can be used yet.
 *
 * `HydrateWhenVisible` wraps such a part in a Suspense boundary. React hydrates a page's
 * boundaries after the rest, one by one; the first time it tries this one, its content waits
 * until the part is within `NEAR_SCREEN` of the viewport. React keeps a boundary's server
 * HTML as it is while its content waits (nothing moves; links and plain forms work as HTML)
 * and hydrates it in a background render when the wait ends. Any later try hydrates at once:
 * a click or key press on the part (React then replays the event), or an update that reaches
 * it (new props, a context that changed, such as a navigation). A client-side render — a
 * navigation to the page — never waits.
 *
 * What it wraps should get stable props (a memo'd component whose props come from loader
 * data): a parent's re-render with new children would make React hydrate the part at once.
 * The server must write the boundary in place (entry.server.tsx's `progressiveChunkSize`).
 */
import { Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react';

/** How far below the screen a part starts hydrating, so it is ready when it scrolls in. */
const NEAR_SCREEN = '200px';

interface Wait {
  promise: Promise<void>;
  end: () => void;
}

/** One wait per part, by its server-rendered id: its first hydration try waits, the others end it. */
const waits = new Map<string, Wait>();

/** Ends when one of `element`'s children (the wrapper has no box of its own) is near the screen, or when ended. */
function nearScreen(element: HTMLElement): Wait {
  let end = () => {};
  const promise = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) end();
      },
      { rootMargin: `${NEAR_SCREEN} 0px` },
    );
    end = () => {
      observer.disconnect();
      resolve();
    };
    for (const target of element.children.length > 0 ? [...element.children] : [element]) observer.observe(target);
  });
  return { promise, end };
}

const noSubscribe = () => () => {};

function WaitUntilNearScreen({ id, children }: { id: string; children: ReactNode }) {
  // The server's snapshot is read only while hydrating: true there, false in a client render.
  const hydrating = useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
  if (import.meta.env.SSR) return children;
  const wait = waits.get(id);
  if (wait) {
    // A later try (the part is near, was used, or an update reached it): hydrate or render now.
    wait.end();
    return children;
  }
  const element = hydrating ? document.getElementById(id) : null;
  if (!element) return children;
  const first = nearScreen(element);
  waits.set(id, first);
  use(first.promise);
  return children;
}

export function HydrateWhenVisible({
  children,
  fallback = null,
}: {
  children: ReactNode;
  /** Shown only when a client-side navigation renders content whose code is still loading (a lazy component). */
  fallback?: ReactNode;
}) {
  const id = useId();
  return (
    // `contents`: the wrapper adds no box, so the layout is the wrapped part's own.
    <div id={id} className="contents">
      <Suspense fallback={fallback}>
        <WaitUntilNearScreen id={id}>{children}</WaitUntilNearScreen>
      </Suspense>
    </div>
  );
}
