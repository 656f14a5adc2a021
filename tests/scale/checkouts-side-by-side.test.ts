/**
 * Checkouts on PostgreSQL run side by side (the embedded database has one connection, so
 * its transactions take turns anyway): a checkout keeps its transaction open while the
 * payment provider opens the session, and nothing it writes may make other shoppers'
 * checkouts wait for that — in particular the statistics' daily totals, which every order
 * adds to (counted when its transaction commits, decision 35).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { products, sizes, variants } from '#server/db/schema.ts';
import { createMailQueue } from '#server/mail/outbox.ts';
import { createTestPaymentProvider } from '#server/payments/test-provider.ts';
import { createOrderService } from '#server/services/orders/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '#tests/support/test-database.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const address = {
  email: 'a@example.com',
  phone: '+996 555 000 111',
  firstName: 'A',
  lastName: 'B',
  country: 'KG',
  address: 'x',
  city: 'Bishkek',
  postalCode: '720001',
};

let scratch: ScratchDatabase;
let database: Database;

beforeAll(async () => {
  scratch = await createScratchDatabase(POSTGRES_URL, 'store_test');
  database = await openDatabase({ url: scratch.url });
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

/** A product with one size in stock, and a cart of one of it. */
async function cartOfNewProduct(name: string) {
  const [product] = await database.db
    .insert(products)
    .values({ name, category: 'Scarves', priceCents: 2_000 })
    .returning();
  const [variant] = await database.db.insert(variants).values({ productId: product!.id, color: 'Red' }).returning();
  await database.db.insert(sizes).values({ variantId: variant!.id, size: 'S', priceCents: 2_000, stock: 5 });
  return {
    items: [{ product: { _id: product!.id }, variant: { color: 'Red', size: 'S' }, quantity: 1 }],
    appliedCoupon: null,
  };
}

it('a checkout waiting for the payment provider does not hold up another one', async () => {
  const provider = createTestPaymentProvider('https://shop.example', database.db);
  const orders = (payments = provider) =>
    createOrderService({
      db: database.db,
      mail: createMailQueue(),
      payments,
      publicUrl: 'https://shop.example',
      storeEmail: 'hello@shop.example',
      currency: 'USD',
    });
  let entered!: () => void;
  const providerCalled = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const slowProvider = {
    ...provider,
    createSession: async (...args: Parameters<typeof provider.createSession>) => (
      entered(),
      await released,
      provider.createSession(...args)
    ),
  };

  // Two shoppers buying different things (a shared size would rightly make them take turns).
  const [slowCart, otherCart] = [await cartOfNewProduct('Wool Scarf'), await cartOfNewProduct('Silk Scarf')];
  const first = orders(slowProvider).createCheckoutSession(
    { cart: slowCart, shippingAddress: address, shippingMethod: 'standard', language: 'en' },
    null,
  );
  await providerCalled;
  const second = await Promise.race([
    orders().createCheckoutSession(
      { cart: otherCart, shippingAddress: address, shippingMethod: 'standard', language: 'en' },
      null,
    ),
    new Promise<'held up'>((resolve) => setTimeout(() => resolve('held up'), 5_000)),
  ]);
  release();
  expect(second).toMatchObject({ orderId: expect.any(String) });
  expect(await first).toMatchObject({ orderId: expect.any(String) });
});
