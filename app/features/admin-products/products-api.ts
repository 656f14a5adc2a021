/** The Products screen's calls: the storefront's listing and search, and the admin product calls. */
import type {
  AdminCategory,
  ApiProduct,
  CatalogPage,
  CatalogueImportReport,
  ProductDeletedAnswer,
  StockHistoryAnswer,
} from '#domain/api-answer-schemas.ts';
import type { CatalogSort } from '#domain/catalog-query.ts';
import { ApiError, apiFetch } from '#app/lib/api.ts';
import { getToken } from '#app/lib/auth-token.ts';
import { saveDownload } from '#app/lib/csv.ts';
import { PRODUCT_TEXT } from './product-texts';

export const PRODUCTS_PAGE_SIZE = 20;
/** Search has no paging: it answers its best matches, this many at most (the API's limit). */
export const SEARCH_LIMIT = 50;

export interface ProductListQuery {
  search: string;
  category: string;
  sort: CatalogSort;
  page: number;
}

/** Every product list shares this prefix, so one change refreshes them all. */
export const PRODUCTS_KEY = ['admin', 'products'] as const;
export const productsKey = (q: ProductListQuery) => [...PRODUCTS_KEY, 'list', q] as const;
export const productKey = (id: string) => [...PRODUCTS_KEY, 'one', id] as const;
export const CATEGORIES_KEY = [...PRODUCTS_KEY, 'categories'] as const;

/**
 * One page of products. Without a search term it is the storefront listing, which already
 * includes out-of-stock products (only `inStock=true` hides them). With one it is the
 * search, narrowed to the category here since the search call has no category filter.
 */
export async function fetchProductPage(q: ProductListQuery, signal?: AbortSignal): Promise<CatalogPage> {
  if (q.search) {
    const params = new URLSearchParams({ query: q.search, limit: String(SEARCH_LIMIT) });
    const found = await apiFetch<ApiProduct[]>(`/products/search?${params}`, {
      signal,
      defaultMessage: PRODUCT_TEXT.loadFailed,
    });
    const key = q.category.trim().toLowerCase();
    const products = key ? found.filter((p) => p.category.trim().toLowerCase() === key) : found;
    return { products, total: products.length, page: 1, pageSize: products.length, pageCount: 1 };
  }
  const params = new URLSearchParams({ sort: q.sort, page: String(q.page), pageSize: String(PRODUCTS_PAGE_SIZE) });
  if (q.category) params.set('category', q.category);
  return apiFetch<CatalogPage>(`/products?${params}`, { signal, defaultMessage: PRODUCT_TEXT.loadFailed });
}

export function fetchProduct(id: string, signal?: AbortSignal): Promise<ApiProduct> {
  return apiFetch<ApiProduct>(`/products/${encodeURIComponent(id)}`, {
    signal,
    defaultMessage: PRODUCT_TEXT.productFailed,
  });
}

export function fetchCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  return apiFetch<AdminCategory[]>('/products/admin/categories', {
    signal,
    defaultMessage: PRODUCT_TEXT.categoriesFailed,
  });
}

export function createProduct(payload: unknown): Promise<ApiProduct> {
  return apiFetch<ApiProduct>('/products/admin/createProduct', {
    method: 'POST',
    body: payload,
    defaultMessage: PRODUCT_TEXT.createFailed,
  });
}

export function updateProduct(id: string, payload: unknown): Promise<ApiProduct> {
  return apiFetch<ApiProduct>(`/products/admin/updateProduct/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: payload,
    defaultMessage: PRODUCT_TEXT.updateFailed,
  });
}

export function deleteProduct(id: string): Promise<ProductDeletedAnswer> {
  return apiFetch<ProductDeletedAnswer>(`/products/admin/deleteProduct/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: PRODUCT_TEXT.deleteFailed,
  });
}

export const stockHistoryKey = (id: string) => [...PRODUCTS_KEY, 'stock', id] as const;

/** Each size's latest stock changes (the stock ledger), newest first. */
export function fetchStockHistory(id: string, signal?: AbortSignal): Promise<StockHistoryAnswer> {
  return apiFetch<StockHistoryAnswer>(`/products/admin/stockHistory/${encodeURIComponent(id)}`, {
    signal,
    defaultMessage: PRODUCT_TEXT.stockHistoryFailed,
  });
}

/** The whole catalogue as a CSV file, saved as a download (the call needs the admin's token, so no plain link). */
export async function downloadCatalogue(): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/api/products/admin/catalogue/export.csv', {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(PRODUCT_TEXT.exportFailed, 0);
  }
  if (!response.ok) throw new ApiError(PRODUCT_TEXT.exportFailed, response.status);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'catalogue.csv';
  saveDownload(name, await response.blob());
}

/**
 * Sends a catalogue file to the import: a dry run answers its report; a real import answers
 * the report once imported. A file with problems answers its report too (the server's 422).
 */
export async function importCatalogue(csv: string, dryRun: boolean): Promise<CatalogueImportReport> {
  try {
    return await apiFetch<CatalogueImportReport>(`/products/admin/catalogue/import${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      text: { contentType: 'text/csv', body: csv },
      defaultMessage: PRODUCT_TEXT.importFailed,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && error.body) return error.body as CatalogueImportReport;
    throw error;
  }
}
