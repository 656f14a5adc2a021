import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False on the server and while hydrating, true afterwards: for what only the browser can
 * do, and for controls that only matter without JavaScript (an Apply button for a plain GET
 * form hides once scripts run).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
