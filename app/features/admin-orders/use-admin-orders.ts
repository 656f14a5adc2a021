/**
 * The orders screen's data through TanStack Query (SPEC §9 cache settings): one page of the
 * list per search, filters and page, and the status change as a mutation that updates the
 * shown list at once and puts it back if the server refuses (SPEC §4 "Order status"). A
 * selection's change waits for the server's answer instead: it says what became of each order.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { errorText } from '#app/lib/api.ts';
import { ADMIN_ORDERS_TEXT, ADMIN_ORDERS_TOAST_MS, type AdminOrdersQuery } from '#domain/admin-orders.ts';
import type { AdminOrdersAnswer, BulkOrderStatusAnswer } from '#domain/api-answer-schemas.ts';
import { BULK_STATUS_TEXT } from '#domain/bulk-order-status.ts';
import type { OrderStatus } from '#domain/orders.ts';
import { notify } from '#app/features/toast/index.ts';
import { ORDERS_KEY as LIST_KEY } from './order-keys';
import { fetchAdminOrders, postBulkStatus, putOrderStatus, type StatusChange } from './orders-api';

const listKey = (query: AdminOrdersQuery): QueryKey => [...LIST_KEY, query];

export function useAdminOrders(query: AdminOrdersQuery) {
  return useBrowserQuery({
    queryKey: listKey(query),
    queryFn: ({ signal }) => fetchAdminOrders(query, signal),
    // The next page or search keeps the current rows on screen until it arrives.
    keepPrevious: true,
  });
}

/** The answer with one order's status changed, its counters moved with it. */
function withStatus(answer: AdminOrdersAnswer, orderId: string, status: OrderStatus): AdminOrdersAnswer {
  const order = answer.orders.find((o) => o._id === orderId);
  if (!order || order.orderStatus === status) return answer;
  return {
    ...answer,
    orders: answer.orders.map((o) => (o._id === orderId ? { ...o, orderStatus: status } : o)),
    counts: {
      ...answer.counts,
      [order.orderStatus]: Math.max(0, answer.counts[order.orderStatus] - 1),
      [status]: answer.counts[status] + 1,
    },
  };
}

type Snapshot = [QueryKey, AdminOrdersAnswer | undefined][];

export function useOrderStatusChange() {
  const client = useQueryClient();
  return useMutation<unknown, unknown, StatusChange, { snapshot: Snapshot }>({
    mutationFn: putOrderStatus,
    onMutate: async ({ orderId, status }) => {
      // A list arriving now would overwrite the optimistic status with the old one.
      await client.cancelQueries({ queryKey: LIST_KEY });
      const snapshot = client.getQueriesData<AdminOrdersAnswer>({ queryKey: LIST_KEY });
      // Lists only: an order page shows the change once the server has it.
      client.setQueriesData<AdminOrdersAnswer>({ queryKey: LIST_KEY }, (answer) =>
        answer && 'counts' in answer ? withStatus(answer, orderId, status) : answer,
      );
      return { snapshot };
    },
    onError: (error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
      notify.error(errorText(error, ADMIN_ORDERS_TEXT.updateFailed), { duration: ADMIN_ORDERS_TOAST_MS.error });
    },
    onSuccess: (_answer, { orderId, status }) => {
      notify.success(ADMIN_ORDERS_TEXT.statusUpdated(orderId, status), { duration: ADMIN_ORDERS_TOAST_MS.success });
    },
    // Filters and counters are the server's to say once the change has landed (or not).
    onSettled: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

/** Changes a selection's status; `onAnswer` gets each order's outcome. */
export function useBulkStatusChange(onAnswer: (answer: BulkOrderStatusAnswer) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postBulkStatus,
    onSuccess: onAnswer,
    onError: (error) =>
      notify.error(errorText(error, BULK_STATUS_TEXT.changeFailed), { duration: ADMIN_ORDERS_TOAST_MS.error }),
    // Some orders may have changed even when the request failed part-way: the server says.
    onSettled: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
