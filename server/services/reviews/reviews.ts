/**
 * Product reviews: reading them (all, or a page newest first with the rating summary),
 * writing one per customer per product (posting again replaces it), and deleting by the
 * author or an admin. Every write recomputes the product's averageRating and numReviews,
 * and its fit answers' counts (./fit-counts.ts), from the reviews table in the same
 * transaction, with the product row locked, so concurrent writes to one product take turns
 * and the aggregates are always exact.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApiReview, AuthUser, ReviewPage } from '#domain/api-answer-schemas.ts';
import { encodeReviewCursor, type ReviewCursor, type ReviewInput } from '#domain/reviews.ts';
import { emptyDistribution, REVIEW_PAGE_SIZE, REVIEW_TEXT, type RatingDistribution } from '#domain/review-rules.ts';
import { FIT_TEXT, isFitAnswer } from '#domain/fit-advice.ts';
import { queryRows, type Db, type Tx } from '#server/db/client.ts';
import { reviews } from '#server/db/schema.ts';
import { lockProduct, productRating, productSizeNames, setRatings } from '#server/services/catalog/index.ts';
import { invalidField, ServiceError } from '#server/services/errors.ts';
import { readFitSummary, refreshFitCounts } from './fit-counts';

export const PRODUCT_NOT_FOUND = 'Product not found.';

type ReviewRow = typeof reviews.$inferSelect;

function toApiReview(
  row: Pick<ReviewRow, 'id' | 'name' | 'rating' | 'comment' | 'fit' | 'size' | 'createdAt' | 'userId'>,
): ApiReview {
  return {
    _id: row.id,
    name: row.name,
    rating: row.rating,
    comment: row.comment,
    fit: isFitAnswer(row.fit) ? row.fit : null,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId,
  };
}

const reviewColumns = {
  id: reviews.id,
  name: reviews.name,
  rating: reviews.rating,
  comment: reviews.comment,
  fit: reviews.fit,
  size: reviews.size,
  createdAt: reviews.createdAt,
  userId: reviews.userId,
};

/**
 * The exact creation time (microseconds, UTC) for a cursor: a JavaScript Date keeps only
 * milliseconds, which would repeat or skip reviews written within the same millisecond.
 */
const exactCreatedAt = sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The one rule for a product's rating aggregates: averageRating is the mean of its reviews
 * rounded to one decimal (0 without reviews), numReviews their count — recomputed from the
 * reviews themselves, for one product (after a review write) or for every product (the seed).
 */
export async function refreshRatings(tx: Tx, productId?: string): Promise<void> {
  const ratings = await tx
    .select({
      productId: reviews.productId,
      averageRating: sql<number>`round(avg(${reviews.rating})::numeric, 1)::float8`.mapWith(Number),
      numReviews: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(reviews)
    .where(productId ? eq(reviews.productId, productId) : undefined)
    .groupBy(reviews.productId);
  await setRatings(tx, ratings, productId);
}

/**
 * `onCatalogChange` is called after each committed write: a product's rating is part of
 * the catalogue shoppers read (and cache).
 */
export function createReviewService(db: Db, onCatalogChange: () => void = () => {}) {
  const productSummary = (productId: string) => productRating(db, productId);

  return {
    /** Every review of a product, newest first (the SPEC's plain list); null for an unknown product. */
    async listAll(productId: string): Promise<ApiReview[] | null> {
      if (!(await productSummary(productId))) return null;
      const rows = await db
        .select(reviewColumns)
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
      return rows.map(toApiReview);
    },

    /**
     * One page, newest first, after `cursor` (the last review of the previous page), with the
     * product's average, count and per-star distribution; null for an unknown product.
     */
    async page(productId: string, options: { limit?: number; cursor?: ReviewCursor } = {}): Promise<ReviewPage | null> {
      const product = await productSummary(productId);
      if (!product) return null;
      const limit = options.limit ?? REVIEW_PAGE_SIZE;
      const after = options.cursor
        ? sql`(${reviews.createdAt}, ${reviews.id}) < (${options.cursor.createdAt}::timestamptz, ${options.cursor.id}::uuid)`
        : undefined;
      const [rows, counts, fit] = await Promise.all([
        db
          .select({ ...reviewColumns, exactCreatedAt })
          .from(reviews)
          .where(and(eq(reviews.productId, productId), after))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit + 1),
        queryRows<{ rating: number; n: number }>(
          db,
          sql`select rating::int as rating, count(*)::int as n from ${reviews} where product_id = ${productId} group by rating`,
        ),
        productSizeNames(db, productId).then((sizeNames) => readFitSummary(db, productId, sizeNames)),
      ]);
      const distribution: RatingDistribution = emptyDistribution();
      for (const { rating, n } of counts) distribution[rating as keyof RatingDistribution] = n;
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        reviews: shown.map(toApiReview),
        nextCursor:
          rows.length > limit && last ? encodeReviewCursor({ createdAt: last.exactCreatedAt, id: last.id }) : null,
        averageRating: Math.round(product.averageRating * 10) / 10,
        numReviews: product.numReviews,
        distribution,
        fit,
      };
    },

    /**
     * Writes the customer's review of a product under the name on their account; a second
     * review replaces the first (new rating, comment, fit answer, size and date, same id).
     * `replaced` tells which. A size the product does not have is refused (invalid).
     */
    async post(
      productId: string,
      author: AuthUser,
      input: ReviewInput,
    ): Promise<{ review: ApiReview; replaced: boolean }> {
      const written = await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, productId))) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
        const size = input.size ?? null;
        if (size !== null && !(await productSizeNames(tx, productId)).includes(size))
          throw invalidField('size', FIT_TEXT.sizeInvalid);
        // clock_timestamp, not now(): a write that waited for the lock is dated after the one it waited for.
        const values = {
          name: author.name,
          rating: input.rating,
          comment: input.comment,
          fit: input.fit ?? null,
          size,
          createdAt: sql`clock_timestamp()`,
        };
        const [row] = await tx
          .insert(reviews)
          .values({ productId, userId: author._id, ...values })
          .onConflictDoUpdate({
            target: [reviews.productId, reviews.userId],
            targetWhere: sql`${reviews.userId} is not null`,
            set: values,
          })
          // xmax is 0 for a row this statement inserted, and set for one it updated.
          .returning({ ...reviewColumns, inserted: sql<boolean>`(xmax = 0)` });
        await refreshRatings(tx, productId);
        await refreshFitCounts(tx, productId);
        return { review: toApiReview(row!), replaced: !row!.inserted };
      });
      // The product's rating changed, once committed.
      onCatalogChange();
      return written;
    },

    /** Deletes a review: its author or an admin; anyone else is refused (403). */
    async remove(productId: string, reviewId: string, user: AuthUser): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, productId))) throw new ServiceError('not_found', PRODUCT_NOT_FOUND);
        const [review] = await tx
          .select({ userId: reviews.userId })
          .from(reviews)
          .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId)));
        if (!review) throw new ServiceError('not_found', REVIEW_TEXT.reviewNotFound);
        if (user.role !== 'admin' && review.userId !== user._id)
          throw new ServiceError('forbidden', REVIEW_TEXT.notYourReview);
        await tx.delete(reviews).where(eq(reviews.id, reviewId));
        await refreshRatings(tx, productId);
        await refreshFitCounts(tx, productId);
      });
      onCatalogChange();
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
