/**
 * The stock ledger (issue "Run the business after the sale", part 5): every change of a
 * size's stock is a row saying how much, the stock after it, why, for which order and by
 * whom; and a back-office edit made from a form read before a reservation moves the stock by
 * what the owner changed instead of overwriting the reservation. On a store of this file's
 * own: it creates products and places orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiOrder,
  ApiProduct,
  CheckoutSessionAnswer,
  StockHistoryAnswer,
  StockMovementRow,
} from '#domain/api-answer-schemas.ts';
import { registerCustomer } from '#tests/support/accounts.ts';
import { guestCheckoutBody } from '#tests/support/checkout-input.ts';
import { createClient } from '#tests/support/http.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { ADMIN } from '#tests/support/store-config.ts';

type Msg = { message: string };
type Client = ReturnType<typeof createClient>;

let store: OwnStore;
let at: OwnStore['at'];
let admin: Client;
let customer: Client;

/** Navy in S (4) and M (10). */
function productBody(name: string, stock: { S: number; M: number; readS?: number; readM?: number } = { S: 4, M: 10 }) {
  const size = (size: 'S' | 'M', read?: number) => ({
    size,
    price: 50,
    stock: stock[size],
    ...(read === undefined ? {} : { stockRead: read }),
  });
  return {
    name,
    description: 'Felted wool.',
    category: 'Ledger Capes',
    isFeatured: false,
    variants: [{ color: 'Navy', images: [], sizes: [size('S', stock.readS), size('M', stock.readM)] }],
  };
}

async function createProduct(name: string): Promise<ApiProduct> {
  const res = await admin.post<ApiProduct>(at('/api/products/admin/createProduct'), productBody(name));
  expect(res.status).toBe(201);
  return res.body;
}

const stockOf = async (id: string, size: 'S' | 'M') =>
  (await createClient().get<ApiProduct>(at(`/api/products/${id}`))).body.variants[0]!.sizes.find(
    (s) => s.size === size,
  )!.stock;

async function history(id: string): Promise<StockMovementRow[]> {
  const res = await admin.get<StockHistoryAnswer>(at(`/api/products/admin/stockHistory/${id}`));
  expect(res.status).toBe(200);
  return res.body.movements;
}

const ofSize = (rows: StockMovementRow[], size: 'S' | 'M') => rows.filter((r) => r.size === size);

/** A guest's order of `quantity` Navy M, awaiting payment (its units reserved). */
async function placeOrder(product: ApiProduct, quantity: number) {
  const res = await createClient().post<CheckoutSessionAnswer>(
    at('/api/orders/create-checkout-session'),
    guestCheckoutBody(product, 'Navy', 'M', quantity),
  );
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  store = await startOwnStore('stock-ledger');
  at = store.at;
  const login = await createClient().post<{ token: string }>(at('/api/auth/login'), ADMIN);
  admin = createClient({ token: login.body.token });
  customer = (await registerCustomer({ at })).client;
}, 120_000);

afterAll(async () => {
  await store?.close();
});

describe('GET /api/products/admin/stockHistory/{id}', () => {
  it('is for administrators: 401 for a visitor, 403 for a customer, 404 for an unknown product', async () => {
    const product = await createProduct('Guarded Cape');
    const path = at(`/api/products/admin/stockHistory/${product._id}`);
    expect((await createClient().get(path)).status).toBe(401);
    expect((await customer.get<Msg>(path)).status).toBe(403);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await admin.get<Msg>(at(`/api/products/admin/stockHistory/${id}`));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Product not found.');
    }
  });

  it('records the first stock, each order reserving and giving back units, and who edited it', async () => {
    const product = await createProduct('Ledger Cape');
    const created = await history(product._id);
    expect(ofSize(created, 'M')).toEqual([
      expect.objectContaining({ delta: 10, stockAfter: 10, reason: 'admin_edit', actor: ADMIN.email, orderId: null }),
    ]);
    expect(ofSize(created, 'S')).toEqual([expect.objectContaining({ delta: 4, stockAfter: 4, reason: 'admin_edit' })]);

    const order = await placeOrder(product, 2);
    const cancelled = await createClient().post<{ cancelled: boolean; order: ApiOrder }>(
      at(`/api/orders/${order.orderId}/cancel-payment`),
      { token: order.token },
    );
    expect(cancelled.body.cancelled).toBe(true);

    const rows = ofSize(await history(product._id), 'M');
    expect(
      rows.map(({ delta, stockAfter, reason, orderId, actor }) => ({ delta, stockAfter, reason, orderId, actor })),
    ).toEqual([
      { delta: 2, stockAfter: 10, reason: 'reservation_released', orderId: order.orderId, actor: null },
      { delta: -2, stockAfter: 8, reason: 'order_reserved', orderId: order.orderId, actor: null },
      { delta: 10, stockAfter: 10, reason: 'admin_edit', orderId: null, actor: ADMIN.email },
    ]);
    expect(rows.map((r) => r.at)).toEqual([...rows.map((r) => r.at)].sort().reverse());
  });

  it('records the owner cancelling an order and reopening it', async () => {
    const product = await createProduct('Reopened Cape');
    const order = await placeOrder(product, 3);
    const cancel = await admin.put<ApiOrder>(at(`/api/orders/${order.orderId}/status`), { orderStatus: 'cancelled' });
    expect(cancel.status).toBe(200);
    const reopen = await admin.put<ApiOrder>(at(`/api/orders/${order.orderId}/status`), { orderStatus: 'pending' });
    expect(reopen.status).toBe(200);
    const rows = ofSize(await history(product._id), 'M');
    expect(rows.slice(0, 3).map((r) => [r.reason, r.delta, r.stockAfter, r.orderId])).toEqual([
      ['order_reserved', -3, 7, order.orderId],
      ['reservation_released', 3, 10, order.orderId],
      ['order_reserved', -3, 7, order.orderId],
    ]);
    expect(await stockOf(product._id, 'M')).toBe(7);
  });
});

describe('a stock edit from a form read before a reservation', () => {
  it('moves the stock by what the owner changed, keeping the units reserved meanwhile', async () => {
    const product = await createProduct('Restocked Cape');
    // The editor shows M = 10; meanwhile a shopper reserves 2 (M = 8); the owner types 15 (+5).
    await placeOrder(product, 2);
    const res = await admin.put<ApiProduct>(
      at(`/api/products/admin/updateProduct/${product._id}`),
      productBody('Restocked Cape', { S: 4, M: 15, readS: 4, readM: 10 }),
    );
    expect(res.status).toBe(200);
    expect(await stockOf(product._id, 'M')).toBe(13);
    expect(await stockOf(product._id, 'S')).toBe(4);
    const [latest] = ofSize(await history(product._id), 'M');
    expect(latest).toMatchObject({ delta: 5, stockAfter: 13, reason: 'admin_edit', actor: ADMIN.email });
    // S did not change: no row for it beyond its first stock.
    expect(ofSize(await history(product._id), 'S')).toHaveLength(1);
  });

  it('refuses (409, nothing saved) an edit that would leave fewer than none', async () => {
    const product = await createProduct('Sold Out Cape');
    await placeOrder(product, 9);
    const before = await history(product._id);
    // Read M = 10, typed 0 (-10); only 1 is left now.
    const res = await admin.put<Msg>(at(`/api/products/admin/updateProduct/${product._id}`), {
      ...productBody('Sold Out Cape, renamed', { S: 4, M: 0, readS: 4, readM: 10 }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'The stock of Navy / M changed while you were editing (it is 1 now). Reload the product to see the current stock, then save again.',
    );
    const after = (await createClient().get<ApiProduct>(at(`/api/products/${product._id}`))).body;
    expect(after.name).toBe('Sold Out Cape');
    expect(await stockOf(product._id, 'M')).toBe(1);
    expect(await history(product._id)).toEqual(before);
  });

  it('sets the stock as given when the edit does not say what it read (a count)', async () => {
    const product = await createProduct('Counted Cape');
    await placeOrder(product, 2);
    const res = await admin.put(
      at(`/api/products/admin/updateProduct/${product._id}`),
      productBody('Counted Cape', { S: 4, M: 6 }),
    );
    expect(res.status).toBe(200);
    expect(await stockOf(product._id, 'M')).toBe(6);
    const rows = ofSize(await history(product._id), 'M');
    expect(rows[0]).toMatchObject({ delta: -2, stockAfter: 6, reason: 'admin_edit' });
    // Every size's rows add up to its stock.
    expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(6);
  });
});
