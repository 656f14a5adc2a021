/**
 * After an order is placed the browser's cart has become that order: it is emptied once
 * per order. Opening the same order page later (from the confirmation e-mail, say) must not
 * empty a cart filled since, so the orders that already did are remembered.
 *
 * The saved checkout information ('checkoutData') stays, so a returning shopper's address
 * is filled in; the shipping choice ('shippingData') belongs to the finished checkout.
 */
import { useCartStore } from '../cart/cart-store';

export const SHIPPING_CHOICE_STORAGE_KEY = 'shippingData';
/** Ids of the orders that have emptied this browser's cart (newest last, a few kept). */
export const CLEARED_ORDERS_STORAGE_KEY = 'cartClearedForOrders';
const REMEMBERED_ORDERS = 20;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function clearedOrders(store: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(CLEARED_ORDERS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Empties the cart for `orderId` unless this order already did; true when it emptied it now. */
export function clearCartAfterOrder(orderId: string): boolean {
  const store = storage();
  const done = store ? clearedOrders(store) : [];
  if (done.includes(orderId)) return false;
  useCartStore.getState().clear();
  try {
    store?.removeItem(SHIPPING_CHOICE_STORAGE_KEY);
    store?.setItem(CLEARED_ORDERS_STORAGE_KEY, JSON.stringify([...done, orderId].slice(-REMEMBERED_ORDERS)));
  } catch {
    // Storage refused (privacy modes): the cart is emptied in memory all the same.
  }
  return true;
}
