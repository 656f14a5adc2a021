import { useEffect, useState } from 'react';

/** The browser storage key the cart lives under (SPEC §3). */
export const CART_STORAGE_KEY = 'cart';
/** Fired on window by whatever changes the cart in this tab (`storage` only fires in other tabs). */
export const CART_CHANGE_EVENT = 'cartChange';

type StoredItem = { quantity?: unknown };
type StoredCart = { items?: StoredItem[]; state?: { items?: StoredItem[] } };

/** Total quantity in a stored cart; anything malformed counts as an empty cart. */
export function cartCountFromStorage(raw: string | null): number {
  if (!raw) return 0;
  try {
    const parsed = JSON.parse(raw) as StoredCart | null;
    // A persisted store may wrap the cart as { state: {...} }; accept both shapes.
    const items = parsed?.items ?? parsed?.state?.items;
    if (!Array.isArray(items)) return 0;
    return items.reduce((sum, item) => {
      const quantity = Number(item?.quantity);
      return Number.isFinite(quantity) && quantity > 0 ? sum + Math.floor(quantity) : sum;
    }, 0);
  } catch {
    return 0;
  }
}

function readCartCount(): number {
  try {
    return cartCountFromStorage(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    // Storage can be unavailable (privacy modes, blocked cookies).
    return 0;
  }
}

/**
 * Total item quantity in the browser's cart. Starts at 0 and reads storage after mount,
 * so the server render and the hydration render agree.
 */
export function useCartCount(): number {
  const [count, setCount] = useState(0);

  useEffect(() => {
    const refresh = () => setCount(readCartCount());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CART_STORAGE_KEY) refresh();
    };
    refresh();
    window.addEventListener('storage', onStorage);
    window.addEventListener(CART_CHANGE_EVENT, refresh);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CART_CHANGE_EVENT, refresh);
    };
  }, []);

  return count;
}
