import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};
const nothing = () => {};

/**
 * True while this render is the server's or the hydrating one, false in any later render.
 *
 * React reads a `useSyncExternalStore`'s server snapshot exactly then, and the client
 * snapshot otherwise; which of the two it called is the answer. Both return nothing (the
 * same value) on purpose: a store whose client snapshot differs from the server's is
 * rendered again by React right after hydration, synchronously and in one piece, and a page
 * with dozens of such components spent most of a phone's long tasks there (decision 75).
 */
export function useIsHydrationRender(): boolean {
  let hydration = false;
  // React calls the server snapshot synchronously, inside this render, or not at all; the
  // flag is read right after, never later.
  /* eslint-disable react-hooks/immutability -- see above */
  useSyncExternalStore(noSubscribe, nothing, () => {
    hydration = true;
  });
  /* eslint-enable react-hooks/immutability */
  return hydration;
}

/**
 * False on the server and while hydrating, true afterwards: for what only the browser can
 * do, and for controls that only matter without JavaScript (an Apply button for a plain GET
 * form hides once scripts run). A component hydrated from the server's HTML turns true in a
 * transition after hydration, which React renders in short slices; one first rendered in the
 * browser is true from the start.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!useIsHydrationRender());
  // Already true: React bails out of the update.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
