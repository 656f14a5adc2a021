/**
 * POST /api/cart/quote: the server's price of the cart's lines now (prices and stock may
 * have changed since they were added). The cart page asks with the lines alone; checkout
 * adds the coupon and the chosen shipping method.
 */
import type { CartQuoteAnswer, QuoteItem } from '#domain/api-answer-schemas.ts';
import type { CartItem } from '#domain/cart.ts';
import { apiFetch } from '#app/lib/api.ts';

/** The lines as the API takes them: product, colour, size and quantity. */
export function quoteItems(items: readonly CartItem[]): QuoteItem[] {
  return items.map((item) => ({
    productId: item.product._id,
    color: item.variant.color,
    size: item.variant.size,
    quantity: item.quantity,
  }));
}

export interface QuoteOptions {
  /** The cart's coupon; left out, the quote is priced without asking about one. */
  couponCode?: string | null;
  /** The chosen method's id, priced by the zone of `country` (decision 57). */
  shippingMethod?: string | null;
  country?: string | null;
}

export function fetchCartQuote(
  items: readonly CartItem[],
  { couponCode, shippingMethod, country }: QuoteOptions = {},
  signal?: AbortSignal,
): Promise<CartQuoteAnswer> {
  return apiFetch<CartQuoteAnswer>('/cart/quote', {
    method: 'POST',
    body: {
      items: quoteItems(items),
      ...(couponCode !== undefined ? { couponCode } : {}),
      ...(shippingMethod ? { shippingMethod } : {}),
      ...(shippingMethod && country ? { country } : {}),
    },
    signal,
  });
}
