/**
 * Orders: placing one from a cart (re-priced here, stock and coupon use reserved in the
 * same transaction as the order and its payment session), applying payment events exactly
 * once, releasing the reservation of orders that are never paid, and reading orders.
 *
 * Each reserving step has its undo (reserve stock ↔ release stock, take a coupon use ↔
 * give it back): a failure inside the transaction rolls all of it back, and an order that
 * ends unpaid gives both back once (`reservation_released_at`).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { CartItemInput } from '../../domain/cart-quote';
import type { CreateCheckoutSessionInput } from '../../domain/checkout';
import { APPLY_MESSAGES, isEligible } from '../../domain/coupons';
import type { PricedCartLine, PricingCoupon } from '../../domain/pricing';
import { formatMoney, type Cents } from '../../domain/money';
import { ORDER_MESSAGES, orderNumber, type ApiOrder, type OrderStatus } from '../../domain/orders';

export type { ApiOrder };
import { SHIPPING_METHODS, type ShippingMethod } from '../../domain/shipping';
import type { Db } from '../db/client';
import { coupons, orderItems, orders, paymentEvents, sizes, variants } from '../db/schema';
import type { MailQueue } from '../mail/outbox';
import { orderConfirmationEmail, orderStatusEmail } from '../mail/templates';
import { PaymentProviderError, type PaymentEvent, type PaymentProvider } from '../payments/provider';
import { priceCartFromDatabase } from './cart-pricing';
import { loadOrderItems, toApiOrders } from './order-answers';
import { ServiceError } from './errors';

/** An unpaid order holds its stock and coupon use this long (the payment session's life). */
export const PAYMENT_SESSION_MINUTES = 30;
/** Orders one sweep looks at; the next minute's sweep takes the rest. */
const EXPIRY_BATCH = 200;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

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
 * this transaction, with the chosen shipping method. A typed coupon that no longer applies
 * stops the checkout with its reason; each line carries its share of the discounts.
 */
export async function priceOrder(
  db: Db | Tx,
  items: readonly CartItemInput[],
  couponCode: string | null,
  shippingMethod: ShippingMethod,
  now: Date,
  currency: string,
  excludeAutomaticCouponIds?: ReadonlySet<string>,
): Promise<PricedOrder> {
  const priced = await priceCartFromDatabase(db as Db, items, {
    couponCode,
    shippingCents: SHIPPING_METHODS[shippingMethod].costCents,
    currency,
    now,
    excludeAutomaticCouponIds,
  });
  if (priced.couponError) {
    throw new ServiceError('invalid', priced.couponError === APPLY_MESSAGES.usedUp ? ORDER_MESSAGES.couponUsedUp : priced.couponError);
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

function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface OrderViewer {
  userId: string | null;
  isAdmin: boolean;
  token: string | null;
}

/** Its owner, an admin, or whoever holds the order link's token; else the error a stranger gets. */
function checkViewer(order: Pick<OrderRow, 'userId' | 'accessToken'>, viewer: OrderViewer, refusal: string): void {
  const allowed =
    viewer.isAdmin ||
    (viewer.userId !== null && order.userId === viewer.userId) ||
    (viewer.token !== null && sameToken(viewer.token, order.accessToken));
  if (!allowed) throw new ServiceError(viewer.userId || viewer.token ? 'forbidden' : 'unauthorized', refusal);
}

/** The order's own page for whoever holds its link (a guest included). */
const orderPath = (order: Pick<OrderRow, 'id' | 'accessToken'>) => `/checkout/success?order=${order.id}&token=${order.accessToken}`;

/**
 * Where the provider's "cancel" sends the shopper: the payment step, which names the order
 * and its token so it can end the unpaid order (POST /orders/{id}/cancel-payment).
 */
const cancelPath = (order: Pick<OrderRow, 'id' | 'accessToken'>) => `/checkout/payment?cancelled=1&order=${order.id}&token=${order.accessToken}`;

/** One line per product, colour and size (a cart may repeat one). */
function mergeLines(input: CreateCheckoutSessionInput['cart']['items']): CartItemInput[] {
  const merged = new Map<string, CartItemInput>();
  for (const item of input) {
    const key = `${item.product._id}|${item.variant.color}|${item.variant.size}`;
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else merged.set(key, { productId: item.product._id, color: item.variant.color, size: item.variant.size, quantity: item.quantity });
  }
  return [...merged.values()];
}

/** Takes one use of a coupon unless it has none left (`used_count < max_uses`, checked in the update itself). */
async function takeCouponUse(tx: Tx, couponId: string): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.maxUses), lt(coupons.usedCount, coupons.maxUses))))
    .returning({ id: coupons.id });
  return taken.length > 0;
}

export interface OrderServiceDeps {
  db: Db;
  /** Where the order e-mails are written, each in the transaction of its cause (server/mail/outbox.ts). */
  mail: MailQueue;
  payments: PaymentProvider;
  publicUrl: string;
  currency: string;
  now?: () => Date;
  /** A provider reports money for an order that had already ended: someone must refund it. */
  onLatePayment?: (payment: { orderId: string; eventId: string }) => void;
  /** Stock was reserved or given back (committed): the catalogue shoppers read has changed. */
  onCatalogChange?: () => void;
}

export function createOrderService({
  db,
  mail,
  payments,
  publicUrl,
  currency,
  now = () => new Date(),
  onLatePayment,
  onCatalogChange = () => {},
}: OrderServiceDeps) {
  /** Gives back an unpaid or cancelled order's stock and coupon use, once. */
  async function releaseReservation(tx: Tx, orderId: string, at: Date): Promise<boolean> {
    const [claimed] = await tx
      .update(orders)
      .set({ reservationReleasedAt: at, updatedAt: at })
      .where(and(eq(orders.id, orderId), isNull(orders.reservationReleasedAt)))
      .returning({ couponId: orders.couponId, automaticCouponId: orders.automaticCouponId });
    if (!claimed) return false;
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.sizeId);
    for (const line of lines) {
      if (line.sizeId) await tx.update(sizes).set({ stock: sql`${sizes.stock} + ${line.quantity}` }).where(eq(sizes.id, line.sizeId));
    }
    for (const couponId of [claimed.couponId, claimed.automaticCouponId]) {
      if (!couponId) continue;
      await tx
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(eq(coupons.id, couponId));
    }
    return true;
  }

  const toApi = (rows: OrderRow[]) => toApiOrders(db, rows);

  /** Writes the paid order's confirmation with the transaction that marks it paid. */
  async function recordConfirmation(tx: Tx, orderId: string) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return;
    const items = (await loadOrderItems(tx as unknown as Db, [orderId])).get(orderId) ?? [];
    const money = (cents: Cents) => formatMoney(cents, order.currency);
    await mail.record(tx, {
      kind: 'order_confirmation',
      orderId: order.id,
      userId: order.userId,
      ...orderConfirmationEmail(order.email, {
        number: orderNumber(order.id),
        name: order.firstName,
        lines: items.map((i) => ({ name: i.productName, color: i.color, size: i.size, quantity: i.quantity, amount: money(i.unitPriceCents * i.quantity) })),
        subtotal: money(order.subtotalCents),
        discount: money(order.discountCents),
        shipping: money(order.shippingCents),
        total: money(order.totalCents),
        link: `${publicUrl}${orderPath(order)}`,
      }),
    });
  }

  return {
    /**
     * POST /orders/create-checkout-session: re-prices the cart, reserves stock and the
     * coupon use, creates the order and its payment session, all in one transaction.
     */
    async createCheckoutSession(input: CreateCheckoutSessionInput, userId: string | null): Promise<{ url: string; orderId: string; accessToken: string }> {
      if (payments.name === 'none') throw new ServiceError('unavailable', ORDER_MESSAGES.noProvider);
      const items = mergeLines(input.cart.items);
      if (items.length === 0) throw new ServiceError('invalid', ORDER_MESSAGES.emptyCart);
      const at = now();
      const accessToken = randomBytes(24).toString('base64url');
      const method = input.shippingMethod as ShippingMethod;
      const placed = await db.transaction(async (tx) => {
        const couponCode = input.cart.appliedCoupon?.code ?? null;
        let priced = await priceOrder(tx, items, couponCode, method, at, currency);
        const found = new Set(priced.lines.map((l) => `${l.productId}|${l.color}|${l.size}`));
        const missing = items.find((i) => !found.has(`${i.productId}|${i.color}|${i.size}`));
        if (missing) throw new ServiceError('conflict', ORDER_MESSAGES.unavailable(`${missing.color} ${missing.size}`));

        // Reserve in one fixed order (by size) so concurrent checkouts never deadlock.
        const sizeIds = new Map<string, string>();
        const reserveOrder = [...priced.lines].sort((a, b) => `${a.productId}|${a.color}|${a.size}`.localeCompare(`${b.productId}|${b.color}|${b.size}`));
        for (const line of reserveOrder) {
          const reserved = await tx
            .update(sizes)
            .set({ stock: sql`${sizes.stock} - ${line.quantity}` })
            .from(variants)
            .where(
              and(
                eq(variants.id, sizes.variantId),
                eq(variants.productId, line.productId),
                eq(variants.color, line.color),
                eq(sizes.size, line.size),
                sql`${sizes.stock} >= ${line.quantity}`,
              ),
            )
            .returning({ id: sizes.id });
          if (reserved.length === 0) {
            const [left] = await tx
              .select({ stock: sizes.stock })
              .from(sizes)
              .innerJoin(variants, eq(variants.id, sizes.variantId))
              .where(and(eq(variants.productId, line.productId), eq(variants.color, line.color), eq(sizes.size, line.size)));
            throw new ServiceError('conflict', ORDER_MESSAGES.notEnoughStock(line.name, line.color, line.size, left?.stock ?? 0));
          }
          sizeIds.set(`${line.productId}|${line.color}|${line.size}`, reserved[0]!.id);
        }

        // Coupon uses (decision 0023): the automatic one first, then the typed one — the same
        // order in every checkout, so two never wait on each other's coupon rows.
        // An automatic coupon whose last use went to another order since pricing is left
        // out and the order priced again (with the next best one, or none): the shopper is
        // not stopped for a discount they did not ask for; the provider's page shows the amount.
        const ranOut = new Set<string>();
        while (priced.automaticCoupon && !(await takeCouponUse(tx, priced.automaticCoupon.id))) {
          ranOut.add(priced.automaticCoupon.id);
          priced = await priceOrder(tx, items, couponCode, method, at, currency, ranOut);
        }
        // A typed coupon is what the shopper asked for: when it has run out, checkout stops and says so.
        if (priced.coupon && !(await takeCouponUse(tx, priced.coupon.id))) throw new ServiceError('invalid', ORDER_MESSAGES.couponUsedUp);

        const address = input.shippingAddress;
        const expiresAt = new Date(at.getTime() + PAYMENT_SESSION_MINUTES * 60_000);
        const [order] = await tx
          .insert(orders)
          .values({
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
            shippingMethod: method,
            currency,
            subtotalCents: priced.subtotalCents,
            discountCents: priced.discountCents,
            shippingCents: priced.shippingCents,
            totalCents: priced.totalCents,
            couponId: priced.coupon?.id ?? null,
            couponCode: priced.coupon?.code ?? null,
            automaticCouponId: priced.automaticCoupon?.id ?? null,
            paymentMethod: payments.name,
            expiresAt,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await tx.insert(orderItems).values(
          priced.lines.map((l, position) => ({
            orderId: order!.id,
            productId: l.productId,
            sizeId: sizeIds.get(`${l.productId}|${l.color}|${l.size}`) ?? null,
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

        let session;
        try {
          session = await payments.createSession({
            orderId: order!.id,
            amountCents: priced.totalCents,
            currency,
            email: order!.email,
            lines: priced.lines.map((l) => ({ name: `${l.name} (${l.color}, ${l.size})`, unitAmountCents: l.unitPriceCents, quantity: l.quantity, discountCents: l.discountCents })),
            shippingCents: priced.shippingCents,
            discountCents: priced.discountCents,
            successUrl: `${publicUrl}${orderPath(order!)}`,
            cancelUrl: `${publicUrl}${cancelPath(order!)}`,
            expiresAt,
          }, tx as unknown as Db);
        } catch (err) {
          // Throwing rolls back the order, its stock and its coupon use together.
          throw err instanceof PaymentProviderError ? new ServiceError('unavailable', ORDER_MESSAGES.paymentFailed) : err;
        }
        await tx.update(orders).set({ paymentSessionId: session.sessionId }).where(eq(orders.id, order!.id));
        return { url: session.url, orderId: order!.id, accessToken };
      });
      // The reserved stock shows on the next read: a shopper never sees stock already taken.
      onCatalogChange();
      return placed;
    },

    /**
     * Fulfilment, shared by every provider: applies one payment event exactly once. A paid
     * event whose amount or currency differs from the order's is refused; events for an
     * order that is no longer waiting (paid, expired, cancelled) change nothing.
     */
    async applyPaymentEvent(event: PaymentEvent): Promise<{ applied: boolean; orderId: string | null; paid: boolean }> {
      const at = now();
      let latePayment: { orderId: string; eventId: string } | null = null;
      const result = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.paymentSessionId, event.sessionId)).for('update');
        const recorded = await tx
          .insert(paymentEvents)
          .values({ id: event.eventId, orderId: order?.id ?? null, type: event.type })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (recorded.length === 0 || !order) return { applied: false, orderId: order?.id ?? null, paid: order?.paymentStatus === 'paid' };
        if (order.paymentStatus !== 'pending' || order.orderStatus === 'cancelled') {
          // Money for an order that already ended (expired, declined, cancelled): the order
          // stays as it is — its stock may be sold again — and the shop is told, to refund it.
          if (event.type === 'paid' && order.paymentStatus !== 'paid') latePayment = { orderId: order.id, eventId: event.eventId };
          return { applied: false, orderId: order.id, paid: order.paymentStatus === 'paid' };
        }
        if (event.type === 'paid') {
          if (event.amountCents !== order.totalCents || event.currency.toUpperCase() !== order.currency) {
            throw new ServiceError('invalid', 'The payment does not match the order amount.');
          }
          await tx.update(orders).set({ paymentStatus: 'paid', paidAt: at, updatedAt: at }).where(eq(orders.id, order.id));
          await recordConfirmation(tx, order.id);
          return { applied: true, orderId: order.id, paid: true };
        }
        await tx.update(orders).set({ paymentStatus: 'failed', orderStatus: 'cancelled', updatedAt: at }).where(eq(orders.id, order.id));
        await releaseReservation(tx, order.id, at);
        return { applied: true, orderId: order.id, paid: false };
      });
      // A failed or expired payment gave its stock back.
      if (result.applied && !result.paid) onCatalogChange();
      if (result.applied && result.paid) mail.written();
      if (latePayment) onLatePayment?.(latePayment);
      return result;
    },

    /**
     * Cancels unpaid orders whose hold has ended and gives back their stock and coupon use.
     * The provider ends each session first, so nothing can be paid after its stock is
     * released (a provider's own session may outlive the hold by a little); an order whose
     * session the provider cannot end — it is being paid — is left for the payment event.
     * Each order is claimed by one conditional update, so several processes sweeping at
     * once release it once.
     */
    async expireUnpaid(): Promise<number> {
      const at = now();
      const due = await db
        .select({ id: orders.id, paymentSessionId: orders.paymentSessionId })
        .from(orders)
        .where(and(eq(orders.paymentStatus, 'pending'), lt(orders.expiresAt, at)))
        .orderBy(orders.expiresAt)
        .limit(EXPIRY_BATCH);
      let released = 0;
      for (const order of due) {
        if (order.paymentSessionId) {
          try {
            await payments.cancelSession(order.paymentSessionId, db);
          } catch (err) {
            if (err instanceof PaymentProviderError) continue;
            throw err;
          }
        }
        const claimed = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(orders)
            .set({ paymentStatus: 'failed', orderStatus: 'cancelled', updatedAt: at })
            .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'pending'), lt(orders.expiresAt, at)))
            .returning({ id: orders.id });
          if (row) await releaseReservation(tx, row.id, at);
          return row !== undefined;
        });
        if (claimed) {
          released += 1;
          onCatalogChange();
        }
      }
      return released;
    },

    async listMine(userId: string): Promise<ApiOrder[]> {
      return toApi(await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)));
    },

    async listAll(): Promise<ApiOrder[]> {
      return toApi(await db.select().from(orders).orderBy(desc(orders.createdAt)));
    },

    /** One order for its owner, an admin, or whoever holds the order link's token. */
    async getForViewer(orderId: string, viewer: OrderViewer): Promise<ApiOrder> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new ServiceError('not_found', ORDER_MESSAGES.notFound);
      checkViewer(order, viewer, 'You cannot view this order.');
      return (await toApi([order]))[0]!;
    },

    /**
     * The shopper left the provider's page with "cancel": the order stops waiting for
     * payment now instead of holding its stock and coupon use until the session ends. The
     * provider ends the session first, so it can no longer be paid; if it cannot (the
     * payment is already going through) the order is left to the provider's event. An
     * order that is not waiting any more (paid, declined, expired, cancelled) is left as is.
     * Only the order's owner or the holder of its link may do this.
     */
    async cancelPayment(orderId: string, viewer: Omit<OrderViewer, 'isAdmin'>): Promise<{ cancelled: boolean; order: ApiOrder }> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new ServiceError('not_found', ORDER_MESSAGES.notFound);
      checkViewer(order, { ...viewer, isAdmin: false }, 'You cannot change this order.');
      if (order.paymentStatus !== 'pending' || order.orderStatus === 'cancelled') return { cancelled: false, order: (await toApi([order]))[0]! };

      if (order.paymentSessionId) {
        try {
          await payments.cancelSession(order.paymentSessionId, db);
        } catch (err) {
          throw err instanceof PaymentProviderError ? new ServiceError('conflict', ORDER_MESSAGES.paymentNotCancelled) : err;
        }
      }
      const at = now();
      const cancelled = await db.transaction(async (tx) => {
        // One conditional update claims the order, so two cancels at once release it once.
        const [claimed] = await tx
          .update(orders)
          .set({ paymentStatus: 'failed', orderStatus: 'cancelled', updatedAt: at })
          .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending'), sql`${orders.orderStatus} <> 'cancelled'`))
          .returning({ id: orders.id });
        if (!claimed) return false;
        await releaseReservation(tx, orderId, at);
        return true;
      });
      if (cancelled) onCatalogChange();
      const [after] = await db.select().from(orders).where(eq(orders.id, orderId));
      return { cancelled, order: (await toApi([after!]))[0]! };
    },

    /** Admin status change; cancelling an order that has not shipped gives its stock back; shipped and delivered e-mail the customer. */
    async setStatus(orderId: string, status: OrderStatus): Promise<ApiOrder> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) throw new ServiceError('not_found', ORDER_MESSAGES.notFound);
        const unshipped = order.orderStatus === 'pending' || order.orderStatus === 'processing';
        const [updated] = await tx.update(orders).set({ orderStatus: status, updatedAt: at }).where(eq(orders.id, orderId)).returning();
        const released = status === 'cancelled' && unshipped && (await releaseReservation(tx, orderId, at));
        const changed = order.orderStatus !== status;
        // The customer hears when the parcel leaves and when it arrives, with the change itself.
        if (changed && (status === 'shipped' || status === 'delivered')) {
          const message = orderStatusEmail(updated!.email, { number: orderNumber(updated!.id), name: updated!.firstName, status, link: `${publicUrl}${orderPath(updated!)}` });
          await mail.record(tx, { kind: status === 'shipped' ? 'order_shipped' : 'order_delivered', orderId, userId: updated!.userId, ...message });
        }
        return { updated: updated!, changed, released };
      });
      const { updated, changed, released } = row;
      if (released) onCatalogChange();
      if (changed && (status === 'shipped' || status === 'delivered')) mail.written();
      return (await toApi([updated]))[0]!;
    },

  };
}

export type OrderService = ReturnType<typeof createOrderService>;

