/**
 * Orders for the tests of what happens after a sale (refunds, returns) on a store of their own
 * with the demo catalogue: each order is two units of one size and one of another, sizes with
 * stock to spare taken in turn so no two orders share one, paid on the test payment page.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { testShippingAddress } from './checkout-input';
import { createClient, getJson } from './http';
import { waitForMail } from './mailbox';

export type Pick = { product: ApiProduct; color: string; size: string };
export type TwoLineOrder = { orderId: string; token: string; email: string; lines: Pick[] };
type Client = ReturnType<typeof createClient>;

/** `at` turns an API path into the store's URL. */
export async function createTwoLineOrders(at: (path: string) => string) {
  const products = (await getJson<ApiProduct[]>(at('/api/products'))).body;
  const picks: Pick[] = products.flatMap((product) =>
    product.variants.flatMap((v) =>
      v.sizes.filter((s) => s.stock >= 5).map((s) => ({ product, color: v.color, size: s.size })),
    ),
  );
  let next = 0;

  /** A new order, paid unless `pay` is false, placed by `client` (a guest by default); `label` starts its e-mail address. */
  async function place(options: { label: string; pay?: boolean; client?: Client }): Promise<TwoLineOrder> {
    const lines = [picks[next++]!, picks[next++]!];
    const address = testShippingAddress(`${options.label}-${randomUUID().slice(0, 8)}@example.com`);
    const placed = await (options.client ?? createClient()).post<{
      url: string;
      orderId: string;
      token: string;
      message?: string;
    }>(at('/api/orders/create-checkout-session'), {
      cart: {
        items: lines.map((p, i) => ({
          product: { _id: p.product._id },
          variant: { color: p.color, size: p.size },
          quantity: i === 0 ? 2 : 1,
        })),
        appliedCoupon: null,
      },
      shippingAddress: address,
      shippingMethod: 'express',
    });
    expect(placed.status, placed.body.message).toBe(201);
    if (options.pay !== false) {
      const sessionId = new URL(placed.body.url).pathname.split('/').pop()!;
      const paid = await createClient().post(at(`/api/payments/test/${sessionId}`), {
        cardNumber: '4242 4242 4242 4242',
      });
      expect(paid.status).toBe(200);
      expect(await waitForMail(address.email)).toContain('is confirmed');
    }
    return { orderId: placed.body.orderId, token: placed.body.token, email: address.email, lines };
  }

  /** How many units of the pick's size are in stock now. */
  async function stockOf(p: Pick): Promise<number> {
    const product = (await getJson<ApiProduct>(at(`/api/products/${p.product._id}`))).body;
    return product.variants.find((v) => v.color === p.color)!.sizes.find((s) => s.size === p.size)!.stock;
  }

  return { place, stockOf };
}
