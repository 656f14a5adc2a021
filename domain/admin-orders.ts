/**
 * The back office's order list (SPEC §2 "Admin orders screen", §5 "Admin search", §8, §9):
 * its texts, the filters it offers and the query it sends. Zod-free, so the screen can
 * read it without loading a schema library; the server checks the query with
 * domain/admin-orders-query.ts.
 */
import type { ApiOrder } from './api-answer-schemas';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus } from './orders';

/** Rows per page of the admin list (the screen's default; the API takes up to MAX). */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
/** The export reads every matching order in one answer, up to this many (the file says if it was cut). */
export const ADMIN_ORDERS_EXPORT_LIMIT = 10_000;
/** Longest search term the list accepts (an id is 36 characters; names and e-mails fit). */
export const ADMIN_ORDERS_SEARCH_MAX = 100;
/** SPEC §9: the admin search waits this long after the last keystroke. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
/** SPEC §9: the orders screen's toasts. */
export const ADMIN_ORDERS_TOAST_MS = { success: 3000, error: 4000 } as const;
/** SPEC §9: rows shown while the list loads. */
export const ADMIN_ORDERS_SKELETON_ROWS = 5;

export const ORDER_STATUS_FILTERS = ['all', ...ORDER_STATUSES] as const;
export const PAYMENT_STATUS_FILTERS = ['all', ...PAYMENT_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

export interface AdminOrdersQuery {
  search: string;
  orderStatus: OrderStatusFilter;
  paymentStatus: PaymentStatusFilter;
  page: number;
  pageSize: number;
}

export const DEFAULT_ADMIN_ORDERS_QUERY: AdminOrdersQuery = {
  search: '',
  orderStatus: 'all',
  paymentStatus: 'all',
  page: 1,
  pageSize: ADMIN_ORDERS_PAGE_SIZE,
};

/** The query string of GET /api/orders/admin (and its export); defaults are left out. */
export function adminOrdersSearchParams(query: Partial<AdminOrdersQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.orderStatus && query.orderStatus !== 'all') params.set('orderStatus', query.orderStatus);
  if (query.paymentStatus && query.paymentStatus !== 'all') params.set('paymentStatus', query.paymentStatus);
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== ADMIN_ORDERS_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params;
}

/**
 * The screen's query from its URL (kept there so a reload or a shared link shows the same
 * list). Anything unreadable falls back to its default rather than failing the page.
 */
export function readAdminOrdersQuery(params: URLSearchParams): AdminOrdersQuery {
  const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
    value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  const whole = (value: string | null, max: number, fallback: number) => {
    const n = value !== null && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    return n >= 1 && n <= max ? n : fallback;
  };
  return {
    search: (params.get('search') ?? '').trim().slice(0, ADMIN_ORDERS_SEARCH_MAX),
    orderStatus: pick(params.get('orderStatus'), ORDER_STATUS_FILTERS, 'all'),
    paymentStatus: pick(params.get('paymentStatus'), PAYMENT_STATUS_FILTERS, 'all'),
    page: whole(params.get('page'), 100_000, 1),
    pageSize: whole(params.get('pageSize'), ADMIN_ORDERS_MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE),
  };
}

/** SPEC §8 "Admin orders" texts and §2's empty and error states. */
export const ADMIN_ORDERS_TEXT = {
  title: 'Orders Management',
  searchPlaceholder: 'Search by order ID, customer name, email, or phone...',
  loadFailed: 'Failed to fetch orders',
  errorTitle: 'Error Loading Orders',
  emptyTitle: 'No Orders Found',
  emptyNone: 'No orders available yet',
  emptyFiltered: 'Try adjusting your search or filters',
  updateFailed: 'Failed to update order status',
  exportFailed: 'Failed to export data',
  productNameMissing: 'Product Name Not Available',
  statusUpdated: (id: string, status: OrderStatus) => `Order ${id.slice(-8)} status updated to ${status}`,
  fetched: (n: number) => `Fetched ${n} orders successfully`,
  exported: (n: number) => `Exported ${n} orders`,
  /** The revenue badge says what it counts: the paid orders among those listed (decision 0051). */
  revenue: (amount: string, filtered: boolean) =>
    filtered ? `Revenue (paid orders matching the filters): ${amount}` : `Revenue (paid orders): ${amount}`,
  latePayment: 'Paid after it ended – refund due',
  unpaidTitle: (id: string) => `Order ${id.slice(-8)} is not paid`,
  unpaidMessage: (status: OrderStatus, paymentStatus: string) =>
    `Its payment is ${paymentStatus}. Mark it ${status} anyway? The customer is e-mailed that it is ${status}.`,
  unpaidConfirm: (status: OrderStatus) => `Mark as ${status}`,
} as const;

/** Statuses that say the parcel has left: choosing one for an unpaid order asks first (the API wants `force`). */
export function needsPaymentConfirmation(
  order: Pick<ApiOrder, 'orderStatus' | 'paymentStatus'>,
  status: OrderStatus,
): boolean {
  return (
    status !== order.orderStatus && (status === 'shipped' || status === 'delivered') && order.paymentStatus !== 'paid'
  );
}
