import { useQueryClient } from '@tanstack/react-query';
import { type BrowserQuery, useBrowserQuery } from '#app/lib/browser-query.ts';
import { RotateCw } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { StatsBreakdownAnswer, StatsTimeseriesAnswer } from '#domain/api-answer-schemas.ts';
import type { StatsMetric } from '#domain/stats.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { errorText } from '#app/lib/api.ts';
import { AdminPageHeader, AdminScreen } from '#app/features/admin/index.ts';
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
  type StatsColumn,
} from './stats-format';
import type { PanelState } from './stats-panel';
import { StatsPanel } from './stats-panel';
import { readStatsRange, statsRangeParams, utcDay, type StatsRange } from './stats-range';
import { STAT_TEXT } from './stats-texts';

/** A query's answer as a panel shows it. Kept-previous answers count as ready: the old figures stay while new ones load. */
function panelState(query: BrowserQuery<unknown>): PanelState {
  if (query.data !== undefined) return { status: 'ready' };
  if (query.isError && !query.isFetching)
    return {
      status: 'error',
      message: errorText(query.error, STAT_TEXT.loadFailed),
      retry: () => void query.refetch(),
    };
  return { status: 'loading' };
}

function useSeries(metric: StatsMetric, range: StatsRange) {
  return useBrowserQuery({
    queryKey: [...STATS_KEY, 'series', metric, range.from, range.to, range.interval],
    queryFn: ({ signal }) => fetchTimeseries(metric, range, signal),
    keepPrevious: true,
  });
}

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
  const breakdown = useBrowserQuery({
    queryKey: [...STATS_KEY, 'breakdown', range.from, range.to],
    queryFn: ({ signal }) => fetchBreakdown(range, signal),
    keepPrevious: true,
  });
  const fetching = revenue.isFetching || orders.isFetching || breakdown.isFetching;

  const money = (n: number) => statsMoney(n, currency);
  const axisMoney = (n: number) => compactMoney(n, currency);
  const file = (what: string) => statsFileName(what, range);

  return (
    <AdminScreen>
      <AdminPageHeader
        title={STAT_TEXT.title}
        subtitle={STAT_TEXT.subtitle(currency)}
        badges={[rangeLabel(range)]}
        actions={
          <Button
            variant="secondary"
            onClick={() => void queryClient.invalidateQueries({ queryKey: STATS_KEY })}
            disabled={fetching}
            aria-busy={fetching}
          >
            <Icon node={RotateCw} aria-hidden="true" className={cx('size-3.5', fetching && 'animate-spin')} />{' '}
            {STAT_TEXT.refresh}
          </Button>
        }
      />
      <RangeControls range={range} today={today} onChange={changeRange} />

      <div className="grid gap-6 lg:grid-cols-2">
        <SeriesPanel className="lg:col-span-2" metric="revenue" query={revenue} range={range} currency={currency} />
        <SeriesPanel metric="orders" query={orders} range={range} currency={currency} />
        <BreakdownPanel
          query={breakdown}
          title={STAT_TEXT.conversion}
          headline={(b) => STAT_TEXT.conversionRate(b.conversion.ratePercent)}
          rows={(b) => conversionRows(b.conversion)}
          columns={countColumns('Stage', 'Orders')}
          fileName={file('conversion')}
          emptyText={STAT_TEXT.noCheckouts}
          isEmpty={(b) => b.conversion.started === 0}
          chart={(b, rows) => (
            <BarsChart
              rows={rows.map((r) => ({ label: r.label, value: r.count }))}
              label={`${STAT_TEXT.conversion}: ${b.conversion.started} started, ${b.conversion.paid} paid`}
              value={wholeNumber}
              axisValue={wholeNumber}
              valueName="Orders"
            />
          )}
        />
        <BreakdownPanel
          query={breakdown}
          title={STAT_TEXT.categories}
          rows={(b) => b.categories}
          columns={categoryColumns(currency)}
          fileName={file('categories')}
          emptyText={STAT_TEXT.noSales}
          chart={(_, rows) => (
            <BarsChart
              rows={rows.map((c) => ({ label: c.category, value: c.revenue }))}
              label={`${STAT_TEXT.categories}: ${rows.map((c) => `${c.category} ${money(c.revenue)}`).join(', ')}`}
              value={money}
              axisValue={axisMoney}
              valueName="Revenue"
            />
          )}
        />
        <BreakdownPanel
          query={breakdown}
          title={STAT_TEXT.customers}
          headline={() => STAT_TEXT.customersHint}
          rows={(b) => customerRows(b.customers)}
          columns={countColumns('Customers', 'Count')}
          fileName={file('customers')}
          emptyText={STAT_TEXT.noSales}
          isEmpty={(b) => b.customers.new + b.customers.returning === 0}
          chart={(b, rows) => (
            <ShareChart
              rows={rows}
              label={`${STAT_TEXT.customers}: ${b.customers.new} new, ${b.customers.returning} returning`}
              value={wholeNumber}
            />
          )}
        />
        <BreakdownPanel
          query={breakdown}
          title={STAT_TEXT.topByRevenue}
          rows={(b) => b.topByRevenue}
          columns={productColumns(currency)}
          fileName={file('top_products_by_revenue')}
          emptyText={STAT_TEXT.noSales}
          chart={(_, rows) => (
            <BarsChart
              rows={rows.map((p) => ({ label: p.productName, value: p.revenue }))}
              label={`${STAT_TEXT.topByRevenue}: ${rows.map((p) => p.productName).join(', ')}`}
              value={money}
              axisValue={axisMoney}
              valueName="Revenue"
            />
          )}
        />
        <BreakdownPanel
          query={breakdown}
          title={STAT_TEXT.topByUnits}
          rows={(b) => b.topByUnits}
          columns={productColumns(currency)}
          fileName={file('top_products_by_units')}
          emptyText={STAT_TEXT.noSales}
          chart={(_, rows) => (
            <BarsChart
              rows={rows.map((p) => ({ label: p.productName, value: p.units }))}
              label={`${STAT_TEXT.topByUnits}: ${rows.map((p) => p.productName).join(', ')}`}
              value={wholeNumber}
              axisValue={wholeNumber}
              valueName="Units sold"
            />
          )}
        />
        <BreakdownPanel
          className="lg:col-span-2"
          query={breakdown}
          title={STAT_TEXT.coupons}
          headline={(b) => STAT_TEXT.couponTotals(b.coupons.orders, money(b.coupons.discount))}
          rows={(b) => b.coupons.uses}
          columns={couponColumns(currency)}
          fileName={file('coupons')}
          emptyText={STAT_TEXT.noCoupons}
          chart={(b, rows) => (
            <BarsChart
              rows={rows.map((c) => ({ label: c.code, value: c.discount }))}
              label={`${STAT_TEXT.coupons}: ${STAT_TEXT.couponTotals(b.coupons.orders, money(b.coupons.discount))}`}
              value={money}
              axisValue={axisMoney}
              valueName="Discount given"
            />
          )}
        />
      </div>
    </AdminScreen>
  );
}

/** Revenue or paid orders over the range, as an area or a bar chart with its total. */
function SeriesPanel({
  metric,
  query,
  range,
  currency,
  className,
}: {
  metric: StatsMetric;
  query: BrowserQuery<StatsTimeseriesAnswer>;
  range: StatsRange;
  currency: string;
  className?: string;
}) {
  const points = query.data?.points ?? [];
  const interval = query.data?.interval ?? range.interval;
  const sum = points.reduce((total, p) => total + p.value, 0);
  const [title, format, axisFormat, valueName] =
    metric === 'revenue'
      ? [STAT_TEXT.revenue, (n: number) => statsMoney(n, currency), (n: number) => compactMoney(n, currency), 'Revenue']
      : [STAT_TEXT.orders, wholeNumber, wholeNumber, 'Paid orders'];
  const headline = STAT_TEXT.total(format(sum));
  return (
    <StatsPanel
      className={className}
      title={title}
      headline={headline}
      state={panelState(query)}
      rows={points}
      columns={seriesColumns(metric, interval, currency)}
      fileName={statsFileName(metric, range)}
      emptyText={sum === 0 ? STAT_TEXT.noSales : null}
      chart={
        <SeriesChart
          kind={metric === 'revenue' ? 'area' : 'bar'}
          points={points}
          label={`${title}, ${rangeLabel(range)}: ${headline}`}
          tick={(p) => periodLabel(p, interval, 'short')}
          long={(p) => periodLabel(p, interval, 'long')}
          value={format}
          axisValue={axisFormat}
          valueName={valueName}
        />
      }
    />
  );
}

/**
 * One figure of the breakdown: its rows, headline, chart and whether it is empty all read
 * from the one answer, shown once it is here.
 */
function BreakdownPanel<Row>({
  query,
  rows: rowsOf,
  headline,
  chart,
  emptyText,
  isEmpty = (_, rows) => rows.length === 0,
  ...panel
}: {
  query: BrowserQuery<StatsBreakdownAnswer>;
  title: string;
  rows: (answer: StatsBreakdownAnswer) => readonly Row[];
  columns: readonly StatsColumn<Row>[];
  fileName: string;
  headline?: (answer: StatsBreakdownAnswer) => ReactNode;
  chart: (answer: StatsBreakdownAnswer, rows: readonly Row[]) => ReactNode;
  /** What the panel says when `isEmpty` (by default: no rows). */
  emptyText: string;
  isEmpty?: (answer: StatsBreakdownAnswer, rows: readonly Row[]) => boolean;
  className?: string;
}) {
  const answer = query.data;
  const rows = answer ? rowsOf(answer) : [];
  return (
    <StatsPanel
      {...panel}
      state={panelState(query)}
      rows={rows}
      headline={answer && headline ? headline(answer) : null}
      chart={answer ? chart(answer, rows) : null}
      emptyText={answer && isEmpty(answer, rows) ? emptyText : null}
    />
  );
}
