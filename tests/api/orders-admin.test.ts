/**
 * The back office's order list over real HTTP (GET /api/orders/admin and its export):
 * search by id, shown number, name, e-mail and phone in the database, both status filters,
 * pages, counters and the revenue of the filtered list, the bulk status change
 * (POST /api/orders/admin/status), and that only an admin may read or change them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrdersAnswer,
  AdminOrdersExportAnswer,
  ApiOrder,
  ApiProduct,
  BulkOrderStatusAnswer,
  OrderPageAnswer,
} from '#domain/api-answer-schemas.ts';
import { DEMO_CUSTOMER } from '#server/seed/seed.ts';
import { ADMIN } from './global-setup';
import { testShippingAddress } from '#tests/support/checkout-input.ts';
import { createClient, getJson } from '#tests/support/http.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Session = { url: string; orderId: string; token: string };
type Placed = Session & { order: ApiOrder; email: string; phone: string };

let admin: ReturnType<typeof createClient>;
let customer: ReturnType<typeof createClient>;
// A word no other test's orders contain, so each search here sees only this file's orders.
const tag = `q${randomUUID().replaceAll('-', '').slice(0, 9)}`;
const digits = String(Math.floor(100_000 + Math.random() * 899_999));
let paid: Placed;
let declined: Placed;
let waiting: Placed;

const list = (params: string) => admin.get<AdminOrdersAnswer & Msg>(`/api/orders/admin?${params}`);
const ids = (answer: { orders: { _id: string }[] }) => answer.orders.map((o) => o._id);

async function place(
  product: ApiProduct,
  who: { firstName: string; email: string; phone: string },
  card?: string,
): Promise<Placed> {
  const variant = product.variants.find((v) => v.sizes.some((s) => s.stock >= 3))!;
  const size = variant.sizes.find((s) => s.stock >= 3)!;
  const session = await createClient().post<Session & Msg>('/api/orders/create-checkout-session', {
    cart: {
      items: [
        {
          _id: `${product._id}-${variant.color}-${size.size}`,
          product: { _id: product._id, name: product.name, category: product.category },
          variant: {
            color: variant.color,
            size: size.size,
            price: size.price,
            discountedPrice: size.discountedPrice,
            images: [],
          },
          quantity: 1,
        },
      ],
      total: 0.01,
      finalTotal: 0.01,
      appliedCoupon: null,
    },
    shippingAddress: {
      ...testShippingAddress(who.email),
      firstName: who.firstName,
      lastName: `Tester${tag}`,
      phone: who.phone,
    },
    shippingMethod: 'standard',
  });
  expect(session.status).toBe(201);
  if (card) {
    const sessionId = new URL(session.body.url).pathname.split('/').pop()!;
    expect((await createClient().post(`/api/payments/test/${sessionId}`, { cardNumber: card })).status).toBe(200);
  }
  const order = (await admin.get<ApiOrder>(`/api/orders/${session.body.orderId}`)).body;
  return { ...session.body, order, email: who.email, phone: who.phone };
}

beforeAll(async () => {
  const login = await createClient().post<{ token: string }>('/api/auth/login', ADMIN);
  admin = createClient({ token: login.body.token });
  const demo = await createClient().post<{ token: string }>('/api/auth/login', DEMO_CUSTOMER);
  customer = createClient({ token: demo.body.token });
  // Products from the end of the catalogue, so suites that take the first sizes in stock are not starved.
  const products = (await getJson<ApiProduct[]>('/api/products')).body
    .filter((p) => p.variants.some((v) => v.sizes.some((s) => s.stock >= 3)))
    .reverse();
  paid = await place(
    products[0]!,
    {
      firstName: 'Nurlan',
      email: `Paid-${tag}@example.com`,
      phone: `+996 700 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    },
    '4242 4242 4242 4242',
  );
  declined = await place(
    products[1]!,
    { firstName: 'Gulnara', email: `declined-${tag}@example.com`, phone: '+996 555 010 203' },
    '4000 0000 0000 0002',
  );
  waiting = await place(products[2]!, {
    firstName: 'Timur',
    email: `waiting-${tag}@example.com`,
    phone: '+996 555 010 204',
  });
  expect((await admin.put<ApiOrder>(`/api/orders/${paid.orderId}/status`, { orderStatus: 'shipped' })).status).toBe(
    200,
  );
});

describe('GET /api/orders/admin', () => {
  it('finds orders by customer name, newest first, with counters and the revenue of paid orders', async () => {
    const { status, body } = await list(`search=${tag}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([waiting.orderId, declined.orderId, paid.orderId]);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.counts).toEqual({ total: 3, pending: 1, processing: 0, shipped: 1, delivered: 0, cancelled: 1 });
    expect(body.revenue).toEqual([{ currency: 'USD', amount: paid.order.finalTotal }]);
    const row = body.orders.find((o) => o._id === paid.orderId)!;
    expect(row).toMatchObject({
      orderStatus: 'shipped',
      paymentStatus: 'paid',
      latePayment: false,
      user: { name: `Nurlan Tester${tag}`, email: paid.email.toLowerCase() },
    });
    expect(row.items).toHaveLength(1);

    // The whole name as it is shown, in any case.
    const byName = (await list(`search=${encodeURIComponent(`gulnara TESTER${tag}`)}`)).body;
    expect(ids(byName)).toEqual([declined.orderId]);
  });

  it('finds an order by its whole id or its shown number (last 8 characters)', async () => {
    expect(ids((await list(`search=${declined.orderId}`)).body)).toEqual([declined.orderId]);
    expect(ids((await list(`search=${declined.orderId.toUpperCase()}`)).body)).toEqual([declined.orderId]);
    const byNumber = (await list(`search=${declined.orderId.slice(-8)}`)).body;
    expect(ids(byNumber)).toContain(declined.orderId);
  });

  it('finds an order by its number copied as the rows show it, with the #', async () => {
    const number = declined.orderId.slice(-8);
    for (const typed of [`#${number}`, `#${number.toUpperCase()}`, `# ${number}`, `  #${number.toUpperCase()} `]) {
      const { status, body } = await list(`search=${encodeURIComponent(typed)}`);
      expect(status, typed).toBe(200);
      expect(ids(body), typed).toContain(declined.orderId);
      expect(ids(body), typed).not.toContain(paid.orderId);
    }
    // A lone # is no search at all: every order is listed.
    const bare = (await list(`search=${encodeURIComponent('#')}`)).body;
    expect(bare.total).toBe((await list('')).body.total);
  });

  it('finds an order by e-mail, case-insensitively', async () => {
    expect(ids((await list(`search=${encodeURIComponent(paid.email.toUpperCase())}`)).body)).toEqual([paid.orderId]);
    expect(ids((await list(`search=${encodeURIComponent(`waiting-${tag}@`)}`)).body)).toEqual([waiting.orderId]);
  });

  it('finds an order by phone, typed with or without its spaces', async () => {
    for (const typed of [
      paid.phone,
      `700${digits}`,
      `+996-700-${digits}`,
      `${digits.slice(0, 3)} ${digits.slice(3)}`,
    ]) {
      const found = (await list(`search=${encodeURIComponent(typed)}`)).body;
      expect(ids(found), typed).toContain(paid.orderId);
      expect(ids(found), typed).not.toContain(waiting.orderId);
    }
  });

  it('takes LIKE wildcards in the search literally', async () => {
    for (const typed of [`${tag}%`, `${tag.slice(0, 4)}_${tag.slice(5)}`, '%', '_']) {
      const { status, body } = await list(`search=${encodeURIComponent(typed)}`);
      expect(status).toBe(200);
      expect(
        ids(body).filter((id) => [paid.orderId, declined.orderId, waiting.orderId].includes(id)),
        typed,
      ).toEqual([]);
    }
  });

  it('filters by order status and payment status; the counters still cover the whole search, the revenue follows the filters', async () => {
    const shipped = (await list(`search=${tag}&orderStatus=shipped`)).body;
    expect(ids(shipped)).toEqual([paid.orderId]);
    expect(shipped.total).toBe(1);
    expect(shipped.counts.total).toBe(3);
    expect(shipped.revenue).toEqual([{ currency: 'USD', amount: paid.order.finalTotal }]);

    // The paid order is outside these filters: the listed orders brought nothing in.
    for (const filters of [
      'orderStatus=pending',
      'orderStatus=cancelled',
      'paymentStatus=failed',
      'paymentStatus=pending',
    ]) {
      const filtered = (await list(`search=${tag}&${filters}`)).body;
      expect(filtered.revenue, filters).toEqual([]);
      expect(filtered.counts.total, filters).toBe(3);
    }
    expect((await list(`search=${tag}&paymentStatus=paid`)).body.revenue).toEqual([
      { currency: 'USD', amount: paid.order.finalTotal },
    ]);
    // The search narrows it too: the declined order's number alone brought nothing in.
    expect((await list(`search=${encodeURIComponent(`#${declined.orderId.slice(-8)}`)}`)).body.revenue).toEqual([]);

    expect(ids((await list(`search=${tag}&paymentStatus=failed`)).body)).toEqual([declined.orderId]);
    expect(ids((await list(`search=${tag}&paymentStatus=pending`)).body)).toEqual([waiting.orderId]);
    expect(ids((await list(`search=${tag}&orderStatus=cancelled&paymentStatus=failed`)).body)).toEqual([
      declined.orderId,
    ]);
    expect(ids((await list(`search=${tag}&orderStatus=pending&paymentStatus=paid`)).body)).toEqual([]);
    expect(ids((await list(`search=${tag}&orderStatus=all&paymentStatus=all`)).body)).toHaveLength(3);
  });

  it('pages the matching orders on the server', async () => {
    const first = (await list(`search=${tag}&pageSize=2`)).body;
    const second = (await list(`search=${tag}&pageSize=2&page=2`)).body;
    const third = (await list(`search=${tag}&pageSize=2&page=3`)).body;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(ids(first)).toEqual([waiting.orderId, declined.orderId]);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(second)).toEqual([paid.orderId]);
    expect(ids(third)).toEqual([]);
    expect(third.counts.total).toBe(3);
  });

  it('without a search lists every order, and refuses a bad query with a clear message', async () => {
    const all = (await list('pageSize=100')).body;
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.counts.total).toBe(all.total);

    const bad = [
      ['orderStatus=lost', 'orderStatus must be one of: all, pending, processing, shipped, delivered, cancelled.'],
      [
        'paymentStatus=done',
        'paymentStatus must be one of: all, pending, paid, delivered, failed, refunded, partially_refunded.',
      ],
      ['page=0', 'page must be a whole number from 1 to 100000.'],
      ['pageSize=101', 'pageSize must be a whole number from 1 to 100.'],
      ['pageSize=two', 'pageSize must be a whole number from 1 to 100.'],
      [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters.'],
      ['search=a&search=b', 'search must be text.'],
    ] as const;
    for (const [params, message] of bad) {
      const { status, body } = await list(params);
      expect(status, params).toBe(400);
      expect(Object.values(body.errors ?? {}), params).toContain(message);
    }
  });

  it('is for admins only', async () => {
    expect((await createClient().get<Msg>('/api/orders/admin')).status).toBe(401);
    expect((await customer.get<Msg>('/api/orders/admin')).status).toBe(403);
    expect((await createClient().get<Msg>('/api/orders/admin/export')).status).toBe(401);
    expect((await customer.get<Msg>('/api/orders/admin/export')).status).toBe(403);
  });
});

describe('GET /api/orders/admin/export', () => {
  it('answers every order the search and filters match, not one page', async () => {
    const all = (await admin.get<AdminOrdersExportAnswer>(`/api/orders/admin/export?search=${tag}&pageSize=1`)).body;
    expect(ids(all)).toEqual([waiting.orderId, declined.orderId, paid.orderId]);
    expect(all.total).toBe(3);
    const unpaid = (
      await admin.get<AdminOrdersExportAnswer>(`/api/orders/admin/export?search=${tag}&paymentStatus=pending`)
    ).body;
    expect(ids(unpaid)).toEqual([waiting.orderId]);
  });
});

describe('GET /api/orders/all keeps its SPEC answer', () => {
  it('answers an array of every order', async () => {
    const { status, body } = await admin.get<ApiOrder[]>('/api/orders/all');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((o) => o._id)).toEqual(expect.arrayContaining([paid.orderId, declined.orderId, waiting.orderId]));
  });
});

describe('PUT /api/orders/{id}/status', () => {
  const stockOf = async (order: ApiOrder) => {
    const line = order.items[0]!;
    const product = (await getJson<ApiProduct>(`/api/products/${line.product._id}`)).body;
    return product.variants
      .find((v) => v.color === line.variant.color)!
      .sizes.find((s) => s.size === line.variant.size)!.stock;
  };

  it('ships an unpaid order only with force: true', async () => {
    const refused = await admin.put<Msg>(`/api/orders/${waiting.orderId}/status`, { orderStatus: 'shipped' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order is not paid. Confirm that you want to mark it shipped anyway.');
    expect((await admin.get<ApiOrder>(`/api/orders/${waiting.orderId}`)).body.orderStatus).toBe('pending');
    const bad = await admin.put<Msg>(`/api/orders/${waiting.orderId}/status`, { orderStatus: 'shipped', force: 'yes' });
    expect(bad.status).toBe(400);
    const forced = await admin.put<ApiOrder>(`/api/orders/${waiting.orderId}/status`, {
      orderStatus: 'shipped',
      force: true,
    });
    expect(forced.status).toBe(200);
    expect(forced.body.orderStatus).toBe('shipped');
  });

  it('reopening a cancelled order takes its unit again', async () => {
    const before = await stockOf(declined.order);
    const reopened = await admin.put<ApiOrder>(`/api/orders/${declined.orderId}/status`, { orderStatus: 'processing' });
    expect(reopened.status).toBe(200);
    expect(await stockOf(declined.order)).toBe(before - 1);
    expect(
      (await admin.put<ApiOrder>(`/api/orders/${declined.orderId}/status`, { orderStatus: 'cancelled' })).status,
    ).toBe(200);
    expect(await stockOf(declined.order)).toBe(before);
  });
});

describe('POST /api/orders/admin/status', () => {
  const bulk = (body: unknown) => admin.post<BulkOrderStatusAnswer & Msg>('/api/orders/admin/status', body);
  const statusOf = async (orderId: string) => (await admin.get<ApiOrder>(`/api/orders/${orderId}`)).body.orderStatus;

  it('changes each order on its own and says what became of each, refusing the unpaid and the unknown', async () => {
    // Here: paid is shipped and paid, waiting shipped but never paid, declined cancelled with a failed payment.
    const unknown = randomUUID();
    const { status, body } = await bulk({
      orderIds: [paid.orderId, waiting.orderId, declined.orderId, unknown],
      orderStatus: 'delivered',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      orderStatus: 'delivered',
      results: [
        { orderId: paid.orderId, outcome: 'changed' },
        { orderId: waiting.orderId, outcome: 'refused', reason: 'not paid (change it on its own to confirm)' },
        { orderId: declined.orderId, outcome: 'refused', reason: 'not paid (change it on its own to confirm)' },
        { orderId: unknown, outcome: 'refused', reason: 'not found' },
      ],
    });
    expect(await statusOf(paid.orderId)).toBe('delivered');
    expect(await statusOf(waiting.orderId)).toBe('shipped');
    expect(await statusOf(declined.orderId)).toBe('cancelled');

    // The change is the single change's: on the order's timeline with the admin who made it.
    const { timeline } = (await admin.get<OrderPageAnswer>(`/api/orders/${paid.orderId}/page`)).body;
    expect(timeline.filter((e) => e.kind === 'status_changed').at(-1)).toMatchObject({
      details: { from: 'shipped', to: 'delivered' },
      actor: { type: 'admin', name: ADMIN.email },
    });

    // Asked again, the order already has the status.
    expect((await bulk({ orderIds: [paid.orderId], orderStatus: 'delivered' })).body.results).toEqual([
      { orderId: paid.orderId, outcome: 'unchanged' },
    ]);
  });

  it('cancels a selection, giving the stock back as the single change does', async () => {
    const { body } = await bulk({ orderIds: [waiting.orderId], orderStatus: 'cancelled' });
    expect(body.results).toEqual([{ orderId: waiting.orderId, outcome: 'changed' }]);
    expect(await statusOf(waiting.orderId)).toBe('cancelled');
  });

  it('refuses shipping in bulk, an empty, repeated or oversized selection, and anyone but an admin', async () => {
    const bad: [unknown, string][] = [
      [
        { orderIds: [paid.orderId], orderStatus: 'shipped' },
        'orderStatus must be one of: pending, processing, delivered, cancelled. Orders are shipped one at a time, each with its tracking number.',
      ],
      [{ orderIds: [], orderStatus: 'processing' }, 'orderIds must list 1 to 100 different order ids.'],
      [
        { orderIds: [paid.orderId, paid.orderId], orderStatus: 'processing' },
        'orderIds must list 1 to 100 different order ids.',
      ],
      [{ orderIds: ['nope'], orderStatus: 'processing' }, 'orderIds must list 1 to 100 different order ids.'],
      [
        { orderIds: Array.from({ length: 101 }, () => randomUUID()), orderStatus: 'processing' },
        'orderIds must list 1 to 100 different order ids.',
      ],
    ];
    for (const [body, message] of bad) {
      const answer = await bulk(body);
      expect(answer.status, message).toBe(400);
      expect(Object.values(answer.body.errors ?? {}), message).toContain(message);
    }
    expect(await statusOf(paid.orderId)).toBe('delivered');

    const body = { orderIds: [paid.orderId], orderStatus: 'processing' };
    expect((await createClient().post<Msg>('/api/orders/admin/status', body)).status).toBe(401);
    expect((await customer.post<Msg>('/api/orders/admin/status', body)).status).toBe(403);
    expect(await statusOf(paid.orderId)).toBe('delivered');
  });
});
