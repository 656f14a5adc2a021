/**
 * Which test payment sessions take a card: only an open one. A page left open after a
 * decline or past its session's end says it has expired (it never answers "declined" to a
 * good card); a paid one leads to its order; a malformed id is a 404 on either database; and
 * a store whose test payments are off (production without ALLOW_TEST_PAYMENTS) refuses the
 * sessions it made before.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { TEST_CARDS, TEST_PAYMENT_MESSAGES } from '#server/payments/test-provider.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { testShippingAddress } from '#tests/support/checkout-input.ts';
import { createClient } from '#tests/support/http.ts';
import { testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';

let store: RunningServer;
let database: TestDatabase;
let dataDir: string;
const start = (env: Record<string, string> = {}) =>
  startServer(testStoreConfig({ dataDir, databaseUrl: database.url, env: { SEED_DEMO: 'true', ...env } }), {
    ui: { kind: 'build', buildDir: inject('buildDir') },
  });

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-test-sessions-'));
  database = await createTestDatabase();
  store = await start();
}, 120_000);

afterAll(async () => {
  await store?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const at = (p: string) => `${store.url}${p}`;
const shopper = createClient();

/** A placed order's test session id, for one unit of a product in stock. */
async function placeOrder(): Promise<{ sessionId: string; orderId: string; token: string }> {
  const products = (await shopper.get<ApiProduct[]>(at('/api/products'))).body;
  const product = products.find((p) => p.variants.some((v) => v.sizes.some((s) => s.stock > 0)))!;
  const variant = product.variants.find((v) => v.sizes.some((s) => s.stock > 0))!;
  const size = variant.sizes.find((s) => s.stock > 0)!;
  const placed = await shopper.post<{ url: string; orderId: string; token: string }>(
    at('/api/orders/create-checkout-session'),
    {
      cart: {
        items: [{ product: { _id: product._id }, variant: { color: variant.color, size: size.size }, quantity: 1 }],
      },
      shippingAddress: testShippingAddress(),
      shippingMethod: 'standard',
    },
  );
  expect(placed.status).toBe(201);
  return {
    sessionId: new URL(placed.body.url).pathname.split('/').pop()!,
    orderId: placed.body.orderId,
    token: placed.body.token,
  };
}

const pay = (sessionId: string, cardNumber: string) =>
  shopper.post<{ redirectTo?: string; message?: string }>(at(`/api/payments/test/${encodeURIComponent(sessionId)}`), {
    cardNumber,
  });

describe('a test payment session', () => {
  it('that was declined says the page expired when a good card is tried on it, and does not pay', async () => {
    const { sessionId, orderId, token } = await placeOrder();
    expect((await pay(sessionId, TEST_CARDS.declined)).body.redirectTo).toBe('/checkout/payment?payment=declined');

    // Back to the page left open: a good card is not "declined", the page has expired.
    const again = await pay(sessionId, TEST_CARDS.success);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TEST_PAYMENT_MESSAGES.expired);
    const order = await shopper.get<{ paymentStatus: string }>(at(`/api/orders/${orderId}?token=${token}`));
    expect(order.body.paymentStatus).toBe('failed');

    // Loaded again, the page says so and links back to the payment step.
    const page = await fetch(at(`/pay/${sessionId}`));
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain('This payment page has expired');
    expect(html).toContain('href="/checkout/payment"');
    expect(html).not.toContain('Card number');
  });

  it('that was paid leads to its order, on the page and through the API', async () => {
    const { sessionId, orderId } = await placeOrder();
    const paid = await pay(sessionId, TEST_CARDS.success);
    expect(paid.body.redirectTo).toContain(`/checkout/success?order=${orderId}`);
    expect((await pay(sessionId, TEST_CARDS.success)).body.redirectTo).toBe(paid.body.redirectTo);
    const page = await fetch(at(`/pay/${sessionId}`), { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toContain(`/checkout/success?order=${orderId}`);
  });

  it('with a malformed id (a NUL included) is not found, never a server error', async () => {
    for (const id of ['%00', 'test_%00', `test_${'a'.repeat(23)}%00`, 'x'.repeat(300)]) {
      expect((await fetch(at(`/pay/${id}`))).status, id).toBe(404);
      const res = await fetchChecked(at(`/api/payments/test/${id}`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ cardNumber: TEST_CARDS.success }),
      });
      expect(res.status, id).toBe(404);
    }
  });

  it('made before test payments were turned off can no longer be shown or paid', async () => {
    const { sessionId, orderId, token } = await placeOrder();
    await store.close();
    // The same store restarted for production, without ALLOW_TEST_PAYMENTS.
    store = await start({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-session-secret-of-enough-length' });
    expect((await fetch(at(`/pay/${sessionId}`))).status).toBe(404);
    expect((await pay(sessionId, TEST_CARDS.success)).status).toBe(404);
    const order = await shopper.get<{ paymentStatus: string }>(at(`/api/orders/${orderId}?token=${token}`));
    expect(order.body.paymentStatus).toBe('pending');
  });
});
