/**
 * The back office's order list (SPEC §2 "Admin orders screen", §5 "Admin search"): search
 * and filters run in the database, a page of rows comes back with the counters and the
 * revenue for the badges.
 *
 * - Search looks in the id, customer name, e-mail and phone (orders.search_text, on a
 *   trigram index), case-insensitively; a phone typed with spaces or dashes matches too,
 *   and an order number copied as the rows show it ("#0A1B2C3D") matches without its `#`.
 * - The counters cover every order the search matches, whatever the status filters say,
 *   so they read as the choices the filters offer.
 * - Revenue follows the search and both filters (decision 0051): what the paid orders
 *   (payment status paid or delivered) among the listed ones brought in, per currency.
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDERS_EXPORT_LIMIT } from '#domain/admin-orders.ts';
import type {
  AdminOrder,
  AdminOrderCounts,
  AdminOrdersAnswer,
  AdminOrdersExportAnswer,
} from '#domain/api-answer-schemas.ts';
import type { AdminOrdersQueryInput } from '#domain/admin-orders-query.ts';
import { fromCents } from '#domain/money.ts';
import { ORDER_STATUSES } from '#domain/orders.ts';
import type { Db } from '#server/db/client.ts';
import { inTurn } from '#server/db/in-turn.ts';
import { orders, paymentEvents } from '#server/db/schema.ts';
import { toApiOrders } from './answers';
import { MONEY_IN_STATUSES, netPaidCents } from './net-paid';

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

// A phone as people type it: digits with spaces, dashes, dots, brackets or a leading +.
const PHONE_LIKE = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

/** The LIKE pattern for "contains `term`", with LIKE's own wildcards taken literally. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

// The rows show "Order #0a1b2c3d": the number is found with the `#` typed or pasted before it.
const SHOWN_NUMBER_MARK = /^#\s*/;

function searchCondition(typed: string): SQL | undefined {
  const search = typed.replace(SHOWN_NUMBER_MARK, '');
  if (!search) return undefined;
  const terms = [search];
  if (PHONE_LIKE.test(search)) terms.push(search.replace(/\D/g, ''));
  return or(...terms.map((term) => sql`${orders.searchText} like ${containsPattern(term)}`));
}

function filterConditions(query: Pick<AdminOrdersQueryInput, 'orderStatus' | 'paymentStatus'>): SQL[] {
  const conditions: SQL[] = [];
  if (query.orderStatus !== 'all') conditions.push(eq(orders.orderStatus, query.orderStatus));
  if (query.paymentStatus !== 'all') conditions.push(eq(orders.paymentStatus, query.paymentStatus));
  return conditions;
}

export function createAdminOrderService(db: Db) {
  /** Which of these orders were paid for after they had ended. */
  async function latePayments(rows: { id: string; paymentStatus: string }[]): Promise<Set<string>> {
    const ended = rows.filter((r) => r.paymentStatus === 'pending' || r.paymentStatus === 'failed').map((r) => r.id);
    if (ended.length === 0) return new Set();
    const paid = await db
      .selectDistinct({ orderId: paymentEvents.orderId })
      .from(paymentEvents)
      .where(and(inArray(paymentEvents.orderId, ended), eq(paymentEvents.type, 'paid')));
    return new Set(paid.map((p) => p.orderId!));
  }

  async function toAdmin(rows: (typeof orders.$inferSelect)[]): Promise<AdminOrder[]> {
    const [answers, late] = await Promise.all([toApiOrders(db, rows), latePayments(rows)]);
    return answers.map((order) => ({ ...order, latePayment: late.has(order._id) }));
  }

  return {
    /** GET /api/orders/admin: one page of the matching orders, newest first, with counters and their revenue. */
    async list(query: AdminOrdersQueryInput): Promise<AdminOrdersAnswer> {
      const search = searchCondition(query.search);
      const where = and(search, ...filterConditions(query));
      // One snapshot, so the page, its total and the counters agree while orders come in.
      const [rows, [matching], byStatus, paid] = await db.transaction(
        (tx) =>
          inTurn([
            () =>
              tx
                .select()
                .from(orders)
                .where(where)
                .orderBy(desc(orders.createdAt), desc(orders.id))
                .limit(query.pageSize)
                .offset((query.page - 1) * query.pageSize),
            () =>
              tx
                .select({ n: sql<number>`count(*)::int` })
                .from(orders)
                .where(where),
            () =>
              tx
                .select({ status: orders.orderStatus, n: sql<number>`count(*)::int` })
                .from(orders)
                .where(search)
                .groupBy(orders.orderStatus),
            () =>
              tx
                .select({ currency: orders.currency, cents: sql<string>`sum(${netPaidCents})::bigint` })
                .from(orders)
                .where(and(where, inArray(orders.paymentStatus, [...MONEY_IN_STATUSES])))
                .groupBy(orders.currency)
                .orderBy(orders.currency),
          ]),
        SNAPSHOT,
      );
      const counts = Object.fromEntries([['total', 0], ...ORDER_STATUSES.map((s) => [s, 0])]) as AdminOrderCounts;
      for (const { status, n } of byStatus) {
        counts[status] = n;
        counts.total += n;
      }
      return {
        orders: await toAdmin(rows),
        total: matching?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        counts,
        revenue: paid
          .map((r) => ({ currency: r.currency, amount: fromCents(Number(r.cents)) }))
          .filter((r) => r.amount > 0),
      };
    },

    /**
     * GET /api/orders/admin/export: every order the search and filters match (not only the
     * shown page), newest first, up to ADMIN_ORDERS_EXPORT_LIMIT; `total` says how many matched.
     */
    async exportAll(
      query: Pick<AdminOrdersQueryInput, 'search' | 'orderStatus' | 'paymentStatus'>,
    ): Promise<AdminOrdersExportAnswer> {
      const where = and(searchCondition(query.search), ...filterConditions(query));
      const [rows, [matching]] = await db.transaction(
        (tx) =>
          inTurn([
            () =>
              tx
                .select()
                .from(orders)
                .where(where)
                .orderBy(desc(orders.createdAt), desc(orders.id))
                .limit(ADMIN_ORDERS_EXPORT_LIMIT),
            () =>
              tx
                .select({ n: sql<number>`count(*)::int` })
                .from(orders)
                .where(where),
          ]),
        SNAPSHOT,
      );
      return { orders: await toAdmin(rows), total: matching?.n ?? 0 };
    },
  };
}

export type AdminOrderService = ReturnType<typeof createAdminOrderService>;
