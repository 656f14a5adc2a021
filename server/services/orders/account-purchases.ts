/** What each account has bought, for the back office's list of accounts (its order count and total spent). */
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema.ts';
import { MONEY_IN_STATUSES, netPaidCents } from './net-paid';

/**
 * One row per account that bought something (`userId`, `orderCount`, `spentCents`), as a
 * subquery the accounts' list joins, so the figures come with its one query.
 */
export function purchasesByAccount(db: Db) {
  return db
    .select({
      userId: orders.userId,
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      spentCents: sql<string>`sum(${netPaidCents})::bigint`.as('spent_cents'),
    })
    .from(orders)
    .where(and(isNotNull(orders.userId), inArray(orders.paymentStatus, [...MONEY_IN_STATUSES])))
    .groupBy(orders.userId)
    .as('bought');
}
