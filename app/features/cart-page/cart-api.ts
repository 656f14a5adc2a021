/**
 * The cart page's two calls: the server's quote of the lines (prices, stock, the automatic
 * store discount) and applying a coupon code (SPEC §7). Types are declared here rather than
 * imported, so no zod-bearing domain module reaches the page's bundle.
 */
import { type AppliedCoupon, type Cart, type CartItem } from '../../../domain/cart';
import { ApiError, apiFetch } from '../auth/api-fetch';

/** SPEC §5 / §8 coupon texts at the cart. */
export const COUPON_TEXT = {
  blank: 'Please enter a coupon code.',
  network: 'Failed to apply coupon',
  invalid: 'Invalid or inapplicable coupon.',
  applied: (code: string) => `Coupon ${code} applied.`,
  removed: 'Coupon removed.',
} as const;

export interface QuoteItem {
  productId: string;
  color: string;
  size: string;
  quantity: number;
}

/** One line as the server prices it now. */
export interface QuoteLine extends QuoteItem {
  name: string;
  price: number;
  discountedPrice: number;
  stock: number;
}

export interface AutomaticDiscount {
  coupon: { description?: string | null };
  discount: number;
}

export interface CartQuote {
  lines: QuoteLine[];
  /** Lines whose product, colour or size is no longer sold. */
  missing: QuoteItem[];
  subtotal: number;
  automaticDiscount: AutomaticDiscount | null;
}

export interface AppliedCouponAnswer {
  coupon: Omit<AppliedCoupon, 'code'> & { code: string | null };
  discount: number;
}

export function quoteItems(items: readonly CartItem[]): QuoteItem[] {
  return items.map((item) => ({ productId: item.product._id, color: item.variant.color, size: item.variant.size, quantity: item.quantity }));
}

export function fetchCartQuote(items: readonly CartItem[], signal?: AbortSignal): Promise<CartQuote> {
  return apiFetch<CartQuote>('/cart/quote', { method: 'POST', body: { items: quoteItems(items) }, signal });
}

/**
 * POST /coupons/apply with the SPEC payload plus the lines, so the server prices the cart
 * itself. Fails with the server's message, else 'Failed to apply coupon' when it could not
 * be reached and 'Invalid or inapplicable coupon.' otherwise.
 */
export async function requestCoupon(code: string, cart: Pick<Cart, 'items' | 'total'>): Promise<{ coupon: AppliedCoupon; discount: number }> {
  try {
    const answer = await apiFetch<AppliedCouponAnswer>('/coupons/apply', {
      method: 'POST',
      body: {
        code,
        productIds: [...new Set(cart.items.map((item) => item.product._id))],
        cartTotal: cart.total,
        items: quoteItems(cart.items),
      },
      defaultMessage: COUPON_TEXT.invalid,
    });
    return { coupon: { ...answer.coupon, code: answer.coupon.code ?? code.toUpperCase() }, discount: answer.discount };
  } catch (error) {
    // Unreachable, or a server failure that said nothing: the code itself may be fine.
    if (error instanceof ApiError && error.status !== 0 && !(error.status >= 500 && error.message === COUPON_TEXT.invalid)) throw error;
    throw new ApiError(COUPON_TEXT.network, error instanceof ApiError ? error.status : 0);
  }
}
