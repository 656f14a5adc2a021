/**
 * The back office's statistics (dashboard and statistics screens): the query strings the API
 * takes and the lists' limits; its answers are described in domain/api-answer-schemas.ts.
 * Every day, week and month is a UTC one: an order belongs to the UTC day of its
 * created_at, so the figures do not move with the viewer's time zone. Revenue is what paid
 * orders (payment status paid or delivered) brought in, in the store currency; amounts are
 * currency units like every amount the API answers.
 */
import * as z from 'zod/mini';

export const STATS_INTERVALS = ['day', 'week', 'month'] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];

export const STATS_METRICS = ['revenue', 'orders'] as const;
export type StatsMetric = (typeof STATS_METRICS)[number];

/** Longest range per interval, so a series never has more than a few hundred points. */
export const STATS_MAX_RANGE_DAYS: Record<StatsInterval, number> = { day: 731, week: 5 * 366, month: 10 * 366 };

/** Low-stock sizes: stock at most this many. */
export const LOW_STOCK_AT_MOST = 3;
export const LOW_STOCK_LIST_LIMIT = 20;
export const LATEST_LIST_LIMIT = 5;
export const TOP_PRODUCTS_LIMIT = 10;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_MESSAGE = 'must be a date as YYYY-MM-DD.';

/** A calendar date (YYYY-MM-DD), read as that UTC day. */
function day(name: string) {
  return z.pipe(
    z.string(`${name} ${DATE_MESSAGE}`).check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, `${name} ${DATE_MESSAGE}`),
      z.refine((s) => {
        const d = new Date(`${s}T00:00:00.000Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
      }, `${name} ${DATE_MESSAGE}`),
    ),
    z.transform((s: string) => s),
  );
}

/** Whole days from `from` to `to`, both included. */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const rangeSchema = z.object({ from: day('from'), to: day('to') });

function rangeChecks<T extends { from: string; to: string; interval?: StatsInterval }>(schema: z.ZodMiniType<T>) {
  return schema.check(
    z.refine((q) => q.from <= q.to, { message: 'from must be on or before to.', path: ['from'] }),
    ...STATS_INTERVALS.map((interval) =>
      z.refine<T>(
        (q) =>
          (q.interval ?? 'day') !== interval ||
          q.from > q.to ||
          rangeDays(q.from, q.to) <= STATS_MAX_RANGE_DAYS[interval],
        {
          message: `The range may be at most ${STATS_MAX_RANGE_DAYS[interval]} days for interval ${interval}.`,
          path: ['to'],
        },
      ),
    ),
  );
}

/** GET /api/stats/timeseries */
export const statsTimeseriesQuerySchema = rangeChecks(
  z.object({
    ...rangeSchema.shape,
    metric: z.enum(STATS_METRICS, `metric must be one of: ${STATS_METRICS.join(', ')}.`),
    interval: z._default(z.enum(STATS_INTERVALS, `interval must be one of: ${STATS_INTERVALS.join(', ')}.`), 'day'),
  }),
);
export type StatsTimeseriesQuery = z.output<typeof statsTimeseriesQuerySchema>;

/** GET /api/stats/breakdown */
export const statsBreakdownQuerySchema = rangeChecks(rangeSchema);
export type StatsBreakdownQuery = z.output<typeof statsBreakdownQuerySchema>;
