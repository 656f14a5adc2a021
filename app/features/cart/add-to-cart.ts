import { msg, plural } from '@lingui/core/macro';
import { ENGLISH_I18N, type I18n, type MessageDescriptor } from '#app/lib/i18n-runtime.tsx';
import { MAX_LINE_QUANTITY, type NewCartLine } from '#domain/cart.ts';
import { notify } from '#app/features/toast/index.ts';
import { useCartStore } from './cart-store';

export const COUPON_CLEARED_MESSAGE = 'Cart updated. Please re-apply your coupon.';
/** The same text, for the page's language. */
export const COUPON_CLEARED = msg`Cart updated. Please re-apply your coupon.`;

/** SPEC §8 success text: '{name} added to cart!', or 'Product added to cart!' for a nameless product. */
export function addedText(name: string): MessageDescriptor {
  const trimmed = name.trim();
  return trimmed ? msg`${trimmed} added to cart!` : msg`Product added to cart!`;
}

/** No more of this size can go in the cart: all of its stock is already there. */
export function stockLimitText(stock: number): MessageDescriptor {
  if (stock > MAX_LINE_QUANTITY) return msg`A cart holds at most ${MAX_LINE_QUANTITY} of one item.`;
  return msg`${plural(stock, {
    one: 'Only # left in this size, and it is already in your cart.',
    other: 'Only # left in this size, and they are all in your cart.',
  })}`;
}

export const addedMessage = (name: string, i18n: I18n = ENGLISH_I18N) => i18n._(addedText(name));
export const stockLimitMessage = (stock: number, i18n: I18n = ENGLISH_I18N) => i18n._(stockLimitText(stock));

/**
 * Adds one unit of a product option to the cart and tells the shopper what happened
 * (SPEC §4/§8), in the page's language when `i18n` is given. The line is capped at the size's stock.
 */
export function addProductToCart(
  line: NewCartLine,
  { stock, currency, i18n = ENGLISH_I18N }: { stock: number; currency: string; i18n?: I18n },
): boolean {
  const result = useCartStore.getState().add(line, { quantity: 1, maxQuantity: stock, currency });
  if (result.added === 0) {
    notify.error(stockLimitMessage(stock, i18n));
    return false;
  }
  notify.success(addedMessage(line.product.name, i18n));
  if (result.couponCleared) notify(i18n._(COUPON_CLEARED));
  return true;
}
