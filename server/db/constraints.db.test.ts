/**
 * The database refuses rows that break what the code assumes (migration 0010 and earlier;
 * decision 0026), on PGlite and — when TEST_DATABASE_URL is set — on PostgreSQL too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { type Database } from './client';
import {
  categoryDiscounts,
  coupons,
  orderItems,
  orders,
  products,
  reviews,
  signupRequests,
  sizes,
  testPaymentSessions,
  users,
  variants,
} from './schema';

const kinds = [
  { name: 'PGlite', postgres: false },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', postgres: true }] : []),
];

/** The constraint a refused statement names (drizzle wraps the driver's error as its cause). */
async function refusedBy(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (err) {
    const { message } = ((err as { cause?: Error }).cause ?? err) as Error;
    return /constraint "([a-z0-9_]+)"/.exec(message)?.[1] ?? message;
  }
  return 'accepted';
}

describe.each(kinds)('constraints on $name', ({ postgres }) => {
  let testDb: TestDatabase;
  let database: Database;
  const ids = {
    product: '',
    size: '',
    coupon: '',
    user: '',
    signup: '',
    order: '',
    item: '',
    session: 'ts_1',
    review: '',
  };

  beforeAll(async () => {
    testDb = postgres ? await createTestDatabase() : { url: undefined, drop: async () => {} };
    database = await openMigratedDatabase(testDb.url, { poolSize: 2 });
    const db = database.db;
    const [product] = await db
      .insert(products)
      .values({ name: 'Felt Coat', category: 'Coats', priceCents: 10_000 })
      .returning();
    ids.product = product!.id;
    const [variant] = await db.insert(variants).values({ productId: ids.product, color: 'Black' }).returning();
    const [size] = await db
      .insert(sizes)
      .values({ variantId: variant!.id, size: 'M', priceCents: 10_000, stock: 3 })
      .returning();
    ids.size = size!.id;
    await db.insert(categoryDiscounts).values({ category: 'Coats', percentage: 10 });
    const [coupon] = await db
      .insert(coupons)
      .values({ code: 'TEN', type: 'percentage', valueHundredths: 1000 })
      .returning();
    ids.coupon = coupon!.id;
    const [user] = await db
      .insert(users)
      .values({ name: 'Ann', email: 'ann@example.com', passwordHash: 'x' })
      .returning();
    ids.user = user!.id;
    const [review] = await db
      .insert(reviews)
      .values({ productId: ids.product, userId: ids.user, name: 'Ann', rating: 5, comment: 'Warm.' })
      .returning();
    ids.review = review!.id;
    const soon = new Date(Date.now() + 3_600_000);
    const [signup] = await db
      .insert(signupRequests)
      .values({
        email: 'bob@example.com',
        name: 'Bob',
        passwordHash: 'x',
        codeHash: 'x',
        codeSentAt: new Date(),
        codeExpiresAt: soon,
        expiresAt: soon,
      })
      .returning();
    ids.signup = signup!.id;
    const [order] = await db
      .insert(orders)
      .values({
        accessToken: 't',
        email: 'ann@example.com',
        phone: '+996 555 000 111',
        firstName: 'Ann',
        lastName: 'A',
        country: 'KG',
        address: 'x',
        city: 'Bishkek',
        postalCode: '720001',
        shippingMethod: 'standard',
        currency: 'USD',
        subtotalCents: 10_000,
        discountCents: 1_000,
        shippingCents: 500,
        totalCents: 9_500,
        paymentMethod: 'test',
        expiresAt: soon,
      })
      .returning();
    ids.order = order!.id;
    const [item] = await db
      .insert(orderItems)
      .values({
        orderId: ids.order,
        productName: 'Felt Coat',
        color: 'Black',
        size: 'M',
        priceCents: 10_000,
        unitPriceCents: 10_000,
        quantity: 1,
      })
      .returning();
    ids.item = item!.id;
    await db.insert(testPaymentSessions).values({
      id: ids.session,
      orderId: ids.order,
      amountCents: 9_500,
      currency: 'USD',
      successUrl: 'https://shop.example/ok',
      cancelUrl: 'https://shop.example/cart',
      expiresAt: soon,
    });
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  const db = () => database.db;
  const product = (set: Partial<typeof products.$inferInsert>) =>
    db().update(products).set(set).where(eq(products.id, ids.product));
  const size = (set: Partial<typeof sizes.$inferInsert>) => db().update(sizes).set(set).where(eq(sizes.id, ids.size));
  const category = (set: Partial<typeof categoryDiscounts.$inferInsert>) => db().update(categoryDiscounts).set(set);
  const coupon = (set: Partial<typeof coupons.$inferInsert>) =>
    db().update(coupons).set(set).where(eq(coupons.id, ids.coupon));
  const order = (set: Partial<typeof orders.$inferInsert>) =>
    db().update(orders).set(set).where(eq(orders.id, ids.order));
  const item = (set: Partial<typeof orderItems.$inferInsert>) =>
    db().update(orderItems).set(set).where(eq(orderItems.id, ids.item));
  const user = (set: Partial<typeof users.$inferInsert>) => db().update(users).set(set).where(eq(users.id, ids.user));
  const signup = (set: Partial<typeof signupRequests.$inferInsert>) =>
    db().update(signupRequests).set(set).where(eq(signupRequests.id, ids.signup));

  it.each([
    ['a negative product price', 'products_price_not_negative', () => product({ priceCents: -1 })],
    ['an average rating above 5', 'products_rating_range', () => product({ averageRating: 5.1 })],
    ['a negative review count', 'products_reviews_not_negative', () => product({ numReviews: -1 })],
    ['a negative size price', 'sizes_price_not_negative', () => size({ priceCents: -1 })],
    ['negative stock', 'sizes_stock_not_negative', () => size({ stock: -1 })],
    ['a size discount above 100 %', 'sizes_discount_range', () => size({ discountPercentage: 101 })],
    ['a negative size discount', 'sizes_discount_range', () => size({ discountPercentage: -1 })],
    ['a category discount above 100 %', 'category_discounts_percentage_range', () => category({ percentage: 101 })],
    [
      'a negative flat category discount',
      'category_discounts_flat_not_negative',
      () => category({ flatAmountCents: -1 }),
    ],
    ['a coupon value of zero', 'coupons_value_positive', () => coupon({ valueHundredths: 0 })],
    ['a percentage coupon above 100 %', 'coupons_percentage_at_most_100', () => coupon({ valueHundredths: 10_001 })],
    ['a usage limit of zero', 'coupons_max_uses_positive', () => coupon({ maxUses: 0 })],
    ['a negative use count', 'coupons_used_not_negative', () => coupon({ usedCount: -1 })],
    ['a negative minimum order', 'coupons_min_order_not_negative', () => coupon({ minOrderValueCents: -1 })],
    ['a maximum discount of zero', 'coupons_max_discount_positive', () => coupon({ maxDiscountCents: 0 })],
    ['a negative order subtotal', 'orders_money_not_negative', () => order({ subtotalCents: -1 })],
    ['a negative order discount', 'orders_money_not_negative', () => order({ discountCents: -1 })],
    ['a negative shipping charge', 'orders_money_not_negative', () => order({ shippingCents: -1 })],
    ['a negative order total', 'orders_money_not_negative', () => order({ totalCents: -1 })],
    ['an order line of no pieces', 'order_items_quantity_positive', () => item({ quantity: 0 })],
    ['a negative line list price', 'order_items_money_not_negative', () => item({ priceCents: -1 })],
    ['a negative line unit price', 'order_items_money_not_negative', () => item({ unitPriceCents: -1 })],
    ['a negative line discount', 'order_items_money_not_negative', () => item({ discountCents: -1 })],
    [
      'a negative test payment amount',
      'test_payment_sessions_amount_not_negative',
      () => db().update(testPaymentSessions).set({ amountCents: -1 }).where(eq(testPaymentSessions.id, ids.session)),
    ],
    [
      'a review rating of 6',
      'reviews_rating_range',
      () => db().update(reviews).set({ rating: 6 }).where(eq(reviews.id, ids.review)),
    ],
    ['an account address with capitals', 'users_email_normalized', () => user({ email: 'Ann@example.com' })],
    ['an account address with spaces around it', 'users_email_normalized', () => user({ email: ' ann@example.com' })],
    [
      'a second account for one address',
      'users_email_uq',
      () => db().insert(users).values({ name: 'Ann 2', email: 'ann@example.com', passwordHash: 'y' }),
    ],
    ['a sign-up address with capitals', 'signup_requests_email_normalized', () => signup({ email: 'BOB@example.com' })],
    ['negative failed attempts', 'signup_requests_attempts_not_negative', () => signup({ failedAttempts: -1 })],
  ])('refuses %s (%s)', async (_what, constraint, statement) => {
    expect(await refusedBy(statement())).toBe(constraint);
  });

  it('accepts the edges the rules allow', async () => {
    expect(
      await refusedBy(coupon({ valueHundredths: 10_000, maxUses: 1, minOrderValueCents: 0, maxDiscountCents: 1 })),
    ).toBe('accepted');
    // A fixed coupon is cents, not a percentage: $150 off is allowed.
    expect(await refusedBy(coupon({ type: 'fixed', valueHundredths: 15_000, maxUses: null }))).toBe('accepted');
    expect(await refusedBy(product({ averageRating: 5, numReviews: 0 }))).toBe('accepted');
    expect(await refusedBy(size({ stock: 0, priceCents: 0, discountPercentage: 100 }))).toBe('accepted');
    expect(await refusedBy(order({ totalCents: 0, discountCents: 0 }))).toBe('accepted');
  });
});
