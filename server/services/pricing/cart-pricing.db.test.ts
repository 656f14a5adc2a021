import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '#server/db/client.ts';
import { categoryDiscounts, coupons, products, sizes, variants } from '#server/db/schema.ts';
import { createTestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { priceCartFromDatabase } from './cart-pricing';

/**
 * priceCartFromDatabase on the embedded database, and on PostgreSQL as well when
 * TEST_DATABASE_URL is set (a throw-away copy of the run's migrated database, dropped after).
 */
const now = new Date('2026-06-01T12:00:00Z');
const FUTURE = new Date('2026-07-01T00:00:00Z');
const serverUrl = process.env.TEST_DATABASE_URL;
const targets = [
  { name: 'PGlite', url: undefined as string | undefined },
  ...(serverUrl ? [{ name: 'PostgreSQL', url: serverUrl }] : []),
];

describe.each(targets)('priceCartFromDatabase on $name', ({ url }) => {
  let database: Database;
  let dropDatabase = async () => {};
  let jacketId: string;

  beforeAll(async () => {
    const testDb = await createTestDatabase(url);
    dropDatabase = testDb.drop;
    database = await openMigratedDatabase(testDb.url, { poolSize: 2 });
    const db = database.db;
    const [jacket] = await db
      .insert(products)
      .values({ name: 'Wool Jacket', category: 'Jackets', priceCents: 10000 })
      .returning();
    jacketId = jacket!.id;
    const [variant] = await db.insert(variants).values({ productId: jacketId, color: 'Black' }).returning();
    await db.insert(sizes).values([
      // The size's own 15 % loses to the category's 20 %: discounts never stack.
      {
        variantId: variant!.id,
        size: 'M',
        priceCents: 10000,
        stock: 3,
        discountPercentage: 15,
        discountExpiresAt: FUTURE,
      },
      // Its own discount ends at this very instant: over.
      {
        variantId: variant!.id,
        size: 'L',
        priceCents: 10000,
        stock: 3,
        discountPercentage: 50,
        discountExpiresAt: now,
      },
    ]);
    // Stored in another case and with a space: the same category all the same.
    await db.insert(categoryDiscounts).values({ category: ' jackets', percentage: 20, expiresAt: FUTURE });
    await db.insert(coupons).values([
      { code: null, description: 'Store welcome discount', type: 'fixed', valueHundredths: 500, isGlobal: true },
      { code: 'JACKETS10', type: 'percentage', valueHundredths: 1000, appliesTo: 'category', target: 'JACKETS' },
      { code: 'ENDED', type: 'fixed', valueHundredths: 100, expiresAt: now },
    ]);
  });

  afterAll(async () => {
    await database?.close();
    await dropDatabase();
  });

  const line = (size: string, quantity = 1) => ({ productId: jacketId, color: 'Black', size, quantity });

  it('prices lines from the catalogue, the category discount matched case-insensitively', async () => {
    const priced = await priceCartFromDatabase(database.db, [line('M', 2), line('L'), line('XS')], { now });
    expect(priced.lines.map((l) => [l.size, l.unitPriceCents])).toEqual([
      ['M', 8000],
      ['L', 8000],
    ]);
    expect(priced.missing).toEqual([line('XS')]);
    expect(priced).toMatchObject({
      subtotalCents: 24000,
      storeDiscountCents: 500,
      shippingCents: 1000,
      totalCents: 24000 - 500 + 1000,
    });
    expect(priced.storeDiscount?.coupon.description).toBe('Store welcome discount');
  });

  it('combines a typed coupon with the automatic store discount, and takes the shipping it is given', async () => {
    const priced = await priceCartFromDatabase(database.db, [line('M')], {
      couponCode: ' jackets10 ',
      shippingCents: 1299,
      now,
    });
    expect(priced).toMatchObject({
      couponError: null,
      couponDiscountCents: 800,
      storeDiscountCents: 500,
      totalCents: 8000 - 1300 + 1299,
    });
    expect(priced.couponDiscount?.coupon.code).toBe('JACKETS10');
  });

  it('says why a code gives nothing: unknown, or expired at the instant', async () => {
    expect((await priceCartFromDatabase(database.db, [line('M')], { couponCode: 'NOPE', now })).couponError).toBe(
      'This coupon code is not valid.',
    );
    const ended = await priceCartFromDatabase(database.db, [line('M')], { couponCode: 'ENDED', now });
    expect(ended).toMatchObject({
      couponError: 'This coupon has expired.',
      couponDiscountCents: 0,
      storeDiscountCents: 500,
    });
  });
});
