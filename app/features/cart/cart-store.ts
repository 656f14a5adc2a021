/**
 * The browser cart (SPEC §3/§4): a zustand store kept in local storage under 'cart'.
 * The rules are the pure functions of domain/cart; this module only holds the state and
 * persists it. Storage holds the bare SPEC object (not zustand's { state, version }
 * wrapper), so anything else reading 'cart' sees the documented shape.
 */
import { create } from 'zustand';
import { localStore } from '#app/lib/browser-storage.ts';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import {
  addToCart,
  type Cart,
  type CartAddition,
  CART_STORAGE_KEY,
  type CartChange,
  clearCart,
  emptyCart,
  type NewCartLine,
  type StoredCart,
  parseStoredCart,
  removeFromCart,
  toStoredCart,
  updateCartQuantity,
} from '#domain/cart.ts';

export interface CartActions {
  add(line: NewCartLine, options?: { quantity?: number; maxQuantity?: number; currency?: string }): CartAddition;
  updateQuantity(lineId: string, quantity: number, maxQuantity?: number): CartChange;
  remove(lineId: string): CartChange;
  clear(): void;
  /**
   * Applies a change the server's answer calls for (domain/cart-updates: its prices, the
   * coupon it granted, the store discount); kept out of this module so every page's code
   * does not carry what only the cart page does.
   */
  update(change: (cart: Cart) => Cart): void;
}

export type CartState = Cart & CartActions;

const cartStorage: PersistStorage<StoredCart> = {
  getItem(name) {
    const cart = parseStoredCart(localStore()?.getItem(name) ?? null);
    return cart ? { state: cart, version: 0 } : null;
  },
  setItem(name, value: StorageValue<StoredCart>) {
    try {
      // `partialize` (toStoredCart) has already left only the SPEC fields.
      localStore()?.setItem(name, JSON.stringify(value.state));
    } catch {
      // Quota or privacy errors: keep the in-memory cart rather than fail the action.
    }
  },
  removeItem(name) {
    localStore()?.removeItem(name);
  },
};

export const useCartStore = create<CartState>()(
  persist<CartState, [], [], StoredCart>(
    (set, get) => {
      /** An action before the header's effect ran (e.g. a very early click) must not overwrite the stored cart. */
      const current = (): Cart => {
        ensureCartHydrated();
        return get();
      };
      const commit = <T extends { cart: Cart }>(result: T): T => {
        if (result.cart !== get()) set(result.cart);
        return result;
      };
      return {
        ...emptyCart(),
        add: (line, options) => commit(addToCart(current(), line, options)),
        updateQuantity: (lineId, quantity, maxQuantity) =>
          commit(updateCartQuantity(current(), lineId, quantity, maxQuantity)),
        remove: (lineId) => commit(removeFromCart(current(), lineId)),
        clear: () => void set(clearCart(current())),
        update: (change) => {
          const cart = current();
          const next = change(cart);
          if (next !== cart) set(next);
        },
      };
    },
    {
      name: CART_STORAGE_KEY,
      storage: cartStorage,
      // Storage gets the SPEC fields; the in-memory discount parts are read back by parseStoredCart.
      partialize: toStoredCart,
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
