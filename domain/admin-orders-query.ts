/** The admin order list's query string (GET /api/orders/admin and /api/orders/admin/export), checked on the server. */
import * as z from 'zod/mini';
import { isSafeText } from './input-rules';
import {
  ADMIN_ORDERS_MAX_PAGE_SIZE,
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_ORDERS_SEARCH_MAX,
  ORDER_STATUS_FILTERS,
  PAYMENT_STATUS_FILTERS,
} from './admin-orders';

const MAX_PAGE = 100_000;

function wholeNumber(min: number, max: number, fallback: number, message: string) {
  return z.pipe(
    z.optional(
      z.string(message).check(
        z.regex(/^\d{1,9}$/, message),
        z.refine((s) => Number(s) >= min && Number(s) <= max, message),
      ),
    ),
    z.transform((s: string | undefined) => (s === undefined ? fallback : Number(s))),
  );
}

export const adminOrdersQuerySchema = z.object({
  search: z.pipe(
    z.optional(
      z.string('search must be text.').check(
        z.maxLength(ADMIN_ORDERS_SEARCH_MAX, `search must be at most ${ADMIN_ORDERS_SEARCH_MAX} characters.`),
        z.refine((s) => isSafeText(s), 'search must not contain control characters.'),
      ),
    ),
    z.transform((s: string | undefined) => (s ?? '').trim()),
  ),
  orderStatus: z._default(
    z.enum(ORDER_STATUS_FILTERS, `orderStatus must be one of: ${ORDER_STATUS_FILTERS.join(', ')}.`),
    'all',
  ),
  paymentStatus: z._default(
    z.enum(PAYMENT_STATUS_FILTERS, `paymentStatus must be one of: ${PAYMENT_STATUS_FILTERS.join(', ')}.`),
    'all',
  ),
  page: wholeNumber(1, MAX_PAGE, 1, `page must be a whole number from 1 to ${MAX_PAGE}.`),
  pageSize: wholeNumber(
    1,
    ADMIN_ORDERS_MAX_PAGE_SIZE,
    ADMIN_ORDERS_PAGE_SIZE,
    `pageSize must be a whole number from 1 to ${ADMIN_ORDERS_MAX_PAGE_SIZE}.`,
  ),
});

export type AdminOrdersQueryInput = z.output<typeof adminOrdersQuerySchema>;
