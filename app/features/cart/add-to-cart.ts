import { MAX_LINE_QUANTITY, type NewCartLine } from '#domain/cart.ts';
import { notify } from '#app/features/toast/index.ts';
import { useCartStore } from './cart-store';

export const COUPON_CLEARED_MESSAGE = 'Cart updated. Please re-apply your coupon.';

/** SPEC §8 success text: '{name} added to cart!', or 'Product added to cart!' for a nameless product. */
export function addedMessage(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `${trimmed} added to cart!` : 'Product added to cart!';
}

/** No more of this size can go in the cart: all of its stock is already there. */
export function stockLimitMessage(stock: number): string {
  if (stock > MAX_LINE_QUANTITY) return `A cart holds at most ${MAX_LINE_QUANTITY} of one item.`;
  return stock === 1
    ? 'Only 1 left in this size, and it is already in your cart.'
    : `Only ${stock} left in this size, and they are all in your cart.`;
}

/**
 * Adds one unit of a product option to the cart and tells the shopper what happened
 * (SPEC §4/§8). The line is capped at the size's stock.
 */
export function addProductToCart(line: NewCartLine, { stock, currency }: { stock: number; currency: string }): boolean {
  const result = useCartStore.getState().add(line, { quantity: 1, maxQuantity: stock, currency });
  if (result.added === 0) {
    notify.error(stockLimitMessage(stock));
    return false;
  }
  notify.success(addedMessage(line.product.name));
  if (result.couponCleared) notify(COUPON_CLEARED_MESSAGE);
  return true;
}
