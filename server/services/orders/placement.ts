/**
 * Checkout's first step (decision 41): one short transaction that re-prices the cart from the
 * catalogue, holds its stock (the catalogue's `reserveStock`) and coupon uses (the coupons'
 * `takeCouponUse`) and inserts the order, waiting for its payment session. Nothing in it
 * waits on anything outside the database: the provider's session is asked for after it
 * commits (checkout-session.ts composes the steps and their undo).
 */
import { randomUUID } from 'node:crypto';
import type { CartItemInput } from '#domain/cart-quote.ts';
import type { CreateCheckoutSessionInput } from '#domain/checkout.ts';
import { APPLY_MESSAGES, isEligible } from '#domain/coupons.ts';
import type { Cents } from '#domain/money.ts';
import { ORDER_MESSAGES } from '#domain/orders.ts';
import type { PricedCartLine, PricingCoupon } from '#domain/pricing.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { orderItems, orders } from '#server/db/schema.ts';
import { priceCartFromDatabase } from '#server/services/pricing/index.ts';
import { ServiceError } from '#server/services/errors.ts';
import { reserveStock, stockLineKey, type StockMoves } from '#server/services/catalog/index.ts';
import { takeCouponUse } from '#server/services/coupons/index.ts';
import { shippingCharge } from '#server/services/shipping/index.ts';
import { saveCheckoutAddress } from '#server/services/addresses/index.ts';

/** An unpaid order holds its stock and coupon use this long (the payment session's life). */
export const PAYMENT_SESSION_MINUTES = 30;

export interface PricedOrder {
  lines: (PricedCartLine & { discountCents: Cents })[];
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
  /** The typed coupon that applies; the order takes one of its uses. */
  coupon: PricingCoupon | null;
  /** The automatic coupon (store discount) that applies; the order takes one of its uses too. */
  automaticCoupon: PricingCoupon | null;
}

/** Splits a discount over the eligible lines in proportion to their amounts (last line takes the rounding). */
function spreadDiscount(lines: PricedCartLine[], eligible: boolean[], discountCents: Cents): Cents[] {
  const base = lines.reduce((sum, l, i) => sum + (eligible[i] ? l.unitPriceCents * l.quantity : 0), 0);
  const shares = lines.map(() => 0);
  if (base <= 0 || discountCents <= 0) return shares;
  let given = 0;
  const last = eligible.lastIndexOf(true);
  lines.forEach((l, i) => {
    if (!eligible[i]) return;
    shares[i] = i === last ? discountCents - given : Math.floor((discountCents * l.unitPriceCents * l.quantity) / base);
    given += shares[i]!;
  });
  return shares;
}

/**
 * The one place checkout prices a cart: `priceCart` (decision 0019) over the catalogue in
 * this transaction, with the shipping its method costs to the order's country (the zone's
 * price, read in the same transaction: decision 57). A typed coupon that no longer applies
 * stops the checkout with its reason; each line carries its share of the discounts.
 */
export async function priceOrder(
  db: Db | Tx,
  items: readonly CartItemInput[],
  couponCode: string | null,
  shippingCents: Cents,
  now: Date,
  currency: string,
  excludeAutomaticCouponIds?: ReadonlySet<string>,
): Promise<PricedOrder> {
  const priced = await priceCartFromDatabase(db as Db, items, {
    couponCode,
    shippingCents,
    currency,
    now,
    excludeAutomaticCouponIds,
  });
  if (priced.couponError) {
    throw new ServiceError(
      'invalid',
      priced.couponError === APPLY_MESSAGES.usedUp ? ORDER_MESSAGES.couponUsedUp : priced.couponError,
    );
  }
  const shares = priced.lines.map(() => 0);
  for (const applied of [priced.couponDiscount, priced.storeDiscount]) {
    if (!applied) continue;
    const eligible = priced.lines.map((l) => isEligible(applied.coupon, l));
    spreadDiscount(priced.lines, eligible, applied.cents).forEach((cents, i) => (shares[i]! += cents));
  }
  return {
    lines: priced.lines.map((l, i) => ({ ...l, discountCents: shares[i]! })),
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    shippingCents: priced.shippingCents,
    totalCents: priced.totalCents,
    coupon: priced.couponDiscount?.coupon ?? null,
    automaticCoupon: priced.storeDiscount?.coupon ?? null,
  };
}

/** One line per product, colour and size (a cart may repeat one). */
export function mergeLines(input: CreateCheckoutSessionInput['cart']['items']): CartItemInput[] {
  const merged = new Map<string, CartItemInput>();
  for (const item of input) {
    const line: CartItemInput = {
      productId: item.product._id,
      color: item.variant.color,
      size: item.variant.size,
      quantity: item.quantity,
    };
    const same = merged.get(stockLineKey(line));
    if (same) same.quantity += item.quantity;
    else merged.set(stockLineKey(line), line);
  }
  return [...merged.values()];
}

export interface Placement {
  items: CartItemInput[];
  input: CreateCheckoutSessionInput;
  userId: string | null;
  accessToken: string;
  /** The provider's name, kept as the order's payment method. */
  paymentMethod: string;
  currency: string;
  at: Date;
}

export type PlacedOrder = typeof orders.$inferSelect & { priced: PricedOrder; stockMoves: StockMoves };

/**
 * Step (a): prices, holds stock and coupon uses, inserts the order and its lines — one
 * transaction, committed before the provider is asked for a session. A failure here rolls
 * back all of it; after it commits, `releaseReservation` is its undo.
 */
export async function placeOrder(
  db: Db,
  { items, input, userId, accessToken, paymentMethod, currency, at }: Placement,
): Promise<PlacedOrder> {
  const couponCode = input.cart.appliedCoupon?.code ?? null;
  return db.transaction(async (tx) => {
    // The method as the country's zone offers it now: an unknown one is refused before anything is held.
    const shipping = await shippingCharge(tx, input.shippingAddress.country, input.shippingMethod);
    let priced = await priceOrder(tx, items, couponCode, shipping.priceCents, at, currency);
    const found = new Set(priced.lines.map(stockLineKey));
    const missing = items.find((i) => !found.has(stockLineKey(i)));
    if (missing) throw new ServiceError('conflict', ORDER_MESSAGES.unavailable(`${missing.color} ${missing.size}`));
    // The order's id is chosen here so the stock ledger's rows name the order they hold stock for.
    const orderId = randomUUID();
    const { sizeIds, moves } = await reserveStock(tx, priced.lines, { reason: 'order_reserved', orderId });

    // Coupon uses (decision 0023): the automatic one first, then the typed one — the same
    // order in every checkout, so two never wait on each other's coupon rows.
    // An automatic coupon whose last use went to another order since pricing is left
    // out and the order priced again (with the next best one, or none): the shopper is
    // not stopped for a discount they did not ask for; the provider's page shows the amount.
    const ranOut = new Set<string>();
    while (priced.automaticCoupon && !(await takeCouponUse(tx, priced.automaticCoupon.id))) {
      ranOut.add(priced.automaticCoupon.id);
      priced = await priceOrder(tx, items, couponCode, shipping.priceCents, at, currency, ranOut);
    }
    // A typed coupon is what the shopper asked for: when it has run out, checkout stops and says so.
    if (priced.coupon && !(await takeCouponUse(tx, priced.coupon.id)))
      throw new ServiceError('invalid', ORDER_MESSAGES.couponUsedUp);

    const address = input.shippingAddress;
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        userId,
        accessToken,
        email: address.email.toLowerCase(),
        phone: address.phone,
        firstName: address.firstName,
        lastName: address.lastName,
        country: address.country,
        state: address.state || null,
        address: address.address,
        city: address.city,
        postalCode: address.postalCode,
        shippingMethod: shipping.methodId,
        shippingMethodName: shipping.methodName,
        shippingDelivery: shipping.delivery,
        shippingZone: shipping.zoneName,
        currency,
        subtotalCents: priced.subtotalCents,
        discountCents: priced.discountCents,
        shippingCents: priced.shippingCents,
        totalCents: priced.totalCents,
        couponId: priced.coupon?.id ?? null,
        couponCode: priced.coupon?.code ?? null,
        automaticCouponId: priced.automaticCoupon?.id ?? null,
        paymentMethod,
        language: input.language,
        expiresAt: new Date(at.getTime() + PAYMENT_SESSION_MINUTES * 60_000),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx.insert(orderItems).values(
      priced.lines.map((l, position) => ({
        orderId: order!.id,
        productId: l.productId,
        sizeId: sizeIds.get(stockLineKey(l)) ?? null,
        productName: l.name,
        color: l.color,
        size: l.size,
        priceCents: l.priceCents,
        unitPriceCents: l.unitPriceCents,
        discountCents: l.discountCents,
        quantity: l.quantity,
        position,
      })),
    );
    // "Save this address to my account": kept with the order, in its transaction (decision 66).
    if (userId && input.saveAddress) await saveCheckoutAddress(tx, userId, address, at);
    return { ...order!, priced, stockMoves: moves };
  });
}
