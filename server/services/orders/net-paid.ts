/**
 * What an order brought in, for the figures that count money (the orders list's revenue
 * badge, an account's total spent): orders whose payment came in, partly refunded ones
 * included, each at its total less the refunds that went through (decision 50).
 */
import { sql } from 'drizzle-orm';
import { orderRefunds, orders } from '#server/db/schema.ts';

/** Payment statuses of orders that brought money in (fully refunded and failed ones did not). */
export const MONEY_IN_STATUSES = ['paid', 'delivered', 'partially_refunded'] as const;

/** An order's total less its succeeded refunds, in cents. */
export const netPaidCents = sql<number>`(${orders.totalCents} - coalesce((select sum(${orderRefunds.amountCents}) from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} = 'succeeded'), 0))`;
