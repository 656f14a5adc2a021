/** The Coupons screen's calls: the admin coupon API, and the catalogue for choosing a target. */
import type { ApiCoupon, ApiProduct, CatalogFacets } from '#domain/api-answer-schemas.ts';
import { ApiError, apiFetch } from '#app/lib/api.ts';
import { COUPON_TEXT } from './coupon-texts';

/** What the form sends: the shared schema's output (dates become ISO strings in JSON). */
export type CouponPayload = Record<string, unknown>;

/** The browser cache's key for the coupon list; every write invalidates it. */
export const COUPONS_QUERY_KEY = ['admin', 'coupons'] as const;
export const CATEGORIES_QUERY_KEY = ['admin', 'coupons', 'categories'] as const;

/** GET /api/coupons (SPEC §7: anything but an array is 'Invalid coupon data'). */
export async function fetchCoupons(signal?: AbortSignal): Promise<ApiCoupon[]> {
  const body = await apiFetch<unknown>('/coupons', { defaultMessage: COUPON_TEXT.loadFailed, signal });
  if (!Array.isArray(body)) throw new ApiError(COUPON_TEXT.invalidData, 200);
  return body as ApiCoupon[];
}

export function createCoupon(payload: CouponPayload): Promise<ApiCoupon> {
  return apiFetch<ApiCoupon>('/coupons', { method: 'POST', body: payload, defaultMessage: COUPON_TEXT.createFailed });
}

export function updateCoupon(id: string, payload: CouponPayload): Promise<ApiCoupon> {
  return apiFetch<ApiCoupon>(`/coupons/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: payload,
    defaultMessage: COUPON_TEXT.updateFailed,
  });
}

export function deleteCoupon(id: string): Promise<unknown> {
  return apiFetch<unknown>(`/coupons/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: COUPON_TEXT.deleteFailed,
  });
}

/** The store's categories, for a category coupon's target. */
export async function fetchCategories(signal?: AbortSignal): Promise<string[]> {
  const facets = await apiFetch<CatalogFacets>('/products/facets', {
    defaultMessage: 'Failed to load categories',
    signal,
  });
  return facets.categories.map((c) => c.name);
}

/** A product as the target picker shows it. */
export interface ProductChoice {
  _id: string;
  name: string;
  category: string;
}

const toChoice = (p: ApiProduct): ProductChoice => ({ _id: p._id, name: p.name, category: p.category });

/** Products matching a name (the storefront's search, 2+ characters). */
export async function findProducts(term: string, signal?: AbortSignal): Promise<ProductChoice[]> {
  const body = await apiFetch<unknown>(`/products/search?query=${encodeURIComponent(term)}&limit=8`, {
    defaultMessage: 'Failed to search products',
    signal,
  });
  return Array.isArray(body) ? (body as ApiProduct[]).map(toChoice) : [];
}

/** One product by id, or null when the store has none with that id. */
export async function findProduct(id: string, signal?: AbortSignal): Promise<ProductChoice | null> {
  try {
    return toChoice(await apiFetch<ApiProduct>(`/products/${encodeURIComponent(id)}`, { signal }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
