/**
 * The statistics screen's range of days and how orders are grouped: read from the URL (a
 * reload or a shared link shows the same figures), the presets an owner reaches for, and
 * the rule that a long range is grouped coarsely enough for the API (domain/stats.ts).
 * Days are UTC days, as the API counts them.
 */
import { STATS_INTERVALS, statsBreakdownQuerySchema, type StatsInterval } from '#domain/stats.ts';

export interface StatsRange {
  from: string;
  to: string;
  interval: StatsInterval;
}

export type RangePresetId = '7d' | '30d' | '90d' | '12m' | 'ytd';

export interface RangePreset {
  id: RangePresetId;
  label: string;
  range: (today: string) => StatsRange;
}

const DAY_MS = 86_400_000;

/** The UTC day of `now` as YYYY-MM-DD. */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const lastDays = (days: number, interval: StatsInterval) => (today: string) => ({
  from: addDays(today, 1 - days),
  to: today,
  interval,
});

export const RANGE_PRESETS: readonly RangePreset[] = [
  { id: '7d', label: 'Last 7 days', range: lastDays(7, 'day') },
  { id: '30d', label: 'Last 30 days', range: lastDays(30, 'day') },
  { id: '90d', label: 'Last 90 days', range: lastDays(90, 'week') },
  {
    id: '12m',
    label: 'Last 12 months',
    // Whole months: from the first day of the month eleven months back.
    range: (today) => {
      const [y, m] = today.split('-').map(Number) as [number, number];
      const first = new Date(Date.UTC(y, m - 1 - 11, 1));
      return { from: first.toISOString().slice(0, 10), to: today, interval: 'month' };
    },
  },
  {
    id: 'ytd',
    label: 'This year',
    range: (today) => ({ from: `${today.slice(0, 4)}-01-01`, to: today, interval: 'month' }),
  },
];

export const DEFAULT_PRESET: RangePresetId = '30d';

export function presetRange(id: RangePresetId, today: string): StatsRange {
  return RANGE_PRESETS.find((p) => p.id === id)!.range(today);
}

/** The preset the range is, if any (its interval may differ: the range is what the owner chose). */
export function matchingPreset(range: StatsRange, today: string): RangePresetId | null {
  return (
    RANGE_PRESETS.find((p) => {
      const preset = p.range(today);
      return preset.from === range.from && preset.to === range.to;
    })?.id ?? null
  );
}

/**
 * Why a range cannot be shown, in the API's own words, or null when it can. The breakdown
 * takes the shortest ranges (STATS_MAX_RANGE_DAYS.day), and every grouping accepts those.
 */
export function rangeProblem(from: string, to: string): string | null {
  const checked = statsBreakdownQuerySchema.safeParse({ from, to });
  if (checked.success) return null;
  return checked.error.issues[0]?.message ?? 'Choose a valid range.';
}

/** The range in the URL, or the default one when the URL has none or one the API would refuse. */
export function readStatsRange(params: URLSearchParams, today: string): StatsRange {
  const from = params.get('from');
  const to = params.get('to');
  const asked = params.get('interval');
  const interval = (STATS_INTERVALS as readonly string[]).includes(asked ?? '') ? (asked as StatsInterval) : null;
  if (from && to && rangeProblem(from, to) === null) return { from, to, interval: interval ?? 'day' };
  const preset = presetRange(DEFAULT_PRESET, today);
  return interval ? { ...preset, interval } : preset;
}

export function statsRangeParams(range: StatsRange): URLSearchParams {
  return new URLSearchParams({ from: range.from, to: range.to, interval: range.interval });
}
