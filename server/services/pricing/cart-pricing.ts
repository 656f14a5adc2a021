/**
 * Prices carts from the database with the one pricing rule (domain/pricing, decision
 * 0019): loads the catalogue's facts for the lines, the store's automatic coupons and the
 * typed coupon, and calls `priceCart`. The server never trusts prices a browser sends.
 */
import { CART_SHIPPING_COST } from '#domain/cart.ts';
import { toCents, type Cents } from '#domain/money.ts';
import { priceCart, type PricedCart, type PricingLineInput } from '#domain/pricing.ts';
import type { Db } from '#server/db/client.ts';
import { inTurn } from '#server/db/in-turn.ts';
import { loadCatalogueFacts } from '#server/services/catalog/index.ts';
import {
  loadPricingCoupons,
  toPricingCoupon,
  UNKNOWN_COUPON_MESSAGE,
  type CouponRow,
} from '#server/services/coupons/index.ts';

export interface PriceFromDatabaseOptions {
  /** The code the shopper typed; an unknown one gives `couponError` 'This coupon code is not valid.'. */
  couponCode?: string | null;
  /** The shipping charge; the cart's flat estimate (SPEC §9) when not given. Checkout passes its method's cost. */
  shippingCents?: Cents;
  /** The store currency, for messages naming an amount. */
  currency?: string;
  now?: Date;
  /**
   * Automatic coupons to leave out: checkout's, when one's last use was taken by another
   * order between pricing and reserving it (decision 0023).
   */
  excludeAutomaticCouponIds?: ReadonlySet<string>;
}

/**
 * Prices cart lines from the database by the one rule. Checkout calls this (inside its
 * transaction, with its `db`) and then reserves stock and the coupon's use; the cart's
 * quote and POST /coupons/apply call it too, so every screen shows the same amounts.
 */
export async function priceCartFromDatabase(
  db: Db,
  lines: readonly PricingLineInput[],
  options: PriceFromDatabaseOptions = {},
): Promise<PricedCart & { typedCoupon: CouponRow | undefined }> {
  const now = options.now ?? new Date();
  const code = options.couponCode?.trim();
  // In turn: checkout passes its transaction, one connection that takes one query at a time.
  const [catalogue, { automatic, typed }] = await inTurn([
    () => loadCatalogueFacts(db, lines),
    () => loadPricingCoupons(db, code),
  ]);
  const priced = priceCart({
    lines,
    catalogue,
    coupon: typed ? toPricingCoupon(typed) : null,
    automaticCoupons: options.excludeAutomaticCouponIds
      ? automatic.filter((c) => !options.excludeAutomaticCouponIds!.has(c.id))
      : automatic,
    shippingCents: options.shippingCents ?? toCents(CART_SHIPPING_COST),
    now,
    currency: options.currency ?? 'USD',
  });
  return { ...(code && !typed ? { ...priced, couponError: UNKNOWN_COUPON_MESSAGE } : priced), typedCoupon: typed };
}
