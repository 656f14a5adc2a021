/**
 * The last step of the one pricing rule (decision 0019, domain/pricing): how the typed
 * coupon, the automatic store discount and shipping combine into the total. Its own
 * module, free of zod, so the browser cart combines the server's amounts by the very
 * same code the server uses.
 */
import type { Cents } from './money';

export interface CartTotals {
  subtotalCents: Cents;
  couponDiscountCents: Cents;
  storeDiscountCents: Cents;
  /** Both discounts together. */
  discountCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
}

/** Non-finite or negative amounts count as nothing; cents are whole. */
function nonNegative(cents: number): Cents {
  return Number.isFinite(cents) && cents > 0 ? Math.round(cents) : 0;
}

/**
 * Steps 4 and 5 of the rule, on amounts already computed: the coupon takes at most the
 * subtotal, the store discount at most what the coupon left, shipping only for a cart
 * with something in it. The total is never negative and never above subtotal + shipping.
 */
export function cartTotals(input: {
  subtotalCents: Cents;
  couponDiscountCents: Cents;
  storeDiscountCents: Cents;
  shippingCents: Cents;
  hasItems: boolean;
}): CartTotals {
  const subtotalCents = nonNegative(input.subtotalCents);
  const couponDiscountCents = Math.min(nonNegative(input.couponDiscountCents), subtotalCents);
  const storeDiscountCents = Math.min(nonNegative(input.storeDiscountCents), subtotalCents - couponDiscountCents);
  const shippingCents = input.hasItems ? nonNegative(input.shippingCents) : 0;
  const discountCents = couponDiscountCents + storeDiscountCents;
  return {
    subtotalCents,
    couponDiscountCents,
    storeDiscountCents,
    discountCents,
    shippingCents,
    totalCents: subtotalCents - discountCents + shippingCents,
  };
}
