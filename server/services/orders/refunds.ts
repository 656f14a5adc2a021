/**
 * Refunds (decision 0050): the owner gives back chosen lines and units of a paid order,
 * optionally its shipping, with a reason, optionally putting the units back in stock; and
 * refunds the payment provider reports itself (made in Stripe's dashboard) are recorded the
 * same way.
 *
 * In steps, as checkout (decision 0041): the refund is recorded `pending` in a short
 * transaction (its amount computed here from the lines chosen, within what is left of the
 * paid total), the provider is asked outside any transaction with the refund's own
 * idempotency key, and the outcome is recorded: `succeeded` with the order's payment status,
 * the stock given back, the timeline entry and the shopper's e-mail, or the pending refund
 * deleted when the provider made none. The same key sent again answers the first refund (and
 * finishes it, when it is still pending: the provider's key makes that call refund once).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ApiRefund, RefundAnswer } from '#domain/api-answer-schemas.ts';
import { formatMoney, fromCents, type Cents } from '#domain/money.ts';
import { ORDER_MESSAGES, orderNumber, type RefundInput } from '#domain/orders.ts';
import { isRefundable, paymentStatusAfterRefunds, planRefund, REFUND_TEXT } from '#domain/refunds.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { orderItems, orderRefundLines, orderRefunds, orders } from '#server/db/schema.ts';
import { orderRefundEmail } from '#server/mail/templates.ts';
import type { ProviderRefundEvent } from '#server/payments/provider.ts';
import { NO_STOCK_MOVES, releaseStock, type StockMoves } from '#server/services/catalog/index.ts';
import { isUniqueViolation, ServiceError } from '#server/services/errors.ts';
import { toApiOrders } from './answers';
import { orderPath, type OrderContext, type OrderRow } from './context';
import { lineNamesIn } from './line-names';
import { recordReturnReceived, requireApproved } from './return-receipt';
import { PROVIDER_ACTOR, recordOrderEvent, type Actor } from './timeline';

type RefundRow = typeof orderRefunds.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const itemLabel = (item: Pick<ItemRow, 'productName' | 'color' | 'size'>) =>
  `${item.productName} (${item.color}, ${item.size})`;

/** Every refund of these orders with its lines, oldest first. */
export async function loadRefunds(db: Db | Tx, orderIds: string[]): Promise<Map<string, ApiRefund[]>> {
  const byOrder = new Map<string, ApiRefund[]>();
  if (orderIds.length === 0) return byOrder;
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, orderIds))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  const lines =
    refunds.length === 0
      ? []
      : await db
          .select({ line: orderRefundLines, item: orderItems })
          .from(orderRefundLines)
          .innerJoin(orderItems, eq(orderItems.id, orderRefundLines.orderItemId))
          .where(
            inArray(
              orderRefundLines.refundId,
              refunds.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderItems.position));
  for (const refund of refunds) {
    const answer: ApiRefund = {
      _id: refund.id,
      status: refund.status,
      source: refund.source,
      amount: fromCents(refund.amountCents),
      shipping: fromCents(refund.shippingCents),
      reason: refund.reason,
      restocked: refund.restock,
      lines: lines
        .filter(({ line }) => line.refundId === refund.id)
        .map(({ line, item }) => ({
          itemId: item.id,
          name: item.productName,
          color: item.color,
          size: item.size,
          quantity: line.quantity,
          amount: fromCents(line.amountCents),
        })),
      by: refund.actorName,
      createdAt: refund.createdAt.toISOString(),
      refundedAt: refund.refundedAt?.toISOString() ?? null,
    };
    byOrder.set(refund.orderId, [...(byOrder.get(refund.orderId) ?? []), answer]);
  }
  return byOrder;
}

/** Given back so far (succeeded, or under way when `withPending`). */
async function refundedCents(tx: Tx, orderId: string, withPending: boolean): Promise<Cents> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${orderRefunds.amountCents}), 0)` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), withPending ? undefined : eq(orderRefunds.status, 'succeeded')));
  return Number(row?.cents ?? 0);
}

/** Records the refund as pending, within what the order has left to give back; answers it. */
async function recordIntent(
  ctx: OrderContext,
  orderId: string,
  input: RefundInput,
  actor: Actor,
  returnId: string | null,
): Promise<{ refund: RefundRow; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new ServiceError('not_found', ORDER_MESSAGES.notFound);
    // The same key's other request (a double click) got the order's lock first: its refund is this one.
    const [same] = await tx.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, input.idempotencyKey));
    if (same) return { refund: same, created: false };
    // A return's receipt: only while it is approved (not rejected meanwhile in another tab).
    if (returnId) await requireApproved(tx, returnId);
    if (!isRefundable(order.paymentStatus)) throw new ServiceError('conflict', REFUND_TEXT.notPaid);
    // Money goes back only the way it came: a refund asked of another provider would move nothing.
    if (order.paymentMethod !== ctx.payments.name)
      throw new ServiceError('conflict', REFUND_TEXT.otherProvider(order.paymentMethod));
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const refunded = await tx
      .select({
        itemId: orderRefundLines.orderItemId,
        quantity: sql<string>`sum(${orderRefundLines.quantity})`,
      })
      .from(orderRefundLines)
      .innerJoin(orderRefunds, eq(orderRefunds.id, orderRefundLines.refundId))
      .where(eq(orderRefunds.orderId, orderId))
      .groupBy(orderRefundLines.orderItemId);
    const [shipping] = await tx
      .select({ refunded: sql<boolean>`coalesce(bool_or(${orderRefunds.shippingCents} > 0), false)` })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    const plan = planRefund(
      {
        totalCents: order.totalCents,
        shippingCents: order.shippingCents,
        refundedCents: await refundedCents(tx, orderId, true),
        shippingRefunded: Boolean(shipping?.refunded),
        lines: items.map((item) => ({
          id: item.id,
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents,
          discountCents: item.discountCents,
          refundedQuantity: Number(refunded.find((r) => r.itemId === item.id)?.quantity ?? 0),
        })),
      },
      input,
      (itemId) => itemLabel(items.find((i) => i.id === itemId)!),
      (cents) => formatMoney(cents, order.currency),
    );
    if (!plan.ok) throw new ServiceError(plan.kind, plan.message);
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId,
        idempotencyKey: input.idempotencyKey,
        status: 'pending',
        source: 'admin',
        amountCents: plan.amountCents,
        shippingCents: plan.shippingCents,
        reason: input.reason,
        restock: input.restock,
        actorId: actor.id ?? null,
        actorName: actor.name ?? null,
        createdAt: ctx.now(),
        returnId,
      })
      .returning();
    if (plan.lines.length > 0)
      await tx.insert(orderRefundLines).values(
        plan.lines.map((line) => ({
          refundId: refund!.id,
          orderItemId: line.itemId,
          quantity: line.quantity,
          amountCents: line.amountCents,
        })),
      );
    return { refund: refund!, created: true };
  });
}

const byKey = async (db: Db, key: string) =>
  (await db.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, key)))[0];

/**
 * The order's payment status after its succeeded refunds, its timeline entry and the
 * shopper's e-mail, in the transaction that marks the refund succeeded.
 */
async function recordRefunded(
  ctx: OrderContext,
  tx: Tx,
  order: OrderRow,
  refund: RefundRow,
  actor: Actor,
  at: Date,
): Promise<StockMoves> {
  const lines = await tx
    .select({ line: orderRefundLines, item: orderItems })
    .from(orderRefundLines)
    .innerJoin(orderItems, eq(orderItems.id, orderRefundLines.orderItemId))
    .where(eq(orderRefundLines.refundId, refund.id))
    .orderBy(asc(orderItems.sizeId));
  const status = paymentStatusAfterRefunds(order.totalCents, await refundedCents(tx, order.id, false));
  await tx.update(orders).set({ paymentStatus: status, updatedAt: at }).where(eq(orders.id, order.id));
  const restocked =
    refund.restock && lines.length > 0
      ? await releaseStock(
          tx,
          lines.map(({ line, item }) => ({ sizeId: item.sizeId, quantity: line.quantity })),
          {
            reason: refund.returnId ? 'return_received' : 'refund_restock',
            orderId: order.id,
            actor: actor.type === 'admin' ? (actor.name ?? null) : null,
            onRestock: ctx.onRestock,
          },
        )
      : NO_STOCK_MOVES;
  const items = lines.map(({ line, item }) => `${line.quantity} × ${itemLabel(item)}`);
  const amount = formatMoney(refund.amountCents, order.currency);
  const received = refund.returnId
    ? await recordReturnReceived(tx, { ...refund, returnId: refund.returnId }, items, actor, at)
    : null;
  await recordOrderEvent(
    tx,
    order.id,
    'refunded',
    {
      refundId: refund.id,
      amount,
      items: items.join(', '),
      shipping: refund.shippingCents > 0,
      reason: refund.reason,
      restocked: refund.restock && lines.length > 0,
      source: refund.source,
    },
    actor,
    at,
  );
  const names = await lineNamesIn(
    tx,
    order.language,
    lines.map(({ item }) => item),
  );
  await ctx.mail.record(tx, {
    kind: 'order_refunded',
    orderId: order.id,
    userId: order.userId,
    ...orderRefundEmail(order.language, order.email, {
      number: orderNumber(order.id),
      name: order.firstName,
      amount: formatMoney(refund.amountCents, order.currency, order.language),
      items: lines.map(({ line, item }) => names.units(line.quantity, item)),
      shipping: refund.shippingCents > 0,
      full: status === 'refunded',
      reason: refund.reason,
      link: `${ctx.publicUrl}${orderPath(order)}`,
      returnNumber: received?.number ?? null,
      // A return's receipt gives the shopper's own reason, in the e-mail's language.
      returnReason: received?.reason ?? null,
    }),
  });
  return restocked;
}

async function answerFor(ctx: OrderContext, refundId: string): Promise<RefundAnswer> {
  const [refund] = await ctx.db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, refund!.orderId));
  const [answer] = await toApiOrders(ctx.db, [order!], ctx.now());
  const refunds = (await loadRefunds(ctx.db, [order!.id])).get(order!.id) ?? [];
  return { refund: refunds.find((r) => r._id === refundId)!, order: answer! };
}

/**
 * POST /orders/{id}/refunds. Answers the refund and the order after it, and whether this
 * request made it (false: the key had been used, and the first refund is answered).
 */
export async function refundOrder(
  ctx: OrderContext,
  orderId: string,
  input: RefundInput,
  actor: Actor,
  /** The return whose receipt this refund is (returns.ts `receiveReturn`). */
  returnId: string | null = null,
): Promise<RefundAnswer & { created: boolean }> {
  const { db, payments, now } = ctx;
  let refund = await byKey(db, input.idempotencyKey);
  let created = false;
  if (!refund) {
    try {
      ({ refund, created } = await recordIntent(ctx, orderId, input, actor, returnId));
    } catch (err) {
      // The same key raced in by a second click: that request's refund is this one.
      if (!isUniqueViolation(err)) throw err;
      refund = await byKey(db, input.idempotencyKey);
      if (!refund) throw err;
    }
  }
  if (refund.orderId !== orderId) throw new ServiceError('conflict', REFUND_TEXT.keyOfAnotherOrder);
  if (refund.status === 'succeeded') return { ...(await answerFor(ctx, refund.id)), created };

  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  let providerRefundId: string;
  try {
    ({ refundId: providerRefundId } = await payments.refund({
      orderId,
      sessionId: order!.paymentSessionId,
      paymentId: order!.providerPaymentId,
      amountCents: refund.amountCents,
      currency: order!.currency,
      idempotencyKey: refund.idempotencyKey,
    }));
  } catch {
    // No money went back (the provider logged why): the pending refund is undone, so the same request may be tried again.
    await db.delete(orderRefunds).where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'pending')));
    throw new ServiceError('unavailable', REFUND_TEXT.providerFailed);
  }

  const at = now();
  const finished = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const [done] = await tx
      .update(orderRefunds)
      .set({ status: 'succeeded', providerRefundId, refundedAt: at })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'pending')))
      .returning();
    // Finished meanwhile by the same key's other request.
    if (!done) return null;
    return recordRefunded(ctx, tx, locked!, done, actor, at);
  });
  if (finished) {
    ctx.mail.written();
    ctx.onStockMoved(finished);
  }
  return { ...(await answerFor(ctx, refund.id)), created };
}

/**
 * The provider reports what went back of a payment (Stripe's `charge.refunded`): anything
 * beyond the refunds the store has recorded (made or under way) was made at the provider,
 * and is recorded as a refund of that amount, once per event. Answers whether one was recorded.
 */
export async function applyProviderRefund(ctx: OrderContext, event: ProviderRefundEvent): Promise<boolean> {
  const { db, now } = ctx;
  const at = now();
  const recorded = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.providerPaymentId, event.paymentId)).for('update');
    if (!order || order.currency !== event.currency) return false;
    const known = await refundedCents(tx, order.id, true);
    const amountCents = Math.min(event.refundedCents, order.totalCents) - known;
    if (amountCents <= 0) return false;
    const actor: Actor = { type: 'provider', name: order.paymentMethod };
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        idempotencyKey: `provider:${event.eventId}`,
        status: 'succeeded',
        source: 'provider',
        amountCents,
        reason: REFUND_TEXT.dashboardReason,
        actorName: order.paymentMethod,
        createdAt: at,
        refundedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!refund) return false;
    await recordRefunded(ctx, tx, order, refund, { ...PROVIDER_ACTOR, ...actor }, at);
    return true;
  });
  if (recorded) ctx.mail.written();
  return recorded;
}
