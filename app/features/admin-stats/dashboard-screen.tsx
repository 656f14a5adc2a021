import { useQueryClient } from '@tanstack/react-query';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { RotateCw } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { LOW_STOCK_AT_MOST } from '#domain/stats.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { errorText } from '#app/lib/api.ts';
import { adminDateTime, AdminPageHeader, AdminScreen, adminTime, ErrorState } from '#app/features/admin/index.ts';
import { OrderBadges } from '#app/features/admin-orders/index.ts';
import { StarRating } from '#app/features/catalog/index.ts';
import { MOST_WANTED_TITLE, MostWantedSizes } from '#app/features/admin-stock-alerts/index.ts';
import { DashboardCard, FigureCard } from './dashboard-cards';
import { fetchSummary, fetchTimeseries, STATS_KEY } from './stats-api';
import { SeriesChart } from './stats-charts';
import { compactMoney, periodLabel, statsMoney, wholeNumber } from './stats-format';
import { presetRange, statsRangeParams, utcDay } from './stats-range';
import { DASHBOARD_TEXT } from './stats-texts';

const FIGURE_SKELETONS = 5;

/** The back office's Dashboard (/admin): what the owner checks every morning, money in `currency`. */
export function DashboardScreen({ currency }: { currency: string }) {
  const queryClient = useQueryClient();
  const [today] = useState(() => utcDay());
  const month = presetRange('30d', today);
  const summary = useBrowserQuery({
    queryKey: [...STATS_KEY, 'summary'],
    queryFn: ({ signal }) => fetchSummary(signal),
  });
  const series = useBrowserQuery({
    queryKey: [...STATS_KEY, 'series', 'revenue', month.from, month.to, month.interval],
    queryFn: ({ signal }) => fetchTimeseries('revenue', month, signal),
  });
  const fetching = summary.isFetching || series.isFetching;
  const s = summary.data;
  const money = (n: number) => statsMoney(n, currency);

  return (
    <AdminScreen>
      <AdminPageHeader
        title={DASHBOARD_TEXT.title}
        subtitle={DASHBOARD_TEXT.subtitle(currency)}
        badges={s ? [DASHBOARD_TEXT.updated(adminTime(new Date(summary.dataUpdatedAt)))] : undefined}
        actions={
          <Button
            variant="secondary"
            onClick={() => void queryClient.invalidateQueries({ queryKey: STATS_KEY })}
            disabled={fetching}
            aria-busy={fetching}
          >
            <Icon node={RotateCw} aria-hidden="true" className={cx('size-3.5', fetching && 'animate-spin')} />{' '}
            {DASHBOARD_TEXT.refresh}
          </Button>
        }
      />

      {summary.isError && !s ? (
        <ErrorState
          title={DASHBOARD_TEXT.loadError}
          message={errorText(summary.error, DASHBOARD_TEXT.loadFailed)}
          onRetry={() => void summary.refetch()}
        />
      ) : !s ? (
        <div
          role="status"
          aria-label={DASHBOARD_TEXT.loading}
          className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5"
        >
          {Array.from({ length: FIGURE_SKELETONS }, (_, i) => (
            <div key={i} aria-hidden="true" className="h-28 animate-pulse border border-line bg-neutral-100" />
          ))}
        </div>
      ) : (
        <>
          <section
            aria-label="Key figures"
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-5"
          >
            <FigureCard
              label={DASHBOARD_TEXT.revenueToday}
              value={money(s.revenue.today.current)}
              change={{ figure: s.revenue.today, against: DASHBOARD_TEXT.vsYesterday }}
            />
            <FigureCard
              label={DASHBOARD_TEXT.revenue7}
              value={money(s.revenue.last7Days.current)}
              change={{ figure: s.revenue.last7Days, against: DASHBOARD_TEXT.vsPrevious7 }}
            />
            <FigureCard
              label={DASHBOARD_TEXT.revenue30}
              value={money(s.revenue.last30Days.current)}
              change={{ figure: s.revenue.last30Days, against: DASHBOARD_TEXT.vsPrevious30 }}
            />
            <FigureCard
              label={DASHBOARD_TEXT.averageOrder}
              value={money(s.averageOrderValue30Days)}
              hint={DASHBOARD_TEXT.averageOrderHint}
            />
            <FigureCard
              label={DASHBOARD_TEXT.newCustomers}
              value={wholeNumber(s.newCustomers30Days)}
              hint={DASHBOARD_TEXT.newCustomersHint}
            />
          </section>

          <div className="grid gap-6 lg:grid-cols-3">
            <DashboardCard
              id="dashboard-chart"
              title={DASHBOARD_TEXT.chartTitle}
              className="lg:col-span-2"
              more={{ to: `/admin/stat?${statsRangeParams(month)}`, label: DASHBOARD_TEXT.openStatistics }}
            >
              {series.data ? (
                <SeriesChart
                  kind="area"
                  points={series.data.points}
                  label={`${DASHBOARD_TEXT.chartTitle}: ${money(s.revenue.last30Days.current)}`}
                  tick={(p) => periodLabel(p, 'day', 'short')}
                  long={(p) => periodLabel(p, 'day', 'long')}
                  value={money}
                  axisValue={(n) => compactMoney(n, currency)}
                  valueName="Revenue"
                />
              ) : series.isError ? (
                <ErrorState
                  title={DASHBOARD_TEXT.loadError}
                  message={errorText(series.error, DASHBOARD_TEXT.loadFailed)}
                  onRetry={() => void series.refetch()}
                />
              ) : (
                <div role="status" aria-label={DASHBOARD_TEXT.loading} className="h-64 animate-pulse bg-neutral-100" />
              )}
            </DashboardCard>

            <DashboardCard
              id="dashboard-needs-action"
              title={DASHBOARD_TEXT.needsAction}
              more={{ to: '/admin/orders', label: DASHBOARD_TEXT.allOrders }}
            >
              <ul className="flex flex-col gap-3">
                <NeedsAction
                  status="pending"
                  label={DASHBOARD_TEXT.pending}
                  hint={DASHBOARD_TEXT.pendingHint}
                  count={s.needsAction.pending}
                />
                <NeedsAction
                  status="processing"
                  label={DASHBOARD_TEXT.processing}
                  hint={DASHBOARD_TEXT.processingHint}
                  count={s.needsAction.processing}
                />
              </ul>
              {s.needsAction.pending + s.needsAction.processing === 0 ? (
                <p className="text-sm text-muted">{DASHBOARD_TEXT.allCaughtUp}</p>
              ) : null}
            </DashboardCard>
          </div>

          <div className="grid gap-6 lg:grid-cols-2">
            <DashboardCard
              id="dashboard-latest-orders"
              title={DASHBOARD_TEXT.latestOrders}
              more={{ to: '/admin/orders', label: DASHBOARD_TEXT.allOrders }}
            >
              {s.latestOrders.length === 0 ? (
                <p className="text-sm text-muted">{DASHBOARD_TEXT.latestOrdersNone}</p>
              ) : (
                <ul aria-label={DASHBOARD_TEXT.latestOrders} className="divide-y divide-line">
                  {s.latestOrders.map((order) => (
                    <li
                      key={order._id}
                      className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
                    >
                      <div className="min-w-0">
                        <Link
                          to={`/admin/orders?search=${order._id}`}
                          className="font-medium underline-offset-4 hover:underline"
                        >
                          {order.customerName}
                        </Link>
                        <p className="text-xs text-muted">
                          <time dateTime={order.createdAt}>{adminDateTime(order.createdAt)}</time> · #
                          {order._id.slice(-8)}
                        </p>
                      </div>
                      <div className="flex flex-col items-end gap-1">
                        <span className="font-semibold tabular-nums">{statsMoney(order.total, order.currency)}</span>
                        <OrderBadges order={{ ...order, latePayment: false }} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </DashboardCard>

            <DashboardCard
              id="dashboard-low-stock"
              title={DASHBOARD_TEXT.lowStock}
              more={{ to: '/admin/products', label: 'Products' }}
            >
              <p className="-mt-2 text-xs text-muted">{DASHBOARD_TEXT.lowStockHint(LOW_STOCK_AT_MOST)}</p>
              {s.lowStock.length === 0 ? (
                <p className="text-sm text-muted">{DASHBOARD_TEXT.lowStockNone}</p>
              ) : (
                <div
                  tabIndex={0}
                  role="region"
                  aria-label={`${DASHBOARD_TEXT.lowStock}, table`}
                  className="max-h-80 overflow-auto"
                >
                  <table className="w-full text-sm">
                    <caption className="sr-only">{DASHBOARD_TEXT.lowStock}</caption>
                    <thead className="sticky top-0 bg-white text-left text-xs uppercase tracking-wider text-muted">
                      <tr>
                        <th scope="col" className="py-2 pr-3 font-medium">
                          Product
                        </th>
                        <th scope="col" className="py-2 pr-3 font-medium">
                          Colour / size
                        </th>
                        <th scope="col" className="py-2 pr-3 text-right font-medium">
                          Left
                        </th>
                        <th scope="col" className="py-2 text-right font-medium">
                          <span className="sr-only">Action</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-line">
                      {s.lowStock.map((row) => (
                        <tr key={`${row.productId}/${row.color}/${row.size}`}>
                          <th scope="row" className="py-2 pr-3 text-left font-normal">
                            {row.productName}
                          </th>
                          <td className="py-2 pr-3 text-muted">
                            {row.color} / {row.size}
                          </td>
                          <td
                            className={cx(
                              'py-2 pr-3 text-right font-semibold tabular-nums',
                              row.stock === 0 && 'text-sale',
                            )}
                          >
                            {row.stock === 0 ? 'Sold out' : row.stock}
                          </td>
                          <td className="py-2 text-right">
                            <Link
                              to={`/admin/products/${row.productId}/edit`}
                              className="text-xs font-medium underline underline-offset-4"
                              aria-label={`${DASHBOARD_TEXT.edit} ${row.productName}, ${row.color} ${row.size}`}
                            >
                              {DASHBOARD_TEXT.edit}
                            </Link>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </DashboardCard>
          </div>

          <DashboardCard
            id="dashboard-most-wanted"
            title={MOST_WANTED_TITLE}
            more={{ to: '/admin/products', label: 'Products' }}
          >
            <MostWantedSizes />
          </DashboardCard>

          <DashboardCard id="dashboard-latest-reviews" title={DASHBOARD_TEXT.latestReviews}>
            {s.latestReviews.length === 0 ? (
              <p className="text-sm text-muted">{DASHBOARD_TEXT.latestReviewsNone}</p>
            ) : (
              <ul aria-label={DASHBOARD_TEXT.latestReviews} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {s.latestReviews.map((review) => (
                  <li key={review._id} className="flex flex-col gap-1 border border-line p-3">
                    <Link
                      to={`/products/${review.productId}`}
                      className="text-sm font-medium underline-offset-4 hover:underline"
                    >
                      {review.productName}
                    </Link>
                    <StarRating rating={review.rating} />
                    <p className="line-clamp-3 text-sm">{review.comment}</p>
                    <p className="text-xs text-muted">
                      {review.name} · <time dateTime={review.createdAt}>{adminDateTime(review.createdAt)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </DashboardCard>
        </>
      )}
    </AdminScreen>
  );
}

function NeedsAction({ status, label, hint, count }: { status: string; label: string; hint: string; count: number }) {
  return (
    <li>
      <Link
        to={`/admin/orders?orderStatus=${status}`}
        className="flex items-center justify-between gap-3 border border-line px-4 py-3 hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <span>
          <span className="block font-medium">{label}</span>
          <span className="block text-xs text-muted">{hint}</span>
        </span>
        <span className={cx('text-2xl font-semibold tabular-nums', count > 0 ? 'text-ink' : 'text-muted')}>
          {wholeNumber(count)}
        </span>
      </Link>
    </li>
  );
}
