/** The owner's status changes in the back office, with their stock and e-mails. */
import { eq } from 'drizzle-orm';
import { ORDER_MESSAGES, orderNumber, type OrderStatus } from '#domain/orders.ts';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import { orders } from '#server/db/schema.ts';
import { orderStatusEmail } from '#server/mail/templates.ts';
import { ServiceError } from '#server/services/errors.ts';
import { toApiOrders } from './answers';
import { orderPath, type OrderContext } from './context';
import { releaseReservation, reserveAgain } from './reservation';

/**
 * Admin status change. Cancelling an order that has not shipped gives its stock back;
 * reopening a cancelled one takes it again (409 naming what is gone); shipping or
 * delivering an unpaid order needs `force`. Shipped and delivered e-mail the customer.
 */
export async function setStatus(
  ctx: OrderContext,
  orderId: string,
  status: OrderStatus,
  { force = false }: { force?: boolean } = {},
): Promise<ApiOrder> {
  const { db, mail, publicUrl, now, onCatalogChange } = ctx;
  const at = now();
  const row = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new ServiceError('not_found', ORDER_MESSAGES.notFound);
    const changed = order.orderStatus !== status;
    if (changed && (status === 'shipped' || status === 'delivered') && order.paymentStatus !== 'paid' && !force) {
      throw new ServiceError('conflict', ORDER_MESSAGES.notPaid(status));
    }
    const retaken =
      order.orderStatus === 'cancelled' && status !== 'cancelled' && (await reserveAgain(tx, orderId, at));
    const unshipped = order.orderStatus === 'pending' || order.orderStatus === 'processing';
    const [updated] = await tx
      .update(orders)
      .set({ orderStatus: status, updatedAt: at })
      .where(eq(orders.id, orderId))
      .returning();
    const released = status === 'cancelled' && unshipped && (await releaseReservation(tx, orderId, at));
    // The customer hears when the parcel leaves and when it arrives, with the change itself.
    if (changed && (status === 'shipped' || status === 'delivered')) {
      const message = orderStatusEmail(updated!.email, {
        number: orderNumber(updated!.id),
        name: updated!.firstName,
        status,
        link: `${publicUrl}${orderPath(updated!)}`,
      });
      await mail.record(tx, {
        kind: status === 'shipped' ? 'order_shipped' : 'order_delivered',
        orderId,
        userId: updated!.userId,
        ...message,
      });
    }
    return { updated: updated!, changed, stockMoved: released || retaken };
  });
  const { updated, changed, stockMoved } = row;
  if (stockMoved) onCatalogChange();
  if (changed && (status === 'shipped' || status === 'delivered')) mail.written();
  return (await toApiOrders(db, [updated]))[0]!;
}
