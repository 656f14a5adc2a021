/**
 * The back office's statistics (decision 35), each figure one
 * aggregation in the database: no order is read into JavaScript to be counted.
 *
 * - Days, weeks (starting Monday) and months are UTC ones; an order counts on the day it
 *   was placed (created_at), so a figure never moves when a later payment arrives for an
 *   earlier day's order (it is added to that day).
 * - Revenue and the paid-order counts cover paid orders (payment status paid or delivered)
 *   in the store currency; orders placed in another currency (before a currency change)
 *   are left out rather than added up as if they were the same money.
 * - A customer is their account, or for a guest their e-mail address.
 * - Ranges of whole days (the series, the breakdown) sum the daily totals the database keeps
 *   as orders are written, paid, refunded or deleted (order_totals_daily and
 *   product_sales_daily, migration 0016); the dashboard's periods, which end now, and the
 *   new-versus-returning count read the orders.
 */
import { sql, type SQL } from 'drizzle-orm';
import type {
  StatsBreakdownAnswer,
  StatsPeriodFigure,
  StatsSummaryAnswer,
  StatsTimeseriesAnswer,
} from '#domain/api-answer-schemas.ts';
import { fromCents } from '#domain/money.ts';
import type { OrderStatus, PaymentStatus } from '#domain/orders.ts';
import {
  LATEST_LIST_LIMIT,
  LOW_STOCK_AT_MOST,
  LOW_STOCK_LIST_LIMIT,
  TOP_PRODUCTS_LIMIT,
  type StatsBreakdownQuery,
  type StatsTimeseriesQuery,
} from '#domain/stats.ts';
import { queryRows, type Db } from '#server/db/client.ts';
import { inTurn } from '#server/db/in-turn.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the coupon use names the discounts given without a typed code. */
const STORE_DISCOUNT_LABEL = 'Store discount';

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** Counts come back as text from bigint sums; the numbers here fit a double exactly. */
const num = (value: unknown): number => Number(value ?? 0);

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

const daysAfter = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);

function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

function figure(currentCents: number, previousCents: number): StatsPeriodFigure {
  return {
    current: fromCents(currentCents),
    previous: fromCents(previousCents),
    changePercent: percentChange(currentCents, previousCents),
  };
}

export function createStatsService(db: Db, currency: string) {
  /**
   * The orders that count as money in: paid, in the store currency. Whether a payment status
   * is paid is the database's `counts_as_paid` (migration 0016), the rule its daily totals use.
   */
  const paid = sql`counts_as_paid(payment_status) and currency = ${currency}`;
  const inRange = (start: Date, end: Date): SQL =>
    sql`created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`;
  /** The daily totals' rows (order_totals_daily, product_sales_daily) of a range of days. */
  const inDays = ({ from, to }: { from: string; to: string }): SQL => sql`day between ${from}::date and ${to}::date`;

  return {
    /** GET /api/stats/summary: what the dashboard shows; `now` is for tests. */
    async summary(now = new Date()): Promise<StatsSummaryAnswer> {
      const today = startOfUtcDay(now);
      const tomorrow = daysAfter(today, 1);
      // Each period ends with today; its previous period is the same number of days just before it.
      // Today has only begun, so it is compared with yesterday up to the same time of day.
      const since = (days: number) => daysAfter(tomorrow, -days);
      const sameTimeYesterday = new Date(now.getTime() - DAY_MS);
      const isoDay = (at: Date) => at.toISOString().slice(0, 10);
      // Whole days from the daily totals; today and yesterday up to now from the orders themselves.
      const revenueOfDays = (start: Date, end: Date) =>
        sql`coalesce(sum(revenue_cents) filter (where day >= ${isoDay(start)}::date and day < ${isoDay(end)}::date), 0)::bigint`;
      const revenueBetween = (start: Date, end: Date) =>
        sql`coalesce(sum(total_cents) filter (where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz), 0)::bigint`;
      return db.transaction(async (tx) => {
        const [money, statuses, customers, lowStock, latestOrders, latestReviews] = await inTurn([
          () =>
            queryRows<Record<string, string>>(
              tx,
              sql`select days.*, recent.* from (
                select ${revenueOfDays(since(7), tomorrow)} as week, ${revenueOfDays(since(14), since(7))} as week_before,
                  ${revenueOfDays(since(30), tomorrow)} as month, ${revenueOfDays(since(60), since(30))} as month_before,
                  coalesce(sum(paid) filter (where day >= ${isoDay(since(30))}::date), 0)::int as month_orders
                from order_totals_daily where currency = ${currency} and day >= ${isoDay(since(60))}::date and day < ${isoDay(tomorrow)}::date
              ) days, (
                select ${revenueBetween(since(1), tomorrow)} as today, ${revenueBetween(since(2), sameTimeYesterday)} as yesterday
                from orders where ${paid} and ${inRange(since(2), tomorrow)}
              ) recent`,
            ),
          () =>
            queryRows<{ status: string; n: number }>(
              tx,
              sql`select order_status as status, count(*)::int as n from orders
              where order_status in ('pending', 'processing') group by order_status`,
            ),
          () =>
            queryRows<{ n: number }>(
              tx,
              sql`select count(*)::int as n from users where role = 'customer' and ${inRange(since(30), tomorrow)}`,
            ),
          () =>
            queryRows<{ product_id: string; product_name: string; color: string; size: string; stock: number }>(
              tx,
              sql`select p.id as product_id, p.name as product_name, v.color, s.size, s.stock
              from sizes s join variants v on v.id = s.variant_id join products p on p.id = v.product_id
              where s.stock <= ${LOW_STOCK_AT_MOST}
              order by s.stock, p.name, v.position, s.position limit ${LOW_STOCK_LIST_LIMIT}`,
            ),
          () =>
            queryRows<{
              id: string;
              first_name: string;
              last_name: string;
              email: string;
              total_cents: number;
              currency: string;
              order_status: OrderStatus;
              payment_status: PaymentStatus;
              created_at: string | Date;
            }>(
              tx,
              sql`select id, first_name, last_name, email, total_cents, currency, order_status, payment_status, created_at
              from orders order by created_at desc, id desc limit ${LATEST_LIST_LIMIT}`,
            ),
          () =>
            queryRows<{
              id: string;
              product_id: string;
              product_name: string;
              name: string;
              rating: number;
              comment: string;
              created_at: string | Date;
            }>(
              tx,
              sql`select r.id, r.product_id, p.name as product_name, r.name, r.rating, r.comment, r.created_at
              from reviews r join products p on p.id = r.product_id order by r.created_at desc, r.id desc limit ${LATEST_LIST_LIMIT}`,
            ),
        ]);
        const m = money[0] ?? {};
        const monthOrders = num(m.month_orders);
        const byStatus = (status: string) => statuses.find((s) => s.status === status)?.n ?? 0;
        return {
          currency,
          revenue: {
            today: figure(num(m.today), num(m.yesterday)),
            last7Days: figure(num(m.week), num(m.week_before)),
            last30Days: figure(num(m.month), num(m.month_before)),
          },
          needsAction: { pending: byStatus('pending'), processing: byStatus('processing') },
          averageOrderValue30Days: monthOrders === 0 ? 0 : fromCents(num(m.month) / monthOrders),
          newCustomers30Days: customers[0]?.n ?? 0,
          lowStock: lowStock.map((r) => ({
            productId: r.product_id,
            productName: r.product_name,
            color: r.color,
            size: r.size,
            stock: r.stock,
          })),
          latestOrders: latestOrders.map((o) => ({
            _id: o.id,
            customerName: `${o.first_name} ${o.last_name}`,
            email: o.email,
            total: fromCents(o.total_cents),
            currency: o.currency,
            orderStatus: o.order_status,
            paymentStatus: o.payment_status,
            createdAt: new Date(o.created_at).toISOString(),
          })),
          latestReviews: latestReviews.map((r) => ({
            _id: r.id,
            productId: r.product_id,
            productName: r.product_name,
            name: r.name,
            rating: r.rating,
            comment: r.comment,
            createdAt: new Date(r.created_at).toISOString(),
          })),
        };
      }, SNAPSHOT);
    },

    /** GET /api/stats/timeseries: paid revenue or paid orders per UTC day/week/month, empty buckets as 0. */
    async timeseries(query: StatsTimeseriesQuery): Promise<StatsTimeseriesAnswer> {
      const value = query.metric === 'revenue' ? sql`sum(revenue_cents)::bigint` : sql`sum(paid)::bigint`;
      const step = `1 ${query.interval}`;
      const rows = await queryRows<{ period: string; value: string }>(
        db,
        sql`with buckets as (
              select generate_series(
                date_trunc(${query.interval}, ${query.from}::date::timestamp),
                ${query.to}::date::timestamp,
                ${step}::interval
              ) as bucket
            ), totals as (
              select date_trunc(${query.interval}, day::timestamp) as bucket, ${value} as value
              from order_totals_daily where currency = ${currency} and ${inDays(query)}
              group by 1
            )
            select to_char(b.bucket, 'YYYY-MM-DD') as period, coalesce(t.value, 0) as value
            from buckets b left join totals t on t.bucket = b.bucket order by b.bucket`,
      );
      const asValue = query.metric === 'revenue' ? (v: string) => fromCents(num(v)) : num;
      return {
        metric: query.metric,
        interval: query.interval,
        from: query.from,
        to: query.to,
        currency,
        points: rows.map((r) => ({ period: r.period, value: asValue(r.value) })),
      };
    },

    /** GET /api/stats/breakdown: categories, top products, coupons, conversion and customers over a range of days. */
    async breakdown(query: StatsBreakdownQuery): Promise<StatsBreakdownAnswer> {
      type ProductRow = {
        kind: 'category' | 'revenue' | 'units';
        product_id: string | null;
        name: string;
        revenue: string;
        units: string;
      };
      // The paid lines come summed per day and product (product_sales_daily, kept by the
      // database as orders are paid or stop being paid): totals per product over the range,
      // then the categories and both top lists from those.
      const products = (tx: Db) =>
        queryRows<ProductRow>(
          tx,
          sql`with per_product as (
                select p.id as product_id, coalesce(p.name, max(s.product_name)) as name,
                  coalesce(p.category, 'Deleted products') as category, sum(s.revenue_cents)::bigint as revenue, sum(s.units)::bigint as units
                from product_sales_daily s left join products p on p.id = s.product_id
                where s.currency = ${currency} and ${inDays(query)}
                group by s.product_id, s.lost_name, p.id
                having sum(s.units) > 0
              )
              select * from (
                select 'category' as kind, null::uuid as product_id, category as name, sum(revenue)::bigint as revenue, sum(units)::bigint as units,
                  row_number() over (order by sum(revenue) desc, category) as place
                from per_product group by category
              ) by_category
              union all
              select * from (
                select 'revenue', product_id, name, revenue, units, row_number() over (order by revenue desc, units desc, name) as place from per_product
              ) by_revenue where place <= ${TOP_PRODUCTS_LIMIT}
              union all
              select * from (
                select 'units', product_id, name, revenue, units, row_number() over (order by units desc, revenue desc, name) as place from per_product
              ) by_units where place <= ${TOP_PRODUCTS_LIMIT}
              order by kind, place`,
        );
      return db.transaction(async (tx) => {
        const [sales, orderGroups, customers] = await inTurn([
          () => products(tx),
          // Conversion and coupons from the daily totals: the () grouping set is the whole
          // range, the other each typed coupon ('' for none: the store's own discount).
          // Checkouts started count in any currency; what was paid, in the store's.
          () =>
            queryRows<{
              code: string;
              whole: boolean;
              started: number;
              paid: number;
              coupon_orders: number;
              discount: string;
            }>(
              tx,
              sql`select coupon_code as code, grouping(coupon_code) = 1 as whole,
                  sum(started)::int as started, coalesce(sum(paid) filter (where currency = ${currency}), 0)::int as paid,
                  coalesce(sum(discounted) filter (where currency = ${currency}), 0)::int as coupon_orders,
                  coalesce(sum(discount_cents) filter (where currency = ${currency}), 0)::bigint as discount
                from order_totals_daily where ${inDays(query)}
                group by grouping sets ((), (coupon_code))`,
            ),
          // The customers who paid in the range, each with their first paid day ever (the
          // smallest of their paid days, one index probe each): new when it is in the range.
          () =>
            queryRows<{ new: number; returning: number }>(
              tx,
              sql`select count(*) filter (where first_day >= ${query.from}::date)::int as new,
                  count(*) filter (where first_day < ${query.from}::date)::int as returning
                from (
                  select (select min(f.day) from customer_paid_days f where f.currency = ${currency} and f.customer_key = c.customer_key) as first_day
                  from (select distinct customer_key from customer_paid_days where currency = ${currency} and ${inDays(query)}) c
                ) customers`,
            ),
        ]);
        const whole = orderGroups.find((g) => g.whole);
        const started = whole?.started ?? 0;
        const paidCount = whole?.paid ?? 0;
        const couponUses = orderGroups
          .filter((g) => !g.whole && g.coupon_orders > 0)
          .map((g) => ({ ...g, code: g.code || STORE_DISCOUNT_LABEL }))
          .sort((a, b) => num(b.discount) - num(a.discount) || (a.code < b.code ? -1 : 1));
        const part = (kind: ProductRow['kind']) => sales.filter((r) => r.kind === kind);
        const asTop = (r: ProductRow) => ({
          productId: r.product_id,
          productName: r.name,
          revenue: fromCents(num(r.revenue)),
          units: num(r.units),
        });
        return {
          from: query.from,
          to: query.to,
          currency,
          categories: part('category').map((c) => ({
            category: c.name,
            revenue: fromCents(num(c.revenue)),
            units: num(c.units),
          })),
          topByRevenue: part('revenue').map(asTop),
          topByUnits: part('units').map(asTop),
          coupons: {
            uses: couponUses.map((c) => ({
              code: c.code,
              orders: c.coupon_orders,
              discount: fromCents(num(c.discount)),
            })),
            orders: whole?.coupon_orders ?? 0,
            discount: fromCents(num(whole?.discount)),
          },
          conversion: {
            started,
            paid: paidCount,
            ratePercent: started === 0 ? null : Math.round((paidCount / started) * 1000) / 10,
          },
          customers: { new: customers[0]?.new ?? 0, returning: customers[0]?.returning ?? 0 },
        };
      }, SNAPSHOT);
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
