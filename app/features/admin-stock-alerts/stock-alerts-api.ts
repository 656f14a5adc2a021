/** The back office's reads of the back-in-stock alerts (decision 64). */
import type { MostWantedSizesAnswer, StockAlertDemandAnswer } from '#domain/api-answer-schemas.ts';
import { apiFetch } from '#app/lib/api.ts';

/** Under the products' prefix, so saving the product (which may bring a size back) refreshes it. */
export const demandKey = (productId: string) => ['admin', 'products', 'stock-alerts', productId] as const;
/** Under the statistics' prefix, so the dashboard's Refresh refreshes it. */
export const MOST_WANTED_KEY = ['admin', 'stats', 'most-wanted'] as const;

export const DEMAND_FAILED = 'Could not load who is waiting for this product.';
export const MOST_WANTED_FAILED = 'Could not load the most wanted sizes.';

export const fetchDemand = (productId: string, signal?: AbortSignal) =>
  apiFetch<StockAlertDemandAnswer>(`/stock-alerts/demand/${encodeURIComponent(productId)}`, {
    signal,
    defaultMessage: DEMAND_FAILED,
  });

export const fetchMostWanted = (signal?: AbortSignal) =>
  apiFetch<MostWantedSizesAnswer>('/stock-alerts/most-wanted', { signal, defaultMessage: MOST_WANTED_FAILED });
