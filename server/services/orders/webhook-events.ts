/**
 * The orders' webhook events (decision 70), written in the transaction of their cause: the
 * order placed (checkout-session.ts, with its payment session) and paid (payment-events.ts),
 * and, with the timeline entry every such change already writes (timeline.ts), its status
 * changed, a refund and a return asked for. Each carries the order as it is after the change.
 */
import { eq } from 'drizzle-orm';
import type { EventDetails, OrderEventKind } from '#domain/order-timeline.ts';
import { fromCents } from '#domain/money.ts';
import { orderNumber } from '#domain/orders.ts';
import type { WebhookEvent } from '#domain/webhooks.ts';
import type { Tx } from '#server/db/client.ts';
import { orderItems, orders } from '#server/db/schema.ts';
import { recordWebhookEvent } from '#server/services/webhooks/index.ts';

/** The timeline entries that are webhook events too. */
export const TIMELINE_WEBHOOKS: Partial<Record<OrderEventKind, WebhookEvent>> = {
  status_changed: 'order.status_changed',
  refunded: 'order.refunded',
  return_requested: 'return.requested',
};

/** The order as a webhook tells it: figures in currency units, its lines, no access token. */
async function orderData(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { id: orderId };
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.position);
  return {
    id: order.id,
    number: orderNumber(order.id),
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    currency: order.currency,
    subtotal: fromCents(order.subtotalCents),
    discount: fromCents(order.discountCents),
    shipping: fromCents(order.shippingCents),
    total: fromCents(order.totalCents),
    couponCode: order.couponCode,
    email: order.email,
    customer: { firstName: order.firstName, lastName: order.lastName, userId: order.userId },
    shippingAddress: {
      country: order.country,
      state: order.state,
      city: order.city,
      postalCode: order.postalCode,
      address: order.address,
      phone: order.phone,
    },
    shippingMethod: order.shippingMethod,
    language: order.language,
    items: lines.map((l) => ({
      productId: l.productId,
      name: l.productName,
      color: l.color,
      size: l.size,
      quantity: l.quantity,
      unitPrice: fromCents(l.unitPriceCents),
    })),
    placedAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** `change`: what happened, as the timeline entry says it (from/to, the refund's amount, the return's items). */
export async function recordOrderWebhook(
  tx: Tx,
  type: WebhookEvent,
  orderId: string,
  change?: EventDetails,
): Promise<void> {
  await recordWebhookEvent(tx, type, async () => ({
    order: await orderData(tx, orderId),
    ...(change ? { change } : {}),
  }));
}
