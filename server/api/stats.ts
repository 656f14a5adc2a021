/**
 * The back office's statistics (admin only): GET /stats/summary for the dashboard,
 * GET /stats/timeseries for revenue or orders over time and GET /stats/breakdown for the
 * statistics screen's other parts. domain/stats.ts says how each figure is counted.
 */
import type { StatsBreakdownAnswer, StatsSummaryAnswer, StatsTimeseriesAnswer } from '#domain/api-answer-schemas.ts';
import { statsBreakdownQuerySchema, statsTimeseriesQuerySchema } from '#domain/stats.ts';
import type { Services } from '#server/context.ts';
import { query } from '#server/http/request-input.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import * as ex from './openapi/examples';
import { answer } from './openapi/operation';

export const STATS_ROUTES = {
  summary: declareRoute({
    method: 'get',
    path: '/api/stats/summary',
    tag: 'Statistics',
    summary: 'The dashboard’s figures',
    description:
      'Revenue (paid orders, store currency) today and over 7 and 30 UTC days against the days just before, orders needing action, low stock and the latest orders and reviews.',
    access: 'admin',
    answers: [
      answer({
        status: 200,
        description: 'The dashboard.',
        schema: answers.statsSummaryAnswerSchema,
        examples: [
          {
            summary: 'A quiet week',
            value: {
              currency: 'USD',
              revenue: {
                today: { current: 142.54, previous: 0, changePercent: null },
                last7Days: { current: 980.1, previous: 870, changePercent: 12.7 },
                last30Days: { current: 4210.4, previous: 4500, changePercent: -6.4 },
              },
              needsAction: { pending: 2, processing: 1 },
              averageOrderValue30Days: 120.3,
              newCustomers30Days: 14,
              lowStock: [
                { productId: ex.IDS.product, productName: 'Felted Wool Coat', color: 'Navy', size: 'S', stock: 0 },
              ],
              latestOrders: [
                {
                  _id: ex.IDS.order,
                  customerName: 'Aida Bekova',
                  email: 'aida@example.com',
                  total: 142.54,
                  currency: 'USD',
                  orderStatus: 'processing',
                  paymentStatus: 'paid',
                  createdAt: '2026-11-21T10:30:00.000Z',
                },
              ],
              latestReviews: [
                {
                  _id: ex.IDS.review,
                  productId: ex.IDS.product,
                  productName: 'Felted Wool Coat',
                  name: 'Aida Bekova',
                  rating: 5,
                  comment: ex.review.comment,
                  createdAt: ex.review.createdAt,
                },
              ],
            },
          },
        ],
      }),
    ],
  }),
  timeseries: declareRoute({
    method: 'get',
    path: '/api/stats/timeseries',
    tag: 'Statistics',
    summary: 'Paid revenue or orders per UTC day, week or month',
    access: 'admin',
    query: statsTimeseriesQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'One point per bucket of the range, empty ones as 0.',
        schema: answers.statsTimeseriesAnswerSchema,
        examples: [
          {
            summary: '?metric=revenue&from=2026-11-01&to=2026-11-03',
            value: {
              metric: 'revenue',
              interval: 'day',
              from: '2026-11-01',
              to: '2026-11-03',
              currency: 'USD',
              points: [
                { period: '2026-11-01', value: 310.5 },
                { period: '2026-11-02', value: 0 },
                { period: '2026-11-03', value: 142.54 },
              ],
            },
          },
        ],
      }),
    ],
  }),
  breakdown: declareRoute({
    method: 'get',
    path: '/api/stats/breakdown',
    tag: 'Statistics',
    summary: 'Sales by category, top products, coupons, conversion and customers over a range',
    access: 'admin',
    query: statsBreakdownQuerySchema,
    answers: [
      answer({
        status: 200,
        description: 'The statistics screen’s parts.',
        schema: answers.statsBreakdownAnswerSchema,
        examples: [
          {
            summary: '?from=2026-11-01&to=2026-11-30',
            value: {
              from: '2026-11-01',
              to: '2026-11-30',
              currency: 'USD',
              categories: [{ category: 'Coats', revenue: 2310.4, units: 15 }],
              topByRevenue: [{ productId: ex.IDS.product, productName: 'Felted Wool Coat', revenue: 1445.9, units: 9 }],
              topByUnits: [{ productId: ex.IDS.product, productName: 'Felted Wool Coat', revenue: 1445.9, units: 9 }],
              coupons: { uses: [{ code: 'WINTER15', orders: 6, discount: 144.6 }], orders: 6, discount: 144.6 },
              conversion: { started: 40, paid: 31, ratePercent: 77.5 },
              customers: { new: 12, returning: 19 },
            },
          },
        ],
      }),
    ],
  }),
};

export function statsApi(services: Services) {
  return declaredRouter('/api/stats', services.auth)
    .handle(STATS_ROUTES.summary, async (c) => c.json((await services.stats.summary()) satisfies StatsSummaryAnswer))
    .handle(STATS_ROUTES.timeseries, async (c) =>
      c.json((await services.stats.timeseries(query(c, statsTimeseriesQuerySchema))) satisfies StatsTimeseriesAnswer),
    )
    .handle(STATS_ROUTES.breakdown, async (c) =>
      c.json((await services.stats.breakdown(query(c, statsBreakdownQuerySchema))) satisfies StatsBreakdownAnswer),
    ).app;
}
