/**
 * The back office's catalogue writes: products (create, edit, delete) and category
 * discounts (apply, remove, list). Products are written through write.ts and
 * answered as the catalogue reads them, so the storefront shows every
 * change on its next read: each write, once committed, moves the catalogue version
 * (`onCatalogChange`), which drops what the catalogue cache holds.
 */
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
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
import { productStockHistory, type RestockListener } from './stock-ledger';
import { STOCK_HISTORY_LIMIT } from '#domain/stock-ledger.ts';
import { ServiceError } from '#server/services/errors.ts';
import { recordWebhookEvent } from '#server/services/webhooks/index.ts';

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

/** The product as the `product.updated` webhook tells it (decision 70): as the admin saved it. */
function productWebhookData(id: string, input: ProductInput) {
  return {
    id,
    name: input.name,
    category: input.category,
    isFeatured: input.isFeatured,
    variants: input.variants.map((v) => ({
      color: v.color,
      sizes: v.sizes.map((s) => ({ size: s.size, price: s.price, stock: s.stock, discount: s.discount })),
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
  /** Sizes an edit brought back from none, in the edit's transaction (the back-in-stock alerts, decision 64). */
  onRestock: RestockListener = async () => {},
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
        if (!locked) return false;
        const stored = await spelledAsStored(tx, input, id);
        if (!(await rewriteProduct(tx, id, toWritten(stored), { reason: 'admin_edit', actor, onRestock })))
          return false;
        await recordWebhookEvent(tx, 'product.updated', { product: productWebhookData(id, stored), by: actor });
        return true;
      });
      if (!found) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
      onCatalogChange();
      return answer(id);
    },

    /**
     * Writes a catalogue import (decision 73) in ONE transaction: new products (`id` null) and
     * edits of stored ones, each as the editor would save it — categories joined to their
     * stored spelling, stock set as given and recorded in the stock ledger as the admin's,
     * `product.updated` recorded for each edited product, restocked sizes' alerts written.
     * A product deleted meanwhile fails the whole import (404) and nothing is changed.
     * Answers the ids written, in input order.
     */
    async importProducts(
      items: readonly { id: string | null; input: ProductInput }[],
      actor: string | null = null,
      now = new Date(),
    ): Promise<string[]> {
      const ids = await db.transaction(async (tx) => {
        const updated = [...new Set(items.flatMap((item) => (item.id ? [item.id] : [])))].sort();
        const locked = new Set<string>();
        // Locked in one order, so two imports (or an import and an edit) never wait on each other in a circle.
        for (let i = 0; i < updated.length; i += 500) {
          const rows = await tx
            .select({ id: products.id })
            .from(products)
            .where(inArray(products.id, updated.slice(i, i + 500)))
            .orderBy(asc(products.id))
            .for('update');
          for (const row of rows) locked.add(row.id);
        }
        const missing = updated.find((id) => !locked.has(id));
        if (missing) throw new ServiceError('not_found', `${PRODUCT_NOT_FOUND} (${missing})`);

        const stored = await tx
          .select({ name: products.category, n: count() })
          .from(products)
          .groupBy(products.category)
          .orderBy(sql`count(*) desc`, asc(products.category));
        const spelling = new Map<string, string>();
        for (const row of stored)
          if (!spelling.has(categoryKey(row.name))) spelling.set(categoryKey(row.name), row.name);
        const spelled = (input: ProductInput): ProductInput => {
          const key = categoryKey(input.category);
          const name = spelling.get(key);
          if (name === undefined) spelling.set(key, input.category);
          return name === undefined ? input : { ...input, category: name };
        };
        const inputs = items.map((item) => ({ id: item.id, input: spelled(item.input) }));

        const cause = { reason: 'admin_edit' as const, actor, onRestock };
        const created = inputs.filter((item) => item.id === null);
        const newIds = await insertProducts(
          tx,
          created.map((item) => ({ ...toWritten(item.input), createdAt: now })),
          { stockCause: cause },
        );
        for (const item of inputs) {
          if (item.id === null) continue;
          if (!(await rewriteProduct(tx, item.id, toWritten(item.input), cause)))
            throw new ServiceError('not_found', `${PRODUCT_NOT_FOUND} (${item.id})`);
          await recordWebhookEvent(tx, 'product.updated', {
            product: productWebhookData(item.id, item.input),
            by: actor,
          });
        }
        let next = 0;
        return inputs.map((item) => item.id ?? newIds[next++]!);
      });
      onCatalogChange();
      return ids;
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
