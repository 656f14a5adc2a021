/**
 * Checkout's two calls: the server's price of the cart with its coupon and the chosen
 * shipping method (POST /api/cart/quote — the amounts the order will be placed for), and
 * placing the order (SPEC §7 POST /orders/create-checkout-session → the payment page's url).
 */
import type { Cart } from '../../../domain/cart';
import type { ShippingMethod } from '../../../domain/shipping';
import { ApiError, apiFetch } from '../auth/api-fetch';
import type { CheckoutData } from './checkout-storage';

/** SPEC §8 checkout payment texts. */
export const PAYMENT_TEXT = {
  failed: 'Failed to initiate payment.',
  noUrl: 'Could not retrieve payment session URL.',
  unexpected: 'An unexpected error occurred. Please try again.',
  incomplete: 'Checkout information is incomplete. Please go back and try again.',
} as const;

export interface CheckoutQuoteLine {
  productId: string;
  color: string;
  size: string;
  name: string;
  price: number;
  discountedPrice: number;
  stock: number;
  quantity: number;
}

export interface CheckoutQuote {
  lines: CheckoutQuoteLine[];
  missing: { productId: string; color: string; size: string; quantity: number }[];
  subtotal: number;
  couponDiscount: number;
  storeDiscount: number;
  totalDiscount: number;
  shippingCost: number;
  total: number;
  couponCode: string | null;
  /** Why the cart's coupon no longer applies; the quote is priced without it. */
  couponError: string | null;
  automaticDiscount: { coupon: { description?: string | null }; discount: number } | null;
}

type CartLines = Pick<Cart, 'items' | 'appliedCoupon'>;

const quoteItems = (cart: CartLines) =>
  cart.items.map((item) => ({ productId: item.product._id, color: item.variant.color, size: item.variant.size, quantity: item.quantity }));

export function fetchCheckoutQuote(cart: CartLines, shippingMethod: ShippingMethod | null, signal?: AbortSignal): Promise<CheckoutQuote> {
  return apiFetch<CheckoutQuote>('/cart/quote', {
    method: 'POST',
    body: { items: quoteItems(cart), couponCode: cart.appliedCoupon?.code ?? null, ...(shippingMethod ? { shippingMethod } : {}) },
    signal,
  });
}

/**
 * Places the order and answers the payment page's address. Fails with the server's
 * message (stock, coupon, validation), else the SPEC §8 texts.
 */
export async function startPayment(cart: CartLines, information: CheckoutData, shippingMethod: ShippingMethod): Promise<string> {
  let answer: { url?: unknown };
  try {
    answer = await apiFetch<{ url?: unknown }>('/orders/create-checkout-session', {
      method: 'POST',
      body: {
        cart: {
          items: cart.items.map((item) => ({ product: { _id: item.product._id }, variant: { color: item.variant.color, size: item.variant.size }, quantity: item.quantity })),
          appliedCoupon: cart.appliedCoupon ? { code: cart.appliedCoupon.code } : null,
        },
        shippingAddress: { ...information, state: information.state || undefined },
        shippingMethod,
      },
      defaultMessage: PAYMENT_TEXT.failed,
    });
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(PAYMENT_TEXT.unexpected, 0);
  }
  if (typeof answer?.url !== 'string' || answer.url === '') throw new ApiError(PAYMENT_TEXT.noUrl, 200);
  return answer.url;
}
