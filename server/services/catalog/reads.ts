/**
 * Reading the catalogue: one product, all of them, a listing page (filtered, sorted and
 * paged in SQL), the filter facets, search and the home page's candidates — each product
 * with its variants, images and sizes in the API shape of SPEC §3, discounted prices
 * computed at read time (in SQL where a query filters or sorts by them).
 */
import { and, asc, desc, eq, exists, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';
import {
  categoryDiscounts,
  categoryNames,
  products,
  searchWords,
  sizes,
  variantImages,
  variants,
} from '#server/db/schema.ts';
import { pageCountOf, type CatalogQuery } from '#domain/catalog-query.ts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { displayPriceSql, withCategoryDiscount } from './price-sql.ts';
import { priceFilterSql } from './price-filters.ts';
import { catalogueWideFacets, distinctIndexed } from './facets.ts';
import type { ApiProduct, CatalogFacets, CatalogPage } from '#domain/api-answer-schemas.ts';
import { discountedPriceCents, type CategoryDiscount } from '#domain/discounts.ts';
import { fromCents, toCents } from '#domain/money.ts';
import { isEntityId } from '#domain/input-rules.ts';
import { compareSizes, KNOWN_COLORS } from '#domain/product.ts';
import { categoryKey } from '#domain/categories.ts';
import type { ProductTranslation } from '#domain/product-texts.ts';
import type { TranslatedLanguage } from '#domain/languages.ts';
import { translatedProductNames } from './product-names';
import { categoryKeySql, sameCategorySql } from '#server/db/category-match.ts';
import { collectionYears, NEW_THIS_WEEK_MINUTES, type HomeSection } from '#domain/catalog-display.ts';

/** How many products each home list holds in all (its heading's count). */
export interface HomeTotals {
  featured: number;
  newThisWeek: number;
  collection: number;
}

/**
 * Trigram word similarity with a word of a product's name, category and colours from which
 * the product counts as a match for a misspelt term ("jaket" scores 0.44 with "jacket");
 * full-text matches always rank first.
 */
const TYPO_SIMILARITY = 0.3;

export function isProductId(id: string): boolean {
  return isEntityId(id);
}

type CategoryDiscountRow = typeof categoryDiscounts.$inferSelect;

/** Category discounts by categoryKey (names match trimmed and case-insensitively, decision 0019). */
async function loadCategoryDiscounts(db: Db, categories?: string[]): Promise<Map<string, CategoryDiscountRow>> {
  if (categories && categories.length === 0) return new Map();
  const rows = await db
    .select()
    .from(categoryDiscounts)
    .where(
      categories
        ? inArray(categoryKeySql(categoryDiscounts.category), [...new Set(categories.map(categoryKey))])
        : undefined,
    )
    .orderBy(desc(categoryDiscounts.category));
  // Ordered so that, should two names differ only in case, the choice is the same on every read.
  return new Map(rows.map((r) => [categoryKey(r.category), r]));
}

type ProductRow = Awaited<ReturnType<typeof findProducts>>[number];
/** Products with variants, images and sizes in their display order, newest product first. */
function findProducts(db: Db, where?: SQL) {
  return db.query.products.findMany({
    where,
    // The search columns are for the database's indexes, not for readers.
    columns: { searchText: false, searchVector: false, similarityText: false, similarityVector: false },
    orderBy: [desc(products.createdAt), asc(products.id)],
    with: {
      variants: {
        orderBy: [asc(variants.position)],
        with: {
          images: { orderBy: [asc(variantImages.position)] },
          sizes: { orderBy: [asc(sizes.position)] },
        },
      },
    },
  });
}

/** A language's texts as the API gives them: those given, or nothing when neither is. */
function translationOf(name: string | null, description: string | null): ProductTranslation | undefined {
  if (name === null && description === null) return undefined;
  return { ...(name === null ? {} : { name }), ...(description === null ? {} : { description }) };
}

function translationsOf(row: ProductRow): ApiProduct['translations'] {
  const ru = translationOf(row.nameRu, row.descriptionRu);
  const ky = translationOf(row.nameKy, row.descriptionKy);
  return { ...(ru ? { ru } : {}), ...(ky ? { ky } : {}) };
}

function toApiProduct(row: ProductRow, discountRow: CategoryDiscountRow | undefined, now: Date): ApiProduct {
  const categoryDiscount: CategoryDiscount | null = discountRow
    ? {
        percentage: discountRow.percentage,
        flatAmountCents: discountRow.flatAmountCents,
        expiresAt: discountRow.expiresAt,
      }
    : null;
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    price: fromCents(row.priceCents),
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    averageRating: Math.round(row.averageRating * 10) / 10,
    numReviews: row.numReviews,
    categoryDiscount: {
      percentage: discountRow?.percentage ?? 0,
      flatAmount: fromCents(discountRow?.flatAmountCents ?? 0),
      expiresAt: discountRow?.expiresAt?.toISOString() ?? null,
    },
    variants: row.variants.map((v) => ({
      _id: v.id,
      color: v.color,
      images: v.images.map((i) => i.url),
      sizes: v.sizes.map((s) => {
        const sizeDiscount = { percentage: s.discountPercentage, expiresAt: s.discountExpiresAt };
        return {
          size: s.size,
          price: fromCents(s.priceCents),
          discountedPrice: fromCents(discountedPriceCents(s.priceCents, sizeDiscount, categoryDiscount, now)),
          stock: s.stock,
          discount: { percentage: s.discountPercentage, expiresAt: s.discountExpiresAt?.toISOString() ?? null },
        };
      }),
    })),
    translations: translationsOf(row),
  };
}

/**
 * SPEC §4 "Home lists" in SQL, over `products`: the rules of domain/catalog-display.ts
 * (`isFeaturedForHome`, `isNewThisWeek`, `isInCollection`, each in stock) restated for the
 * database — change both together. The home page counts its lists with it and the listing
 * filters by it, so a section's "View All" shows the number its heading counts.
 */
function homeSectionSql(section: HomeSection, now: Date): SQL {
  const inStock = sql`exists (select 1 from ${sizes} s where s.product_id = ${products.id} and s.stock > 0)`;
  switch (section) {
    case 'featured':
      return sql`${products.isFeatured} and ${inStock}`;
    case 'new-this-week': {
      const weekAgo = new Date(now.getTime() - NEW_THIS_WEEK_MINUTES * 60_000);
      return sql`${products.createdAt} >= ${weekAgo} and ${products.createdAt} <= ${now} and ${inStock}`;
    }
    case 'collection': {
      const { previousYear, currentYear } = collectionYears(now);
      const start = new Date(Date.UTC(previousYear, 0, 1));
      const end = new Date(Date.UTC(currentYear + 1, 0, 1));
      return sql`${products.createdAt} >= ${start} and ${products.createdAt} < ${end} and ${inStock}`;
    }
  }
}

function listingOrder(sort: CatalogQuery['sort'], now: Date): SQL[] {
  const newest = [desc(products.createdAt), asc(products.id)];
  switch (sort) {
    case 'price-asc':
      return [asc(displayPriceSql(now)), ...newest];
    case 'price-desc':
      return [desc(displayPriceSql(now)), ...newest];
    case 'top-rated':
      return [desc(products.averageRating), desc(products.numReviews), ...newest];
    case 'newest':
      return newest;
  }
}

/** Colours in the SPEC's swatch order, any others after them alphabetically. */
function compareColors(a: string, b: string): number {
  const known = KNOWN_COLORS as readonly string[];
  const ia = known.indexOf(a);
  const ib = known.indexOf(b);
  if (ia !== -1 && ib !== -1) return ia - ib;
  if (ia !== -1) return -1;
  if (ib !== -1) return 1;
  return a.localeCompare(b);
}

/** Sizes for the filter, in the store's one size order (compareSizes), as the product page lists them. */
function sortSizes(values: string[]): string[] {
  return [...values].sort(compareSizes);
}

/** Words grouped by equal score, in the order given (best first). */
function groupsOfEqualScore(words: { word: string; score: number }[]): string[][] {
  const groups: string[][] = [];
  let last: number | undefined;
  for (const { word, score } of words) {
    if (score !== last) groups.push([]);
    groups.at(-1)!.push(word);
    last = score;
  }
  return groups;
}

/** True when a listing's filters compare discounted prices (and so read the discount row). */
function readsPrices(query: CatalogQuery): boolean {
  return query.minPrice !== undefined || query.maxPrice !== undefined || query.onSale;
}

/** The query over products, with each product's category discount row beside it when `join`. */
function withDiscountsIf<T extends PgSelect>(join: boolean, select: T): T {
  return join ? (select.leftJoin(categoryDiscounts, withCategoryDiscount) as unknown as T) : select;
}

export function createCatalogService(db: Db) {
  /**
   * WHERE conditions of a listing query (over products, joined to their category
   * discount when `readsPrices`). Colour, size, stock, price and sale are conditions on one size: a product
   * matches when one size of one variant meets them all together, so "Black, M, in stock,
   * under 50" means that exact option can be bought. Each size carries its variant's product
   * and colour (migration 0025), so they read sizes alone. A price filter also says where such
   * a size can be (price-filters.ts), so the database need not price every size.
   */
  function listingConditions(query: CatalogQuery, now: Date, options: { ignoreCategory?: boolean } = {}): SQL[] {
    const conditions: SQL[] = [];
    if (!options.ignoreCategory && query.category.length > 0)
      conditions.push(inArray(products.category, query.category));
    if (query.section !== undefined) conditions.push(homeSectionSql(query.section, now));

    const sizeConditions: SQL[] = [];
    if (query.color.length > 0) sizeConditions.push(inArray(sizes.color, query.color));
    if (query.size.length > 0) sizeConditions.push(inArray(sizes.size, query.size));
    if (query.inStock) sizeConditions.push(gt(sizes.stock, 0));
    if (readsPrices(query)) {
      const min = query.minPrice === undefined ? undefined : toCents(query.minPrice);
      const max = query.maxPrice === undefined ? undefined : toCents(query.maxPrice);
      sizeConditions.push(...priceFilterSql(now, { min, max, onSale: query.onSale }));
    }
    if (sizeConditions.length > 0) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(sizes)
            .where(and(eq(sizes.productId, products.id), ...sizeConditions)),
        ),
      );
    }
    return conditions;
  }

  /**
   * The facets' categories, each with the number of products the shopper's other filters
   * leave in it (SPEC §4), all categories listed, in name order. The matching products are
   * counted by one grouped query the database can join as a whole, rather than by testing
   * every product for the filters one at a time.
   */
  async function categoryCounts(query: CatalogQuery | undefined, now: Date): Promise<CatalogFacets['categories']> {
    const others = query ? listingConditions(query, now, { ignoreCategory: true }) : [];
    const counted = withDiscountsIf(
      query !== undefined && readsPrices(query),
      db
        .select({ name: products.category, count: sql<number>`count(*)::int`.as('count') })
        .from(products)
        .$dynamic(),
    )
      .where(and(...others))
      .groupBy(products.category);
    if (others.length === 0) return counted.orderBy(asc(products.category));
    const matching = counted.as('matching');
    const names = await distinctIndexed(db, sql`${products}`, sql`${products.category}`);
    if (names.length === 0) return [];
    const rows = await queryRows<{ name: string; count: number }>(
      db,
      sql`select names.name, coalesce(${matching.count}, 0)::int as count
        from unnest(${sql.param(names)}::text[]) as names(name)
        left join ${matching} on ${matching.name} = names.name
        order by names.name`,
    );
    return rows;
  }

  /**
   * Products close to a misspelt term, best first, newest first among equals; `excluded`
   * (the full-text matches already in hand) left out. The term is compared with the
   * vocabulary of product words (a few thousand) rather than with each product's text;
   * a product is as close as the closest word of its name, category and colours, so the
   * products are taken word group by word group, best first, until `limit` are found.
   */
  async function closeMatches(q: string, limit: number, excluded: string[]): Promise<string[]> {
    // A plain comparison with each word: on a vocabulary this small it is faster than the
    // `<%` operator, and needs no threshold setting (nor the transaction that scopes one).
    const words = await queryRows<{ word: string; score: number }>(
      db,
      sql`
      select word, word_similarity(${q}, word) as score
      from ${searchWords}
      where word_similarity(${q}, word) >= ${TYPO_SIMILARITY}
      order by score desc, word`,
    );
    const found: string[] = [];
    for (const group of groupsOfEqualScore(words)) {
      const left = [...excluded, ...found];
      // The words are the vocabulary's own lexemes: quoted, they are taken as they are. Given
      // as a value, the planner can tell a rare word from a common one.
      const anyWord = group.map((word) => `'${word.replace(/['\\]/g, (c) => `\\${c}`)}'`).join(' | ');
      const rows = await queryRows<{ id: string }>(
        db,
        sql`
        select p.id
        from ${products} p
        where p.similarity_vector @@ ${anyWord}::tsquery
        ${left.length > 0 ? sql`and p.id not in ${left}` : sql``}
        order by p.created_at desc
        limit ${limit - found.length}`,
      );
      found.push(...rows.map((r) => r.id));
      if (found.length >= limit) break;
    }
    return found;
  }

  /** See searchProducts below. */
  async function searchProductIds(term: string, limit = 20): Promise<string[]> {
    const q = term.trim().toLowerCase();
    // Full-text matches rank first, so when they fill the page the close matches are
    // never looked for. The answer is the same as ranking all matches at once.
    const fullText = await queryRows<{ id: string }>(
      db,
      sql`
      select p.id
      from ${products} p, websearch_to_tsquery('english', ${q}) tsq
      where p.search_vector @@ tsq
      order by ts_rank(p.search_vector, tsq) desc, p.created_at desc
      limit ${limit}`,
    );
    const ids = fullText.map((r) => r.id);
    return fullText.length >= limit ? ids : [...ids, ...(await closeMatches(q, limit - ids.length, ids))];
  }

  async function loadInOrder(ids: string[], now: Date): Promise<ApiProduct[]> {
    if (ids.length === 0) return [];
    const rows = await findProducts(db, inArray(products.id, ids));
    const discounts = await loadCategoryDiscounts(db, [...new Set(rows.map((r) => r.category))]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toApiProduct(row, discounts.get(categoryKey(row.category)), now)] : [];
    });
  }

  return {
    /** Every product, newest first (SPEC §7 GET /products). */
    async listProducts(now = new Date()): Promise<ApiProduct[]> {
      const [rows, discounts] = await Promise.all([findProducts(db), loadCategoryDiscounts(db)]);
      return rows.map((r) => toApiProduct(r, discounts.get(categoryKey(r.category)), now));
    },

    /** One product, or null when the id is unknown or not a product id at all. */
    async getProduct(id: string, now = new Date()): Promise<ApiProduct | null> {
      if (!isProductId(id)) return null;
      const [row] = await findProducts(db, eq(products.id, id));
      if (!row) return null;
      const discounts = await loadCategoryDiscounts(db, [row.category]);
      return toApiProduct(row, discounts.get(categoryKey(row.category)), now);
    },

    /**
     * Products matching a search term: full-text matches (stemmed, so "jackets" finds
     * "jacket") first by rank, then close matches so a typo like "jaket" still finds
     * jackets. The caller has validated the term's length.
     */
    async searchProducts(term: string, limit = 20, now = new Date()): Promise<ApiProduct[]> {
      return loadInOrder(await searchProductIds(term, limit), now);
    },

    /** The ids searchProducts answers with, in order (the cache loads the products itself). */
    searchProductIds,

    /** Products by id in the order given; unknown ids are left out. */
    productsByIds: (ids: string[], now = new Date()): Promise<ApiProduct[]> =>
      loadInOrder(ids.filter(isProductId), now),

    /**
     * One page of the product listing: filtered, sorted and paged in the database, then
     * loaded in the same API shape as every other product read. A page past the end is
     * empty but still reports the total.
     */
    async listCatalog(query: CatalogQuery, now = new Date()): Promise<CatalogPage> {
      const where = and(...listingConditions(query, now));
      // The discount row is joined only for the queries that read it: a join on every
      // product costs a count of the whole catalogue several milliseconds.
      const pricedFilter = readsPrices(query);
      const pricedOrder = pricedFilter || query.sort === 'price-asc' || query.sort === 'price-desc';
      const count = async () => {
        const [row] = await withDiscountsIf(
          pricedFilter,
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(products)
            .$dynamic(),
        ).where(where);
        return row?.n ?? 0;
      };
      const pageOf = <T extends PgSelect>(select: T) =>
        withDiscountsIf(pricedOrder, select)
          .where(where)
          .orderBy(...listingOrder(query.sort, now))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize);
      let ids: string[];
      let total: number;
      if (pricedFilter) {
        // A price filter's matches are gathered all at once (from the sizes its index ranges
        // find), not newest first: the page and the total come from that one pass. Only a
        // page past the end, which holds no row to carry the total, counts again.
        const rows = await pageOf(
          db
            .select({ id: products.id, total: sql<number>`(count(*) over ())::int` })
            .from(products)
            .$dynamic(),
        );
        ids = rows.map((r) => r.id);
        total = rows[0]?.total ?? (query.page > 1 ? await count() : 0);
      } else {
        const [counted, rows] = await Promise.all([
          count(),
          pageOf(db.select({ id: products.id }).from(products).$dynamic()),
        ]);
        ids = rows.map((r) => r.id);
        total = counted;
      }
      return {
        products: await loadInOrder(ids, now),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: pageCountOf(total, query.pageSize),
      };
    },

    /**
     * What the filter screen offers. Category counts follow the other active filters (so
     * they say what choosing that category would show); colours, sizes and the price
     * range cover the whole catalogue, so choices never vanish while filtering.
     */
    async catalogFacets(query?: CatalogQuery, now = new Date()): Promise<CatalogFacets> {
      const [categories, wide] = await Promise.all([categoryCounts(query, now), catalogueWideFacets(db, now)]);
      return {
        categories,
        colors: wide.colors.sort(compareColors),
        sizes: sortSizes(wide.sizes),
        price: { min: fromCents(wide.price.min), max: fromCents(wide.price.max) },
      };
    },

    /**
     * What the home page needs without reading the whole catalogue: the newest `limit`
     * products of each SPEC §4 home list, one product of each category with an active
     * category discount (for the banner), and each list's full count. The lists are picked
     * and counted by `homeSectionSql`, which the listing's `section` filter uses too; the
     * page applies the domain functions to the candidates again, so a change to a list's
     * rule is made in both places.
     */
    async homeCandidates(now = new Date(), limit = 12): Promise<{ products: ApiProduct[]; totals: HomeTotals }> {
      const pick = (section: HomeSection) =>
        queryRows<{ id: string; total: number }>(
          db,
          sql`select ${products.id} as id, count(*) over ()::int as total from ${products}
            where ${homeSectionSql(section, now)} order by ${products.createdAt} desc, ${products.id} limit ${limit}`,
        );
      const [featured, newThisWeek, collection, bannerRows] = await Promise.all([
        pick('featured'),
        pick('new-this-week'),
        pick('collection'),
        queryRows<{ id: string }>(
          db,
          sql`select distinct on (p.category) p.id from ${products} p
            join ${categoryDiscounts} cd on ${sameCategorySql(sql`cd.category`, sql`p.category`)}
            where cd.expires_at > ${now} order by p.category, p.created_at desc`,
        ),
      ]);
      const ids = [...new Set([...featured, ...newThisWeek, ...collection, ...bannerRows].map((r) => r.id))];
      const loaded = await loadInOrder(ids, now);
      // Newest first, as the lists are ordered.
      loaded.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id));
      return {
        products: loaded,
        totals: {
          featured: featured[0]?.total ?? 0,
          newThisWeek: newThisWeek[0]?.total ?? 0,
          collection: collection[0]?.total ?? 0,
        },
      };
    },

    /**
     * The categories' names in one language, by category key (domain/categories.ts), where
     * given; a category not in it shows in English (decision 62).
     */
    async categoryNames(language: TranslatedLanguage): Promise<Record<string, string>> {
      const column = language === 'ru' ? categoryNames.nameRu : categoryNames.nameKy;
      const rows = await db
        .select({ key: categoryNames.categoryKey, name: column })
        .from(categoryNames)
        .where(sql`${column} is not null`);
      return Object.fromEntries(rows.map((r) => [r.key, r.name!]));
    },

    /**
     * The names given in one language of the products among `ids` that have one, by id: an
     * order's lines keep the English name they were bought under, and a page in the
     * shopper's language names them with these (decision 62).
     */
    productNames(ids: readonly string[], language: TranslatedLanguage): Promise<Record<string, string>> {
      return translatedProductNames(db, ids, language);
    },

    /** Ids and creation dates of every product, newest first, for the sitemap. */
    async listProductIds(): Promise<{ id: string; createdAt: Date }[]> {
      return db
        .select({ id: products.id, createdAt: products.createdAt })
        .from(products)
        .orderBy(desc(products.createdAt));
    },

    /**
     * The first moment after `from` at which the answers above change without a write: a
     * size's or category's discount ends, a product leaves "new this week", a product's
     * creation time comes, or the year (and with it the home collection) turns. Answers read
     * at `from` stay true until then, which is how long the catalogue cache may keep them.
     */
    async nextChangeAt(from: Date): Promise<Date> {
      const at = sql`${from.toISOString()}::timestamptz`;
      const week = sql`make_interval(mins => ${NEW_THIS_WEEK_MINUTES})`;
      const [row] = await queryRows<{ next: Date | string | null }>(
        db,
        sql`select least(
          (select min(${sizes.discountExpiresAt}) from ${sizes} where ${sizes.discountExpiresAt} > ${at}),
          (select min(${categoryDiscounts.expiresAt}) from ${categoryDiscounts} where ${categoryDiscounts.expiresAt} > ${at}),
          (select min(${products.createdAt}) + ${week} from ${products} where ${products.createdAt} > ${at} - ${week}),
          (select min(${products.createdAt}) from ${products} where ${products.createdAt} > ${at})
        ) as next`,
      );
      const yearTurns = new Date(Date.UTC(collectionYears(from).currentYear + 1, 0, 1));
      const next = row?.next ? new Date(row.next) : null;
      return next && next < yearTurns ? next : yearTurns;
    },

    async countProducts(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
      return row?.n ?? 0;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
