/**
 * The fit answers' aggregate (decision 65): review_fit_counts holds, per product, how many
 * reviews give each fit answer for each size bought ('' for none). Like the rating it is
 * recounted from the product's reviews in the transaction of every review write and delete,
 * with the product row locked, so it always equals a count of the reviews themselves.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { emptyFitCounts, isFitAnswer, type FitSummary } from '#domain/fit-advice.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { reviewFitCounts, reviews } from '#server/db/schema.ts';

/** Recounts one product's fit answers (after a review write) or every product's (the seed). */
export async function refreshFitCounts(tx: Tx, productId?: string): Promise<void> {
  await tx.delete(reviewFitCounts).where(productId ? eq(reviewFitCounts.productId, productId) : undefined);
  const size = sql<string>`coalesce(${reviews.size}, '')`;
  const counted = tx
    .select({
      productId: reviews.productId,
      size: size.as('size'),
      fit: sql<string>`${reviews.fit}`.as('fit'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(reviews)
    .where(and(isNotNull(reviews.fit), productId ? eq(reviews.productId, productId) : undefined))
    .groupBy(reviews.productId, size, reviews.fit);
  await tx.insert(reviewFitCounts).select(counted);
}

/**
 * A product's answers: all of them, and per size for each of `sizeNames` (the product's
 * sizes in its order, every one listed, with zeros where none answered).
 */
export async function readFitSummary(db: Db, productId: string, sizeNames: readonly string[]): Promise<FitSummary> {
  const rows = await db
    .select({ size: reviewFitCounts.size, fit: reviewFitCounts.fit, count: reviewFitCounts.count })
    .from(reviewFitCounts)
    .where(eq(reviewFitCounts.productId, productId));
  const counts = emptyFitCounts();
  const sizes = sizeNames.map((size) => ({ size, counts: emptyFitCounts() }));
  for (const row of rows) {
    if (!isFitAnswer(row.fit)) continue;
    counts[row.fit] += row.count;
    const entry = sizes.find((s) => s.size === row.size);
    if (entry) entry.counts[row.fit] += row.count;
  }
  return { counts, sizes };
}
