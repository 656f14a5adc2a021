/**
 * The back office's order page (decision 0047): the order, its payments and shipments, and
 * its timeline; and the owner's internal notes, which only ever appear here.
 */
import { asc, eq } from 'drizzle-orm';
import type { OrderPageAnswer, TimelineEntry } from '#domain/api-answer-schemas.ts';
import { ORDER_MESSAGES } from '#domain/orders.ts';
import { orders, paymentEvents } from '#server/db/schema.ts';
import { ServiceError } from '#server/services/errors.ts';
import { toApiOrders } from './answers';
import type { OrderContext } from './context';
import { loadRefunds } from './refunds';
import { loadShipments } from './shipments';
import { readTimeline, recordOrderEvent, type Actor } from './timeline';

async function orderRow(ctx: OrderContext, orderId: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new ServiceError('not_found', ORDER_MESSAGES.notFound);
  return order;
}

export async function getOrderPage(ctx: OrderContext, orderId: string): Promise<OrderPageAnswer> {
  const { db } = ctx;
  const order = await orderRow(ctx, orderId);
  const [[answer], payments, shipments, refunds, timeline] = await Promise.all([
    toApiOrders(db, [order], ctx.now()),
    db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(asc(paymentEvents.createdAt)),
    loadShipments(db, [orderId]),
    loadRefunds(db, [orderId]),
    readTimeline(db, order),
  ]);
  // Paid after it had ended (decision 0020): the same rule as the orders list's flag.
  const latePayment =
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') && payments.some((p) => p.type === 'paid');
  return {
    order: { ...answer!, latePayment },
    payments: payments.map((p) => ({ eventId: p.id, type: p.type, at: p.createdAt.toISOString() })),
    shipments: shipments.get(orderId) ?? [],
    refunds: refunds.get(orderId) ?? [],
    timeline,
  };
}

/** An internal note on the order's timeline; answers the timeline with it. */
export async function addNote(
  ctx: OrderContext,
  orderId: string,
  text: string,
  actor: Actor,
): Promise<TimelineEntry[]> {
  const { db, now } = ctx;
  const order = await orderRow(ctx, orderId);
  await db.transaction((tx) => recordOrderEvent(tx, orderId, 'note', { text }, actor, now()));
  return readTimeline(db, order);
}
