/**
 * After an order is placed the browser's cart has become that order: it is emptied once
 * per order. Opening the same order page later (from the confirmation e-mail, say) must not
 * empty a cart filled since, so the orders that already did are remembered.
 *
 * The saved checkout information ('checkoutData') stays, so a returning shopper's address
 * is filled in; the shipping choice ('shippingData') belongs to the finished checkout.
 */
import { readStoredJson, writeStoredJson } from '#app/lib/browser-storage.ts';
import { useCartStore } from '#app/features/cart/index.ts';
import { clearShippingData } from '#app/features/checkout/index.ts';

/** Ids of the orders that have emptied this browser's cart (newest last, a few kept). */
export const CLEARED_ORDERS_STORAGE_KEY = 'cartClearedForOrders';
const REMEMBERED_ORDERS = 20;

function clearedOrders(): string[] {
  const stored = readStoredJson(CLEARED_ORDERS_STORAGE_KEY);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

/** Empties the cart for `orderId` unless this order already did; true when it emptied it now. */
export function clearCartAfterOrder(orderId: string): boolean {
  const done = clearedOrders();
  if (done.includes(orderId)) return false;
  useCartStore.getState().clear();
  clearShippingData();
  writeStoredJson(CLEARED_ORDERS_STORAGE_KEY, [...done, orderId].slice(-REMEMBERED_ORDERS));
  return true;
}
