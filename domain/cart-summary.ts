/**
 * The cart page's money summary (SPEC §2 Cart, §9): subtotal, the coupon discount, the
 * store's automatic discount, the flat shipping estimate and the total. Summed in integer
 * cents; the discounts never take the goods below 0. A display only: the server prices
 * the cart again at checkout.
 */
import { CART_SHIPPING_COST } from './cart';
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
  const couponDiscountCents = Math.min(cents(couponDiscount), subtotalCents);
  const storeDiscountCents = Math.min(cents(storeDiscount), subtotalCents - couponDiscountCents);
  // SPEC §9: the flat estimate applies once the cart holds anything.
  const shippingCents = units > 0 ? toCents(CART_SHIPPING_COST) : 0;
  return {
    subtotalCents,
    couponDiscountCents,
    storeDiscountCents,
    shippingCents,
    totalCents: subtotalCents - couponDiscountCents - storeDiscountCents + shippingCents,
  };
}
