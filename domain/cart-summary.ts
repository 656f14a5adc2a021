/**
 * The cart page's money summary (SPEC §2 Cart, §9): subtotal, the coupon discount, the
 * store's automatic discount, the flat shipping estimate and the total. The amounts are
 * the server's (its quote's line prices and store discount, the coupon it granted),
 * combined by the one pricing rule's last step (cartTotals, decision 0019) — the very
 * step the stored cart's totals come from, so the page and storage always agree.
 */
import { CART_SHIPPING_COST } from './cart';
import { cartTotals } from './cart-totals';
import { toCents, type Cents } from './money';

export interface SummaryLine {
  /** The selling (discounted) unit price in currency units. */
  unitPrice: number;
  quantity: number;
}

export interface CartSummaryInput {
  lines: readonly SummaryLine[];
  /** The applied coupon's discount in currency units; 0 without a coupon. */
  couponDiscount?: number;
  /** The automatic store discount in currency units (the quote's automaticDiscount); 0 without one. */
  storeDiscount?: number;
}

export interface CartSummary {
  subtotalCents: Cents;
  couponDiscountCents: Cents;
  storeDiscountCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
}

/** Non-finite or negative amounts (shopper-editable storage) count as nothing. */
function cents(units: number | undefined): Cents {
  return typeof units === 'number' && Number.isFinite(units) && units > 0 ? toCents(units) : 0;
}

export function cartSummary({ lines, couponDiscount, storeDiscount }: CartSummaryInput): CartSummary {
  let subtotalCents = 0;
  let units = 0;
  for (const line of lines) {
    const quantity = Number.isFinite(line.quantity) ? Math.max(0, Math.floor(line.quantity)) : 0;
    subtotalCents += cents(line.unitPrice) * quantity;
    units += quantity;
  }
  // SPEC §9: the flat estimate applies once the cart holds anything.
  const totals = cartTotals({
    subtotalCents,
    couponDiscountCents: cents(couponDiscount),
    storeDiscountCents: cents(storeDiscount),
    shippingCents: toCents(CART_SHIPPING_COST),
    hasItems: units > 0,
  });
  return {
    subtotalCents: totals.subtotalCents,
    couponDiscountCents: totals.couponDiscountCents,
    storeDiscountCents: totals.storeDiscountCents,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
  };
}
