/** POST /api/orders/admin/status's body (decision 0051), checked on the server. */
import { z } from 'zod';
import { BULK_ORDER_LIMIT, BULK_ORDER_STATUSES, BULK_STATUS_TEXT } from './bulk-order-status';

export const bulkOrderStatusSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: BULK_STATUS_TEXT.orderIds }), { error: BULK_STATUS_TEXT.orderIds })
    .min(1, { error: BULK_STATUS_TEXT.orderIds })
    .max(BULK_ORDER_LIMIT, { error: BULK_STATUS_TEXT.orderIds })
    .refine((ids) => new Set(ids).size === ids.length, { error: BULK_STATUS_TEXT.orderIds }),
  orderStatus: z.enum(BULK_ORDER_STATUSES, { error: BULK_STATUS_TEXT.orderStatus }),
});
export type BulkOrderStatusInput = z.output<typeof bulkOrderStatusSchema>;
