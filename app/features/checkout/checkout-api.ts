/**
 * Placing the order (SPEC §7 POST /orders/create-checkout-session → the payment page's url).
 * Checkout's price of the cart is the cart feature's quote (features/cart).
 */
import type { CheckoutSessionAnswer } from '#domain/api-answer-schemas.ts';
import type { Cart } from '#domain/cart.ts';
import type { Language } from '#domain/languages.ts';
import { ApiError, apiFetch } from '#app/lib/api.ts';
import type { CheckoutData } from './checkout-storage';

/** SPEC §8 checkout payment texts. */
export const PAYMENT_TEXT = {
  failed: 'Failed to initiate payment.',
  noUrl: 'Could not retrieve payment session URL.',
  unexpected: 'An unexpected error occurred. Please try again.',
  incomplete: 'Checkout information is incomplete. Please go back and try again.',
} as const;

type CartLines = Pick<Cart, 'items' | 'appliedCoupon'>;

/**
 * Places the order and answers the payment page's address. Fails with the server's
 * message (stock, coupon, validation), else the SPEC §8 texts.
 */
export async function startPayment(
  cart: CartLines,
  information: CheckoutData,
  shippingMethod: string,
  /** The page's language: the order keeps it and its e-mails are written in it. */
  language: Language,
  /** Signed in: keep the address in the account once the order is placed (decision 66). */
  saveAddress = false,
): Promise<string> {
  let answer: Partial<CheckoutSessionAnswer> | null;
  try {
    answer = await apiFetch<Partial<CheckoutSessionAnswer> | null>('/orders/create-checkout-session', {
      method: 'POST',
      body: {
        cart: {
          items: cart.items.map((item) => ({
            product: { _id: item.product._id },
            variant: { color: item.variant.color, size: item.variant.size },
            quantity: item.quantity,
          })),
          appliedCoupon: cart.appliedCoupon ? { code: cart.appliedCoupon.code } : null,
        },
        shippingAddress: { ...information, state: information.state || undefined },
        shippingMethod,
        language,
        ...(saveAddress ? { saveAddress } : {}),
      },
      defaultMessage: PAYMENT_TEXT.failed,
    });
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(PAYMENT_TEXT.unexpected, 0);
  }
  if (typeof answer?.url !== 'string' || answer.url === '') throw new ApiError(PAYMENT_TEXT.noUrl, 200);
  return answer.url;
}
