/**
 * The built-in test payment page on the built storefront, and its refusal in production:
 * a production store takes test payments only with ALLOW_TEST_PAYMENTS=true.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { START_BOUND_MS, startProductionServer, type ProductionServer } from '#tests/support/production-server.ts';

let demoStore: ProductionServer;
let realStore: ProductionServer;

beforeAll(async () => {
  [demoStore, realStore] = await Promise.all([
    startProductionServer(inject('buildDir'), { ALLOW_TEST_PAYMENTS: 'true', SEED_DEMO: 'true' }),
    startProductionServer(inject('buildDir')),
  ]);
}, START_BOUND_MS + 30_000);

afterAll(async () => {
  await Promise.all([demoStore?.stop(), realStore?.stop()]);
});

const shippingAddress = {
  email: 'page@example.com',
  phone: '+1 555 0100',
  firstName: 'Pat',
  lastName: 'Lee',
  country: 'US',
  state: 'NY',
  address: '5 Main St',
  city: 'Albany',
  postalCode: '12207',
};

async function post(base: string, path: string, body: unknown) {
  const res = await fetchChecked(new URL(path, base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** One unit of the first size in stock, ordered on the demo store with the given shipping. */
async function placeOrder(shippingMethod: 'standard' | 'express' | 'overnight') {
  const products = (await (await fetchChecked(new URL('/api/products', demoStore.url))).json()) as ApiProduct[];
  const product = products.find((p) => p.variants.some((v) => v.sizes.some((s) => s.stock > 0)))!;
  const variant = product.variants.find((v) => v.sizes.some((s) => s.stock > 0))!;
  const size = variant.sizes.find((s) => s.stock > 0)!;
  const placed = await post(demoStore.url, '/api/orders/create-checkout-session', {
    cart: {
      items: [{ product: { _id: product._id }, variant: { color: variant.color, size: size.size }, quantity: 1 }],
    },
    shippingAddress,
    shippingMethod,
  });
  return { placed, product, size };
}

describe('test payment page', () => {
  it('shows the amount in the store currency, marked as a test payment', async () => {
    const { placed, size } = await placeOrder('overnight');
    expect(placed.status).toBe(201);
    const path = new URL(placed.body.url as string).pathname;
    const page = await fetchChecked(new URL(path, demoStore.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('TEST PAYMENT');
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      size.discountedPrice + 24.99,
    );
    expect(html).toContain(`Pay ${amount}`);
    expect(html).toContain('4242 4242 4242 4242');
    // Cancelling sends the shopper back to the payment step naming the order, so it can end it.
    expect(html).toContain(
      `/checkout/payment?cancelled=1&amp;order=${placed.body.orderId as string}&amp;token=${placed.body.token as string}`,
    );

    expect((await fetchChecked(new URL('/pay/test_unknown', demoStore.url))).status).toBe(404);
  });

  it('the order page thanks the shopper with the order once paid, and hides orders from a wrong link', async () => {
    const { placed, product } = await placeOrder('express');
    const sessionId = new URL(placed.body.url as string).pathname.split('/').pop()!;
    const orderId = placed.body.orderId as string;
    const successPath = `/checkout/success?order=${orderId}&token=${placed.body.token as string}`;

    // Before payment the page waits for the provider's word.
    const waiting = await (await fetchChecked(new URL(successPath, demoStore.url))).text();
    expect(waiting).toContain('confirming your payment');

    const paid = await post(demoStore.url, `/api/payments/test/${sessionId}`, { cardNumber: '4242424242424242' });
    expect(paid.body.redirectTo).toContain(successPath);
    const page = await fetchChecked(new URL(successPath, demoStore.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Thank you for your order!');
    expect(html).toContain(orderId.slice(-8));
    expect(html).toContain('A confirmation e-mail is on its way to');
    expect(html).toContain('page@example.com');
    expect(html).toContain(product.name);
    expect(html).toContain('Express');
    expect(html).toContain('2-3 business days');
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    for (const path of [
      `/checkout/success?order=${orderId}&token=wrong`,
      `/checkout/success?order=${orderId}`,
      '/checkout/success?order=not-an-id&token=x',
      '/checkout/success',
    ]) {
      const res = await fetchChecked(new URL(path, demoStore.url));
      expect(res.status, path).toBe(404);
      const text = await res.text();
      expect(text).toContain('Order not found');
      expect(text).not.toContain(product.name);
    }
  });

  it('is refused in production without ALLOW_TEST_PAYMENTS: checkout answers 503 with a message', async () => {
    const res = await post(realStore.url, '/api/orders/create-checkout-session', {
      cart: {
        items: [
          {
            product: { _id: '00000000-0000-4000-8000-000000000000' },
            variant: { color: 'Black', size: 'M' },
            quantity: 1,
          },
        ],
      },
      shippingAddress,
      shippingMethod: 'standard',
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('This store is not taking payments yet. Please try again later.');
    expect(realStore.output()).toContain('no payment provider is configured');
  });
});
