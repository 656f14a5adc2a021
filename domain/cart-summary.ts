/**
 * The cart page's money summary (SPEC §2 Cart, §9): subtotal, the coupon discount, the
 * store's automatic discount, the flat shipping estimate and the total. Read from the
 * cart's own totals — which withTotals computes by the one pricing rule's last step
 * (cartTotals, decision 0019) from the server's prices and discounts — so the page shows
 * exactly what the stored cart says.
 */
import type { Cart } from './cart';
import { toCents, type Cents } from './money';

/** The automatic store discount's row when its coupon has no description. */
export const STORE_DISCOUNT_LABEL = 'Store discount';

/** The store discount's row label: its coupon's description, else the default. */
export function storeDiscountLabel(description: string | null | undefined): string {
  return description?.trim() || STORE_DISCOUNT_LABEL;
}

export interface CartSummary {
  subtotalCents: Cents;
  couponDiscountCents: Cents;
  storeDiscountCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
}

export function cartSummary(
  cart: Pick<Cart, 'total' | 'discountAmount' | 'shippingCost' | 'finalTotal' | 'appliedCoupon' | 'couponDiscount'>,
): CartSummary {
  const subtotalCents = toCents(cart.total);
  const discountCents = toCents(cart.discountAmount);
  // The coupon comes off first (cartTotals), so its part is whole unless it alone took everything.
  const couponDiscountCents = cart.appliedCoupon ? Math.min(toCents(cart.couponDiscount), discountCents) : 0;
  return {
    subtotalCents,
    couponDiscountCents,
    storeDiscountCents: discountCents - couponDiscountCents,
    shippingCents: toCents(cart.shippingCost),
    totalCents: toCents(cart.finalTotal),
  };
}
