import { useEffect, useSyncExternalStore } from 'react';
import { ensureCartHydrated, useCartStore } from './cart-store';

const subscribe = (onChange: () => void) => useCartStore.persist.onFinishHydration(onChange);
const isHydrated = () => useCartStore.persist.hasHydrated();

/**
 * Whether the stored cart has been read. The server and the hydrating render know no
 * local storage, so both say false (the page shows its skeleton) and agree; the stored
 * cart is loaded after mount. A client-side visit after it was loaded renders at once.
 */
export function useCartReady(): boolean {
  const ready = useSyncExternalStore(subscribe, isHydrated, () => false);
  useEffect(() => ensureCartHydrated(), []);
  return ready;
}
