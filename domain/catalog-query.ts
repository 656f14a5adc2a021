/**
 * The product listing query (filters, sort, page): one schema read by the API validator
 * and the /products loader, and the one way back from a query to its URL, used by the
 * filter controls in the browser (which get the parsed query from the loader). In a URL
 * it is the query string: multi-value filters repeat their key (`color=Black&color=Navy`),
 * which is also what a plain `<form method="get">` with checkboxes sends.
 */
// zod/mini keeps the schema small, and it is built by a pure call (see catalogQuerySchema)
// so browser code that imports only the URL helpers below does not bundle zod at all.
import * as z from 'zod/mini';
import { isSafeText } from './input-rules';
import { HOME_SECTIONS, type HomeSection } from './catalog-display';

export const CATALOG_SORTS = ['newest', 'price-asc', 'price-desc', 'top-rated'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export const SORT_LABELS: Record<CatalogSort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'top-rated': 'Top rated',
};

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 96;
/** Far beyond any real catalogue; keeps OFFSET bounded. */
export const MAX_PAGE = 10_000;
/** Highest price filter accepted, in currency units. */
export const MAX_PRICE_FILTER = 1_000_000;
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 100;

const MULTI_KEYS = ['category', 'color', 'size'] as const;
export type CatalogMultiKey = (typeof MULTI_KEYS)[number];
const SINGLE_KEYS = ['section', 'minPrice', 'maxPrice', 'inStock', 'onSale', 'sort', 'page', 'pageSize'] as const;
/** Every query parameter the listing understands, in the order a canonical URL lists them. */
export const CATALOG_QUERY_KEYS = [...MULTI_KEYS, ...SINGLE_KEYS] as const;
export type CatalogQueryKey = (typeof CATALOG_QUERY_KEYS)[number];

type RawValue = string | string[] | undefined;
/** The query as it arrives: each key with one value or several. */
export type CatalogQueryInput = Partial<Record<CatalogQueryKey, RawValue>>;

/** Normalises the raw value before the schema checks it (zod's preprocess). */
function preprocess<T extends z.core.$ZodType>(normalise: (value: unknown) => unknown, schema: T) {
  return z.pipe(
    z.transform((value: unknown) => normalise(value)),
    schema,
  );
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
/** An absent or blank single value means "not set" (an empty price box submits `minPrice=`). */
const blankToUndefined = (value: unknown): unknown => {
  const v = first(value);
  if (typeof v !== 'string') return v;
  return v.trim() === '' ? undefined : v.trim();
};

function multiValue(field: CatalogMultiKey, noun: string) {
  return preprocess(
    (value) => {
      const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
      const trimmed = list.map((v: unknown) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
      return [...new Set(trimmed)];
    },
    z.array(z.string(`${field} must be text.`), `${field} must be text.`).check(
      z.refine((values) => values.length <= MAX_VALUES, `Choose at most ${MAX_VALUES} ${noun}.`),
      z.refine(
        (values) => values.every((v) => v.length <= MAX_VALUE_LENGTH),
        `Each ${field} must be at most ${MAX_VALUE_LENGTH} characters.`,
      ),
      z.refine((values) => values.every((v) => isSafeText(v)), `${field} contains characters that are not allowed.`),
    ),
  );
}

/** Shoppers type the prices, so these messages name the boxes as the filter screen does. */
export const priceMessage = (label: 'Min price' | 'Max price') =>
  `${label} must be an amount from 0 to ${MAX_PRICE_FILTER}, like 25 or 19.99.`;
export const PRICE_ORDER_MESSAGE = 'Max price must be at least the min price.';

function priceValue(label: 'Min price' | 'Max price') {
  const message = priceMessage(label);
  return preprocess(
    blankToUndefined,
    z.optional(
      z.pipe(
        z.string(message).check(
          z.regex(/^\d+(\.\d{1,2})?$/, message),
          z.refine((s) => Number(s) <= MAX_PRICE_FILTER, message),
        ),
        z.transform(Number),
      ),
    ),
  );
}

function flagValue(field: 'inStock' | 'onSale') {
  const message = `${field} must be true or false.`;
  return preprocess((value) => {
    const v = first(value);
    if (v === undefined) return false;
    if (typeof v !== 'string') return v;
    const s = v.trim().toLowerCase();
    if (['true', '1', 'on', 'yes'].includes(s)) return true;
    if (['false', '0', 'off', 'no', ''].includes(s)) return false;
    return v;
  }, z.boolean(message));
}

function wholeNumber(min: number, max: number, fallback: number, message: string) {
  return z.pipe(
    preprocess(
      blankToUndefined,
      z.optional(
        z.pipe(
          z.string(message).check(
            z.regex(/^\d{1,9}$/, message),
            z.refine((s) => Number(s) >= min && Number(s) <= max, message),
          ),
          z.transform(Number),
        ),
      ),
    ),
    z.transform((n: number | undefined) => n ?? fallback),
  );
}

function createCatalogQuerySchema() {
  return z
    .object({
      category: multiValue('category', 'categories'),
      color: multiValue('color', 'colours'),
      size: multiValue('size', 'sizes'),
      section: preprocess(
        blankToUndefined,
        z.optional(z.enum(HOME_SECTIONS, `section must be one of: ${HOME_SECTIONS.join(', ')}.`)),
      ),
      minPrice: priceValue('Min price'),
      maxPrice: priceValue('Max price'),
      inStock: flagValue('inStock'),
      onSale: flagValue('onSale'),
      sort: preprocess(
        (value) => blankToUndefined(value) ?? 'newest',
        z.enum(CATALOG_SORTS, `sort must be one of: ${CATALOG_SORTS.join(', ')}.`),
      ),
      page: wholeNumber(1, MAX_PAGE, 1, `page must be a whole number from 1 to ${MAX_PAGE}.`),
      pageSize: wholeNumber(
        1,
        MAX_PAGE_SIZE,
        DEFAULT_PAGE_SIZE,
        `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
      ),
    })
    .check(
      z.superRefine((q, ctx) => {
        if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
          ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: PRICE_ORDER_MESSAGE, input: q.maxPrice });
        }
      }),
    );
}

/** The listing query's schema (API, loader). Pure, so a bundle that never uses it drops it. */
export const catalogQuerySchema = /* @__PURE__ */ createCatalogQuerySchema();

export type CatalogQuery = z.output<typeof catalogQuerySchema>;

/** What an empty query means (equal to the schema's reading of `{}`, which a test checks). */
export const DEFAULT_CATALOG_QUERY: CatalogQuery = {
  category: [],
  color: [],
  size: [],
  section: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  inStock: false,
  onSale: false,
  sort: 'newest',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** Reads the listing keys from a URL's query (or Hono's `c.req.queries()`); other keys are ignored. */
export function catalogInputFromParams(
  params: URLSearchParams | Record<string, string[] | undefined>,
): CatalogQueryInput {
  const all = (key: string): string[] => (params instanceof URLSearchParams ? params.getAll(key) : (params[key] ?? []));
  const input: CatalogQueryInput = {};
  for (const key of MULTI_KEYS) {
    const values = all(key);
    if (values.length > 0) input[key] = values;
  }
  for (const key of SINGLE_KEYS) {
    const value = all(key)[0];
    if (value !== undefined) input[key] = value;
  }
  return input;
}

/** True when a query string names any listing parameter (the API then answers with a page). */
export function hasCatalogParams(keys: Iterable<string>): boolean {
  const known = new Set<string>(CATALOG_QUERY_KEYS);
  for (const key of keys) if (known.has(key)) return true;
  return false;
}

/**
 * For pages rather than the API: a bad value falls back to its default instead of
 * failing, so a hand-edited or outdated link still shows products. `invalid` names the
 * fields that were dropped.
 */
export function readCatalogQuery(params: URLSearchParams | Record<string, string[] | undefined>): {
  query: CatalogQuery;
  invalid: CatalogQueryKey[];
} {
  const input = catalogInputFromParams(params);
  const invalid: CatalogQueryKey[] = [];
  for (let attempt = 0; attempt < CATALOG_QUERY_KEYS.length; attempt++) {
    const result = catalogQuerySchema.safeParse(input);
    if (result.success) return { query: result.data, invalid };
    for (const issue of result.error.issues) {
      const key = issue.path[0] as CatalogQueryKey;
      if (!invalid.includes(key)) invalid.push(key);
      delete input[key];
    }
  }
  return { query: DEFAULT_CATALOG_QUERY, invalid: [...CATALOG_QUERY_KEYS] };
}

/** Writes a price the way the schema reads it: whole units without decimals, else 2 decimals. */
function formatPriceParam(units: number): string {
  return Number.isInteger(units) ? String(units) : units.toFixed(2);
}

/** The one URL form of a query: defaults left out, keys in a fixed order. */
export function catalogQueryToParams(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of MULTI_KEYS) for (const value of query[key]) params.append(key, value);
  if (query.section !== undefined) params.set('section', query.section);
  if (query.minPrice !== undefined) params.set('minPrice', formatPriceParam(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', formatPriceParam(query.maxPrice));
  if (query.inStock) params.set('inStock', 'true');
  if (query.onSale) params.set('onSale', 'true');
  if (query.sort !== DEFAULT_CATALOG_QUERY.sort) params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params;
}

/** `?…` for a link, or an empty string when the query is the default one. */
export function catalogQueryToSearch(query: CatalogQuery): string {
  const qs = catalogQueryToParams(query).toString();
  return qs ? `?${qs}` : '';
}

/** A home list as its filter chip names it (the listing's heading adds the collection's years). */
export const HOME_SECTION_LABELS: Record<HomeSection, string> = {
  featured: 'Featured',
  'new-this-week': 'New this week',
  collection: 'Collection',
};

/** One removable filter, as an active-filter chip shows it. */
export type ActiveFilter =
  | { field: CatalogMultiKey; value: string }
  | { field: 'section'; value: HomeSection }
  | { field: 'price'; min?: number; max?: number }
  | { field: 'inStock' | 'onSale' };

export function activeFilters(query: CatalogQuery): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (query.section !== undefined) out.push({ field: 'section', value: query.section });
  for (const field of MULTI_KEYS) for (const value of query[field]) out.push({ field, value });
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    out.push({ field: 'price', min: query.minPrice, max: query.maxPrice });
  }
  if (query.inStock) out.push({ field: 'inStock' });
  if (query.onSale) out.push({ field: 'onSale' });
  return out;
}

/** Filters narrow the results; sort and paging do not count. */
export function countActiveFilters(query: CatalogQuery): number {
  return activeFilters(query).length;
}

/** Any change of filters starts again at page 1: the old page may not exist any more. */
export function withoutFilter(query: CatalogQuery, filter: ActiveFilter): CatalogQuery {
  switch (filter.field) {
    case 'section':
      return { ...query, section: undefined, page: 1 };
    case 'price':
      return { ...query, minPrice: undefined, maxPrice: undefined, page: 1 };
    case 'inStock':
    case 'onSale':
      return { ...query, [filter.field]: false, page: 1 };
    default:
      return { ...query, [filter.field]: query[filter.field].filter((v) => v !== filter.value), page: 1 };
  }
}

export function toggleFilterValue(query: CatalogQuery, field: CatalogMultiKey, value: string): CatalogQuery {
  const values = query[field];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return { ...query, [field]: next, page: 1 };
}

/** Drops every filter; the chosen sort and page size stay. */
export function clearFilters(query: CatalogQuery): CatalogQuery {
  return { ...DEFAULT_CATALOG_QUERY, sort: query.sort, pageSize: query.pageSize };
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** Page numbers a pager shows: all of a few, else the first, the last and the current one's neighbours. */
export function visiblePages(current: number, count: number): (number | 'gap')[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const near = [1, count, current - 1, current, current + 1].filter((p) => p >= 1 && p <= count);
  const sorted = [...new Set(near)].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? (['gap', p] as const) : [p]));
}
