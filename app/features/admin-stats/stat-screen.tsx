import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StatsTimeseriesAnswer } from '../../../domain/api-answers';
import type { StatsMetric } from '../../../domain/stats';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { errorText } from '../../lib/api';
import { AdminPageHeader, AdminScreen } from '../admin';
import { RangeControls } from './range-controls';
import { fetchBreakdown, fetchTimeseries, STATS_KEY } from './stats-api';
import { BarsChart, SeriesChart, ShareChart } from './stats-charts';
import {
  categoryColumns,
  compactMoney,
  conversionRows,
  countColumns,
  couponColumns,
  customerRows,
  periodLabel,
  productColumns,
  rangeLabel,
  seriesColumns,
  statsFileName,
  statsMoney,
  wholeNumber,
} from './stats-format';
import type { PanelState } from './stats-panel';
import { StatsPanel } from './stats-panel';
import { readStatsRange, statsRangeParams, utcDay, type StatsRange } from './stats-range';
import { STAT_TEXT } from './stats-texts';

/** A query's answer as a panel shows it. Kept-previous answers count as ready: the old figures stay while new ones load. */
function panelState(query: UseQueryResult<unknown>): PanelState {
  if (query.data !== undefined) return { status: 'ready' };
  if (query.isError && !query.isFetching) return { status: 'error', message: errorText(query.error, STAT_TEXT.loadFailed), retry: () => void query.refetch() };
  return { status: 'loading' };
}

function useSeries(metric: StatsMetric, range: StatsRange) {
  return useQuery({
    queryKey: [...STATS_KEY, 'series', metric, range.from, range.to, range.interval],
    queryFn: ({ signal }) => fetchTimeseries(metric, range, signal),
    placeholderData: keepPreviousData,
  });
}

const total = (series: StatsTimeseriesAnswer | undefined) => series?.points.reduce((sum, p) => sum + p.value, 0) ?? 0;

/** The back office's Statistics screen (/admin/stat), money in `currency`. */
export function StatScreen({ currency }: { currency: string }) {
  const queryClient = useQueryClient();
  // The range lives in the URL: a reload or a shared link shows the same figures.
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => utcDay());
  const range = readStatsRange(params, today);
  // A change applies to the address as it is now, not as this render saw it: the router
  // renders a new search in a transition, so a second quick change (a preset, then a
  // grouping) could otherwise start from the range before the first and undo it.
  const changeRange = (change: Partial<StatsRange>) => {
    const current = readStatsRange(new URLSearchParams(window.location.search), today);
    setParams(statsRangeParams({ ...current, ...change }), { replace: true, preventScrollReset: true });
  };

  const revenue = useSeries('revenue', range);
  const orders = useSeries('orders', range);
  const breakdown = useQuery({
    queryKey: [...STATS_KEY, 'breakdown', range.from, range.to],
    queryFn: ({ signal }) => fetchBreakdown(range, signal),
    placeholderData: keepPreviousData,
  });
  const fetching = revenue.isFetching || orders.isFetching || breakdown.isFetching;

  const money = (n: number) => statsMoney(n, currency);
  const axisMoney = (n: number) => compactMoney(n, currency);
  const file = (what: string) => statsFileName(what, range);
  const b = breakdown.data;
  const revenueTotal = total(revenue.data);
  const ordersTotal = total(orders.data);
  const interval = revenue.data?.interval ?? range.interval;

  return (
    <AdminScreen>
      <AdminPageHeader
        title={STAT_TEXT.title}
        subtitle={STAT_TEXT.subtitle(currency)}
        badges={[rangeLabel(range)]}
        actions={
          <Button variant="secondary" onClick={() => void queryClient.invalidateQueries({ queryKey: STATS_KEY })} disabled={fetching} aria-busy={fetching}>
            <RotateCw aria-hidden="true" className={cx('size-3.5', fetching && 'animate-spin')} /> {STAT_TEXT.refresh}
          </Button>
        }
      />
      <RangeControls range={range} today={today} onChange={changeRange} />

      <div className="grid gap-6 lg:grid-cols-2">
        <StatsPanel
          className="lg:col-span-2"
          title={STAT_TEXT.revenue}
          headline={STAT_TEXT.total(money(revenueTotal))}
          state={panelState(revenue)}
          rows={revenue.data?.points ?? []}
          columns={seriesColumns('revenue', interval, currency)}
          fileName={file('revenue')}
          emptyText={revenueTotal === 0 ? STAT_TEXT.noSales : null}
          chart={
            <SeriesChart
              kind="area"
              points={revenue.data?.points ?? []}
              label={`${STAT_TEXT.revenue}, ${rangeLabel(range)}: ${STAT_TEXT.total(money(revenueTotal))}`}
              tick={(p) => periodLabel(p, interval, 'short')}
              long={(p) => periodLabel(p, interval, 'long')}
              value={money}
              axisValue={axisMoney}
              valueName="Revenue"
            />
          }
        />
        <StatsPanel
          title={STAT_TEXT.orders}
          headline={STAT_TEXT.total(wholeNumber(ordersTotal))}
          state={panelState(orders)}
          rows={orders.data?.points ?? []}
          columns={seriesColumns('orders', orders.data?.interval ?? range.interval, currency)}
          fileName={file('orders')}
          emptyText={ordersTotal === 0 ? STAT_TEXT.noSales : null}
          chart={
            <SeriesChart
              kind="bar"
              points={orders.data?.points ?? []}
              label={`${STAT_TEXT.orders}, ${rangeLabel(range)}: ${STAT_TEXT.total(wholeNumber(ordersTotal))}`}
              tick={(p) => periodLabel(p, orders.data?.interval ?? range.interval, 'short')}
              long={(p) => periodLabel(p, orders.data?.interval ?? range.interval, 'long')}
              value={wholeNumber}
              axisValue={wholeNumber}
              valueName="Paid orders"
            />
          }
        />
        <StatsPanel
          title={STAT_TEXT.conversion}
          headline={b ? STAT_TEXT.conversionRate(b.conversion.ratePercent) : null}
          state={panelState(breakdown)}
          rows={b ? conversionRows(b.conversion) : []}
          columns={countColumns('Stage', 'Orders')}
          fileName={file('conversion')}
          emptyText={b && b.conversion.started === 0 ? STAT_TEXT.noCheckouts : null}
          chart={
            b ? (
              <BarsChart
                rows={conversionRows(b.conversion).map((r) => ({ label: r.label, value: r.count }))}
                label={`${STAT_TEXT.conversion}: ${b.conversion.started} started, ${b.conversion.paid} paid`}
                value={wholeNumber}
                axisValue={wholeNumber}
                valueName="Orders"
              />
            ) : null
          }
        />
        <StatsPanel
          title={STAT_TEXT.categories}
          state={panelState(breakdown)}
          rows={b?.categories ?? []}
          columns={categoryColumns(currency)}
          fileName={file('categories')}
          emptyText={b && b.categories.length === 0 ? STAT_TEXT.noSales : null}
          chart={
            b ? (
              <BarsChart
                rows={b.categories.map((c) => ({ label: c.category, value: c.revenue }))}
                label={`${STAT_TEXT.categories}: ${b.categories.map((c) => `${c.category} ${money(c.revenue)}`).join(', ')}`}
                value={money}
                axisValue={axisMoney}
                valueName="Revenue"
              />
            ) : null
          }
        />
        <StatsPanel
          title={STAT_TEXT.customers}
          headline={STAT_TEXT.customersHint}
          state={panelState(breakdown)}
          rows={b ? customerRows(b.customers) : []}
          columns={countColumns('Customers', 'Count')}
          fileName={file('customers')}
          emptyText={b && b.customers.new + b.customers.returning === 0 ? STAT_TEXT.noSales : null}
          chart={
            b ? (
              <ShareChart
                rows={customerRows(b.customers)}
                label={`${STAT_TEXT.customers}: ${b.customers.new} new, ${b.customers.returning} returning`}
                value={wholeNumber}
              />
            ) : null
          }
        />
        <StatsPanel
          title={STAT_TEXT.topByRevenue}
          state={panelState(breakdown)}
          rows={b?.topByRevenue ?? []}
          columns={productColumns(currency)}
          fileName={file('top_products_by_revenue')}
          emptyText={b && b.topByRevenue.length === 0 ? STAT_TEXT.noSales : null}
          chart={
            b ? (
              <BarsChart
                rows={b.topByRevenue.map((p) => ({ label: p.productName, value: p.revenue }))}
                label={`${STAT_TEXT.topByRevenue}: ${b.topByRevenue.map((p) => p.productName).join(', ')}`}
                value={money}
                axisValue={axisMoney}
                valueName="Revenue"
              />
            ) : null
          }
        />
        <StatsPanel
          title={STAT_TEXT.topByUnits}
          state={panelState(breakdown)}
          rows={b?.topByUnits ?? []}
          columns={productColumns(currency)}
          fileName={file('top_products_by_units')}
          emptyText={b && b.topByUnits.length === 0 ? STAT_TEXT.noSales : null}
          chart={
            b ? (
              <BarsChart
                rows={b.topByUnits.map((p) => ({ label: p.productName, value: p.units }))}
                label={`${STAT_TEXT.topByUnits}: ${b.topByUnits.map((p) => p.productName).join(', ')}`}
                value={wholeNumber}
                axisValue={wholeNumber}
                valueName="Units sold"
              />
            ) : null
          }
        />
        <StatsPanel
          className="lg:col-span-2"
          title={STAT_TEXT.coupons}
          headline={b ? STAT_TEXT.couponTotals(b.coupons.orders, money(b.coupons.discount)) : null}
          state={panelState(breakdown)}
          rows={b?.coupons.uses ?? []}
          columns={couponColumns(currency)}
          fileName={file('coupons')}
          emptyText={b && b.coupons.uses.length === 0 ? STAT_TEXT.noCoupons : null}
          chart={
            b ? (
              <BarsChart
                rows={b.coupons.uses.map((c) => ({ label: c.code, value: c.discount }))}
                label={`${STAT_TEXT.coupons}: ${STAT_TEXT.couponTotals(b.coupons.orders, money(b.coupons.discount))}`}
                value={money}
                axisValue={axisMoney}
                valueName="Discount given"
              />
            ) : null
          }
        />
      </div>
    </AdminScreen>
  );
}
