/** The back office's order calls (GET /api/orders/admin, its export, PUT /api/orders/{id}/status). */
import { apiFetch } from '#app/lib/api.ts';
import { ADMIN_ORDERS_TEXT, adminOrdersSearchParams, type AdminOrdersQuery } from '#domain/admin-orders.ts';
import type { AdminOrdersAnswer, AdminOrdersExportAnswer, ApiOrder } from '#domain/api-answer-schemas.ts';
import type { OrderStatus } from '#domain/orders.ts';

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

/** `force`: the owner confirmed shipping or delivering an unpaid order. */
export function putOrderStatus(orderId: string, orderStatus: OrderStatus, force = false): Promise<ApiOrder> {
  return apiFetch<ApiOrder>(`/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'PUT',
    body: force ? { orderStatus, force } : { orderStatus },
    defaultMessage: ADMIN_ORDERS_TEXT.updateFailed,
  });
}
