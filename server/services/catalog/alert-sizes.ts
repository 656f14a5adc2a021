/**
 * The catalogue's sizes as the back-in-stock alerts (decision 64) see them: the size a
 * shopper asks about, held while the alert is written, and what the alerts' e-mails and the
 * back office say about a size. The alerts module owns its table; the sizes stay here.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { isEntityId } from '#domain/input-rules.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { products, sizes, variants } from '#server/db/schema.ts';

/** A size with its product and colour, its stock and the product's names. */
export interface AlertSize {
  sizeId: string;
  productId: string;
  name: string;
  nameRu: string | null;
  nameKy: string | null;
  color: string;
  size: string;
  stock: number;
}

const columns = {
  sizeId: sizes.id,
  productId: products.id,
  name: products.name,
  nameRu: products.nameRu,
  nameKy: products.nameKy,
  color: variants.color,
  size: sizes.size,
  stock: sizes.stock,
};

/**
 * The size of a product's colour, share-locked until the caller's transaction ends: a restock
 * of it waits for the alert being written, and an alert waits for a restock being committed,
 * so an alert is never written just after its size came back, unseen by that restock.
 */
export async function lockAlertSize(
  tx: Tx,
  item: { productId: string; color: string; size: string },
): Promise<AlertSize | undefined> {
  if (!isEntityId(item.productId)) return undefined;
  const [row] = await tx
    .select(columns)
    .from(sizes)
    .innerJoin(variants, eq(variants.id, sizes.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.id, item.productId), eq(variants.color, item.color), eq(sizes.size, item.size)))
    .for('share', { of: sizes });
  return row;
}

/** One size by id, share-locked like `lockAlertSize` (a guest's alert confirmed as its size comes back). */
export async function lockAlertSizeById(tx: Tx, sizeId: string): Promise<AlertSize | undefined> {
  const [row] = await tx
    .select(columns)
    .from(sizes)
    .innerJoin(variants, eq(variants.id, sizes.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(sizes.id, sizeId))
    .for('share', { of: sizes });
  return row;
}

/** The sizes among `sizeIds` that still exist. */
export async function alertSizes(db: Db | Tx, sizeIds: readonly string[]): Promise<AlertSize[]> {
  if (sizeIds.length === 0) return [];
  return db
    .select(columns)
    .from(sizes)
    .innerJoin(variants, eq(variants.id, sizes.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(sizes.id, [...new Set(sizeIds)]));
}

/** A product's sizes (none when it does not exist). */
export async function productAlertSizes(db: Db, productId: string): Promise<AlertSize[]> {
  if (!isEntityId(productId)) return [];
  return db
    .select(columns)
    .from(sizes)
    .innerJoin(variants, eq(variants.id, sizes.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(products.id, productId))
    .orderBy(variants.position, sizes.position);
}
