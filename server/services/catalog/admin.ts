/**
 * The back office's catalogue writes: products (create, edit, delete) and category
 * discounts (apply, remove, list). Products are written through write.ts and
 * answered as the catalogue reads them, so the storefront shows every
 * change on its next read: each write, once committed, moves the catalogue version
 * (`onCatalogChange`), which drops what the catalogue cache holds.
 */
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { AdminCategory, ApiProduct, StockHistoryAnswer } from '#domain/api-answer-schemas.ts';
import { categoryKey } from '#domain/categories.ts';
import { CATEGORY_DISCOUNT_MESSAGES, type CategoryDiscountInput } from '#domain/category-discount-input.ts';
import { CATEGORY_NAMES_MESSAGES, type CategoryNamesInput } from '#domain/category-names-input.ts';
import { isDiscountActive } from '#domain/discounts.ts';
import { fromCents, toCents } from '#domain/money.ts';
import { compareSizes } from '#domain/product.ts';
import type { ProductInput } from '#domain/product-input.ts';
import type { Db } from '#server/db/client.ts';
import { categoryKeySql } from '#server/db/category-match.ts';
import { categoryDiscounts, categoryNames, products } from '#server/db/schema.ts';
import type { CatalogService } from './reads';
import { insertProducts, rewriteProduct, type DbOrTx, type WrittenProduct } from './write';
import { productStockHistory } from './stock-ledger';
import { STOCK_HISTORY_LIMIT } from '#domain/stock-ledger.ts';
import { ServiceError } from '#server/services/errors.ts';

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const PRODUCT_DELETED = 'Product deleted successfully';

type DiscountRow = typeof categoryDiscounts.$inferSelect;
type NamesRow = typeof categoryNames.$inferSelect;

/** The admin's product in the writer's terms (cents). Without a fallback price, the first colour's first size gives it. */
function toWritten(input: ProductInput): Omit<WrittenProduct, 'createdAt'> {
  const firstSize = [...input.variants[0]!.sizes].sort((a, b) => compareSizes(a.size, b.size))[0]!;
  return {
    name: input.name,
    description: input.description,
    translations: input.translations,
    category: input.category,
    priceCents: toCents(input.price ?? firstSize.price),
    isFeatured: input.isFeatured,
    variants: input.variants.map((v) => ({
      color: v.color,
      images: v.images,
      sizes: v.sizes.map((s) => ({
        size: s.size,
        priceCents: toCents(s.price),
        stock: s.stock,
        ...(s.stockRead === undefined ? {} : { stockRead: s.stockRead }),
        discountPercentage: s.discount.percentage,
        discountExpiresAt: s.discount.expiresAt,
      })),
    })),
  };
}

/** A category's names as the API gives them: those given. */
function namesOf(row: NamesRow | undefined): AdminCategory['names'] {
  return { ...(row?.nameRu ? { ru: row.nameRu } : {}), ...(row?.nameKy ? { ky: row.nameKy } : {}) };
}

function toAdminCategory(
  name: string,
  productCount: number,
  row: DiscountRow | undefined,
  now: Date,
  names: NamesRow | undefined,
): AdminCategory {
  return {
    name,
    productCount,
    names: namesOf(names),
    discount: row
      ? {
          percentage: row.percentage,
          flatAmount: fromCents(row.flatAmountCents),
          expiresAt: row.expiresAt?.toISOString() ?? null,
          active: isDiscountActive(row, now),
        }
      : null,
  };
}

export function createCatalogAdminService(
  db: Db,
  catalog: Pick<CatalogService, 'getProduct'>,
  onCatalogChange: () => void = () => {},
) {
  async function answer(id: string): Promise<ApiProduct> {
    const product = await catalog.getProduct(id);
    // Deleted by someone else between the write and this read.
    if (!product) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
    return product;
  }

  /** The category as products spell it (the most used spelling) and how many products it has, or null. */
  async function findCategory(
    tx: DbOrTx,
    name: string,
    exceptProductId?: string,
  ): Promise<{ name: string; productCount: number } | null> {
    const rows = await tx
      .select({ name: products.category, n: count() })
      .from(products)
      .where(
        and(
          sql`${categoryKeySql(products.category)} = ${categoryKey(name)}`,
          exceptProductId ? ne(products.id, exceptProductId) : undefined,
        ),
      )
      .groupBy(products.category)
      .orderBy(sql`count(*) desc`, asc(products.category));
    if (rows.length === 0) return null;
    return { name: rows[0]!.name, productCount: rows.reduce((sum, r) => sum + r.n, 0) };
  }

  /**
   * A category typed in another case or with spaces joins the existing one under its
   * spelling, so the storefront's category filter shows one entry. A product alone in its
   * category may still change the category's spelling.
   */
  async function spelledAsStored(tx: DbOrTx, input: ProductInput, productId?: string): Promise<ProductInput> {
    const existing = await findCategory(tx, input.category, productId);
    return existing ? { ...input, category: existing.name } : input;
  }

  /** The stored names of a category, by any spelling of it. */
  async function namesRow(tx: DbOrTx, name: string): Promise<NamesRow | undefined> {
    const [row] = await tx
      .select()
      .from(categoryNames)
      .where(eq(categoryNames.categoryKey, categoryKey(name)));
    return row;
  }

  return {
    /** `actor`: the admin's e-mail, for the stock ledger. */
    async createProduct(input: ProductInput, actor: string | null = null, now = new Date()): Promise<ApiProduct> {
      const [id] = await insertProducts(db, [{ ...toWritten(await spelledAsStored(db, input)), createdAt: now }], {
        stockCause: { reason: 'admin_edit', actor },
      });
      onCatalogChange();
      return answer(id!);
    },

    /** Replaces the product's fields, colours and sizes; createdAt, reviews and ratings stay. */
    async updateProduct(id: string, input: ProductInput, actor: string | null = null): Promise<ApiProduct> {
      const found = await db.transaction(async (tx) => {
        // Edits of one product take turns, so two saves never mix their colours and sizes.
        const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
        return locked
          ? rewriteProduct(tx, id, toWritten(await spelledAsStored(tx, input, id)), { reason: 'admin_edit', actor })
          : false;
      });
      if (!found) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
      onCatalogChange();
      return answer(id);
    },

    /** Each of the product's sizes' latest stock changes, newest first (the stock ledger). */
    async stockHistory(id: string): Promise<StockHistoryAnswer> {
      const [found] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
      if (!found) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
      return { movements: await productStockHistory(db, id, STOCK_HISTORY_LIMIT) };
    },

    /** Its colours, sizes, images and reviews go with it; orders keep their own copies (decision 0030). */
    async deleteProduct(id: string): Promise<void> {
      const [deleted] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      if (!deleted) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
      onCatalogChange();
    },

    /** Every category with its product count and discount, A–Z; a discount left without products is listed too. */
    async listCategories(now = new Date()): Promise<AdminCategory[]> {
      const [rows, discounts, names] = await Promise.all([
        db
          .select({ name: products.category, n: count() })
          .from(products)
          .groupBy(products.category)
          .orderBy(sql`count(*) desc`, asc(products.category)),
        db.select().from(categoryDiscounts),
        db.select().from(categoryNames),
      ]);
      const byKey = new Map<string, { name: string; productCount: number }>();
      for (const row of rows) {
        const key = categoryKey(row.name);
        const seen = byKey.get(key);
        // The most used spelling names the category (rows come most used first).
        if (seen) seen.productCount += row.n;
        else byKey.set(key, { name: row.name, productCount: row.n });
      }
      for (const d of discounts)
        if (!byKey.has(categoryKey(d.category)))
          byKey.set(categoryKey(d.category), { name: d.category, productCount: 0 });
      const discountByKey = new Map(discounts.map((d) => [categoryKey(d.category), d]));
      const namesByKey = new Map(names.map((n) => [n.categoryKey, n]));
      return [...byKey.entries()]
        .map(([key, c]) => toAdminCategory(c.name, c.productCount, discountByKey.get(key), now, namesByKey.get(key)))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /**
     * Sets the category's one discount, replacing any earlier one. Stored under the
     * category's spelling in the products, so one row serves every spelling (decision 0019).
     */
    async applyCategoryDiscount(input: CategoryDiscountInput, now = new Date()): Promise<AdminCategory> {
      const applied = await db.transaction(async (tx) => {
        const category = await findCategory(tx, input.category);
        if (!category) throw new ServiceError('invalid', CATEGORY_DISCOUNT_MESSAGES.unknownCategory);
        const values = {
          percentage: input.percentage ?? 0,
          flatAmountCents: input.flatAmount === undefined ? 0 : toCents(input.flatAmount),
          expiresAt: input.expiresAt,
        };
        await tx
          .delete(categoryDiscounts)
          .where(
            and(
              sql`${categoryKeySql(categoryDiscounts.category)} = ${categoryKey(category.name)}`,
              ne(categoryDiscounts.category, category.name),
            ),
          );
        const [row] = await tx
          .insert(categoryDiscounts)
          .values({ category: category.name, ...values })
          .onConflictDoUpdate({ target: categoryDiscounts.category, set: { ...values, createdAt: now } })
          .returning();
        return toAdminCategory(category.name, category.productCount, row, now, await namesRow(tx, category.name));
      });
      onCatalogChange();
      return applied;
    },

    /**
     * Gives a category its Russian and Kyrgyz names (one left out: none, shown in English),
     * under its category key, so every spelling of it shares them (decision 62).
     */
    async setCategoryNames(input: CategoryNamesInput, now = new Date()): Promise<AdminCategory> {
      const named = await db.transaction(async (tx) => {
        const category = await findCategory(tx, input.category);
        if (!category) throw new ServiceError('invalid', CATEGORY_NAMES_MESSAGES.unknownCategory);
        const values = { nameRu: input.names.ru || null, nameKy: input.names.ky || null };
        const [row] = await tx
          .insert(categoryNames)
          .values({ categoryKey: categoryKey(category.name), ...values })
          .onConflictDoUpdate({ target: categoryNames.categoryKey, set: values })
          .returning();
        const [discount] = await tx
          .select()
          .from(categoryDiscounts)
          .where(sql`${categoryKeySql(categoryDiscounts.category)} = ${categoryKey(category.name)}`)
          .orderBy(desc(categoryDiscounts.category))
          .limit(1);
        return toAdminCategory(category.name, category.productCount, discount, now, row);
      });
      onCatalogChange();
      return named;
    },

    async removeCategoryDiscount(name: string, now = new Date()): Promise<AdminCategory> {
      const left = await db.transaction(async (tx) => {
        const removed = await tx
          .delete(categoryDiscounts)
          .where(sql`${categoryKeySql(categoryDiscounts.category)} = ${categoryKey(name)}`)
          .returning({ category: categoryDiscounts.category });
        if (removed.length === 0) throw new ServiceError('not_found', CATEGORY_DISCOUNT_MESSAGES.noDiscount);
        const category = await findCategory(tx, name);
        const names = await namesRow(tx, name);
        return toAdminCategory(
          category?.name ?? removed[0]!.category,
          category?.productCount ?? 0,
          undefined,
          now,
          names,
        );
      });
      onCatalogChange();
      return left;
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
