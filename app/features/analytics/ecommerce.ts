/**
 * The standard e-commerce events (decision 72), shaped as Google Analytics 4 and Google Tag
 * Manager read them from `dataLayer`: `{ event, ecommerce: { currency, value, items } }`.
 * Pure: the tracker (tracker.ts) reads the page and the stored cart, these build the events.
 * Amounts are in the store currency, as orders are priced and charged (a display currency
 * is an approximation shown beside it, decision 60); sums are taken in cents.
 */
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import type { CartItem } from '#domain/cart.ts';
import { fromCents, toCents } from '#domain/money.ts';

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price?: number;
  quantity?: number;
  index?: number;
}

export interface EcommerceEvent {
  event: 'view_item_list' | 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase';
  ecommerce: {
    currency?: string;
    value?: number;
    transaction_id?: string;
    shipping?: number;
    coupon?: string;
    item_list_id?: string;
    item_list_name?: string;
    items: EcommerceItem[];
  };
}

const variantOf = (color: string, size: string) => [color, size].filter(Boolean).join(' / ');

/** The sum of price × quantity over the items, in cents and back. */
function valueOf(items: readonly EcommerceItem[]): number {
  return fromCents(items.reduce((sum, item) => sum + toCents(item.price ?? 0) * (item.quantity ?? 1), 0));
}

export function viewItemList(listId: string, listName: string, items: readonly EcommerceItem[]): EcommerceEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      item_list_id: listId,
      item_list_name: listName,
      items: items.map((item, index) => ({ ...item, index })),
    },
  };
}

export function viewItem(item: EcommerceItem & { price: number }, currency: string): EcommerceEvent {
  return { event: 'view_item', ecommerce: { currency, value: item.price, items: [item] } };
}

const cartLineItem = (line: CartItem, quantity: number): EcommerceItem => ({
  item_id: line.product._id,
  item_name: line.product.name,
  item_variant: variantOf(line.variant.color, line.variant.size),
  price: line.variant.discountedPrice,
  quantity,
});

/**
 * What was added between two carts: each line whose quantity grew, by how much. A line
 * that shrank or went is not an addition; null when nothing was added.
 */
export function addedToCart(
  before: readonly CartItem[],
  after: readonly CartItem[],
  currency: string,
): EcommerceEvent | null {
  const had = new Map(before.map((line) => [line._id, line.quantity]));
  const items = after.flatMap((line) => {
    const added = line.quantity - (had.get(line._id) ?? 0);
    return added > 0 ? [cartLineItem(line, added)] : [];
  });
  return items.length > 0 ? { event: 'add_to_cart', ecommerce: { currency, value: valueOf(items), items } } : null;
}

/** The cart as the first step of checkout shows it: its lines at their selling prices. */
export function beginCheckout(items: readonly CartItem[], currency: string): EcommerceEvent | null {
  if (items.length === 0) return null;
  const lines = items.map((line) => cartLineItem(line, line.quantity));
  return { event: 'begin_checkout', ecommerce: { currency, value: valueOf(lines), items: lines } };
}

/** A paid order: its number, what was charged in total and in which currency, with its lines. */
export function purchase(order: ApiOrder): EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      currency: order.currency,
      value: order.finalTotal,
      shipping: order.shippingCost,
      ...(order.couponCode ? { coupon: order.couponCode } : {}),
      items: order.items.map((line) => ({
        item_id: line.product._id ?? line._id,
        item_name: line.product.name,
        item_variant: variantOf(line.variant.color, line.variant.size),
        price: line.variant.discountedPrice,
        quantity: line.quantity,
      })),
    },
  };
}
