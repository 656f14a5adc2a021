/**
 * The orders screen's bulk status change (decision 0051): the selected orders are changed one
 * at a time through the single change (status.ts), each in its own transaction with its
 * stock, e-mail and timeline entry, so one order's refusal leaves the others changed and
 * the answer says what became of each.
 */
import { inArray } from 'drizzle-orm';
import { needsPaymentConfirmation } from '#domain/admin-orders.ts';
import type { BulkOrderStatusAnswer } from '#domain/api-answer-schemas.ts';
import { BULK_STATUS_TEXT, type BulkOrderStatus } from '#domain/bulk-order-status.ts';
import { orders } from '#server/db/schema.ts';
import { ServiceError } from '#server/services/errors.ts';
import type { OrderContext } from './context';
import { setStatus } from './status';
import type { Actor } from './timeline';

export async function setStatuses(
  ctx: OrderContext,
  orderIds: readonly string[],
  status: BulkOrderStatus,
  actor: Actor,
): Promise<BulkOrderStatusAnswer> {
  const found = await ctx.db
    .select({ id: orders.id, orderStatus: orders.orderStatus, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  const byId = new Map(found.map((order) => [order.id, order]));
  const results: BulkOrderStatusAnswer['results'] = [];
  for (const orderId of orderIds) {
    const order = byId.get(orderId);
    if (!order) {
      results.push({ orderId, outcome: 'refused', reason: BULK_STATUS_TEXT.notFound });
    } else if (order.orderStatus === status) {
      results.push({ orderId, outcome: 'unchanged' });
    } else if (needsPaymentConfirmation(order, status)) {
      // The single change asks the owner first; a bulk change never sends `force` on their behalf.
      results.push({ orderId, outcome: 'refused', reason: BULK_STATUS_TEXT.notPaid });
    } else {
      try {
        await setStatus(ctx, orderId, status, { actor });
        results.push({ orderId, outcome: 'changed' });
      } catch (err) {
        // A refusal about this order (changed meanwhile, stock gone for a reopened one) is its
        // outcome; anything else is the store's failure and fails the request.
        if (!(err instanceof ServiceError)) throw err;
        results.push({ orderId, outcome: 'refused', reason: err.message });
      }
    }
  }
  return { orderStatus: status, results };
}
