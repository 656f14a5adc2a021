/**
 * Shipping by destination (decision 57) over real HTTP, on a store of its own (its zone edits
 * would change the shared store's prices under the other suites): the migration's zones, the
 * back office's edits (admins only, validated, recorded), a zone's price reaching the quote
 * and the order, past orders keeping what they were charged, and the kept shipping policy
 * rendered again after an edit.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminShippingZone, ApiOrder, ApiProduct, CartQuoteAnswer } from '#domain/api-answer-schemas.ts';
import type { ShippingZoneDraftInput } from '#domain/shipping-zone-input.ts';
import { DEMO_CUSTOMER } from '#server/seed/seed.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { testShippingAddress } from '#tests/support/checkout-input.ts';
import { createClient } from '#tests/support/http.ts';
import { ADMIN, testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Session = { url: string; orderId: string; token: string };

let store: RunningServer;
let database: TestDatabase;
let dataDir: string;
let admin: ReturnType<typeof createClient>;
let adminToken: string;
let customer: ReturnType<typeof createClient>;
let line: { productId: string; color: string; size: string; quantity: number };
let product: ApiProduct;

const at = (p: string) => `${store.url}${p}`;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-shipping-zones-'));
  database = await createTestDatabase();
  store = await startServer(testStoreConfig({ dataDir, databaseUrl: database.url, env: { SEED_DEMO: 'true' } }), {
    ui: { kind: 'build', buildDir: inject('buildDir') },
  });
  const login = await createClient().post<{ token: string }>(at('/api/auth/login'), ADMIN);
  adminToken = login.body.token;
  admin = createClient({ token: adminToken });
  const demo = await createClient().post<{ token: string }>(at('/api/auth/login'), DEMO_CUSTOMER);
  customer = createClient({ token: demo.body.token });
  const products = (await createClient().get<ApiProduct[]>(at('/api/products'))).body;
  product = products.find((p) => p.variants.some((v) => v.sizes.some((s) => s.stock >= 5)))!;
  const variant = product.variants.find((v) => v.sizes.some((s) => s.stock >= 5))!;
  line = {
    productId: product._id,
    color: variant.color,
    size: variant.sizes.find((s) => s.stock >= 5)!.size,
    quantity: 1,
  };
}, 120_000);

afterAll(async () => {
  await store?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const zones = async () => (await admin.get<AdminShippingZone[]>(at('/api/shipping/zones'))).body;
const zoneNamed = async (name: string) => (await zones()).find((z) => z.name === name)!;

/** A zone as the form sends it back. */
function inputOf(zone: AdminShippingZone): ShippingZoneDraftInput {
  return {
    name: zone.name,
    countries: zone.countries,
    methods: zone.methods.map(({ id, name, price, minDays, maxDays, enabled }) => ({
      id,
      name,
      price,
      minDays,
      maxDays,
      enabled,
    })),
  };
}

const quote = (country: string | undefined, shippingMethod: string) =>
  createClient().post<CartQuoteAnswer & Msg>(at('/api/cart/quote'), { items: [line], shippingMethod, country });

function checkout(country: string, shippingMethod: string) {
  return createClient().post<Session & Msg>(at('/api/orders/create-checkout-session'), {
    cart: {
      items: [
        {
          product: { _id: line.productId },
          variant: { color: line.color, size: line.size },
          quantity: 1,
        },
      ],
    },
    shippingAddress: { ...testShippingAddress(), country },
    shippingMethod,
  });
}

async function stock(): Promise<number> {
  const p = (await createClient().get<ApiProduct>(at(`/api/products/${product._id}`))).body;
  return p.variants.find((v) => v.color === line.color)!.sizes.find((s) => s.size === line.size)!.stock;
}

describe('the zones the migration made', () => {
  it('are three, each with the SPEC’s three methods and prices, the rest of the world last', async () => {
    const list = await zones();
    expect(list.map((z) => [z.name, z.restOfWorld, z.countries])).toEqual([
      ['Kyrgyzstan', false, ['KG']],
      ['Neighbouring countries', false, ['CN', 'KZ', 'TJ', 'UZ']],
      ['Rest of the world', true, []],
    ]);
    for (const zone of list) {
      expect(zone.methods.map((m) => [m.id, m.name, m.price, m.delivery, m.enabled])).toEqual([
        ['standard', 'Standard', 5.99, '5-7 business days', true],
        ['express', 'Express', 12.99, '2-3 business days', true],
        ['overnight', 'Overnight', 24.99, 'next business day', true],
      ]);
      expect(zone.updatedBy).toBeNull();
    }
  });

  it('are the back office’s only: 401 without a sign-in, 403 for a customer, for reads and writes', async () => {
    const rest = await zoneNamed('Rest of the world');
    expect((await createClient().get<Msg>(at('/api/shipping/zones'))).status).toBe(401);
    expect((await customer.get<Msg>(at('/api/shipping/zones'))).status).toBe(403);
    expect((await customer.put<Msg>(at(`/api/shipping/zones/${rest._id}`), inputOf(rest))).status).toBe(403);
    expect((await customer.post<Msg>(at('/api/shipping/zones'), inputOf(rest))).status).toBe(403);
    expect((await customer.delete<Msg>(at(`/api/shipping/zones/${rest._id}`))).status).toBe(403);
  });
});

describe('editing a zone', () => {
  it('refuses what cannot be, each message under its field, and changes nothing', async () => {
    const kg = await zoneNamed('Kyrgyzstan');
    const rest = await zoneNamed('Rest of the world');
    const put = (id: string, body: unknown) => admin.put<Msg>(at(`/api/shipping/zones/${id}`), body);

    const noneEnabled = await put(kg._id, {
      ...inputOf(kg),
      methods: inputOf(kg).methods.map((m) => ({ ...m, enabled: false })),
    });
    expect(noneEnabled.status).toBe(400);
    expect(noneEnabled.body.errors).toMatchObject({
      methods: 'Offer at least one enabled method, or shoppers in this zone cannot check out.',
    });

    const bad = await put(kg._id, {
      name: '',
      countries: ['KG', 'XX'],
      methods: [
        { id: 'standard', name: 'Standard', price: -1, minDays: 5, maxDays: 7, enabled: true },
        { id: 'standard', name: 'Again', price: 1, minDays: 4, maxDays: 2, enabled: true },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: 'Please enter zone name.',
      'methods.0.price': 'Price cannot be negative.',
      'methods.1.maxDays': 'The slowest delivery cannot be quicker than the fastest.',
    });

    const restCountries = await put(rest._id, { ...inputOf(rest), countries: ['DE'] });
    expect(restCountries.status).toBe(400);
    expect(restCountries.body.errors).toEqual({
      countries: 'The rest of the world takes every country no other zone lists: it lists none itself.',
    });

    const taken = await put(kg._id, { ...inputOf(kg), countries: ['KG', 'KZ'] });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Kazakhstan is already in the zone “Neighbouring countries”.');

    const sameName = await put(kg._id, { ...inputOf(kg), name: 'rest of the world' });
    expect(sameName.status).toBe(409);
    expect(sameName.body.errors).toEqual({ name: 'Another zone has this name.' });

    expect((await put('9b2e0c1a-0000-4000-8000-000000000000', inputOf(kg))).status).toBe(404);
    expect((await admin.delete<Msg>(at(`/api/shipping/zones/${rest._id}`))).status).toBe(409);

    expect(await zoneNamed('Kyrgyzstan')).toEqual(kg);
  });

  it('a zone’s price reaches the quote and the order; the order keeps it after later edits', async () => {
    const near = await zoneNamed('Neighbouring countries');
    const input = inputOf(near);
    input.methods = [
      ...input.methods.map((m) => (m.id === 'express' ? { ...m, price: 30, minDays: 3, maxDays: 4 } : m)),
      { id: 'rail', name: 'Rail freight', price: 8.5, minDays: 10, maxDays: 14, enabled: true },
    ];
    const saved = await admin.put<AdminShippingZone>(at(`/api/shipping/zones/${near._id}`), input);
    expect(saved.status).toBe(200);
    expect(saved.body.methods.find((m) => m.id === 'express')).toMatchObject({
      price: 30,
      delivery: '3-4 business days',
    });
    expect(saved.body.updatedBy).toMatchObject({ name: ADMIN.email });

    // The quote: the zone of the country named prices the method.
    expect((await quote('KZ', 'express')).body.shippingCost).toBe(30);
    expect((await quote('KG', 'express')).body.shippingCost).toBe(12.99);
    expect((await quote('kz', 'rail')).body.shippingCost).toBe(8.5);
    const railToKg = await quote('KG', 'rail');
    expect(railToKg.status).toBe(400);
    expect(railToKg.body.errors).toEqual({
      shippingMethod: 'The shipping method "rail" is not offered to Kyrgyzstan. Please choose another shipping method.',
    });

    // The order: charged the zone's price, keeping the method's name, time and zone.
    const before = await stock();
    const refused = await checkout('KG', 'rail');
    expect(refused.status).toBe(400);
    expect(await stock()).toBe(before);

    const placed = await checkout('KZ', 'express');
    expect(placed.status).toBe(201);
    const order = (
      await createClient().get<ApiOrder>(at(`/api/orders/${placed.body.orderId}?token=${placed.body.token}`))
    ).body;
    expect(order).toMatchObject({
      shippingCost: 30,
      shippingMethod: 'express',
      shippingMethodName: 'Express',
      shippingDelivery: '3-4 business days',
      shippingZone: 'Neighbouring countries',
    });
    expect(order.finalTotal).toBeCloseTo(order.discountedTotal + 30, 2);

    // The payment page asks for the order's total, the zone's price in it.
    const payPage = await (await fetch(at(new URL(placed.body.url).pathname))).text();
    expect(payPage).toContain(`Pay $${order.finalTotal.toFixed(2)}`);

    // A later edit changes what checkout offers, never what the order was charged.
    const dearer = inputOf(saved.body);
    dearer.methods = dearer.methods.map((m) => (m.id === 'express' ? { ...m, price: 45, name: 'Express air' } : m));
    expect((await admin.put(at(`/api/shipping/zones/${near._id}`), dearer)).status).toBe(200);
    expect((await quote('UZ', 'express')).body.shippingCost).toBe(45);
    const again = (
      await createClient().get<ApiOrder>(at(`/api/orders/${placed.body.orderId}?token=${placed.body.token}`))
    ).body;
    expect(again).toMatchObject({ shippingCost: 30, shippingMethodName: 'Express', finalTotal: order.finalTotal });
  });

  it('a new zone takes its countries from the rest of the world, and gives them back when deleted', async () => {
    const created = await admin.post<AdminShippingZone & Msg>(at('/api/shipping/zones'), {
      name: 'Europe',
      countries: ['de', 'FR'],
      methods: [{ id: 'post', name: 'Post', price: '19.90', minDays: 8, maxDays: 12, enabled: true }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Europe', restOfWorld: false, countries: ['DE', 'FR'] });
    expect((await zones()).map((z) => z.name)).toEqual([
      'Kyrgyzstan',
      'Neighbouring countries',
      'Europe',
      'Rest of the world',
    ]);
    expect((await quote('DE', 'post')).body.shippingCost).toBe(19.9);
    expect((await quote('DE', 'standard')).status).toBe(400);
    expect((await quote('US', 'standard')).body.shippingCost).toBe(5.99);

    const deleted = await admin.delete<Msg>(at(`/api/shipping/zones/${created.body._id}`));
    expect(deleted.status).toBe(200);
    expect((await quote('DE', 'standard')).body.shippingCost).toBe(5.99);
    expect((await quote('DE', 'post')).status).toBe(400);
    expect((await admin.delete<Msg>(at(`/api/shipping/zones/${created.body._id}`))).status).toBe(404);
  });

  it('the kept shipping policy and FAQs state the zones’ times as soon as a zone changes', async () => {
    const page = async (p: string) => (await fetch(at(p))).text();
    const kg = await zoneNamed('Kyrgyzstan');
    // Kept before the edit…
    expect(await page('/shipping-policy')).toContain(
      'Duties and taxes of the destination country may be due on delivery',
    );
    const input = inputOf(kg);
    input.methods = [{ id: 'courier', name: 'City courier', price: 3, minDays: 2, maxDays: 3, enabled: true }];
    expect((await admin.put(at(`/api/shipping/zones/${kg._id}`), input)).status).toBe(200);
    // …and rendered again after it.
    const policy = await page('/shipping-policy');
    expect(policy).toContain('City courier, 2-3 business days: $3.00');
    expect(await page('/faqs')).toContain('2-3 business days within Kyrgyzstan');
    expect(await page('/about-us')).toContain('2-3 business days within Kyrgyzstan');
  });
});

describe('the limit on zone changes', () => {
  // Last in the file: it uses up this admin's changes for the window.
  it('counts every write per admin before its body is read: past the limit, 429 with Retry-After', async () => {
    const kg = await zoneNamed('Kyrgyzstan');
    const url = at(`/api/shipping/zones/${kg._id}`);
    let status = 0;
    for (let i = 0; i < 200 && status !== 429; i++) status = (await admin.put<Msg>(url, {})).status;
    const refused = await fetch(url, { method: 'PUT', headers: { Authorization: `Bearer ${adminToken}` }, body: '{}' });
    const retryAfter = refused.headers.get('Retry-After');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as Msg).message).toBe(
      'Too many changes to the shipping zones. Please wait a few minutes.',
    );
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Reads are not limited, and the zone is as it was.
    expect(await zoneNamed('Kyrgyzstan')).toEqual(kg);
  });
});
