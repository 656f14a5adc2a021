/** A payment provider's events, applied to their order exactly once (decision 20). */
import { eq } from 'drizzle-orm';
import { formatMoney, type Cents } from '#domain/money.ts';
import { orderNumber } from '#domain/orders.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { orders, paymentEvents } from '#server/db/schema.ts';
import { orderConfirmationEmail, shippingAddressIn, shippingMethodIn } from '#server/mail/templates.ts';
import type { PaymentEvent } from '#server/payments/provider.ts';
import type { StockMoves } from '#server/services/catalog/index.ts';
import { ServiceError } from '#server/services/errors.ts';
import { ordersPaid } from '#server/observability/metrics.ts';
import { loadOrderItems } from './answers';
import { orderPath, type OrderContext } from './context';
import { lineNamesIn } from './line-names';
import { releaseReservation } from './reservation';
import { PROVIDER_ACTOR, recordOrderEvent } from './timeline';
import { recordOrderWebhook } from './webhook-events';

/** Writes the paid order's confirmation with the transaction that marks it paid. */
async function recordConfirmation({ mail, publicUrl }: OrderContext, tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const items = (await loadOrderItems(tx as unknown as Db, [orderId])).get(orderId) ?? [];
  // Figures as the e-mail's language writes them: "1 748,50 $" in Russian (decision 59).
  const money = (cents: Cents) => formatMoney(cents, order.currency, order.language);
  const names = await lineNamesIn(tx, order.language, items);
  await mail.record(tx, {
    kind: 'order_confirmation',
    orderId: order.id,
    userId: order.userId,
    ...orderConfirmationEmail(order.language, order.email, {
      number: orderNumber(order.id),
      name: order.firstName,
      lines: items.map((i) => ({
        ...names.line(i),
        quantity: i.quantity,
        amount: money(i.unitPriceCents * i.quantity),
      })),
      subtotal: money(order.subtotalCents),
      discount: money(order.discountCents),
      shipping: money(order.shippingCents),
      shippingMethod: shippingMethodIn(
        order.language,
        order.shippingMethodName ?? order.shippingMethod,
        order.shippingDelivery,
      ),
      shippingAddress: shippingAddressIn(order.language, order),
      total: money(order.totalCents),
      link: `${publicUrl}${orderPath(order)}`,
    }),
  });
}

/**
 * Fulfilment, shared by every provider: applies one payment event exactly once. A paid
 * event whose amount or currency differs from the order's is refused; events for an
 * order that is no longer waiting (paid, expired, cancelled) change nothing.
 */
export async function applyPaymentEvent(
  ctx: OrderContext,
  event: PaymentEvent,
): Promise<{ applied: boolean; orderId: string | null; paid: boolean }> {
  const { db, mail, now, onLatePayment, onStockMoved } = ctx;
  const at = now();
  let latePayment: { orderId: string; eventId: string } | null = null;
  let released: StockMoves | null = null;
  const result = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentSessionId, event.sessionId)).for('update');
    // At the same moment as what the event changes, so the order's timeline shows the event first.
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.eventId, orderId: order?.id ?? null, type: event.type, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0 || !order)
      return { applied: false, orderId: order?.id ?? null, paid: order?.paymentStatus === 'paid' };
    if (order.paymentStatus !== 'pending' || order.orderStatus === 'cancelled') {
      // Money for an order that already ended (expired, declined, cancelled): the order
      // stays as it is — its stock may be sold again — and the shop is told, to refund it.
      if (event.type === 'paid' && order.paymentStatus !== 'paid')
        latePayment = { orderId: order.id, eventId: event.eventId };
      return { applied: false, orderId: order.id, paid: order.paymentStatus === 'paid' };
    }
    if (event.type === 'paid') {
      if (event.amountCents !== order.totalCents || event.currency.toUpperCase() !== order.currency) {
        throw new ServiceError('invalid', 'The payment does not match the order amount.');
      }
      await tx
        .update(orders)
        .set({ paymentStatus: 'paid', paidAt: at, providerPaymentId: event.paymentId ?? null, updatedAt: at })
        .where(eq(orders.id, order.id));
      await recordConfirmation(ctx, tx, order.id);
      await recordOrderWebhook(tx, 'order.paid', order.id);
      return { applied: true, orderId: order.id, paid: true };
    }
    await tx
      .update(orders)
      .set({ paymentStatus: 'failed', orderStatus: 'cancelled', updatedAt: at })
      .where(eq(orders.id, order.id));
    await recordOrderEvent(
      tx,
      order.id,
      'status_changed',
      { from: order.orderStatus, to: 'cancelled' },
      PROVIDER_ACTOR,
      at,
    );
    released = await releaseReservation(tx, order.id, at, {
      reason: event.type === 'expired' ? 'expired' : 'payment_failed',
      actor: PROVIDER_ACTOR,
      onRestock: ctx.onRestock,
    });
    return { applied: true, orderId: order.id, paid: false };
  });
  // A failed or expired payment gave its stock back.
  if (result.applied && !result.paid && released) onStockMoved(released);
  if (result.applied && result.paid) {
    ordersPaid.inc();
    mail.written();
  }
  if (latePayment) onLatePayment?.(latePayment);
  return result;
}
