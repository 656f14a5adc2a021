/**
 * The back office's statistics (admin only): GET /stats/summary for the dashboard,
 * GET /stats/timeseries for revenue or orders over time and GET /stats/breakdown for the
 * statistics screen's other parts. domain/stats.ts says how each figure is counted.
 */
import { Hono } from 'hono';
import type { StatsBreakdownAnswer, StatsSummaryAnswer, StatsTimeseriesAnswer } from '../../domain/api-answers';
import { statsBreakdownQuerySchema, statsTimeseriesQuerySchema } from '../../domain/stats';
import type { Services } from '../context';
import { requireAdmin } from '../http/auth-middleware';
import { query } from '../http/request-input';

export function statsApi(services: Services) {
  return new Hono()
    .use(requireAdmin(services.auth))
    .get('/summary', async (c) => c.json((await services.stats.summary()) satisfies StatsSummaryAnswer))
    .get('/timeseries', async (c) => c.json((await services.stats.timeseries(query(c, statsTimeseriesQuerySchema))) satisfies StatsTimeseriesAnswer))
    .get('/breakdown', async (c) => c.json((await services.stats.breakdown(query(c, statsBreakdownQuerySchema))) satisfies StatsBreakdownAnswer));
}
