/**
 * The back office's statistics over real HTTP (GET /api/stats/summary, /timeseries and
 * /breakdown) on a store of this file's own, whose orders are written with known totals
 * and dates: revenue per period and its change, orders needing action, zero-filled series,
 * category sales, top products, coupons, conversion, new and returning customers, and
 * that only an admin may read them.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiProduct,
  StatsBreakdownAnswer,
  StatsSummaryAnswer,
  StatsTimeseriesAnswer,
} from '#domain/api-answer-schemas.ts';
import { orderItems, orders, reviews, users } from '#server/db/schema.ts';
import { createStatsService } from '#server/services/stats/index.ts';
import { registerCustomer } from '#tests/support/accounts.ts';
import { createClient } from '#tests/support/http.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { ADMIN } from '#tests/support/store-config.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Client = ReturnType<typeof createClient>;

let store: OwnStore;
let admin: Client;
let customer: Client;
let cape: ApiProduct;
let hat: ApiProduct;

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfToday = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Line = { product: ApiProduct; unitCents: number; quantity: number; discountCents?: number };
interface OrderSpec {
  at: Date;
  totalCents: number;
  payment: 'pending' | 'paid' | 'delivered' | 'failed' | 'refunded';
  status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  email?: string;
  userId?: string | null;
  currency?: string;
  discountCents?: number;
  couponCode?: string;
  lines?: Line[];
  name?: string;
}

async function addOrder(spec: OrderSpec): Promise<string> {
  const db = store.server.database.db;
  const discount = spec.discountCents ?? 0;
  const [row] = await db
    .insert(orders)
    .values({
      userId: spec.userId ?? null,
      accessToken: randomUUID(),
      email: spec.email ?? 'guest@example.com',
      phone: '+996 555 000 000',
      firstName: spec.name ?? 'Aida',
      lastName: 'Stats',
      country: 'KG',
      address: '1 Chui Avenue',
      city: 'Bishkek',
      postalCode: '720000',
      shippingMethod: 'standard',
      currency: spec.currency ?? 'USD',
      subtotalCents: spec.totalCents + discount,
      discountCents: discount,
      shippingCents: 0,
      totalCents: spec.totalCents,
      couponCode: spec.couponCode ?? null,
      orderStatus: spec.status,
      paymentStatus: spec.payment,
      paymentMethod: 'card',
      expiresAt: new Date(spec.at.getTime() + 30 * 60_000),
      paidAt: spec.payment === 'paid' || spec.payment === 'delivered' ? spec.at : null,
      createdAt: spec.at,
    })
    .returning({ id: orders.id });
  const lines = spec.lines ?? [];
  if (lines.length > 0) {
    await db.insert(orderItems).values(
      lines.map((line, position) => ({
        orderId: row!.id,
        productId: line.product._id,
        productName: line.product.name,
        color: 'Black',
        size: 'M',
        priceCents: line.unitCents,
        unitPriceCents: line.unitCents,
        discountCents: line.discountCents ?? 0,
        quantity: line.quantity,
        position,
      })),
    );
  }
  return row!.id;
}

async function createProduct(name: string, category: string, stocks: [number, number]): Promise<ApiProduct> {
  const res = await admin.post<ApiProduct>(store.at('/api/products/admin/createProduct'), {
    name,
    description: 'For the statistics.',
    category,
    variants: [
      {
        color: 'Black',
        images: [],
        sizes: [
          { size: 'S', price: 10, stock: stocks[0] },
          { size: 'M', price: 10, stock: stocks[1] },
        ],
      },
    ],
  });
  expect(res.status).toBe(201);
  return res.body;
}

const summary = () => admin.get<StatsSummaryAnswer & Msg>(store.at('/api/stats/summary'));
const series = (params: string) => admin.get<StatsTimeseriesAnswer & Msg>(store.at(`/api/stats/timeseries?${params}`));
const breakdown = (params: string) => admin.get<StatsBreakdownAnswer & Msg>(store.at(`/api/stats/breakdown?${params}`));

let latestIds: string[] = [];

beforeAll(async () => {
  store = await startOwnStore('stats');
  const login = await createClient().post<{ token: string }>(store.at('/api/auth/login'), ADMIN);
  admin = createClient({ token: login.body.token });
  customer = (await registerCustomer({ at: store.at })).client;
  cape = await createProduct('Felt Cape', 'Capes', [3, 10]);
  hat = await createProduct('Kalpak Hat', 'Hats', [0, 5]);

  const db = store.server.database.db;
  const [regular] = await db
    .insert(users)
    .values({
      name: 'Regular',
      email: `regular-${randomUUID()}@example.com`,
      passwordHash: 'x',
      createdAt: new Date(startOfToday() - 400 * DAY_MS),
    })
    .returning({ id: users.id });
  await db.insert(reviews).values({ productId: cape._id, name: 'Aibek', rating: 5, comment: 'Warm and light.' });

  // Recent orders, placed at known times relative to today (UTC): the dashboard's periods.
  const today = startOfToday();
  const sinceMidnight = Math.max(1, Math.floor((Date.now() - today) / 2));
  const todayAt = (k: number) => new Date(today + Math.floor((sinceMidnight * k) / 10));
  const daysAgo = (n: number) => new Date(today - n * DAY_MS + 12 * 60 * 60 * 1000);
  await addOrder({ at: daysAgo(40), totalCents: 200_00, payment: 'delivered', status: 'delivered' });
  await addOrder({ at: daysAgo(20), totalCents: 999_00, payment: 'failed', status: 'cancelled' });
  await addOrder({ at: daysAgo(10), totalCents: 100_00, payment: 'paid', status: 'shipped' });
  await addOrder({ at: daysAgo(3), totalCents: 40_00, payment: 'paid', status: 'delivered' });
  // Yesterday, earlier in the day than now: today is compared with yesterday up to this time.
  await addOrder({
    at: new Date(todayAt(1).getTime() - DAY_MS),
    totalCents: 60_00,
    payment: 'paid',
    status: 'processing',
  });
  const recent = [
    await addOrder({ at: todayAt(1), totalCents: 100_00, payment: 'paid', status: 'processing', name: 'First' }),
    await addOrder({ at: todayAt(2), totalCents: 50_00, payment: 'delivered', status: 'delivered', name: 'Second' }),
    await addOrder({ at: todayAt(3), totalCents: 30_00, payment: 'pending', status: 'pending', name: 'Third' }),
    // Another currency's money is not added to the store currency's.
    await addOrder({
      at: todayAt(4),
      totalCents: 70_00,
      payment: 'paid',
      status: 'delivered',
      currency: 'EUR',
      name: 'Fourth',
    }),
  ];
  latestIds = recent.reverse();

  // A year in the past with lines, a coupon and a returning customer: the statistics screen.
  const regularEmail = 'regular@example.com';
  await addOrder({
    at: new Date('2023-12-20T10:00:00Z'),
    totalCents: 3_00,
    payment: 'paid',
    status: 'delivered',
    userId: regular!.id,
    email: regularEmail,
    lines: [{ product: cape, unitCents: 3_00, quantity: 1 }],
  });
  await addOrder({
    at: new Date('2024-01-15T10:00:00Z'),
    totalCents: 10_00,
    payment: 'paid',
    status: 'delivered',
    userId: regular!.id,
    email: regularEmail,
    lines: [{ product: cape, unitCents: 10_00, quantity: 1 }],
  });
  await addOrder({
    at: new Date('2024-02-10T10:00:00Z'),
    totalCents: 50_00,
    payment: 'failed',
    status: 'cancelled',
    email: 'declined@example.com',
    lines: [{ product: hat, unitCents: 50_00, quantity: 1 }],
  });
  await addOrder({
    at: new Date('2024-03-02T10:00:00Z'),
    totalCents: 20_00,
    discountCents: 5_00,
    couponCode: 'SPRING',
    payment: 'delivered',
    status: 'delivered',
    email: 'guest@example.com',
    lines: [
      { product: cape, unitCents: 15_00, quantity: 1, discountCents: 3_00 },
      { product: hat, unitCents: 10_00, quantity: 1, discountCents: 2_00 },
    ],
  });
  await addOrder({
    at: new Date('2024-03-31T23:30:00Z'),
    totalCents: 6_00,
    payment: 'paid',
    status: 'shipped',
    userId: regular!.id,
    email: regularEmail,
    lines: [{ product: hat, unitCents: 2_00, quantity: 3 }],
  });
}, 120_000);

afterAll(async () => {
  await store?.close();
});

describe('GET /api/stats/summary', () => {
  it('gives paid revenue per period with the change against the period before, in the store currency', async () => {
    const { status, body } = await summary();
    expect(status).toBe(200);
    expect(body.currency).toBe('USD');
    expect(body.revenue).toEqual({
      today: { current: 150, previous: 60, changePercent: 150 },
      last7Days: { current: 250, previous: 100, changePercent: 150 },
      last30Days: { current: 350, previous: 200, changePercent: 75 },
    });
    expect(body.averageOrderValue30Days).toBe(70);
  });

  it('compares today so far with yesterday up to the same time of day', async () => {
    // Just after midnight nothing of yesterday is "up to this time" yet: no change to show.
    const stats = createStatsService(store.server.database.db, 'USD');
    const justAfterMidnight = await stats.summary(new Date(startOfToday() + 1));
    expect(justAfterMidnight.revenue.today).toEqual({ current: 150, previous: 0, changePercent: null });
  });

  it('counts the orders needing action, new customers, low stock and the latest orders and reviews', async () => {
    const { body } = await summary();
    expect(body.needsAction).toEqual({ pending: 1, processing: 2 });
    // The customer registered by this file; the older account does not count.
    expect(body.newCustomers30Days).toBe(1);
    expect(body.lowStock).toEqual([
      { productId: hat._id, productName: 'Kalpak Hat', color: 'Black', size: 'S', stock: 0 },
      { productId: cape._id, productName: 'Felt Cape', color: 'Black', size: 'S', stock: 3 },
    ]);
    expect(body.latestOrders.map((o) => o._id)).toEqual([...latestIds, expect.any(String)]);
    expect(body.latestOrders[0]).toMatchObject({
      customerName: 'Fourth Stats',
      total: 70,
      currency: 'EUR',
      orderStatus: 'delivered',
      paymentStatus: 'paid',
    });
    expect(body.latestReviews).toEqual([
      expect.objectContaining({
        productId: cape._id,
        productName: 'Felt Cape',
        name: 'Aibek',
        rating: 5,
        comment: 'Warm and light.',
      }),
    ]);
  });

  it('is for admins only', async () => {
    expect((await createClient().get<Msg>(store.at('/api/stats/summary'))).status).toBe(401);
    expect((await customer.get<Msg>(store.at('/api/stats/summary'))).status).toBe(403);
    expect(
      (await customer.get<Msg>(store.at('/api/stats/timeseries?metric=revenue&from=2024-01-01&to=2024-01-31'))).status,
    ).toBe(403);
    expect((await createClient().get<Msg>(store.at('/api/stats/breakdown?from=2024-01-01&to=2024-01-31'))).status).toBe(
      401,
    );
  });
});

describe('GET /api/stats/timeseries', () => {
  it('gives revenue and paid orders per UTC day, days without sales as 0', async () => {
    const today = startOfToday();
    const range = `from=${isoDay(today - 4 * DAY_MS)}&to=${isoDay(today)}`;
    const revenue = await series(`metric=revenue&interval=day&${range}`);
    expect(revenue.status).toBe(200);
    expect(revenue.body.points).toEqual([
      { period: isoDay(today - 4 * DAY_MS), value: 0 },
      { period: isoDay(today - 3 * DAY_MS), value: 40 },
      { period: isoDay(today - 2 * DAY_MS), value: 0 },
      { period: isoDay(today - 1 * DAY_MS), value: 60 },
      { period: isoDay(today), value: 150 },
    ]);
    const count = await series(`metric=orders&${range}`);
    expect(count.body).toMatchObject({ metric: 'orders', interval: 'day' });
    expect(count.body.points.map((p) => p.value)).toEqual([0, 1, 0, 1, 2]);
  });

  it('groups by month and by week (weeks start on Monday)', async () => {
    const months = await series('metric=revenue&interval=month&from=2024-01-01&to=2024-04-30');
    expect(months.body.points).toEqual([
      { period: '2024-01-01', value: 10 },
      { period: '2024-02-01', value: 0 },
      { period: '2024-03-01', value: 26 },
      { period: '2024-04-01', value: 0 },
    ]);
    const weeks = await series('metric=orders&interval=week&from=2024-02-26&to=2024-03-10');
    expect(weeks.body.points).toEqual([
      { period: '2024-02-26', value: 1 },
      { period: '2024-03-04', value: 0 },
    ]);
  });

  it('refuses a bad query with a clear message', async () => {
    const missing = await series('from=2024-01-01&to=2024-01-31');
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.metric).toBe('metric must be one of: revenue, orders.');
    const reversed = await series('metric=revenue&from=2024-02-01&to=2024-01-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors?.from).toBe('from must be on or before to.');
    const tooLong = await series('metric=revenue&interval=day&from=2020-01-01&to=2024-01-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.to).toBe('The range may be at most 731 days for interval day.');
    expect((await series('metric=revenue&interval=month&from=2020-01-01&to=2024-01-01')).status).toBe(200);
    const badDate = await series('metric=revenue&from=2024-02-30&to=2024-03-01');
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors?.from).toBe('from must be a date as YYYY-MM-DD.');
    expect((await series('metric=revenue&interval=hour&from=2024-01-01&to=2024-01-02')).body.errors?.interval).toBe(
      'interval must be one of: day, week, month.',
    );
  });
});

describe('GET /api/stats/breakdown', () => {
  it('gives sales by category, top products, coupons, conversion and new versus returning customers', async () => {
    const { status, body } = await breakdown('from=2024-01-01&to=2024-12-31');
    expect(status).toBe(200);
    expect(body.categories).toEqual([
      { category: 'Capes', revenue: 22, units: 2 },
      { category: 'Hats', revenue: 14, units: 4 },
    ]);
    expect(body.topByRevenue).toEqual([
      { productId: cape._id, productName: 'Felt Cape', revenue: 22, units: 2 },
      { productId: hat._id, productName: 'Kalpak Hat', revenue: 14, units: 4 },
    ]);
    expect(body.topByUnits.map((p) => p.productName)).toEqual(['Kalpak Hat', 'Felt Cape']);
    expect(body.coupons).toEqual({ uses: [{ code: 'SPRING', orders: 1, discount: 5 }], orders: 1, discount: 5 });
    expect(body.conversion).toEqual({ started: 4, paid: 3, ratePercent: 75 });
    expect(body.customers).toEqual({ new: 1, returning: 1 });
  });

  it('follows each order as it is paid, refunded or deleted, and keeps a deleted product’s sales', async () => {
    const scarf = await createProduct('Wool Scarf', 'Scarves', [5, 5]);
    const range = 'from=2023-06-01&to=2023-06-30';
    const june = async () => {
      const { body } = await breakdown(range);
      const days = await series(`metric=revenue&${range}`);
      const revenueByDay = Object.fromEntries(
        days.body.points.filter((p) => p.value > 0).map((p) => [p.period, p.value]),
      );
      return { top: body.topByRevenue, conversion: body.conversion, coupons: body.coupons, revenueByDay };
    };
    const db = store.server.database.db;
    const setPayment = (id: string, payment: OrderSpec['payment']) =>
      db.update(orders).set({ paymentStatus: payment }).where(eq(orders.id, id));
    const lines = [{ product: scarf, unitCents: 1500, quantity: 2, discountCents: 300 }];
    const order = { totalCents: 2700, discountCents: 300, couponCode: 'JUNE', lines };
    const scarfSales = (revenue: number, units: number) => [
      { productId: scarf._id, productName: 'Wool Scarf', revenue, units },
    ];

    // Placed late on the 10th (UTC), waiting for its payment: a checkout started, nothing sold.
    const first = await addOrder({
      ...order,
      at: new Date('2023-06-10T23:59:00Z'),
      payment: 'pending',
      status: 'pending',
    });
    expect(await june()).toEqual({
      top: [],
      conversion: { started: 1, paid: 0, ratePercent: 0 },
      coupons: { uses: [], orders: 0, discount: 0 },
      revenueByDay: {},
    });
    await setPayment(first, 'paid');
    expect(await june()).toEqual({
      top: scarfSales(27, 2),
      conversion: { started: 1, paid: 1, ratePercent: 100 },
      coupons: { uses: [{ code: 'JUNE', orders: 1, discount: 3 }], orders: 1, discount: 3 },
      revenueByDay: { '2023-06-10': 27 },
    });

    // Written already paid, then refunded.
    const second = await addOrder({
      ...order,
      at: new Date('2023-06-11T00:00:00Z'),
      payment: 'delivered',
      status: 'delivered',
    });
    expect((await june()).top).toEqual(scarfSales(54, 4));
    await setPayment(second, 'refunded');
    expect(await june()).toMatchObject({
      top: scarfSales(27, 2),
      conversion: { started: 2, paid: 1 },
      revenueByDay: { '2023-06-10': 27 },
    });
    // A change that keeps an order paid counts nothing twice.
    await setPayment(first, 'delivered');
    expect((await june()).top).toEqual(scarfSales(27, 2));

    // The product deleted: its sales stay, under its name.
    expect((await admin.delete(store.at(`/api/products/admin/deleteProduct/${scarf._id}`))).status).toBe(200);
    const afterDelete = (await breakdown(range)).body;
    expect(afterDelete.topByRevenue).toEqual([{ productId: null, productName: 'Wool Scarf', revenue: 27, units: 2 }]);
    expect(afterDelete.categories).toEqual([{ category: 'Deleted products', revenue: 27, units: 2 }]);

    // Refunded after its product was deleted, then the orders deleted: nothing is left.
    await setPayment(first, 'refunded');
    expect((await june()).top).toEqual([]);
    await db.delete(orders).where(inArray(orders.id, [first, second]));
    expect(await june()).toEqual({
      top: [],
      conversion: { started: 0, paid: 0, ratePercent: null },
      coupons: { uses: [], orders: 0, discount: 0 },
      revenueByDay: {},
    });
  });

  it('answers zeros for a range without orders and refuses a reversed range', async () => {
    const empty = await breakdown('from=2022-01-01&to=2022-01-31');
    expect(empty.body).toMatchObject({
      categories: [],
      topByRevenue: [],
      conversion: { started: 0, paid: 0, ratePercent: null },
      customers: { new: 0, returning: 0 },
    });
    const reversed = await breakdown('from=2024-02-01&to=2024-01-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors?.from).toBe('from must be on or before to.');
  });
});
