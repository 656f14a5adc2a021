/**
 * The browser cart (SPEC §3/§4): one store kept in local storage under 'cart'. The rules are
 * the pure functions of domain/cart; this module only holds the state, tells the components
 * that read it, and persists it. Storage holds the bare SPEC object, so anything else
 * reading 'cart' sees the documented shape.
 *
 * It is a few lines over React's `useSyncExternalStore` rather than a state library: it is in
 * every storefront page's first load (the header's badge), and a library with its persistence
 * layer cost more than this whole feature.
 */
import { useSyncExternalStore } from 'react';
import { localStore } from '#app/lib/browser-storage.ts';
import {
  addToCart,
  type Cart,
  type CartAddition,
  CART_STORAGE_KEY,
  type CartChange,
  clearCart,
  emptyCart,
  type NewCartLine,
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

/** The empty cart the server renders with, and the hydrating render too: they must agree. */
const initialCart = emptyCart();
let cart: Cart = initialCart;
let hydrated = false;
const listeners = new Set<() => void>();
const hydrationListeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a new cart to every reader; `persist` writes it to storage (not when it was just read from there). */
function setCart(next: Cart, persist = true): void {
  if (next === cart) return;
  cart = next;
  if (persist) {
    try {
      localStore()?.setItem(CART_STORAGE_KEY, JSON.stringify(toStoredCart(next)));
    } catch {
      // Quota or privacy errors: keep the in-memory cart rather than fail the action.
    }
  }
  for (const listener of listeners) listener();
}

/** An action before the header's effect ran (e.g. a very early click) must not overwrite the stored cart. */
function current(): Cart {
  ensureCartHydrated();
  return cart;
}

function commit<T extends { cart: Cart }>(result: T): T {
  setCart(result.cart);
  return result;
}

const actions: CartActions = {
  add: (line, options) => commit(addToCart(current(), line, options)),
  updateQuantity: (lineId, quantity, maxQuantity) =>
    commit(updateCartQuantity(current(), lineId, quantity, maxQuantity)),
  remove: (lineId) => commit(removeFromCart(current(), lineId)),
  clear: () => setCart(clearCart(current())),
  update: (change) => setCart(change(current())),
};

/** The cart with its actions; the same object until the cart changes, as React's store reads require. */
let snapshot: { cart: Cart; state: CartState } = { cart, state: { ...cart, ...actions } };
function getState(): CartState {
  if (snapshot.cart !== cart) snapshot = { cart, state: { ...cart, ...actions } };
  return snapshot.state;
}
const serverState: CartState = { ...initialCart, ...actions };
const getServerState = () => serverState;

/**
 * The cart for a component: `select` picks what it shows, and it renders again only when that
 * changes. `useCartStore.getState()` reads it outside React (event handlers, effects).
 */
export function useCartStore(): CartState;
export function useCartStore<T>(select: (state: CartState) => T): T;
export function useCartStore<T>(select?: (state: CartState) => T): T | CartState {
  const pick = select ?? ((state: CartState) => state);
  return useSyncExternalStore(
    subscribe,
    () => pick(getState()),
    () => pick(getServerState()),
  );
}
useCartStore.getState = getState;

/** Reads the stored cart (again): a missing key (cleared in another tab) means an empty cart. */
function readStoredCart(): void {
  const stored = parseStoredCart(localStore()?.getItem(CART_STORAGE_KEY) ?? null);
  setCart(stored ?? emptyCart(cart.currency), false);
}

/** Loads the stored cart once; the storage is synchronous, so it is there when this returns. */
export function ensureCartHydrated(): void {
  if (typeof window === 'undefined' || hydrated) return;
  hydrated = true;
  readStoredCart();
  for (const listener of hydrationListeners) listener();
}

/** Whether the stored cart has been read, and a way to hear when it is. */
export function cartHydrated(): boolean {
  return hydrated;
}
export function onCartHydrated(listener: () => void): () => void {
  hydrationListeners.add(listener);
  return () => hydrationListeners.delete(listener);
}

/**
 * Keeps this tab's cart in step with the others: a `storage` event fires here when another
 * tab writes 'cart'. Returns the unsubscribe function, for effects.
 */
export function syncCartAcrossTabs(): () => void {
  ensureCartHydrated();
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) readStoredCart();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
