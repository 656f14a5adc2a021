/**
 * Catalogue reads kept in memory for one catalogue version (changes.ts): every
 * product read, listing page, facet set, search and the home page's candidates is read
 * from the database once per version and kept in a bounded LRU; a write anywhere drops
 * them all, except a stock move that sells out no size and brings none back, which drops
 * only the answers holding the products it moved (decision 53). Answers also depend on the
 * clock (discounts end, "new this week" moves on), so what is kept is valid only until the
 * catalogue's next such moment
 * (`nextChangeAt`), and never longer than MAX_AGE_MS, which bounds how long a write made
 * outside the store's processes (a seed run, a hand-made SQL update) goes unseen.
 * Decisions 38 and 53.
 */
import { createHash } from 'node:crypto';
import type { CatalogQuery } from '#domain/catalog-query.ts';
import type { TranslatedLanguage } from '#domain/languages.ts';
import type { ApiProduct, CatalogPage } from '#domain/api-answer-schemas.ts';
import type { CatalogService } from './reads';
import { cacheCounters } from '#server/observability/metrics.ts';
import type { CatalogChanges } from './changes';

/** Its hits and misses, for /metrics (decision 71). */
const lookups = cacheCounters('catalog');

/** The longest an answer is kept, even with no write and no discount ending. */
export const MAX_AGE_MS = 60_000;
/**
 * A caller's `now` this close to the clock counts as now (a page's loader takes its `now`
 * a moment before it reads); one further off is read from the database as asked.
 */
const CLOCK_SLACK_MS = 1_000;
/** How many answers are kept at most (the full catalogue counts as one). */
export const MAX_ENTRIES = 2_000;

/** An answer serialized once per version, with a digest of its bytes (for ETags). */
export interface SerializedAnswer {
  json: string;
  /** Base64url SHA-256 of `json`: equal digests mean equal answers, in any process. */
  digest: string;
}

/** One kept answer and the products it holds (each size's stock shows in it). */
interface Entry {
  promise: Promise<unknown>;
  /**
   * The products in the answer: known from the key for one product's answers, from the
   * answer once read for the others; null while a read of the latter is under way.
   */
  products: ReadonlySet<string> | null;
}

interface Window {
  /** The catalogue version the window's answers were read at. */
  version: number;
  from: number;
  until: number;
  /** Answers by key, least recently used first. */
  entries: Map<string, Entry>;
}

/** What facets and the product count hold: no product (stock moves them only by selling a size out). */
const NO_PRODUCTS: ReadonlySet<string> = new Set();

/** The products of each serialized answer, which its text no longer shows to `productsIn`. */
const serializedProducts = new WeakMap<object, ReadonlySet<string>>();

/**
 * The products an answer holds: a product, a list of them, a page or home answer with
 * `products`, or a serialized one of these. Facets and the count hold none.
 */
function productsIn(value: unknown): ReadonlySet<string> {
  if (typeof value !== 'object' || value === null) return new Set();
  const serialized = serializedProducts.get(value);
  if (serialized) return serialized;
  const list: unknown = Array.isArray(value) ? value : (value as { products?: unknown }).products;
  if (Array.isArray(list)) return new Set(list.map((p: ApiProduct) => p._id));
  return new Set('_id' in value && typeof value._id === 'string' ? [value._id] : []);
}

/** `serializeAnswer`, remembering which products the answer holds. */
function serializeProducts(value: unknown): SerializedAnswer {
  const answer = serializeAnswer(value);
  serializedProducts.set(answer, productsIn(value));
  return answer;
}

export interface CatalogCacheOptions {
  clock?: () => Date;
  maxEntries?: number;
}

export function serializeAnswer(value: unknown): SerializedAnswer {
  const json = JSON.stringify(value);
  return { json, digest: createHash('sha256').update(json).digest('base64url') };
}

/**
 * The catalogue service with the same reads, served from memory while the version and the
 * clock allow. A caller's own `now` outside the current window (a test asking about
 * another day) is answered from the database.
 */
export function createCachedCatalog(
  catalog: CatalogService,
  changes: CatalogChanges,
  options: CatalogCacheOptions = {},
) {
  const clock = options.clock ?? (() => new Date());
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  let window: Window | null = null;
  let opening: { version: number; promise: Promise<Window | null> } | null = null;
  changes.onChange(() => {
    window = null;
    opening = null;
  });
  // Stock of these products moved: what holds them is dropped, and so is every answer still
  // being read whose products are not known yet (it may have read a row from before the
  // move); its callers get it, the next reader reads again.
  changes.onProductsChange((ids) => {
    if (!window) return;
    for (const [key, entry] of window.entries) {
      if (!entry.products || ids.some((id) => entry.products!.has(id))) window.entries.delete(key);
    }
  });

  /** The window for this moment, opened (one query) when there is none or it has ended. */
  async function currentWindow(): Promise<Window | null> {
    const now = clock().getTime();
    if (window && window.version === changes.version && now >= window.from && now < window.until) return window;
    const version = changes.version;
    if (opening?.version !== version) {
      const from = now;
      const promise = catalog.nextChangeAt(new Date(from)).then((next) => {
        const opened: Window = { version, from, until: Math.min(next.getTime(), now + MAX_AGE_MS), entries: new Map() };
        // A write landed while it was being read: the next read opens a new one.
        if (changes.version !== version) return null;
        window = opened;
        return opened;
      });
      opening = { version, promise };
      promise.then(
        () => {
          if (opening?.promise === promise) opening = null;
        },
        () => {
          if (opening?.promise === promise) opening = null;
        },
      );
    }
    return opening.promise;
  }

  /**
   * The window a read as of `now` may use, and the moment inside it to read as of (where
   * every answer is the same); null when the read must go to the database: another moment
   * than this one (a test asking about another day), or nothing may be kept.
   */
  async function windowFor(now: Date | undefined): Promise<{ w: Window; at: Date } | null> {
    const clockNow = clock().getTime();
    const asked = now?.getTime() ?? clockNow;
    if (!changes.trustworthy || Math.abs(asked - clockNow) > CLOCK_SLACK_MS) return null;
    const w = await currentWindow();
    return w ? { w, at: new Date(Math.min(Math.max(asked, w.from), w.until - 1)) } : null;
  }

  /** What is kept for `key`, made the most recently used. */
  function recall<T>(w: Window, key: string): Promise<T> | undefined {
    const found = w.entries.get(key);
    if (found) {
      // Most recently used goes last.
      w.entries.delete(key);
      w.entries.set(key, found);
    }
    return found?.promise as Promise<T> | undefined;
  }

  /**
   * Keeps `promise` for `key`, dropping the least recently used past the bound; a failure is
   * forgotten. `products` names the one product of a product's answer; other answers are
   * looked into once read.
   */
  function remember<T>(w: Window, key: string, promise: Promise<T>, products?: ReadonlySet<string>): Promise<T> {
    const entry: Entry = { promise, products: products ?? null };
    w.entries.set(key, entry);
    if (w.entries.size > maxEntries) w.entries.delete(w.entries.keys().next().value!);
    promise.then(
      (value) => {
        if (!entry.products) entry.products = productsIn(value);
      },
      () => {
        if (w.entries.get(key) === entry) w.entries.delete(key);
      },
    );
    return promise;
  }

  /**
   * `read(now)` once per version and window for `key`; concurrent callers share one read.
   * A read that fails is forgotten, so the next caller tries again. `products` names the
   * products of the answer when they are known before it is read (one product's answer;
   * none for facets and the count), so a stock move drops it even while it is read, or
   * leaves it alone.
   */
  async function kept<T>(
    key: string,
    now: Date | undefined,
    read: (at: Date) => Promise<T>,
    products?: ReadonlySet<string>,
  ): Promise<T> {
    const inWindow = await windowFor(now);
    if (!inWindow) {
      lookups.miss.inc();
      return read(now ?? clock());
    }
    const found = recall<T>(inWindow.w, key);
    (found ? lookups.hit : lookups.miss).inc();
    return found ?? remember(inWindow.w, key, read(inWindow.at), products);
  }

  const getProduct = (id: string, now?: Date): Promise<ApiProduct | null> =>
    kept(`product:${id}`, now, (at) => catalog.getProduct(id, at), new Set([id]));

  /**
   * Products by id in the order given, each taken from what is kept for it (as
   * getProduct keeps it), the others read together in one query and kept for the next
   * reader: a search page is mostly products already read.
   */
  async function productsByIds(ids: string[], now?: Date): Promise<ApiProduct[]> {
    const inWindow = await windowFor(now);
    if (!inWindow) return catalog.productsByIds(ids, now ?? clock());
    const { w, at } = inWindow;
    const missing = ids.filter((id) => !w.entries.has(`product:${id}`));
    if (missing.length > 0) {
      const read = catalog.productsByIds(missing, at).then((found) => new Map(found.map((p) => [p._id, p])));
      for (const id of missing)
        remember(
          w,
          `product:${id}`,
          read.then((found) => found.get(id) ?? null),
          new Set([id]),
        );
    }
    const found = await Promise.all(
      ids.map((id) => recall<ApiProduct | null>(w, `product:${id}`) ?? getProduct(id, now)),
    );
    return found.filter((p): p is ApiProduct => p !== null);
  }

  const searchKey = (term: string, limit: number) => `${limit}:${term.trim().toLowerCase()}`;
  const searchProducts = (term: string, limit = 20, now?: Date): Promise<ApiProduct[]> =>
    kept(`search:${searchKey(term, limit)}`, now, async () =>
      productsByIds(await catalog.searchProductIds(term, limit), now),
    );

  const queryKey = (query: CatalogQuery | undefined) => (query ? JSON.stringify(query) : '');

  return {
    ...catalog,
    listProducts: (now?: Date): Promise<ApiProduct[]> => kept('all', now, (at) => catalog.listProducts(at)),
    getProduct,
    /** The search's ids once per version and term; its products as every product read keeps them. */
    searchProducts,
    /** GET /api/products/search: one search's answer, serialized once per version and term. */
    searchProductsSerialized: (term: string, limit = 20): Promise<SerializedAnswer> =>
      kept(`search:json:${searchKey(term, limit)}`, undefined, async () =>
        serializeProducts(await searchProducts(term, limit)),
      ),
    productsByIds,
    listCatalog: (query: CatalogQuery, now?: Date): Promise<CatalogPage> =>
      kept(`listing:${queryKey(query)}`, now, (at) => catalog.listCatalog(query, at)),
    catalogFacets: (query?: CatalogQuery, now?: Date) =>
      kept(`facets:${queryKey(query)}`, now, (at) => catalog.catalogFacets(query, at), NO_PRODUCTS),
    homeCandidates: (now?: Date, limit = 12) => kept(`home:${limit}`, now, (at) => catalog.homeCandidates(at, limit)),
    countProducts: () => kept('count', undefined, () => catalog.countProducts(), NO_PRODUCTS),
    categoryNames: (language: TranslatedLanguage): Promise<Record<string, string>> =>
      kept(`category-names:${language}`, undefined, () => catalog.categoryNames(language), NO_PRODUCTS),

    /**
     * What answers are kept for: an object that stays the same while the version and the
     * clock leave every answer unchanged, and is replaced when either moves; null while
     * nothing may be kept. Caches of things made from the catalogue (rendered pages) are
     * kept per window, so they follow the same rules.
     */
    cacheWindow: async (): Promise<object | null> => (changes.trustworthy ? currentWindow() : null),
    /**
     * Calls `listener` with the products whose stock moved without a version move, after the
     * answers holding them are dropped: caches of things made from them (a product's page)
     * drop theirs too.
     */
    onProductsChange: (listener: (productIds: readonly string[]) => void) => changes.onProductsChange(listener),
    /** GET /api/products without parameters: the whole catalogue, serialized once per version. */
    listProductsSerialized: (): Promise<SerializedAnswer> =>
      kept('all:json', undefined, async (at) => serializeProducts(await catalog.listProducts(at))),
    /** GET /api/products/:id: one product (null when unknown), serialized once per version. */
    getProductSerialized: (id: string): Promise<SerializedAnswer | null> =>
      kept(
        `product:json:${id}`,
        undefined,
        async () => {
          const product = await getProduct(id);
          return product ? serializeProducts(product) : null;
        },
        new Set([id]),
      ),
    /** One listing page, serialized once per version. */
    listCatalogSerialized: (query: CatalogQuery): Promise<SerializedAnswer> =>
      kept(`listing:json:${queryKey(query)}`, undefined, async (at) =>
        serializeProducts(await catalog.listCatalog(query, at)),
      ),
  };
}

export type CachedCatalogService = ReturnType<typeof createCachedCatalog>;
