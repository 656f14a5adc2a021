/** The statistics calls (admin): the dashboard's summary, a series over time, a range's breakdown. */
import type { StatsBreakdownAnswer, StatsSummaryAnswer, StatsTimeseriesAnswer } from '#domain/api-answer-schemas.ts';
import type { StatsMetric } from '#domain/stats.ts';
import { apiFetch } from '#app/lib/api.ts';
import type { StatsRange } from './stats-range';
import { DASHBOARD_TEXT, STAT_TEXT } from './stats-texts';

export const STATS_KEY = ['admin', 'stats'] as const;

export function fetchSummary(signal?: AbortSignal): Promise<StatsSummaryAnswer> {
  return apiFetch<StatsSummaryAnswer>('/stats/summary', { signal, defaultMessage: DASHBOARD_TEXT.loadFailed });
}

export function fetchTimeseries(
  metric: StatsMetric,
  range: StatsRange,
  signal?: AbortSignal,
): Promise<StatsTimeseriesAnswer> {
  const params = new URLSearchParams({ metric, from: range.from, to: range.to, interval: range.interval });
  return apiFetch<StatsTimeseriesAnswer>(`/stats/timeseries?${params}`, {
    signal,
    defaultMessage: STAT_TEXT.loadFailed,
  });
}

export function fetchBreakdown(
  range: Pick<StatsRange, 'from' | 'to'>,
  signal?: AbortSignal,
): Promise<StatsBreakdownAnswer> {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  return apiFetch<StatsBreakdownAnswer>(`/stats/breakdown?${params}`, { signal, defaultMessage: STAT_TEXT.loadFailed });
}
