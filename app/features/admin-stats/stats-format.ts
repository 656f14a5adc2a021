/**
 * How the statistics read on screen and in their CSV files: money in the store currency,
 * periods as the owner says them, changes with their sign, and one column list per figure
 * that both the table view and the export use (the file keeps plain numbers and ISO days,
 * which a spreadsheet can add up and sort).
 */
import type {
  StatsBreakdownAnswer,
  StatsCategorySales,
  StatsCouponUsage,
  StatsPeriodFigure,
  StatsSeriesPoint,
  StatsTopProduct,
} from '#domain/api-answer-schemas.ts';
import { toCents } from '#domain/money.ts';
import type { StatsInterval } from '#domain/stats.ts';
import type { CsvColumn } from '#app/lib/csv.ts';
import type { StatsRange } from './stats-range';
import { adminLocale, adminMoney, adminNumber } from '#app/features/admin/index.ts';

/** A column of a statistics table: the CSV takes `value`, the screen `shown` when given. */
export interface StatsColumn<Row> extends CsvColumn<Row> {
  shown?: (row: Row) => string;
  /** Right-aligned, as numbers are read. */
  numeric?: boolean;
}

export function statsMoney(amount: number, currency: string): string {
  return adminMoney(toCents(amount), currency);
}

/** Axis labels: $1.2K rather than $1,234.56. */
export function compactMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat(adminLocale(), {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
}

export function wholeNumber(n: number): string {
  return adminNumber(n);
}

const utc = (period: string) => new Date(`${period}T00:00:00Z`);
/** A UTC day in the admin's locale, the format made on first use (the locale is the browser's). */
function dateFormat(options: Intl.DateTimeFormatOptions): { format: (day: Date) => string } {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (day) => (made ??= new Intl.DateTimeFormat(adminLocale(), { ...options, timeZone: 'UTC' })).format(day),
  };
}
const shortDay = dateFormat({ month: 'short', day: 'numeric' });
const longDay = dateFormat({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const dayWithYear = dateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const shortMonth = dateFormat({ month: 'short', year: 'numeric' });
const longMonth = dateFormat({ month: 'long', year: 'numeric' });

/** A series bucket (named by its first UTC day): short under a chart's axis, long in a table or tooltip. */
export function periodLabel(period: string, interval: StatsInterval, style: 'short' | 'long'): string {
  const day = utc(period);
  if (Number.isNaN(day.getTime())) return period;
  if (interval === 'month') return (style === 'short' ? shortMonth : longMonth).format(day);
  if (interval === 'week') return style === 'short' ? shortDay.format(day) : `Week of ${dayWithYear.format(day)}`;
  return (style === 'short' ? shortDay : longDay).format(day);
}

/** A range as a heading says it: 'Oct 27, 2026 – Nov 25, 2026'. */
export function rangeLabel(range: Pick<StatsRange, 'from' | 'to'>): string {
  return range.from === range.to
    ? dayWithYear.format(utc(range.from))
    : `${dayWithYear.format(utc(range.from))} – ${dayWithYear.format(utc(range.to))}`;
}

export type ChangeDirection = 'up' | 'down' | 'flat' | 'none';

/** '+12.5%', '−3%' or '0%' and which way it went; 'none' when there was nothing to compare with. */
export function changeText(figure: StatsPeriodFigure): { text: string | null; direction: ChangeDirection } {
  const change = figure.changePercent;
  if (change === null) return { text: null, direction: 'none' };
  if (change === 0) return { text: '0%', direction: 'flat' };
  return { text: `${change > 0 ? '+' : '−'}${Math.abs(change)}%`, direction: change > 0 ? 'up' : 'down' };
}

/** `stats_{what}_{from}_{to}.csv`: the range is part of what was exported. */
export function statsFileName(what: string, range: Pick<StatsRange, 'from' | 'to'>): string {
  return `stats_${what}_${range.from}_${range.to}.csv`;
}

export function seriesColumns(
  metric: 'revenue' | 'orders',
  interval: StatsInterval,
  currency: string,
): StatsColumn<StatsSeriesPoint>[] {
  return [
    {
      header: interval === 'day' ? 'Day' : interval === 'week' ? 'Week starting' : 'Month starting',
      value: (p) => p.period,
      shown: (p) => periodLabel(p.period, interval, 'long'),
    },
    metric === 'revenue'
      ? {
          header: `Revenue (${currency})`,
          value: (p) => p.value,
          shown: (p) => statsMoney(p.value, currency),
          numeric: true,
        }
      : { header: 'Paid orders', value: (p) => p.value, shown: (p) => wholeNumber(p.value), numeric: true },
  ];
}

export function categoryColumns(currency: string): StatsColumn<StatsCategorySales>[] {
  return [
    { header: 'Category', value: (c) => c.category },
    {
      header: `Revenue (${currency})`,
      value: (c) => c.revenue,
      shown: (c) => statsMoney(c.revenue, currency),
      numeric: true,
    },
    { header: 'Units sold', value: (c) => c.units, shown: (c) => wholeNumber(c.units), numeric: true },
  ];
}

export function productColumns(currency: string): StatsColumn<StatsTopProduct>[] {
  return [
    { header: 'Product', value: (p) => p.productName },
    {
      header: `Revenue (${currency})`,
      value: (p) => p.revenue,
      shown: (p) => statsMoney(p.revenue, currency),
      numeric: true,
    },
    { header: 'Units sold', value: (p) => p.units, shown: (p) => wholeNumber(p.units), numeric: true },
  ];
}

export function couponColumns(currency: string): StatsColumn<StatsCouponUsage>[] {
  return [
    { header: 'Coupon', value: (c) => c.code },
    { header: 'Paid orders', value: (c) => c.orders, shown: (c) => wholeNumber(c.orders), numeric: true },
    {
      header: `Discount given (${currency})`,
      value: (c) => c.discount,
      shown: (c) => statsMoney(c.discount, currency),
      numeric: true,
    },
  ];
}

/** A stage or a group with how many it holds (conversion, new vs returning). */
export interface CountRow {
  label: string;
  count: number;
}

export const countColumns = (labelHeader: string, countHeader: string): StatsColumn<CountRow>[] => [
  { header: labelHeader, value: (r) => r.label },
  { header: countHeader, value: (r) => r.count, shown: (r) => wholeNumber(r.count), numeric: true },
];

export function conversionRows(conversion: StatsBreakdownAnswer['conversion']): CountRow[] {
  return [
    { label: 'Checkouts started', count: conversion.started },
    { label: 'Paid', count: conversion.paid },
  ];
}

export function customerRows(customers: StatsBreakdownAnswer['customers']): CountRow[] {
  return [
    { label: 'New', count: customers.new },
    { label: 'Returning', count: customers.returning },
  ];
}
