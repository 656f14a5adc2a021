/**
 * Writing whole products (with variants, images and sizes) in bulk: used by the demo
 * seed and usable by imports. Ids are generated here so each table takes one multi-row
 * INSERT per chunk, and every chunk of products is written in its own transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { products, sizes, variantImages, variants } from '../db/schema';
import { compareSizes, productSearchText } from '../../domain/product';
import type { Cents } from '../../domain/money';

export interface SizeInput {
  size: string;
  priceCents: Cents;
  stock: number;
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

export interface ProductInput {
  name: string;
  description: string;
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
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Writes the products; returns their new ids in input order. */
export async function insertProducts(db: DbOrTx, inputs: ProductInput[], options: InsertProductsOptions = {}): Promise<string[]> {
  const productsPerChunk = Math.max(1, options.productsPerChunk ?? 500);
  const rowsPerInsert = Math.max(1, options.rowsPerInsert ?? 500);
  const ids: string[] = [];

  for (const chunk of chunks(inputs, productsPerChunk)) {
    const productRows: (typeof products.$inferInsert)[] = [];
    const variantRows: (typeof variants.$inferInsert)[] = [];
    const imageRows: (typeof variantImages.$inferInsert)[] = [];
    const sizeRows: (typeof sizes.$inferInsert)[] = [];

    for (const input of chunk) {
      const productId = randomUUID();
      ids.push(productId);
      productRows.push({
        id: productId,
        name: input.name,
        description: input.description,
        category: input.category,
        priceCents: input.priceCents,
        isFeatured: input.isFeatured,
        createdAt: input.createdAt,
        searchText: productSearchText({
          name: input.name,
          category: input.category,
          description: input.description,
          colors: input.variants.map((v) => v.color),
        }),
      });
      input.variants.forEach((variant, variantPosition) => {
        const variantId = randomUUID();
        variantRows.push({ id: variantId, productId, color: variant.color, position: variantPosition });
        variant.images.forEach((url, position) => {
          imageRows.push({ id: randomUUID(), variantId, url, position });
        });
        [...variant.sizes]
          .sort((a, b) => compareSizes(a.size, b.size))
          .forEach((size, position) => {
            sizeRows.push({
              id: randomUUID(),
              variantId,
              size: size.size,
              priceCents: size.priceCents,
              stock: size.stock,
              discountPercentage: size.discountPercentage,
              discountExpiresAt: size.discountExpiresAt,
              position,
            });
          });
      });
    }

    await db.transaction(async (tx) => {
      for (const rows of chunks(productRows, rowsPerInsert)) await tx.insert(products).values(rows);
      for (const rows of chunks(variantRows, rowsPerInsert)) await tx.insert(variants).values(rows);
      for (const rows of chunks(imageRows, rowsPerInsert)) await tx.insert(variantImages).values(rows);
      for (const rows of chunks(sizeRows, rowsPerInsert)) await tx.insert(sizes).values(rows);
    });
  }
  return ids;
}
