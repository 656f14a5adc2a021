/** The shopper's "cancel" on the provider's page: the unpaid order ends and gives back its hold. */
import { and, eq, sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '#domain/orders.ts';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import { orders } from '#server/db/schema.ts';
import { PaymentProviderError } from '#server/payments/provider.ts';
import { NO_STOCK_MOVES } from '#server/services/catalog/index.ts';
import { ServiceError } from '#server/services/errors.ts';
import { toApiOrders } from './answers';
import type { OrderContext } from './context';
import { releaseReservation } from './reservation';
import { CUSTOMER_ACTOR, recordOrderEvent } from './timeline';
import { checkViewer, type OrderViewer } from './viewer';

/**
 * The shopper left the provider's page with "cancel": the order stops waiting for
 * payment now instead of holding its stock and coupon use until the session ends. The
 * provider ends the session first, so it can no longer be paid; if it cannot (the
 * payment is already going through) the order is left to the provider's event. An
 * order that is not waiting any more (paid, declined, expired, cancelled) is left as is.
 * Only the order's owner or the holder of its link may do this.
 */
export async function cancelPayment(
  ctx: OrderContext,
  orderId: string,
  viewer: Omit<OrderViewer, 'isAdmin'>,
): Promise<{ cancelled: boolean; order: ApiOrder }> {
  const { db, payments, now, onStockMoved } = ctx;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new ServiceError('not_found', ORDER_MESSAGES.notFound);
  checkViewer(order, { ...viewer, isAdmin: false }, 'You cannot change this order.');
  if (order.paymentStatus !== 'pending' || order.orderStatus === 'cancelled')
    return { cancelled: false, order: (await toApiOrders(db, [order], ctx.now()))[0]! };

  if (order.paymentSessionId) {
    try {
      await payments.cancelSession(order.paymentSessionId);
    } catch (err) {
      throw err instanceof PaymentProviderError
        ? new ServiceError('conflict', ORDER_MESSAGES.paymentNotCancelled)
        : err;
    }
  }
  const at = now();
  const released = await db.transaction(async (tx) => {
    // One conditional update claims the order, so two cancels at once release it once.
    const [claimed] = await tx
      .update(orders)
      .set({ paymentStatus: 'failed', orderStatus: 'cancelled', updatedAt: at })
      .where(
        and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending'), sql`${orders.orderStatus} <> 'cancelled'`),
      )
      .returning({ id: orders.id });
    if (!claimed) return null;
    await recordOrderEvent(
      tx,
      orderId,
      'status_changed',
      { from: order.orderStatus, to: 'cancelled' },
      CUSTOMER_ACTOR,
      at,
    );
    // Claimed here; a hold already given back (none to give) still counts as cancelled.
    return (
      (await releaseReservation(tx, orderId, at, {
        reason: 'payment_cancelled',
        actor: CUSTOMER_ACTOR,
        onRestock: ctx.onRestock,
      })) ?? NO_STOCK_MOVES
    );
  });
  const cancelled = released !== null;
  if (released) onStockMoved(released);
  const [after] = await db.select().from(orders).where(eq(orders.id, orderId));
  return { cancelled, order: (await toApiOrders(db, [after!], ctx.now()))[0]! };
}
