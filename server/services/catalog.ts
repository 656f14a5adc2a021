/**
 * Reading the catalogue: products with their variants, images and sizes in the API
 * shape of SPEC §3, with discounted prices computed at read time.
 */
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { categoryDiscounts, products, sizes, variantImages, variants } from '../db/schema';
import { discountedPriceCents, type CategoryDiscount } from '../../domain/discounts';
import { fromCents } from '../../domain/money';
import type { ApiProduct } from '../../domain/product';

/**
 * Trigram word similarity from which a product counts as a match for a misspelt term
 * ("jaket" vs "jackets" scores 0.33); full-text matches always rank first.
 */
const TYPO_SIMILARITY = 0.3;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isProductId(id: string): boolean {
  return UUID.test(id);
}

type CategoryDiscountRow = typeof categoryDiscounts.$inferSelect;

async function loadCategoryDiscounts(db: Db, categories?: string[]): Promise<Map<string, CategoryDiscountRow>> {
  if (categories && categories.length === 0) return new Map();
  const rows = await db
    .select()
    .from(categoryDiscounts)
    .where(categories ? inArray(categoryDiscounts.category, categories) : undefined);
  return new Map(rows.map((r) => [r.category, r]));
}

type ProductRow = Awaited<ReturnType<typeof findProducts>>[number];
/** Products with variants, images and sizes in their display order, newest product first. */
function findProducts(db: Db, where?: SQL) {
  return db.query.products.findMany({
    where,
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

function toApiProduct(row: ProductRow, discountRow: CategoryDiscountRow | undefined, now: Date): ApiProduct {
  const categoryDiscount: CategoryDiscount | null = discountRow
    ? { percentage: discountRow.percentage, flatAmountCents: discountRow.flatAmountCents, expiresAt: discountRow.expiresAt }
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
  };
}

export function createCatalogService(db: Db) {
  return {
    /** Every product, newest first (SPEC §7 GET /products). */
    async listProducts(now = new Date()): Promise<ApiProduct[]> {
      const [rows, discounts] = await Promise.all([findProducts(db), loadCategoryDiscounts(db)]);
      return rows.map((r) => toApiProduct(r, discounts.get(r.category), now));
    },

    /** One product, or null when the id is unknown or not a product id at all. */
    async getProduct(id: string, now = new Date()): Promise<ApiProduct | null> {
      if (!isProductId(id)) return null;
      const [row] = await findProducts(db, eq(products.id, id));
      if (!row) return null;
      const discounts = await loadCategoryDiscounts(db, [row.category]);
      return toApiProduct(row, discounts.get(row.category), now);
    },

    /**
     * Products matching a search term: full-text matches (stemmed, so "jackets" finds
     * "jacket") first by rank, then close trigram matches so a typo like "jaket" still
     * finds jackets. The caller has validated the term's length.
     */
    async searchProducts(term: string, limit = 20, now = new Date()): Promise<ApiProduct[]> {
      const q = term.trim().toLowerCase();
      const ranked = await queryRows<{ id: string }>(db, sql`
        select p.id
        from ${products} p, websearch_to_tsquery('english', ${q}) tsq,
             lateral (select to_tsvector('english', p.search_text) as doc) d,
             lateral (select word_similarity(${q}, lower(p.search_text)) as sim) s
        where d.doc @@ tsq or s.sim >= ${TYPO_SIMILARITY}
        order by (d.doc @@ tsq) desc, ts_rank(d.doc, tsq) desc, s.sim desc, p.created_at desc
        limit ${limit}`);
      const ids = ranked.map((r) => r.id);
      if (ids.length === 0) return [];
      const rows = await findProducts(db, inArray(products.id, ids));
      const discounts = await loadCategoryDiscounts(db, [...new Set(rows.map((r) => r.category))]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toApiProduct(row, discounts.get(row.category), now)] : [];
      });
    },

    /** Ids and creation dates of every product, for the sitemap. */
    async listProductIds(): Promise<{ id: string; createdAt: Date }[]> {
      return db.select({ id: products.id, createdAt: products.createdAt }).from(products).orderBy(desc(products.createdAt));
    },

    async countProducts(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
      return row?.n ?? 0;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
