/** The owner's status changes in the back office, with their stock, shipments, e-mails and timeline. */
import { eq } from 'drizzle-orm';
import type { EventDetails } from '#domain/order-timeline.ts';
import { ORDER_MESSAGES, orderNumber, type OrderStatus, type ShipmentInput } from '#domain/orders.ts';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import { orders } from '#server/db/schema.ts';
import { orderStatusEmail } from '#server/mail/templates.ts';
import { ServiceError } from '#server/services/errors.ts';
import { toApiOrders } from './answers';
import { orderPath, type OrderContext } from './context';
import { releaseReservation, reserveAgain } from './reservation';
import { recordShipment, toApiShipment } from './shipments';
import { recordOrderEvent, type Actor } from './timeline';

export interface StatusChangeOptions {
  /** The owner confirmed shipping or delivering an order that is not paid. */
  force?: boolean;
  /** With a change to `shipped`: the parcel's carrier and tracking number. */
  shipment?: ShipmentInput;
  /** The admin making the change, for the order's timeline. */
  actor: Actor;
}

/**
 * Admin status change. Cancelling an order that has not shipped gives its stock back;
 * reopening a cancelled one takes it again (409 naming what is gone); shipping or
 * delivering an unpaid order needs `force`. Shipping records the parcel (its tracking link
 * goes into the e-mail and the shopper's order), delivering records the day (the return
 * window starts there). Shipped and delivered e-mail the customer. Each change is on the
 * order's timeline with the admin who made it.
 */
export async function setStatus(
  ctx: OrderContext,
  orderId: string,
  status: OrderStatus,
  { force = false, shipment, actor }: StatusChangeOptions,
): Promise<ApiOrder> {
  const { db, mail, publicUrl, now, onStockMoved } = ctx;
  const at = now();
  const row = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new ServiceError('not_found', ORDER_MESSAGES.notFound);
    const changed = order.orderStatus !== status;
    if (shipment && (!changed || status !== 'shipped'))
      throw new ServiceError('invalid', ORDER_MESSAGES.shipmentWithoutShipping);
    const unpaid = order.paymentStatus !== 'paid';
    if (changed && (status === 'shipped' || status === 'delivered') && unpaid && !force) {
      throw new ServiceError('conflict', ORDER_MESSAGES.notPaid(status));
    }
    const retaken =
      order.orderStatus === 'cancelled' && status !== 'cancelled' ? await reserveAgain(tx, orderId, at, actor) : null;
    const unshipped = order.orderStatus === 'pending' || order.orderStatus === 'processing';
    const deliveredAt = status === 'delivered' ? (changed ? at : order.deliveredAt) : null;
    const [updated] = await tx
      .update(orders)
      .set({ orderStatus: status, deliveredAt, updatedAt: at })
      .where(eq(orders.id, orderId))
      .returning();
    const parcel = shipment ? toApiShipment(await recordShipment(tx, orderId, shipment, actor, at)) : null;
    if (changed) {
      const forced = (status === 'shipped' || status === 'delivered') && unpaid;
      const details: EventDetails = { from: order.orderStatus, to: status };
      if (forced) details.forced = true;
      if (parcel)
        Object.assign(details, {
          carrier: parcel.carrier,
          carrierName: shipment?.carrier === 'other' ? parcel.carrierName : null,
          trackingNumber: parcel.trackingNumber,
        });
      await recordOrderEvent(tx, orderId, 'status_changed', details, actor, at);
    }
    const released =
      status === 'cancelled' && unshipped
        ? await releaseReservation(tx, orderId, at, { reason: 'cancelled', actor, onRestock: ctx.onRestock })
        : null;
    // The customer hears when the parcel leaves (with its tracking link) and when it arrives, with the change itself.
    if (changed && (status === 'shipped' || status === 'delivered')) {
      const tracking = parcel
        ? { carrier: parcel.carrierName, number: parcel.trackingNumber, url: parcel.trackingUrl }
        : null;
      const message = orderStatusEmail(updated!.language, updated!.email, {
        number: orderNumber(updated!.id),
        name: updated!.firstName,
        status,
        link: `${publicUrl}${orderPath(updated!)}`,
        tracking,
      });
      await mail.record(tx, {
        kind: status === 'shipped' ? 'order_shipped' : 'order_delivered',
        orderId,
        userId: updated!.userId,
        ...message,
      });
    }
    return { updated: updated!, changed, stockMoved: released ?? retaken };
  });
  const { updated, changed, stockMoved } = row;
  if (stockMoved) onStockMoved(stockMoved);
  if (changed && (status === 'shipped' || status === 'delivered')) mail.written();
  return (await toApiOrders(db, [updated], ctx.now()))[0]!;
}
