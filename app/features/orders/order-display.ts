/**
 * How an order's facts read to a shopper: status badges, the order date and the country
 * name. Pure, so the success page, the account page and their tests share one wording.
 */
import type { Language } from '#domain/languages.ts';
import { formatLongDate } from '#domain/local-dates.ts';
import type { OrderStatus, PaymentStatus } from '#domain/orders.ts';

export type BadgeTone = 'waiting' | 'active' | 'done' | 'stopped' | 'neutral';

export const ORDER_STATUS_LABELS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Order received', tone: 'waiting' },
  processing: { label: 'Processing', tone: 'active' },
  shipped: { label: 'Shipped', tone: 'active' },
  delivered: { label: 'Delivered', tone: 'done' },
  cancelled: { label: 'Cancelled', tone: 'stopped' },
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Awaiting payment', tone: 'waiting' },
  paid: { label: 'Paid', tone: 'done' },
  delivered: { label: 'Paid', tone: 'done' },
  failed: { label: 'Payment failed', tone: 'stopped' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  partially_refunded: { label: 'Partly refunded', tone: 'neutral' },
};

/**
 * The order's date in words in the page's language ("November 24, 2026", "24 ноября 2026 г.").
 * Always in UTC and without the browser's locale data, so the page the server renders and
 * the one the browser hydrates say the same.
 */
export function orderDate(iso: string, language: Language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatLongDate(language, date);
}

/** A country's English name from its ISO code (orders keep the code); the code when unknown. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** How many pieces an order holds ("3 items"). */
export function itemCountText(items: readonly { quantity: number }[]): string {
  const n = items.reduce((sum, item) => sum + item.quantity, 0);
  return `${n} ${n === 1 ? 'item' : 'items'}`;
}
