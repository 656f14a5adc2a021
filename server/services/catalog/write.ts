/**
 * Writing whole products (with variants, images and sizes): in bulk for the demo seed and
 * imports, one at a time for the back office (`insertProducts`), and an edit of a stored
 * product in place (`rewriteProduct`). Ids are generated here so each table takes one
 * multi-row INSERT per chunk, and every chunk of products is written in its own transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, sizes, variantImages, variants } from '#server/db/schema.ts';
import { compareSizes, productSearchText, productSimilarityText } from '#domain/product.ts';
import { optionKey } from '#domain/product-input.ts';
import type { Cents } from '#domain/money.ts';
import type { ProductTranslations } from '#domain/product-texts.ts';
import { STOCK_MESSAGES } from '#domain/stock-ledger.ts';
import { ServiceError } from '#server/services/errors.ts';
import { recordStockMovements, type RestockingCause, type StockCause, type StockMovement } from './stock-ledger';

export interface SizeInput {
  size: string;
  priceCents: Cents;
  stock: number;
  /**
   * The stock the editing form showed, for an edit: the size then moves by the difference
   * (stock - stockRead), so units reserved since the form was read are not overwritten.
   * Without it the stock is set as given (a count).
   */
  stockRead?: number;
  /** 0 when the size has no discount of its own. */
  discountPercentage: number;
  discountExpiresAt: Date | null;
}

export interface VariantInput {
  color: string;
  /** Public URL paths, first image first. */
  images: string[];
  sizes: SizeInput[];
}

export interface WrittenProduct {
  name: string;
  description: string;
  /** The name and description in Russian and Kyrgyz, where given (decision 62). */
  translations?: ProductTranslations;
  category: string;
  /** Fallback price, used when the product has no sizes. */
  priceCents: Cents;
  isFeatured: boolean;
  createdAt: Date;
  variants: VariantInput[];
}

/** A database handle or a transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface InsertProductsOptions {
  /** Products written per transaction. */
  productsPerChunk?: number;
  /** Rows per INSERT statement (keeps statements well below the bind-parameter limit). */
  rowsPerInsert?: number;
  /** Why the sizes have their first stock, for the stock ledger (default: the seed). */
  stockCause?: StockCause;
}

/** Sizes are stored in the store's one size order (decision 0019). */
function inSizeOrder(list: SizeInput[]): SizeInput[] {
  return [...list].sort((a, b) => compareSizes(a.size, b.size));
}

function searchTextOf(input: Omit<WrittenProduct, 'createdAt'>): string {
  return productSearchText({ ...input, colors: input.variants.map((v) => v.color) });
}

function similarityTextOf(input: Omit<WrittenProduct, 'createdAt'>): string {
  return productSimilarityText({ ...input, colors: input.variants.map((v) => v.color) });
}

/** The product's texts as its columns hold them: a text not given (or empty) is null. */
function textColumns(input: Omit<WrittenProduct, 'createdAt'>) {
  const given = (value: string | undefined) => value || null;
  const { ru, ky } = input.translations ?? {};
  return {
    name: input.name,
    description: input.description,
    nameRu: given(ru?.name),
    nameKy: given(ky?.name),
    descriptionRu: given(ru?.description),
    descriptionKy: given(ky?.description),
  };
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** A size's stored columns (besides its ids), the same for a new size and an edited one. */
function sizeColumns(size: Omit<SizeInput, 'stockRead'>, position: number) {
  return {
    size: size.size,
    priceCents: size.priceCents,
    stock: size.stock,
    discountPercentage: size.discountPercentage,
    discountExpiresAt: size.discountExpiresAt,
    position,
  };
}

/**
 * A kept size's stock after an edit: moved by what the owner changed in the form
 * (`stock - stockRead`) when the form says what it read, so a reservation made meanwhile
 * stays taken; set as given otherwise. An edit that would leave fewer than none is refused
 * (409) and nothing of the product is saved.
 */
function editedStock(current: number, size: SizeInput, color: string): number {
  if (size.stockRead === undefined) return size.stock;
  const stock = current + (size.stock - size.stockRead);
  if (stock < 0) throw new ServiceError('conflict', STOCK_MESSAGES.staleEdit(color, size.size, current));
  return stock;
}

/** Writes the products; returns their new ids in input order. */
export async function insertProducts(
  db: DbOrTx,
  inputs: WrittenProduct[],
  options: InsertProductsOptions = {},
): Promise<string[]> {
  const productsPerChunk = Math.max(1, options.productsPerChunk ?? 500);
  const rowsPerInsert = Math.max(1, options.rowsPerInsert ?? 500);
  const stockCause = options.stockCause ?? { reason: 'seed' };
  const ids: string[] = [];

  for (const chunk of chunks(inputs, productsPerChunk)) {
    const productRows: (typeof products.$inferInsert)[] = [];
    const variantRows: (typeof variants.$inferInsert)[] = [];
    const imageRows: (typeof variantImages.$inferInsert)[] = [];
    const sizeRows: (typeof sizes.$inferInsert)[] = [];

    for (const input of chunk) {
      const productId = randomUUID();
      ids.push(productId);
      const productSizes = input.variants.flatMap((variant) => inSizeOrder(variant.sizes));
      const display = productSizes[0];
      const prices = productSizes.map((size) => size.priceCents);
      productRows.push({
        id: productId,
        ...textColumns(input),
        category: input.category,
        priceCents: input.priceCents,
        isFeatured: input.isFeatured,
        createdAt: input.createdAt,
        searchText: searchTextOf(input),
        similarityText: similarityTextOf(input),
        // The listing's prices (migration 0023), as the sizes' trigger will find them: written
        // with the product, the trigger has nothing to change, and the product is not written
        // a second time (a dead row version every scan of products would read).
        displayPriceCents: display?.priceCents ?? null,
        displayDiscountPercentage: display?.discountPercentage ?? null,
        displayDiscountExpiresAt: display?.discountExpiresAt ?? null,
        minSizePriceCents: prices.length > 0 ? Math.min(...prices) : null,
        maxSizePriceCents: prices.length > 0 ? Math.max(...prices) : null,
      });
      input.variants.forEach((variant, variantPosition) => {
        const variantId = randomUUID();
        variantRows.push({ id: variantId, productId, color: variant.color, position: variantPosition });
        variant.images.forEach((url, position) => {
          imageRows.push({ id: randomUUID(), variantId, url, position });
        });
        inSizeOrder(variant.sizes).forEach((size, position) => {
          sizeRows.push({ id: randomUUID(), variantId, ...sizeColumns(size, position) });
        });
      });
    }

    await db.transaction(async (tx) => {
      for (const rows of chunks(productRows, rowsPerInsert)) await tx.insert(products).values(rows);
      for (const rows of chunks(variantRows, rowsPerInsert)) await tx.insert(variants).values(rows);
      for (const rows of chunks(imageRows, rowsPerInsert)) await tx.insert(variantImages).values(rows);
      for (const rows of chunks(sizeRows, rowsPerInsert)) await tx.insert(sizes).values(rows);
      const firstStock = sizeRows.map((r) => ({ sizeId: r.id!, delta: r.stock ?? 0, stockAfter: r.stock ?? 0 }));
      for (const rows of chunks(firstStock, rowsPerInsert)) await recordStockMovements(tx, rows, stockCause);
    });
  }
  return ids;
}

/**
 * Gives a stored product new fields, variants, images and sizes, in the caller's
 * transaction. A colour that stays (compared as optionKey: trimmed, ignoring case) keeps
 * its variant row and a size that stays within it keeps its size row, so the order lines
 * that reserved that size still give their stock back to it (decision 0030); colours and
 * sizes no longer listed are deleted (their order lines keep their own copies). Images
 * are rewritten in the given order. Returns false when the product does not exist.
 */
export async function rewriteProduct(
  tx: DbOrTx,
  productId: string,
  input: Omit<WrittenProduct, 'createdAt'>,
  stockCause: RestockingCause,
): Promise<boolean> {
  const [updated] = await tx
    .update(products)
    .set({
      ...textColumns(input),
      category: input.category,
      priceCents: input.priceCents,
      isFeatured: input.isFeatured,
      searchText: searchTextOf(input),
      similarityText: similarityTextOf(input),
    })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (!updated) return false;

  const storedVariants = await tx
    .select({ id: variants.id, color: variants.color })
    .from(variants)
    .where(eq(variants.productId, productId));
  const variantIdByColor = new Map<string, string>();
  for (const v of storedVariants)
    if (!variantIdByColor.has(optionKey(v.color))) variantIdByColor.set(optionKey(v.color), v.id);
  const keptVariantIds = input.variants.flatMap((v) => variantIdByColor.get(optionKey(v.color)) ?? []);
  const goneVariantIds = storedVariants.map((v) => v.id).filter((id) => !keptVariantIds.includes(id));
  // Their sizes and images go with them (ON DELETE CASCADE); order lines keep their copies (size_id set null).
  if (goneVariantIds.length > 0) await tx.delete(variants).where(inArray(variants.id, goneVariantIds));

  const storedSizes =
    keptVariantIds.length === 0
      ? []
      : await tx
          .select({ id: sizes.id, variantId: sizes.variantId, size: sizes.size, stock: sizes.stock })
          .from(sizes)
          .where(inArray(sizes.variantId, keptVariantIds))
          // Held until the edit commits: a checkout reserving one of them waits, then sees the new stock.
          .for('update');
  if (keptVariantIds.length > 0) await tx.delete(variantImages).where(inArray(variantImages.variantId, keptVariantIds));

  const imageRows: (typeof variantImages.$inferInsert)[] = [];
  const newSizeRows: (typeof sizes.$inferInsert)[] = [];
  const movements: StockMovement[] = [];
  for (const [variantPosition, variant] of input.variants.entries()) {
    let variantId = variantIdByColor.get(optionKey(variant.color));
    if (variantId) {
      await tx
        .update(variants)
        .set({ color: variant.color, position: variantPosition })
        .where(eq(variants.id, variantId));
    } else {
      variantId = randomUUID();
      await tx.insert(variants).values({ id: variantId, productId, color: variant.color, position: variantPosition });
    }
    variant.images.forEach((url, position) => imageRows.push({ id: randomUUID(), variantId, url, position }));

    const sizeIdByKey = new Map<string, string>();
    for (const s of storedSizes)
      if (s.variantId === variantId && !sizeIdByKey.has(optionKey(s.size))) sizeIdByKey.set(optionKey(s.size), s.id);
    const ordered = inSizeOrder(variant.sizes);
    const keptSizeIds = ordered.flatMap((s) => sizeIdByKey.get(optionKey(s.size)) ?? []);
    const goneSizeIds = storedSizes
      .filter((s) => s.variantId === variantId && !keptSizeIds.includes(s.id))
      .map((s) => s.id);
    // Deleted before the others are written, so a size's unique name is free again.
    if (goneSizeIds.length > 0)
      await tx.delete(sizes).where(and(eq(sizes.variantId, variantId), inArray(sizes.id, goneSizeIds)));
    for (const [position, size] of ordered.entries()) {
      const sizeId = sizeIdByKey.get(optionKey(size.size));
      const stored = storedSizes.find((s) => s.id === sizeId);
      if (sizeId && stored) {
        const stock = editedStock(stored.stock, size, variant.color);
        await tx
          .update(sizes)
          .set(sizeColumns({ ...size, stock }, position))
          .where(eq(sizes.id, sizeId));
        movements.push({ sizeId, delta: stock - stored.stock, stockAfter: stock });
      } else {
        const id = randomUUID();
        newSizeRows.push({ id, variantId, ...sizeColumns(size, position) });
        movements.push({ sizeId: id, delta: size.stock, stockAfter: size.stock });
      }
    }
  }
  if (imageRows.length > 0) await tx.insert(variantImages).values(imageRows);
  if (newSizeRows.length > 0) await tx.insert(sizes).values(newSizeRows);
  await recordStockMovements(tx, movements, stockCause);
  return true;
}
