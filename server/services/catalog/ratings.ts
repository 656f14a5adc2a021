/**
 * A product's rating aggregates (averageRating, numReviews), part of the catalogue shoppers
 * read: the reviews module computes them from its reviews and sets them here, inside its
 * transaction, with the product row locked so concurrent review writes take turns.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';

/** One product's aggregates: the mean rating rounded to one decimal, and the count of reviews. */
export interface ProductRating {
  productId: string;
  averageRating: number;
  numReviews: number;
}

/** Locks the product row for the rest of the transaction; false when there is no such product. */
export async function lockProduct(tx: Tx, productId: string): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return rows.length > 0;
}

/** A product's current aggregates; undefined for an unknown product. */
export async function productRating(db: Db, productId: string): Promise<Omit<ProductRating, 'productId'> | undefined> {
  const [product] = await db
    .select({ averageRating: products.averageRating, numReviews: products.numReviews })
    .from(products)
    .where(eq(products.id, productId));
  return product;
}

/**
 * Sets the aggregates of one product (`productId`) or of every product: a product in scope
 * that `ratings` does not name has no reviews (0 and 0). One statement, whatever the count.
 */
export async function setRatings(tx: Tx, ratings: readonly ProductRating[], productId?: string): Promise<void> {
  await tx.execute(sql`
    update ${products} as p
    set average_rating = coalesce(r."averageRating", 0), num_reviews = coalesce(r."numReviews", 0)
    from ${products} as pr
      left join jsonb_to_recordset(${JSON.stringify(ratings)}::jsonb) as r("productId" uuid, "averageRating" real, "numReviews" int)
        on r."productId" = pr.id
    where pr.id = p.id ${productId ? sql`and p.id = ${productId}` : sql``}`);
}
