/**
 * The listing's price filters (a price range, on sale) find their sizes through index ranges
 * (price-filters.ts, decision 55): they must answer exactly what pricing every size answers,
 * at every moment — before and after a size's or a category's discount ends, and after a
 * discount is written between two reads. Runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { and, eq, exists, gt, inArray, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_CATALOG_QUERY, type CatalogQuery } from '#domain/catalog-query.ts';
import { fromCents } from '#domain/money.ts';
import { queryRows, type Database } from '#server/db/client.ts';
import { categoryDiscounts, products, sizes, variants } from '#server/db/schema.ts';
import { createTestDatabase, openMigratedDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import {
  categoryDiscountCeilingSql,
  categoryDiscountedSql,
  discountedPriceSql,
  withCategoryDiscount,
} from './price-sql';
import { createCatalogService } from './reads';
import { insertProducts, type WrittenProduct } from './write';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

const now = new Date('2026-06-15T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;
/** The discounts end at these moments (or never, or are not set)… */
const expiry = fc.constantFrom<Date | null>(null, at(-DAY), at(0), at(1000), at(2 * DAY));
/** …and the listing is read at these: each end falls between two reads. */
const MOMENTS = [at(-1000), at(0), at(1000), at(DAY), at(3 * DAY)];

const price = fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.constantFrom(0, 1, 50, 99, 1999, 2000, 2001, 8000));
const size = fc.record({
  priceCents: price,
  discountPercentage: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0, 10, 50, 100)),
  discountExpiresAt: expiry,
  stock: fc.integer({ min: 0, max: 2 }),
});
const variant = fc.record({
  color: fc.constantFrom('Black', 'Red'),
  sizes: fc.uniqueArray(fc.record({ size: fc.constantFrom('S', 'M', 'L'), spec: size }), {
    minLength: 1,
    maxLength: 3,
    selector: (s) => s.size,
  }),
});
/** Category names as products write them; discounts name theirs trimmed and in any case (decision 0019). */
const CATEGORIES = ['Coats', 'Hats', 'Bags'];
const discount = (category: string) =>
  fc.option(
    fc.record({
      category: fc.constantFrom(category, ` ${category.toLowerCase()} `),
      percentage: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0, 20, 100)),
      flatAmountCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 25_000 })),
      expiresAt: expiry,
    }),
    { nil: undefined },
  );
const catalogue = fc.record({
  discounts: fc.tuple(...CATEGORIES.map(discount)),
  products: fc.array(
    fc.record({
      category: fc.constantFrom(...CATEGORIES),
      variants: fc.uniqueArray(variant, { minLength: 1, maxLength: 2, selector: (v) => v.color }),
    }),
    { minLength: 1, maxLength: 8 },
  ),
});
const bound = fc.option(price, { nil: undefined });
const filters = fc
  .record({
    minPrice: bound,
    maxPrice: bound,
    onSale: fc.boolean(),
    color: fc.constantFrom<string[]>([], ['Black']),
    size: fc.constantFrom<string[]>([], ['M', 'L']),
    inStock: fc.boolean(),
  })
  .filter((f) => f.minPrice !== undefined || f.maxPrice !== undefined || f.onSale)
  .map((f): CatalogQuery => ({
    ...DEFAULT_CATALOG_QUERY,
    ...f,
    minPrice: f.minPrice === undefined ? undefined : fromCents(f.minPrice),
    maxPrice: f.maxPrice === undefined ? undefined : fromCents(f.maxPrice),
    pageSize: 96,
  }));
/** A discount written between two reads: on a size, or on a category. */
const write = fc.record({
  sizeDiscount: fc.record({ percentage: fc.integer({ min: 1, max: 100 }), endsIn: fc.constantFrom(1000, 2 * DAY) }),
  categoryDiscount: fc.record({
    category: fc.constantFrom(...CATEGORIES),
    percentage: fc.integer({ min: 0, max: 100 }),
    flatAmountCents: fc.constantFrom(0, 500, 30_000),
  }),
});

type Generated = typeof catalogue extends fc.Arbitrary<infer T> ? T : never;

async function writeCatalogue({ discounts, products: generated }: Generated): Promise<void> {
  const { db } = database;
  await db.delete(products);
  await db.delete(categoryDiscounts);
  const rows = discounts.filter((d) => d !== undefined);
  if (rows.length > 0) await db.insert(categoryDiscounts).values(rows);
  const inputs: WrittenProduct[] = generated.map((p, i) => ({
    name: `Product ${i}`,
    description: '',
    category: p.category,
    priceCents: p.variants[0]!.sizes[0]!.spec.priceCents,
    isFeatured: false,
    createdAt: at(-i * 60_000),
    variants: p.variants.map((v) => ({
      color: v.color,
      images: [],
      sizes: v.sizes.map((s) => ({ size: s.size, ...s.spec })),
    })),
  }));
  await insertProducts(db, inputs);
}

/**
 * The straightforward reading: every size of every product priced at `moment`, as the listing
 * read it before its price filters used indexes. Matching product ids, each with its category.
 */
async function pricingEverySize(query: CatalogQuery, moment: Date): Promise<{ id: string; category: string }[]> {
  const price = discountedPriceSql(moment);
  const conditions: SQL[] = [eq(variants.productId, products.id)];
  if (query.color.length > 0) conditions.push(inArray(variants.color, query.color));
  if (query.size.length > 0) conditions.push(inArray(sizes.size, query.size));
  if (query.inStock) conditions.push(gt(sizes.stock, 0));
  if (query.minPrice !== undefined) conditions.push(sql`${price} >= ${Math.round(query.minPrice * 100)}`);
  if (query.maxPrice !== undefined) conditions.push(sql`${price} <= ${Math.round(query.maxPrice * 100)}`);
  if (query.onSale) conditions.push(sql`${price} < ${sizes.priceCents}`);
  const { db } = database;
  const everySize = db
    .select({ one: sql`1` })
    .from(variants)
    .innerJoin(sizes, eq(sizes.variantId, variants.id))
    .where(and(...conditions));
  return queryRows(
    db,
    sql`select ${products.id} as id, ${products.category} as category from ${products}
      left join ${categoryDiscounts} on ${withCategoryDiscount} where ${exists(everySize)}`,
  );
}

async function expectSameAnswers(query: CatalogQuery) {
  const catalog = createCatalogService(database.db);
  for (const moment of MOMENTS) {
    const expected = await pricingEverySize(query, moment);
    const page = await catalog.listCatalog(query, moment);
    expect(page.products.map((p) => p._id).sort(), `products at ${moment.toISOString()}`).toEqual(
      expected.map((p) => p.id).sort(),
    );
    expect(page.total).toBe(expected.length);
    // A page past the end holds no product but still tells the total.
    const beyond = await catalog.listCatalog({ ...query, pageSize: 1, page: expected.length + 1 }, moment);
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(expected.length);
    const { categories } = await catalog.catalogFacets(query, moment);
    for (const { name, count } of categories) {
      expect(count, `${name} at ${moment.toISOString()}`).toBe(expected.filter((p) => p.category === name).length);
    }
  }
}

it('finds the same products as pricing every size, at every moment and after a discount is written', async () => {
  await fc.assert(
    fc.asyncProperty(catalogue, filters, write, async (generated, query, change) => {
      await writeCatalogue(generated);
      await expectSameAnswers(query);

      // A discount starts between two reads: on one size, and on a category.
      const { db } = database;
      await db.execute(
        sql`update ${sizes} set discount_percentage = ${change.sizeDiscount.percentage},
          discount_expires_at = ${at(change.sizeDiscount.endsIn).toISOString()}::timestamptz
          where ${sizes.id} = (select ${sizes.id} from ${sizes} order by ${sizes.priceCents} desc, ${sizes.id} limit 1)`,
      );
      await db
        .insert(categoryDiscounts)
        .values({ ...change.categoryDiscount, expiresAt: at(2 * DAY) })
        .onConflictDoUpdate({
          target: categoryDiscounts.category,
          set: { ...change.categoryDiscount, expiresAt: at(2 * DAY) },
        });
      await expectSameAnswers(query);
    }),
    { numRuns: 30 },
  );
}, 180_000);

it('never bounds out a price whose category-discounted price is within the maximum', async () => {
  // categoryDiscountCeilingSql inverts the rounding of categoryDiscountedSql: checked for every
  // price up to 400.00 against each maximum, for discounts at the edges of their ranges.
  const { db } = database;
  for (const [percentage, flatAmountCents] of [
    [0, 0],
    [1, 0],
    [33, 0],
    [99, 0],
    [100, 0],
    [0, 1],
    [15, 250],
  ] as const) {
    await db.delete(categoryDiscounts);
    await db.insert(categoryDiscounts).values({ category: 'Coats', percentage, flatAmountCents, expiresAt: at(DAY) });
    for (const max of [0, 1, 49, 50, 51, 999, 1000, 12_345]) {
      const [row] = await queryRows<{ outside: number }>(
        db,
        sql`select count(*)::int as outside from ${categoryDiscounts}, generate_series(0, 40000) as p(price)
          where ${categoryDiscountedSql(now, sql`p.price`)} <= ${max}
            and p.price > ${categoryDiscountCeilingSql(now, max)}`,
      );
      expect(row!.outside, `${percentage}% and ${flatAmountCents} cents off, at most ${max}`).toBe(0);
    }
  }
});
