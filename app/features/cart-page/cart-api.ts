/**
 * Applying a coupon code at the cart (SPEC §7); the quote of the lines is the cart
 * feature's (features/cart). Answer types are the server's own (domain/api-answer-schemas).
 */
import type { AppliedCouponAnswer } from '#domain/api-answer-schemas.ts';
import type { AppliedCoupon, Cart } from '#domain/cart.ts';
import { ApiError, apiFetch } from '#app/lib/api.ts';
import { quoteItems } from '#app/features/cart/index.ts';

/** SPEC §5 / §8 coupon texts at the cart. */
export const COUPON_TEXT = {
  blank: 'Please enter a coupon code.',
  network: 'Failed to apply coupon',
  invalid: 'Invalid or inapplicable coupon.',
  applied: (code: string) => `Coupon ${code} applied.`,
  removed: 'Coupon removed.',
} as const;

/**
 * POST /coupons/apply with the SPEC payload plus the lines, so the server prices the cart
 * itself. Fails with the server's message, else 'Failed to apply coupon' when it could not
 * be reached and 'Invalid or inapplicable coupon.' otherwise.
 */
export async function requestCoupon(
  code: string,
  cart: Pick<Cart, 'items' | 'total'>,
): Promise<{ coupon: AppliedCoupon; discount: number }> {
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
    if (
      error instanceof ApiError &&
      error.status !== 0 &&
      !(error.status >= 500 && error.message === COUPON_TEXT.invalid)
    )
      throw error;
    throw new ApiError(COUPON_TEXT.network, error instanceof ApiError ? error.status : 0);
  }
}
