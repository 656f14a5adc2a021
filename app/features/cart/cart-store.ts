/**
 * The browser cart (SPEC §3/§4): a zustand store kept in local storage under 'cart'.
 * The rules are the pure functions of domain/cart; this module only holds the state and
 * persists it. Storage holds the bare SPEC object (not zustand's { state, version }
 * wrapper), so anything else reading 'cart' sees the documented shape.
 */
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import {
  addToCart,
  type AppliedCoupon,
  applyCoupon,
  type Cart,
  type CartAddition,
  CART_STORAGE_KEY,
  type CartChange,
  cartFields,
  clearCart,
  emptyCart,
  type NewCartLine,
  parseStoredCart,
  removeCoupon,
  removeFromCart,
  repriceCart,
  setStoreDiscount,
  toStoredCart,
  updateCartQuantity,
} from '../../../domain/cart';

export interface CartActions {
  add(line: NewCartLine, options?: { quantity?: number; maxQuantity?: number; currency?: string }): CartAddition;
  updateQuantity(lineId: string, quantity: number, maxQuantity?: number): CartChange;
  remove(lineId: string): CartChange;
  clear(): void;
  applyCoupon(coupon: AppliedCoupon, discount: number): void;
  removeCoupon(): void;
  /** The automatic store discount the server's quote gave the lines (see setStoreDiscount). */
  setStoreDiscount(discount: number): void;
  /** Takes the server's current prices for lines it knows (see repriceCart). */
  reprice(prices: ReadonlyMap<string, { price: number; discountedPrice: number }>): void;
}

export type CartState = Cart & CartActions;

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be refused (privacy modes, blocked site data): the cart then lives in memory.
    return null;
  }
}

const cartStorage: PersistStorage<Cart> = {
  getItem(name) {
    const cart = parseStoredCart(localStorageOrNull()?.getItem(name) ?? null);
    return cart ? { state: cart, version: 0 } : null;
  },
  setItem(name, value: StorageValue<Cart>) {
    try {
      localStorageOrNull()?.setItem(name, JSON.stringify(toStoredCart(value.state)));
    } catch {
      // Quota or privacy errors: keep the in-memory cart rather than fail the action.
    }
  },
  removeItem(name) {
    localStorageOrNull()?.removeItem(name);
  },
};

export const useCartStore = create<CartState>()(
  persist<CartState, [], [], Cart>(
    (set, get) => {
      /** An action before the header's effect ran (e.g. a very early click) must not overwrite the stored cart. */
      const current = (): Cart => {
        ensureCartHydrated();
        return get();
      };
      const commit = <T extends { cart: Cart }>(result: T): T => {
        if (result.cart !== get()) set(cartFields(result.cart));
        return result;
      };
      return {
        ...emptyCart(),
        add: (line, options) => commit(addToCart(current(), line, options)),
        updateQuantity: (lineId, quantity, maxQuantity) => commit(updateCartQuantity(current(), lineId, quantity, maxQuantity)),
        remove: (lineId) => commit(removeFromCart(current(), lineId)),
        clear: () => void set(cartFields(clearCart(current()))),
        applyCoupon: (coupon, discount) => void set(cartFields(applyCoupon(current(), coupon, discount))),
        removeCoupon: () => void set(cartFields(removeCoupon(current()))),
        setStoreDiscount: (discount) => {
          const cart = current();
          const next = setStoreDiscount(cart, discount);
          if (next !== cart) set(cartFields(next));
        },
        reprice: (prices) => {
          const cart = current();
          const next = repriceCart(cart, prices);
          if (next !== cart) set(cartFields(next));
        },
      };
    },
    {
      name: CART_STORAGE_KEY,
      storage: cartStorage,
      partialize: cartFields,
      // The server has no storage and the first client render must match it: the stored
      // cart is read after mount (ensureCartHydrated), never while the module loads.
      skipHydration: true,
      // A missing key (cleared in another tab) means an empty cart, not "keep what we had".
      merge: (stored, current) => ({ ...current, ...((stored as Cart | undefined) ?? emptyCart(current.currency)) }),
    },
  ),
);

/** Loads the stored cart once; the storage is synchronous, so it is there when this returns. */
export function ensureCartHydrated(): void {
  if (typeof window !== 'undefined' && !useCartStore.persist.hasHydrated()) void useCartStore.persist.rehydrate();
}

/**
 * Keeps this tab's cart in step with the others: a `storage` event fires here when another
 * tab writes 'cart'. Returns the unsubscribe function, for effects.
 */
export function syncCartAcrossTabs(): () => void {
  ensureCartHydrated();
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
