/**
 * The product list's state in its URL (`?q=&category=&sort=&page=`), so a reload, a shared
 * link or coming back from a product's form shows the same list. Pure.
 */
import { CATALOG_SORTS, MAX_PAGE, type CatalogSort } from '#domain/catalog-query.ts';

export const PRODUCTS_PATH = '/admin/products';

export interface ListParams {
  q: string;
  category: string;
  sort: CatalogSort;
  page: number;
}

export const DEFAULT_LIST_PARAMS: ListParams = { q: '', category: '', sort: 'newest', page: 1 };

/** A hand-edited or outdated value falls back to its default instead of failing. */
export function readListParams(params: URLSearchParams): ListParams {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    category: (params.get('category') ?? '').slice(0, 100),
    sort: (CATALOG_SORTS as readonly string[]).includes(sort) ? (sort as CatalogSort) : DEFAULT_LIST_PARAMS.sort,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** Defaults left out, so the plain list has the plain address. */
export function listSearch(list: ListParams): string {
  const params = new URLSearchParams();
  if (list.q) params.set('q', list.q);
  if (list.category) params.set('category', list.category);
  if (list.sort !== DEFAULT_LIST_PARAMS.sort) params.set('sort', list.sort);
  if (list.page !== 1) params.set('page', String(list.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where the form goes back to: the list it was opened from (passed in the link's state), else the plain list. */
export function listUrlFrom(state: unknown): string {
  const url = state && typeof state === 'object' && 'listUrl' in state ? (state as { listUrl: unknown }).listUrl : null;
  return typeof url === 'string' && (url === PRODUCTS_PATH || url.startsWith(`${PRODUCTS_PATH}?`))
    ? url
    : PRODUCTS_PATH;
}
