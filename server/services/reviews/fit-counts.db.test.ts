/**
 * Fit answers on reviews and their aggregate (decision 65): a review may say how the item
 * fits and which of the product's sizes was bought; review_fit_counts is kept in the review
 * write's transaction and equals a recount of the reviews after any mix of posts, edits and
 * deletions. Runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '#domain/api-answer-schemas.ts';
import { FIT_ANSWERS, FIT_TEXT, fitTotal, type FitAnswer } from '#domain/fit-advice.ts';
import { queryRows, type Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { insertProducts, productSizeNames } from '#server/services/catalog/index.ts';
import { ServiceError } from '#server/services/errors.ts';
import { createTestDatabase, openMigratedDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { createReviewService, type ReviewService } from './reviews';

let testDb: TestDatabase;
let database: Database;
let service: ReviewService;
let shoppers: AuthUser[];
const admin: AuthUser = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Owner',
  email: 'owner@example.com',
  role: 'admin',
};

const size = (name: string) => ({
  size: name,
  priceCents: 5000,
  stock: 3,
  discountPercentage: 0,
  discountExpiresAt: null,
});

/** A coat in two colours: S and M in black, M, L and XL in navy. */
async function newCoat(name: string): Promise<string> {
  const [id] = await insertProducts(database.db, [
    {
      name,
      description: '',
      category: 'Coats',
      priceCents: 5000,
      isFeatured: false,
      createdAt: new Date(),
      variants: [
        { color: 'Black', images: [], sizes: [size('M'), size('S')] },
        { color: 'Navy', images: [], sizes: [size('XL'), size('M'), size('L')] },
      ],
    },
  ]);
  return id!;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
  service = createReviewService(database.db);
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: 4 }, (_, i) => ({ name: `Shopper ${i}`, email: `fit-${i}@example.com`, passwordHash: 'x' })),
    )
    .returning();
  shoppers = rows.map((row) => ({ _id: row.id, name: row.name, email: row.email, role: 'customer' as const }));
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

/** The stored aggregate of a product, as sorted rows. */
function storedCounts(productId: string) {
  return queryRows<{ size: string; fit: string; count: number }>(
    database.db,
    sql`select size, fit, count::int as count from review_fit_counts where product_id = ${productId} order by size, fit`,
  );
}

/** The same, counted from the reviews themselves. */
function recount(productId: string) {
  return queryRows<{ size: string; fit: string; count: number }>(
    database.db,
    sql`select coalesce(size, '') as size, fit, count(*)::int as count from reviews
        where product_id = ${productId} and fit is not null group by 1, 2 order by 1, 2`,
  );
}

describe('a product’s sizes', () => {
  it('are every size of every colour, once each, smallest first', async () => {
    const id = await newCoat('Sized Coat');
    expect(await productSizeNames(database.db, id)).toEqual(['S', 'M', 'L', 'XL']);
    expect(await productSizeNames(database.db, '00000000-0000-4000-8000-00000000dead')).toEqual([]);
  });
});

describe('fit answers', () => {
  it('are stored with the review, summed per product and per size, replaced by an edit and gone with a delete', async () => {
    const id = await newCoat('Fitted Coat');
    const [a, b, c] = shoppers;
    const posted = await service.post(id, a!, { rating: 5, comment: 'Snug.', fit: 'runs_small', size: 'M' });
    expect(posted.review).toMatchObject({ fit: 'runs_small', size: 'M' });
    await service.post(id, b!, { rating: 4, comment: 'Fine.', fit: 'true_to_size', size: 'L' });
    await service.post(id, c!, { rating: 3, comment: 'No comment on fit.' });

    let page = (await service.page(id))!;
    expect(page.fit.counts).toEqual({ runs_small: 1, true_to_size: 1, runs_large: 0 });
    expect(page.fit.sizes.map((s) => s.size)).toEqual(['S', 'M', 'L', 'XL']);
    expect(page.fit.sizes.find((s) => s.size === 'M')!.counts).toEqual({
      runs_small: 1,
      true_to_size: 0,
      runs_large: 0,
    });
    expect(page.reviews.find((r) => r.userId === c!._id)).toMatchObject({ fit: null, size: null });

    // Posting again replaces the answer too.
    const edited = await service.post(id, a!, { rating: 5, comment: 'Snug, then fine.', fit: 'true_to_size' });
    expect(edited).toMatchObject({ replaced: true, review: { fit: 'true_to_size', size: null } });
    page = (await service.page(id))!;
    expect(page.fit.counts).toEqual({ runs_small: 0, true_to_size: 2, runs_large: 0 });
    expect(fitTotal(page.fit.sizes.find((s) => s.size === 'M')!.counts)).toBe(0);

    await service.remove(id, edited.review._id, a!);
    page = (await service.page(id))!;
    expect(page.fit.counts).toEqual({ runs_small: 0, true_to_size: 1, runs_large: 0 });
    expect(await storedCounts(id)).toEqual([{ size: 'L', fit: 'true_to_size', count: 1 }]);
  });

  it('refuses a size the product does not have, naming the field, and writes nothing', async () => {
    const id = await newCoat('Strict Coat');
    const before = (await service.page(id))!;
    const attempt = service.post(id, shoppers[0]!, { rating: 4, comment: 'Hm.', fit: 'runs_large', size: 'XXL' });
    await expect(attempt).rejects.toBeInstanceOf(ServiceError);
    await expect(attempt).rejects.toMatchObject({ kind: 'invalid', errors: { size: FIT_TEXT.sizeInvalid } });
    const after = (await service.page(id))!;
    expect(after.numReviews).toBe(before.numReviews);
    expect(after.fit).toEqual(before.fit);
    expect(await storedCounts(id)).toEqual([]);
  });

  it('keep an aggregate equal to a recount after any mix of posts, edits and deletions', async () => {
    const productIds = [await newCoat('Random Coat A'), await newCoat('Random Coat B')];
    const fit = fc.constantFrom<FitAnswer | null>(null, ...FIT_ANSWERS);
    const boughtSize = fc.constantFrom<string | null>(null, 'S', 'M', 'L', 'XL');
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('post' as const),
        product: fc.nat(1),
        shopper: fc.nat(shoppers.length - 1),
        fit,
        size: boughtSize,
      }),
      fc.record({ kind: fc.constant('delete' as const), product: fc.nat(1), pick: fc.nat(), byAdmin: fc.boolean() }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const s of steps) {
          const productId = productIds[s.product]!;
          if (s.kind === 'post') {
            await service.post(productId, shoppers[s.shopper]!, {
              rating: 4,
              comment: 'Random.',
              fit: s.fit,
              size: s.size,
            });
          } else {
            const all = (await service.listAll(productId))!;
            if (all.length === 0) continue;
            const review = all[s.pick % all.length]!;
            const author = shoppers.find((shopper) => shopper._id === review.userId)!;
            await service.remove(productId, review._id, s.byAdmin ? admin : author);
          }
        }
        for (const productId of productIds) {
          const stored = await storedCounts(productId);
          expect(stored).toEqual(await recount(productId));
          // The page's summary is the stored one, summed.
          const summary = (await service.page(productId))!.fit;
          for (const answer of FIT_ANSWERS) {
            const expected = stored.filter((row) => row.fit === answer).reduce((sum, row) => sum + row.count, 0);
            expect(summary.counts[answer]).toBe(expected);
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
