/**
 * Changing the status of several orders at once from the orders screen (decision 0051): the
 * statuses offered, the limit and the words of the outcome. Zod-free for the screen; the
 * server checks the request with domain/bulk-order-status-input.ts.
 *
 * Shipping is left out — each parcel has its own carrier and tracking number, so orders are
 * shipped one at a time — and an unpaid order is not marked delivered in bulk: the owner
 * confirms that for the one order (the single change's `force`).
 */
import { ORDER_STATUSES, orderNumber, type OrderStatus } from './orders';

/** The statuses a selection can be moved to (not `shipped`: a tracking number per parcel). */
export const BULK_ORDER_STATUSES = ORDER_STATUSES.filter(
  (status): status is Exclude<OrderStatus, 'shipped'> => status !== 'shipped',
);
export type BulkOrderStatus = (typeof BULK_ORDER_STATUSES)[number];

/** The selection is one page of the list, and a page holds at most 100 orders (ADMIN_ORDERS_MAX_PAGE_SIZE). */
export const BULK_ORDER_LIMIT = 100;

/** What became of one order: changed, already in that status, or refused with the reason. */
export const BULK_STATUS_OUTCOMES = ['changed', 'unchanged', 'refused'] as const;
export type BulkStatusOutcome = (typeof BULK_STATUS_OUTCOMES)[number];

export const BULK_STATUS_TEXT = {
  orderIds: `orderIds must list 1 to ${BULK_ORDER_LIMIT} different order ids.`,
  orderStatus: `orderStatus must be one of: ${BULK_ORDER_STATUSES.join(', ')}. Orders are shipped one at a time, each with its tracking number.`,
  notPaid: 'not paid (change it on its own to confirm)',
  notFound: 'not found',
  failed: 'could not be changed, try again',
  changeFailed: 'Failed to update the selected orders',
  shipOneByOne: 'Orders are shipped one at a time, each with its tracking number.',
} as const;

/** "3 changed, 1 already delivered, 1 refused: #0a1b2c3d not paid (…)" — what the owner reads after a bulk change. */
export function bulkOutcomeSummary(
  status: OrderStatus,
  results: readonly { orderId: string; outcome: BulkStatusOutcome; reason?: string }[],
): string {
  const count = (outcome: BulkStatusOutcome) => results.filter((r) => r.outcome === outcome);
  const parts = [`${count('changed').length} changed`];
  const unchanged = count('unchanged').length;
  if (unchanged > 0) parts.push(`${unchanged} already ${status}`);
  const refused = count('refused');
  if (refused.length > 0)
    parts.push(
      `${refused.length} refused: ${refused.map((r) => `#${orderNumber(r.orderId)} ${r.reason ?? ''}`.trim()).join('; ')}`,
    );
  return parts.join(', ');
}
