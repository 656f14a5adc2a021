/**
 * Checkout never holds the database while it waits for the card provider (decision 41): with
 * Stripe's stand-in holding one shopper's session request, product pages, the product API
 * and another shopper's checkout all answer before it returns — on the embedded database
 * (one connection) as on PostgreSQL. A provider that fails leaves stock, coupon uses and
 * the order list exactly as they were.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { ApiCoupon, ApiProduct } from '#domain/api-answer-schemas.ts';
import { ORDER_MESSAGES } from '#domain/orders.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { testShippingAddress } from '#tests/support/checkout-input.ts';
import { createClient } from '#tests/support/http.ts';
import { ADMIN, testStoreConfig } from '#tests/support/store-config.ts';
import { startStripeStandIn, type StripeStandIn } from '#tests/support/stripe-stand-in.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

/** How long the stand-in holds the slow shopper's session at most (the others must be done well before). */
const PROVIDER_DELAY_MS = 20_000;

let standIn: StripeStandIn;
let store: RunningServer;
let database: TestDatabase;
let dataDir: string;
let admin: ReturnType<typeof createClient>;
let products: ApiProduct[];

const at = (p: string) => `${store.url}${p}`;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-checkout-steps-'));
  database = await createTestDatabase();
  const config = testStoreConfig({
    dataDir,
    databaseUrl: database.url,
    env: {
      SEED_DEMO: 'true',
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(8).toString('hex')}`,
      STRIPE_API_URL: standIn.url,
    },
  });
  store = await startServer(config, { ui: { kind: 'build', buildDir: inject('buildDir') } });
  const login = await createClient().post<{ token: string }>(at('/api/auth/login'), ADMIN);
  admin = createClient({ token: login.body.token });
  products = (await admin.get<ApiProduct[]>(at('/api/products'))).body;
}, 120_000);

afterAll(async () => {
  await store?.close();
  await standIn?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** A cart of one unit of the `index`-th product's first size in stock. */
function cartLine(index: number) {
  const product = products.filter((p) => p.variants.some((v) => v.sizes.some((s) => s.stock >= 2)))[index]!;
  const variant = product.variants.find((v) => v.sizes.some((s) => s.stock >= 2))!;
  const size = variant.sizes.find((s) => s.stock >= 2)!;
  return {
    product,
    color: variant.color,
    size: size.size,
    item: { product: { _id: product._id }, variant: { color: variant.color, size: size.size }, quantity: 1 },
  };
}

const checkout = (items: unknown[], appliedCoupon: { code: string } | null = null) =>
  createClient().post<{ url: string; orderId: string; message: string }>(at('/api/orders/create-checkout-session'), {
    cart: { items, appliedCoupon },
    shippingAddress: testShippingAddress(),
    shippingMethod: 'standard',
  });

async function stockOf(line: ReturnType<typeof cartLine>): Promise<number> {
  const product = (await admin.get<ApiProduct>(at(`/api/products/${line.product._id}`))).body;
  return product.variants.find((v) => v.color === line.color)!.sizes.find((s) => s.size === line.size)!.stock;
}

it('serves pages, the product API and another checkout while one waits for the provider', async () => {
  const slow = cartLine(0);
  const other = cartLine(1);
  const { entered, release } = standIn.holdNextCreation(PROVIDER_DELAY_MS);
  let slowDone = false;
  const slowCheckout = checkout([slow.item]).finally(() => (slowDone = true));
  await entered;

  // Each of these must finish while the slow shopper's provider call is still held.
  const page = await fetch(at(`/products/${other.product._id}`));
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(other.product.name);
  expect(slowDone).toBe(false);

  const api = await admin.get<ApiProduct>(at(`/api/products/${other.product._id}`));
  expect(api.status).toBe(200);
  expect(slowDone).toBe(false);

  const another = await checkout([other.item]);
  expect(another.status).toBe(201);
  expect(slowDone).toBe(false);

  release();
  const placed = await slowCheckout;
  expect(placed.status).toBe(201);
  expect(placed.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
});

it('a provider that fails leaves stock, coupon uses and the order list as they were', async () => {
  const line = cartLine(2);
  const code = `STEP${randomBytes(3).toString('hex').toUpperCase()}`;
  const created = await admin.post<ApiCoupon>(at('/api/coupons'), {
    code,
    type: 'fixed',
    value: 1,
    appliesTo: 'global',
    maxUses: 5,
  });
  expect(created.status).toBe(201);
  const coupon = async () => (await admin.get<ApiCoupon[]>(at('/api/coupons'))).body.find((c) => c.code === code)!;
  const orderCount = async () => (await admin.get<{ total: number }>(at('/api/orders/admin'))).body.total;
  const before = { stock: await stockOf(line), coupon: await coupon(), orders: await orderCount() };

  standIn.failCreationWith = 500;
  try {
    const failed = await checkout([line.item], { code });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(ORDER_MESSAGES.paymentFailed);
  } finally {
    standIn.failCreationWith = null;
  }
  expect(await stockOf(line)).toBe(before.stock);
  expect(await coupon()).toEqual(before.coupon);
  expect(await orderCount()).toBe(before.orders);

  // The same cart then goes through, taking the unit and the coupon use once.
  const placed = await checkout([line.item], { code });
  expect(placed.status).toBe(201);
  expect(await stockOf(line)).toBe(before.stock - 1);
  expect((await coupon()).usedCount).toBe(before.coupon.usedCount + 1);
});
