/** How a product row reads: its price range, its stock and its rating. Pure. */
import { adminDate, adminMoney, adminNumber } from '#app/features/admin/index.ts';
import { toCents } from '#domain/money.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { LOW_STOCK_AT_MOST } from '#domain/stats.ts';

/** A size this low (but not sold out) is marked so the owner can restock in time: the dashboard's low-stock rule. */
export const LOW_STOCK_AT = LOW_STOCK_AT_MOST;

/** The lowest and highest price over every size, e.g. "$19.99 – $29.99", or one price. */
export function priceRangeText(product: ApiProduct, currency: string): string {
  const prices = product.variants.flatMap((v) => v.sizes.map((s) => s.price));
  if (prices.length === 0) return adminMoney(toCents(product.price), currency);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const lowText = adminMoney(toCents(low), currency);
  return low === high ? lowText : `${lowText} – ${adminMoney(toCents(high), currency)}`;
}

export interface StockSummary {
  total: number;
  /** Some size is down to LOW_STOCK_AT or fewer. */
  low: boolean;
  out: boolean;
}

export function stockSummary(product: ApiProduct): StockSummary {
  const stocks = product.variants.flatMap((v) => v.sizes.map((s) => s.stock));
  const total = stocks.reduce((sum, n) => sum + n, 0);
  return { total, out: total === 0, low: total > 0 && stocks.some((n) => n <= LOW_STOCK_AT) };
}

export function ratingText(product: ApiProduct): string | null {
  if (product.numReviews === 0) return null;
  return `${adminNumber(product.averageRating, 1)} (${adminNumber(product.numReviews)})`;
}

export function createdText(iso: string): string {
  return adminDate(iso);
}

/** The picture a row shows: the first colour's first image. */
export function thumbnailOf(product: ApiProduct): string | null {
  return product.variants.find((v) => v.images.length > 0)?.images[0] ?? null;
}
