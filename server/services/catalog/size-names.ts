/**
 * The names of a product's sizes across its colours, as a review names the size bought
 * (decision 65): the reviews module checks a review's size against them and lists them
 * with the fit answers.
 */
import { eq } from 'drizzle-orm';
import { compareSizes } from '#domain/product.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { sizes } from '#server/db/schema.ts';

/** Every size name the product has in any colour, in stock or not, smallest first; [] for an unknown product. */
export async function productSizeNames(db: Db | Tx, productId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ size: sizes.size }).from(sizes).where(eq(sizes.productId, productId));
  return rows.map((row) => row.size).sort(compareSizes);
}
