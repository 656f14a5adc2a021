/**
 * The one pricing rule (decision 0019): what a cart costs, from the catalogue's facts, the
 * store's automatic coupons, at most one typed coupon and the shipping charge. The cart
 * page's quote, POST /api/coupons/apply and checkout all call `priceCart`; the browser
 * cart combines the server's amounts with `cartTotals`, the same combination step.
 * Pure: no I/O, money in integer cents, time passed in as `now`.
 *
 * The rule, in order:
 * 1. Each line's unit price is its size's discounted price now (domain/discounts: the
 *    lowest of its price, its own active discount and its category's active discount —
 *    they never stack).
 * 2. Subtotal = the sum of unit price × quantity.
 * 3. The typed coupon (one at most) gives its discount on the lines it applies to
 *    (domain/coupons). A coupon that does not apply gives nothing and says why.
 * 4. The automatic store discount is the global (code-less) coupon giving the largest
 *    discount on the same lines; it combines with the typed coupon, computed on the same
 *    line prices (not on what the coupon left), and is cut so the two together never take
 *    more than the subtotal.
 * 5. Shipping is added when the cart holds anything; total = subtotal − discounts + shipping.
 */
import { couponDiscount, type CouponRule, type PricedLine } from './coupons';
import { type CategoryDiscount, discountedPriceCents, type SizeDiscount } from './discounts';
import { cartTotals, type CartTotals } from './cart-totals';
import type { Cents } from './money';

export { cartTotals, type CartTotals };

/** A cart line as the shopper asks for it (no prices: they come from the catalogue). */
export interface PricingLineInput {
  productId: string;
  color: string;
  size: string;
  quantity: number;
}

/** What the catalogue says about one product, colour and size. */
export interface CatalogueSize {
  productId: string;
  color: string;
  size: string;
  name: string;
  category: string;
  priceCents: Cents;
  stock: number;
  sizeDiscount: SizeDiscount | null;
  categoryDiscount: CategoryDiscount | null;
}

/** A coupon as pricing needs it: its rule plus who it is. */
export interface PricingCoupon extends CouponRule {
  id: string;
  code: string | null;
  description: string;
}

export interface PriceCartInput {
  lines: readonly PricingLineInput[];
  /** The catalogue's facts for (at least) the lines' sizes; lines without facts are `missing`. */
  catalogue: readonly CatalogueSize[];
  /** The coupon the shopper typed, already found by its code; null for none. */
  coupon?: PricingCoupon | null;
  /** The store's global (code-less) coupons; the best one that applies is used. */
  automaticCoupons?: readonly PricingCoupon[];
  /** The shipping charge: the cart's flat estimate, or the chosen method's cost at checkout. */
  shippingCents: Cents;
  now: Date;
  /** For the messages that name an amount (a coupon's minimum order). */
  currency: string;
}

export interface PricedCartLine extends PricedLine {
  color: string;
  size: string;
  name: string;
  /** The size's list price before any discount. */
  priceCents: Cents;
  /** What the catalogue discount takes off one unit (priceCents − unitPriceCents). */
  unitDiscountCents: Cents;
  lineTotalCents: Cents;
  stock: number;
}

export interface AppliedDiscount {
  coupon: PricingCoupon;
  cents: Cents;
}

export interface PricedCart extends CartTotals {
  /** The priced lines, in the order asked. */
  lines: PricedCartLine[];
  /** Lines whose product, colour or size the catalogue no longer has. */
  missing: PricingLineInput[];
  /** The typed coupon and what it takes off; null without one or when it does not apply. */
  couponDiscount: AppliedDiscount | null;
  /** Why the typed coupon gives nothing (expired, used up, …); null otherwise. */
  couponError: string | null;
  /** The automatic store discount; null when none applies. */
  storeDiscount: AppliedDiscount | null;
}

/** The key a catalogue size and a cart line share. */
export function sizeKey(line: { productId: string; color: string; size: string }): string {
  return `${line.productId}\u0000${line.color}\u0000${line.size}`;
}

/** Prices a cart by the one rule (see the top of this module). */
export function priceCart(input: PriceCartInput): PricedCart {
  const { now, currency } = input;
  const facts = new Map(input.catalogue.map((size) => [sizeKey(size), size]));
  const lines: PricedCartLine[] = [];
  const missing: PricingLineInput[] = [];
  for (const line of input.lines) {
    const fact = facts.get(sizeKey(line));
    const quantity = Number.isFinite(line.quantity) ? Math.max(0, Math.floor(line.quantity)) : 0;
    if (!fact) {
      missing.push(line);
      continue;
    }
    const unitPriceCents = discountedPriceCents(fact.priceCents, fact.sizeDiscount, fact.categoryDiscount, now);
    lines.push({
      productId: fact.productId,
      category: fact.category,
      color: fact.color,
      size: fact.size,
      name: fact.name,
      priceCents: fact.priceCents,
      unitPriceCents,
      unitDiscountCents: fact.priceCents - unitPriceCents,
      quantity,
      lineTotalCents: unitPriceCents * quantity,
      stock: fact.stock,
    });
  }

  let couponApplied: AppliedDiscount | null = null;
  let couponError: string | null = null;
  if (input.coupon) {
    const outcome = couponDiscount(input.coupon, lines, now, currency);
    if (outcome.ok) couponApplied = { coupon: input.coupon, cents: outcome.discountCents };
    else couponError = outcome.message;
  }

  // The best automatic coupon; ties keep the first given, so the choice never depends on line order.
  let best: AppliedDiscount | null = null;
  for (const coupon of input.automaticCoupons ?? []) {
    const outcome = couponDiscount(coupon, lines, now, currency);
    if (outcome.ok && outcome.discountCents > 0 && (!best || outcome.discountCents > best.cents))
      best = { coupon, cents: outcome.discountCents };
  }

  const totals = cartTotals({
    subtotalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
    couponDiscountCents: couponApplied?.cents ?? 0,
    storeDiscountCents: best?.cents ?? 0,
    shippingCents: input.shippingCents,
    hasItems: lines.some((line) => line.quantity > 0),
  });
  return {
    ...totals,
    lines,
    missing,
    couponDiscount: couponApplied && { coupon: couponApplied.coupon, cents: totals.couponDiscountCents },
    couponError,
    storeDiscount:
      best && totals.storeDiscountCents > 0 ? { coupon: best.coupon, cents: totals.storeDiscountCents } : null,
  };
}
