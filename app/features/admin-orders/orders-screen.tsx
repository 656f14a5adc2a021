import { Download, Filter, RotateCw } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { errorText } from '#app/lib/api.ts';
import { downloadCsv, exportFileName, toCsv } from '#app/lib/csv.ts';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import {
  ADMIN_ORDERS_SKELETON_ROWS,
  ADMIN_ORDERS_TEXT,
  ADMIN_ORDERS_TOAST_MS,
  ADMIN_SEARCH_DEBOUNCE_MS,
  DEFAULT_ADMIN_ORDERS_QUERY,
  adminOrdersSearchParams,
  readAdminOrdersQuery,
  type OrderStatusFilter,
  type PaymentStatusFilter,
} from '#domain/admin-orders.ts';
import {
  AdminPageHeader,
  AdminScreen,
  EmptyState,
  ErrorState,
  SearchBox,
  SkeletonRows,
} from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { OrderCounters } from './order-counters';
import { OrderDetailsDialog } from './order-details-dialog';
import { ORDER_CSV_COLUMNS, orderMoney } from './order-display';
import { OrderFilters } from './order-filters';
import { OrderPager } from './order-pager';
import { OrderRow } from './order-row';
import { fetchOrdersToExport } from './orders-api';
import { useStatusChangeFlow } from './status-change-flow';
import { useAdminOrders, useBulkStatusChange, useOrderStatusChange } from './use-admin-orders';
import type { AdminOrder } from '#domain/api-answer-schemas.ts';
import { bulkOutcomeSummary } from '#domain/bulk-order-status.ts';
import { BulkActions } from './bulk-actions';
import { BulkOutcome } from './bulk-outcome';
import { OrderTable } from './order-table';
import { useOrdersView } from './orders-view';
import { ViewToggle } from './view-toggle';

/**
 * SPEC §2 "Admin orders screen" at /admin/orders, with the additions of decision 0051: a
 * compact table view, remembered; orders selected on the page changed or exported together.
 */
export function AdminOrdersScreen() {
  const filtersId = useId();
  // The list starts from the URL (a reload or a shared link shows the same list) and writes
  // its state back there, replacing the entry so Back still leaves the screen.
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => readAdminOrdersQuery(params));
  const [searchText, setSearchText] = useState(initial.search);
  const search = useDebouncedValue(searchText.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const [orderStatus, setOrderStatus] = useState<OrderStatusFilter>(initial.orderStatus);
  const [paymentStatus, setPaymentStatus] = useState<PaymentStatusFilter>(initial.paymentStatus);
  const [showFilters, setShowFilters] = useState(initial.orderStatus !== 'all' || initial.paymentStatus !== 'all');
  const [page, setPage] = useState(initial.page);
  const [viewing, setViewing] = useState<AdminOrder | null>(null);
  const [exporting, setExporting] = useState(false);
  const [view, setView] = useOrdersView();
  // The selection is of orders on the shown page: another page, search or filter starts afresh.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [outcome, setOutcome] = useState<string | null>(null);
  const goToPage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };

  // A new search or filter starts at the first page: the old page may not exist for it.
  const criteria = `${search}\n${orderStatus}\n${paymentStatus}`;
  const [shownCriteria, setShownCriteria] = useState(criteria);
  if (shownCriteria !== criteria) {
    setShownCriteria(criteria);
    goToPage(1);
  }

  const query = { ...DEFAULT_ADMIN_ORDERS_QUERY, search, orderStatus, paymentStatus, page };
  const queryString = adminOrdersSearchParams(query).toString();
  useEffect(() => {
    if (queryString !== params.toString())
      setParams(new URLSearchParams(queryString), { replace: true, preventScrollReset: true });
  }, [queryString, params, setParams]);
  const list = useAdminOrders(query);
  const statusChange = useOrderStatusChange();
  // Unpaid orders are confirmed first, and shipping asks for the carrier (status-change-flow.tsx).
  const statusFlow = useStatusChangeFlow((change) => statusChange.mutate(change));
  const bulkChange = useBulkStatusChange((answer) => {
    setOutcome(bulkOutcomeSummary(answer.orderStatus, answer.results));
    // The refused stay selected, to be seen to one by one.
    setSelected(new Set(answer.results.filter((r) => r.outcome === 'refused').map((r) => r.orderId)));
  });
  const data = list.data;

  // The last page emptied (its orders changed status under a filter): show the new last page.
  if (data && !list.isPlaceholderData && data.orders.length === 0 && data.total > 0 && page > 1) {
    goToPage(Math.max(1, Math.ceil(data.total / data.pageSize)));
  }

  const filtered = search !== '' || orderStatus !== 'all' || paymentStatus !== 'all';
  const shown = data?.orders ?? [];
  // The dialog follows the list, so a status changed while it is open shows there too.
  const viewed = viewing ? (shown.find((o) => o._id === viewing._id) ?? viewing) : null;
  // Orders that left the page (a bulk change under a filter) leave the selection with it.
  const selectedOrders = shown.filter((o) => selected.has(o._id));
  const select = (order: AdminOrder, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(order._id);
      else next.delete(order._id);
      return next;
    });

  async function onRefresh() {
    const result = await list.refetch();
    if (result.error)
      notify.error(errorText(result.error, ADMIN_ORDERS_TEXT.loadFailed), { duration: ADMIN_ORDERS_TOAST_MS.error });
    else if (result.data)
      notify.success(ADMIN_ORDERS_TEXT.fetched(result.data.total), { duration: ADMIN_ORDERS_TOAST_MS.success });
  }

  async function onExport() {
    setExporting(true);
    try {
      const all = await fetchOrdersToExport({ search, orderStatus, paymentStatus });
      downloadCsv(exportFileName('orders_export'), toCsv(all.orders, ORDER_CSV_COLUMNS));
      notify.success(ADMIN_ORDERS_TEXT.exported(all.orders.length), { duration: ADMIN_ORDERS_TOAST_MS.success });
    } catch (error) {
      notify.error(errorText(error, ADMIN_ORDERS_TEXT.exportFailed), { duration: ADMIN_ORDERS_TOAST_MS.error });
    } finally {
      setExporting(false);
    }
  }

  function onExportSelected() {
    downloadCsv(exportFileName('orders_export'), toCsv(selectedOrders, ORDER_CSV_COLUMNS));
    notify.success(ADMIN_ORDERS_TEXT.exported(selectedOrders.length), { duration: ADMIN_ORDERS_TOAST_MS.success });
  }

  // The revenue follows the search and filters in force, and says so (decision 0051).
  const badges = data
    ? [
        `${data.total} ${data.total === 1 ? 'order' : 'orders'}`,
        ...data.revenue.map((r) => ADMIN_ORDERS_TEXT.revenue(orderMoney(r.amount, r.currency), filtered)),
      ]
    : undefined;

  return (
    <AdminScreen>
      <AdminPageHeader
        title={ADMIN_ORDERS_TEXT.title}
        subtitle="Search, filter and update the store's orders"
        badges={badges}
        actions={
          <>
            <Button
              variant="secondary"
              className="h-10 px-4"
              onClick={() => void onRefresh()}
              disabled={list.isFetching}
            >
              <Icon
                node={RotateCw}
                aria-hidden="true"
                className={list.isFetching ? 'size-3.5 animate-spin motion-reduce:animate-none' : 'size-3.5'}
              />
              Refresh
            </Button>
            <Button className="h-10 px-4" onClick={() => void onExport()} disabled={shown.length === 0 || exporting}>
              <Icon node={Download} aria-hidden="true" className="size-3.5" />
              {exporting ? 'Exporting...' : 'Export CSV'}
            </Button>
          </>
        }
      />

      <OrderCounters counts={data?.counts} active={orderStatus} onPick={setOrderStatus} />

      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox
            value={searchText}
            onChange={setSearchText}
            placeholder={ADMIN_ORDERS_TEXT.searchPlaceholder}
            label="Search orders"
          />
          <ViewToggle view={view} onChange={setView} />
          <Button
            variant="secondary"
            className="h-10 px-4"
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={() => setShowFilters((open) => !open)}
          >
            <Icon node={Filter} aria-hidden="true" className="size-3.5" />
            {showFilters ? 'Hide Filters' : 'Show Filters'}
            {orderStatus !== 'all' || paymentStatus !== 'all' ? (
              <span className="sr-only"> (filters active)</span>
            ) : null}
          </Button>
        </div>
        {showFilters ? (
          <OrderFilters
            id={filtersId}
            orderStatus={orderStatus}
            paymentStatus={paymentStatus}
            onOrderStatus={setOrderStatus}
            onPaymentStatus={setPaymentStatus}
          />
        ) : null}
      </div>

      {list.status === 'pending' ? (
        <SkeletonRows count={ADMIN_ORDERS_SKELETON_ROWS} label="Loading orders" />
      ) : list.status === 'error' && !data ? (
        <ErrorState
          title={ADMIN_ORDERS_TEXT.errorTitle}
          message={errorText(list.error, ADMIN_ORDERS_TEXT.loadFailed)}
          onRetry={() => void list.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title={ADMIN_ORDERS_TEXT.emptyTitle}
          message={filtered ? ADMIN_ORDERS_TEXT.emptyFiltered : ADMIN_ORDERS_TEXT.emptyNone}
        />
      ) : (
        <section aria-label="Orders" aria-busy={list.isFetching} className="flex flex-col gap-4">
          <BulkActions
            shown={shown.length}
            selected={selectedOrders.length}
            busy={bulkChange.isPending}
            onSelectAll={(on) => setSelected(new Set(on ? shown.map((o) => o._id) : []))}
            onStatus={(status) => {
              setOutcome(null);
              bulkChange.mutate({ orderIds: selectedOrders.map((o) => o._id), status });
            }}
            onExport={onExportSelected}
          />
          <BulkOutcome text={outcome} onDismiss={() => setOutcome(null)} />
          <div className={`transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {view === 'table' ? (
              <OrderTable
                orders={shown}
                selected={selected}
                onSelect={select}
                onStatusChange={(order, status) => statusFlow.request(order, status)}
                onView={setViewing}
              />
            ) : (
              <ul className="divide-y divide-line border border-line bg-white">
                {shown.map((order) => (
                  <OrderRow
                    key={order._id}
                    order={order}
                    selected={selected.has(order._id)}
                    onSelect={(on) => select(order, on)}
                    onStatusChange={(status) => statusFlow.request(order, status)}
                    onView={() => setViewing(order)}
                  />
                ))}
              </ul>
            )}
          </div>
          {data ? <OrderPager page={data.page} pageSize={data.pageSize} total={data.total} onPage={goToPage} /> : null}
        </section>
      )}

      <OrderDetailsDialog order={viewed} onClose={() => setViewing(null)} />
      {statusFlow.dialogs}
    </AdminScreen>
  );
}
