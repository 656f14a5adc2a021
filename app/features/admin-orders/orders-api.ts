/**
 * The back office's order calls: GET /api/orders/admin, its export, PUT /api/orders/{id}/status,
 * POST /api/orders/admin/status (a selection's status),
 * and the order page's GET /api/orders/{id}/page, POST /api/orders/{id}/notes and
 * POST /api/orders/{id}/refunds.
 */
import { apiFetch } from '#app/lib/api.ts';
import { ADMIN_ORDERS_TEXT, adminOrdersSearchParams, type AdminOrdersQuery } from '#domain/admin-orders.ts';
import type {
  AdminOrdersAnswer,
  AdminOrdersExportAnswer,
  ApiOrder,
  BulkOrderStatusAnswer,
  OrderPageAnswer,
  RefundAnswer,
  TimelineEntry,
} from '#domain/api-answer-schemas.ts';
import { BULK_STATUS_TEXT, type BulkOrderStatus } from '#domain/bulk-order-status.ts';
import { NOTE_TEXT } from '#domain/order-notes.ts';
import type { OrderStatus, RefundInput, ShipmentInput } from '#domain/orders.ts';
import { ORDER_PAGE_TEXT } from './order-page-text';

function withQuery(path: string, params: URLSearchParams): string {
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function fetchAdminOrders(query: AdminOrdersQuery, signal?: AbortSignal): Promise<AdminOrdersAnswer> {
  return apiFetch<AdminOrdersAnswer>(withQuery('/orders/admin', adminOrdersSearchParams(query)), {
    signal,
    defaultMessage: ADMIN_ORDERS_TEXT.loadFailed,
  });
}

/** Every order the search and filters match, whatever page is shown. */
export function fetchOrdersToExport(
  query: Pick<AdminOrdersQuery, 'search' | 'orderStatus' | 'paymentStatus'>,
): Promise<AdminOrdersExportAnswer> {
  return apiFetch<AdminOrdersExportAnswer>(withQuery('/orders/admin/export', adminOrdersSearchParams(query)), {
    defaultMessage: ADMIN_ORDERS_TEXT.exportFailed,
  });
}

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
  /** The owner confirmed shipping or delivering an unpaid order. */
  force?: boolean;
  /** Shipping: the carrier and tracking number the shopper is given. */
  shipment?: ShipmentInput;
}

export function putOrderStatus({ orderId, status, force, shipment }: StatusChange): Promise<ApiOrder> {
  return apiFetch<ApiOrder>(`/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'PUT',
    body: { orderStatus: status, ...(force ? { force } : {}), ...(shipment ? { shipment } : {}) },
    defaultMessage: ADMIN_ORDERS_TEXT.updateFailed,
  });
}

/** Each selected order changed on its own; the answer says what became of each. */
export function postBulkStatus({
  orderIds,
  status,
}: {
  orderIds: readonly string[];
  status: BulkOrderStatus;
}): Promise<BulkOrderStatusAnswer> {
  return apiFetch<BulkOrderStatusAnswer>('/orders/admin/status', {
    method: 'POST',
    body: { orderIds, orderStatus: status },
    defaultMessage: BULK_STATUS_TEXT.changeFailed,
  });
}

export function fetchOrderPage(orderId: string, signal?: AbortSignal): Promise<OrderPageAnswer> {
  return apiFetch<OrderPageAnswer>(`/orders/${encodeURIComponent(orderId)}/page`, {
    signal,
    defaultMessage: ORDER_PAGE_TEXT.loadFailed,
  });
}

/** Answers the order's timeline with the note. */
export function postOrderNote(orderId: string, text: string): Promise<TimelineEntry[]> {
  return apiFetch<TimelineEntry[]>(`/orders/${encodeURIComponent(orderId)}/notes`, {
    method: 'POST',
    body: { text },
    defaultMessage: NOTE_TEXT.addFailed,
  });
}

/** Refunds the chosen units and shipping; the same key sent again answers the first refund. */
export function postRefund(orderId: string, input: RefundInput): Promise<RefundAnswer> {
  return apiFetch<RefundAnswer>(`/orders/${encodeURIComponent(orderId)}/refunds`, {
    method: 'POST',
    body: input,
    defaultMessage: ORDER_PAGE_TEXT.refundFailed,
  });
}
