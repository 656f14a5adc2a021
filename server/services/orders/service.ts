/**
 * Orders: placing one from a cart in steps (order-placement.ts, then the provider's session),
 * applying payment events exactly once, releasing the hold of orders that are never paid,
 * the back office's status changes, and reading orders.
 *
 * Each hold has its undo (order-reservation.ts: reserve stock ↔ release stock, take a
 * coupon use ↔ give it back): an order that ends unpaid gives both back once
 * (`reservation_released_at`), and one the owner reopens takes them again.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { CreateCheckoutSessionInput } from '../../../domain/checkout';
import { formatMoney, type Cents } from '../../../domain/money';
import { ORDER_MESSAGES, orderNumber, type ApiOrder, type OrderStatus } from '../../../domain/orders';

export type { ApiOrder };
import type { Db, Tx } from '../../db/client';
import { orders, paymentEvents } from '../../db/schema';
import type { MailQueue } from '../../mail/outbox';
import { orderConfirmationEmail, orderStatusEmail } from '../../mail/templates';
import { PaymentProviderError, type PaymentEvent, type PaymentProvider, type PaymentSession } from '../../payments/provider';
import { loadOrderItems, toApiOrders } from './answers';
import { mergeLines, placeOrder } from './placement';
import { releaseReservation, reserveAgain } from './reservation';
import { ServiceError } from '../errors';

export { PAYMENT_SESSION_MINUTES } from './placement';
/** Orders one sweep looks at; the next minute's sweep takes the rest. */
const EXPIRY_BATCH = 200;

type OrderRow = typeof orders.$inferSelect;

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
  /**
   * The undo of a placement whose session could not be had or stored: the session (if any)
   * is ended, the hold given back and the order removed — the shopper never saw it, and stock
   * and coupon uses are as before. If the undo itself fails (the database is down), the
   * order keeps waiting without a session and the expiry sweep gives its hold back.
   */
  async function undoPlacement(orderId: string, session: PaymentSession | undefined): Promise<void> {
    try {
      if (session) await payments.cancelSession(session.sessionId).catch(() => {});
      const undone = await db.transaction(async (tx) => {
        if (!(await releaseReservation(tx, orderId, now()))) return false;
        await tx.delete(orders).where(eq(orders.id, orderId));
        return true;
      });
      if (undone) onCatalogChange();
    } catch {
      // Left for the expiry sweep, as said above; the checkout's own error is what the shopper hears.
    }
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
     * POST /orders/create-checkout-session, in three steps (decision 41), none of them a
     * transaction held across the provider: (a) the order is placed — re-priced, its stock
     * and coupon uses held — and committed; (b) the provider is asked for its session; (c)
     * the session is stored on the order. When (b) or (c) fails, the order is undone.
     */
    async createCheckoutSession(input: CreateCheckoutSessionInput, userId: string | null): Promise<{ url: string; orderId: string; accessToken: string }> {
      if (payments.name === 'none') throw new ServiceError('unavailable', ORDER_MESSAGES.noProvider);
      const items = mergeLines(input.cart.items);
      if (items.length === 0) throw new ServiceError('invalid', ORDER_MESSAGES.emptyCart);
      const accessToken = randomBytes(24).toString('base64url');
      const order = await placeOrder(db, { items, input, userId, accessToken, paymentMethod: payments.name, currency, at: now() });
      // The held stock shows on the next read: a shopper never sees stock already taken.
      onCatalogChange();

      let session: PaymentSession | undefined;
      try {
        const { priced } = order;
        session = await payments.createSession({
          orderId: order.id,
          amountCents: priced.totalCents,
          currency,
          email: order.email,
          lines: priced.lines.map((l) => ({ name: `${l.name} (${l.color}, ${l.size})`, unitAmountCents: l.unitPriceCents, quantity: l.quantity, discountCents: l.discountCents })),
          shippingCents: priced.shippingCents,
          discountCents: priced.discountCents,
          successUrl: `${publicUrl}${orderPath(order)}`,
          cancelUrl: `${publicUrl}${cancelPath(order)}`,
          expiresAt: order.expiresAt!,
        });
        // Only while the order still holds its stock: one the owner cancelled meanwhile is not revived.
        const [stored] = await db
          .update(orders)
          .set({ paymentSessionId: session.sessionId })
          .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'pending'), isNull(orders.reservationReleasedAt)))
          .returning({ id: orders.id });
        if (!stored) throw new PaymentProviderError('The order ended before its payment session was stored.');
        return { url: session.url, orderId: order.id, accessToken };
      } catch (err) {
        await undoPlacement(order.id, session);
        throw err instanceof PaymentProviderError ? new ServiceError('unavailable', ORDER_MESSAGES.paymentFailed) : err;
      }
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
            await payments.cancelSession(order.paymentSessionId);
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
          await payments.cancelSession(order.paymentSessionId);
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

    /**
     * Admin status change. Cancelling an order that has not shipped gives its stock back;
     * reopening a cancelled one takes it again (409 naming what is gone); shipping or
     * delivering an unpaid order needs `force`. Shipped and delivered e-mail the customer.
     */
    async setStatus(orderId: string, status: OrderStatus, { force = false }: { force?: boolean } = {}): Promise<ApiOrder> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) throw new ServiceError('not_found', ORDER_MESSAGES.notFound);
        const changed = order.orderStatus !== status;
        if (changed && (status === 'shipped' || status === 'delivered') && order.paymentStatus !== 'paid' && !force) {
          throw new ServiceError('conflict', ORDER_MESSAGES.notPaid(status));
        }
        const retaken = order.orderStatus === 'cancelled' && status !== 'cancelled' && (await reserveAgain(tx, orderId, at));
        const unshipped = order.orderStatus === 'pending' || order.orderStatus === 'processing';
        const [updated] = await tx.update(orders).set({ orderStatus: status, updatedAt: at }).where(eq(orders.id, orderId)).returning();
        const released = status === 'cancelled' && unshipped && (await releaseReservation(tx, orderId, at));
        // The customer hears when the parcel leaves and when it arrives, with the change itself.
        if (changed && (status === 'shipped' || status === 'delivered')) {
          const message = orderStatusEmail(updated!.email, { number: orderNumber(updated!.id), name: updated!.firstName, status, link: `${publicUrl}${orderPath(updated!)}` });
          await mail.record(tx, { kind: status === 'shipped' ? 'order_shipped' : 'order_delivered', orderId, userId: updated!.userId, ...message });
        }
        return { updated: updated!, changed, stockMoved: released || retaken };
      });
      const { updated, changed, stockMoved } = row;
      if (stockMoved) onCatalogChange();
      if (changed && (status === 'shipped' || status === 'delivered')) mail.written();
      return (await toApi([updated]))[0]!;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

