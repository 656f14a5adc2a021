/**
 * How the back office shows an order's facts: status badges, money in the order's own
 * currency, dates, item counts, and the CSV export's columns (SPEC §9). Pure, so the
 * screen and its tests share one wording.
 */
import type { CsvColumn } from '#app/lib/csv.ts';
import type { AdminOrder } from '#domain/api-answer-schemas.ts';
import { toCents } from '#domain/money.ts';
import type { OrderStatus, PaymentStatus } from '#domain/orders.ts';
import { adminDateTime, adminMoney, type BadgeTone } from '#app/features/admin/index.ts';

export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'danger',
};

export const PAYMENT_STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  delivered: 'success',
  failed: 'danger',
  refunded: 'neutral',
  partially_refunded: 'neutral',
};

/** 'shipped' → 'Shipped', 'partially_refunded' → 'Partially refunded': the stored values, readable. */
export function statusLabel(status: string): string {
  return (status.charAt(0).toUpperCase() + status.slice(1)).replaceAll('_', ' ');
}

/** An amount the API answered (currency units) in the order's currency. */
export function orderMoney(amount: number, currency: string): string {
  return adminMoney(toCents(amount), currency);
}

/** The order's date and time as the owner reads it (their own time zone; the list renders in the browser only). */
export function orderDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return adminDateTime(date);
}

/** Pieces in the order (a line of 2 counts twice). */
export function itemCount(order: Pick<AdminOrder, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

export function itemCountText(order: Pick<AdminOrder, 'items'>): string {
  const n = itemCount(order);
  return `${n} ${n === 1 ? 'item' : 'items'}`;
}

/** An amount as a spreadsheet reads a number: two decimals, a dot, no symbol or grouping ("1212.99"). */
export function csvAmount(amount: number): string {
  return (toCents(amount) / 100).toFixed(2);
}

/**
 * SPEC §9: orders_export_{date} with these columns, in this order. Total is a plain number a
 * spreadsheet can add up, its currency in a Currency column added last, so the SPEC's
 * columns keep their places (decision 0051).
 */
export const ORDER_CSV_COLUMNS: readonly CsvColumn<AdminOrder>[] = [
  { header: 'Order ID', value: (o) => o._id },
  { header: 'Customer', value: (o) => o.user.name },
  { header: 'Email', value: (o) => o.user.email },
  { header: 'Total', value: (o) => csvAmount(o.finalTotal) },
  { header: 'Status', value: (o) => o.orderStatus },
  { header: 'Payment', value: (o) => o.paymentStatus },
  { header: 'Date', value: (o) => o.createdAt },
  { header: 'Items', value: (o) => itemCount(o) },
  { header: 'Currency', value: (o) => o.currency },
];
