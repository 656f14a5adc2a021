import { useEffect, useSyncExternalStore } from 'react';
import { cartHydrated, ensureCartHydrated, onCartHydrated } from './cart-store';

/**
 * Whether the stored cart has been read. The server and the hydrating render know no
 * local storage, so both say false (the page shows its skeleton) and agree; the stored
 * cart is loaded after mount. A client-side visit after it was loaded renders at once.
 */
export function useCartReady(): boolean {
  const ready = useSyncExternalStore(onCartHydrated, cartHydrated, () => false);
  useEffect(() => ensureCartHydrated(), []);
  return ready;
}
