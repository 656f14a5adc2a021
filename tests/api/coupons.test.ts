import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { APPLY_RATE_LIMIT } from '#server/api/coupons.ts';
import type { ApiCoupon } from '#server/services/coupons/index.ts';
import { ADMIN } from './global-setup';
import { createClient, getJson } from '#tests/support/http.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Apply = { coupon: ApiCoupon; discount: number };
/** The priced cart's amounts, as the quote and an apply with items answer them. */
type Totals = {
  subtotal: number;
  couponDiscount: number;
  storeDiscount: number;
  totalDiscount: number;
  shippingCost: number;
  total: number;
};

let admin: ReturnType<typeof createClient>;
let products: ApiProduct[];

const uniqueCode = (prefix: string) => `${prefix}${randomUUID().slice(0, 6)}`.toUpperCase();

/** A line for the first in-stock size of a product. */
function lineOf(product: ApiProduct, quantity = 1) {
  for (const v of product.variants) {
    const size = v.sizes.find((s) => s.stock > 0);
    if (size)
      return {
        item: { productId: product._id, color: v.color, size: size.size, quantity },
        unit: size.discountedPrice,
      };
  }
  throw new Error(`${product.name} is sold out`);
}
const inStock = (p: ApiProduct) => p.variants.some((v) => v.sizes.some((s) => s.stock > 0));
const cents = (n: number) => Math.round(n * 100);

async function createCoupon(body: Record<string, unknown>) {
  const res = await admin.post<ApiCoupon>('/api/coupons', body);
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  const login = await createClient().post<{ token: string }>('/api/auth/login', ADMIN);
  admin = createClient({ token: login.body.token });
  products = (await getJson<ApiProduct[]>('/api/products')).body.filter(inStock);
});

describe('admin coupon management', () => {
  it('creates, lists, updates and deletes a coupon', async () => {
    const code = uniqueCode('spring');
    const created = await createCoupon({
      code: `  ${code.toLowerCase()} `,
      description: 'Spring sale',
      type: 'percentage',
      value: 12.5,
      appliesTo: 'category',
      target: ' Shirts ',
      maxUses: 100,
      minOrderValue: 20,
      maxDiscount: 15,
      expiresAt: '2099-01-01T00:00:00.000Z',
    });
    expect(created).toMatchObject({
      code,
      description: 'Spring sale',
      type: 'percentage',
      value: 12.5,
      appliesTo: 'category',
      target: 'Shirts',
      maxUses: 100,
      usedCount: 0,
      minOrderValue: 20,
      maxDiscount: 15,
      isGlobal: false,
      expiresAt: '2099-01-01T00:00:00.000Z',
    });

    const list = await admin.get<ApiCoupon[]>('/api/coupons');
    expect(list.status).toBe(200);
    expect(list.body.some((c) => c._id === created._id)).toBe(true);

    const updated = await admin.put<ApiCoupon>(`/api/coupons/${created._id}`, {
      code,
      type: 'fixed',
      value: 5,
      appliesTo: 'global',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ type: 'fixed', value: 5, appliesTo: 'global', target: null, maxUses: null });

    const deleted = await admin.delete<Msg>(`/api/coupons/${created._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Coupon deleted successfully');
    expect((await admin.delete(`/api/coupons/${created._id}`)).status).toBe(404);
    expect((await admin.put(`/api/coupons/${created._id}`, { code, type: 'fixed', value: 5 })).status).toBe(404);
  });

  it.each([
    [{ type: 'percentage', value: 10 }, 'code', 'Coupon code is required for non-global discounts'],
    [{ code: 'X1', type: 'fixed', value: 0 }, 'value', 'Discount value must be greater than 0'],
    [{ code: 'X1', type: 'percentage', value: 101 }, 'value', 'Percentage discount cannot exceed 100%'],
    [{ code: 'X1', type: 'fixed', value: 5, appliesTo: 'category' }, 'target', 'Category name is required'],
    [{ code: 'X1', type: 'fixed', value: 5, appliesTo: 'product', target: '  ' }, 'target', 'Product ID is required'],
    [{ code: 'X1', type: 'fixed', value: 5, maxUses: -2 }, 'maxUses', 'Max uses must be a positive number'],
    [
      { code: 'X1', type: 'fixed', value: 5, minOrderValue: -0.01 },
      'minOrderValue',
      'Minimum order value cannot be negative',
    ],
  ])('rejects %o with "%s: %s" and stores nothing', async (body, field, message) => {
    const before = (await admin.get<ApiCoupon[]>('/api/coupons')).body.length;
    const res = await admin.post<Msg>('/api/coupons', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual({ [field]: message });
    expect((await admin.get<ApiCoupon[]>('/api/coupons')).body.length).toBe(before);
  });

  it('refuses a product coupon for a product the store does not have, and changes nothing', async () => {
    const before = (await admin.get<ApiCoupon[]>('/api/coupons')).body.length;
    for (const target of [randomUUID(), 'not-a-product-id']) {
      const res = await admin.post<Msg>('/api/coupons', {
        code: uniqueCode('ghost'),
        type: 'fixed',
        value: 5,
        appliesTo: 'product',
        target,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('No product has this ID.');
    }
    expect((await admin.get<ApiCoupon[]>('/api/coupons')).body.length).toBe(before);

    const code = uniqueCode('real');
    const coupon = await createCoupon({
      code,
      type: 'fixed',
      value: 5,
      appliesTo: 'product',
      target: ` ${products[0]!._id} `,
    });
    expect(coupon.target).toBe(products[0]!._id);
    const moved = await admin.put<Msg>(`/api/coupons/${coupon._id}`, {
      code,
      type: 'fixed',
      value: 5,
      appliesTo: 'product',
      target: randomUUID(),
    });
    expect([moved.status, moved.body.message]).toEqual([400, 'No product has this ID.']);
    const kept = await admin.put<ApiCoupon>(`/api/coupons/${coupon._id}`, {
      code,
      type: 'fixed',
      value: 6,
      appliesTo: 'product',
      target: products[0]!._id,
    });
    expect(kept.body).toMatchObject({ value: 6, target: products[0]!._id });
    await admin.delete(`/api/coupons/${coupon._id}`);
  });

  it('refuses a duplicate code whatever its case (409); a global coupon stores no code', async () => {
    const code = uniqueCode('dup');
    await createCoupon({ code, type: 'fixed', value: 5 });
    const dup = await admin.post<Msg>('/api/coupons', { code: code.toLowerCase(), type: 'fixed', value: 7 });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A coupon with this code already exists.');

    const global = await createCoupon({
      code: 'IGNORED',
      type: 'percentage',
      value: 1,
      isGlobal: true,
      minOrderValue: 100000,
    });
    expect(global.code).toBeNull();
    await admin.delete(`/api/coupons/${global._id}`);
  });

  it('is for admins only', async () => {
    expect((await createClient().get('/api/coupons')).status).toBe(401);
    expect((await createClient().post('/api/coupons', { code: 'X', type: 'fixed', value: 1 })).status).toBe(401);
    expect((await createClient().put(`/api/coupons/${randomUUID()}`, {})).status).toBe(401);
    expect((await createClient().delete(`/api/coupons/${randomUUID()}`)).status).toBe(401);
  });
});

describe('POST /api/coupons/apply', () => {
  it('gives a percentage of the cart priced by the server, ignoring a tampered cartTotal', async () => {
    const code = uniqueCode('ten');
    await createCoupon({ code, type: 'percentage', value: 10 });
    const a = lineOf(products[0]!, 2);
    const b = lineOf(products[1]!, 1);
    const subtotal = cents(a.unit) * 2 + cents(b.unit);
    const res = await createClient().post<Apply>('/api/coupons/apply', {
      code: code.toLowerCase(),
      productIds: [a.item.productId, b.item.productId],
      cartTotal: 1,
      items: [a.item, b.item],
    });
    expect(res.status).toBe(200);
    expect(res.body.coupon.code).toBe(code);
    expect(cents(res.body.discount)).toBe(Math.round(subtotal / 10));
  });

  it('answers the cart priced by the one rule: the typed coupon combined with the automatic store discount', async () => {
    const code = uniqueCode('both');
    await createCoupon({ code, type: 'percentage', value: 10 });
    const auto = await createCoupon({
      type: 'fixed',
      value: 0.5,
      isGlobal: true,
      description: 'Store welcome discount',
    });
    try {
      const a = lineOf(products[0]!, 2);
      const subtotal = cents(a.unit) * 2;
      const applied = await createClient().post<Apply & Totals>('/api/coupons/apply', { code, items: [a.item] });
      expect(applied.status).toBe(200);
      const couponCents = Math.round(subtotal / 10);
      expect(cents(applied.body.discount)).toBe(couponCents);
      expect(cents(applied.body.couponDiscount)).toBe(couponCents);
      expect(cents(applied.body.subtotal)).toBe(subtotal);
      expect(applied.body.shippingCost).toBe(10);
      expect(cents(applied.body.storeDiscount)).toBeGreaterThanOrEqual(50);
      expect(cents(applied.body.totalDiscount)).toBe(couponCents + cents(applied.body.storeDiscount));
      expect(cents(applied.body.total)).toBe(subtotal - cents(applied.body.totalDiscount) + 1000);

      // The quote (no coupon) gives the same store discount: the two combine, neither waits on the other.
      const quote = await createClient().post<Totals>('/api/cart/quote', { items: [a.item] });
      expect(quote.body.storeDiscount).toBe(applied.body.storeDiscount);
      expect(cents(quote.body.total)).toBe(cents(applied.body.total) + couponCents);
    } finally {
      await admin.delete(`/api/coupons/${auto._id}`);
    }
  });

  it('accepts the SPEC payload without items for a global coupon', async () => {
    const code = uniqueCode('flat');
    await createCoupon({ code, type: 'fixed', value: 15 });
    const res = await createClient().post<Apply>('/api/coupons/apply', {
      code,
      productIds: [products[0]!._id],
      cartTotal: 40,
    });
    expect(res.body.discount).toBe(15);
    const small = await createClient().post<Apply>('/api/coupons/apply', {
      code,
      productIds: [products[0]!._id],
      cartTotal: 9.5,
    });
    expect(small.body.discount).toBe(9.5);
  });

  it('targets a category and a product', async () => {
    const jacket = products.find((p) => p.category === 'Jackets')!;
    const shirt = products.find((p) => p.category === 'Shirts')!;
    const j = lineOf(jacket);
    const s = lineOf(shirt, 3);
    const categoryCode = uniqueCode('jk');
    await createCoupon({ code: categoryCode, type: 'percentage', value: 50, appliesTo: 'category', target: 'jackets' });
    const byCategory = await createClient().post<Apply>('/api/coupons/apply', {
      code: categoryCode,
      items: [j.item, s.item],
    });
    expect(cents(byCategory.body.discount)).toBe(Math.round(cents(j.unit) / 2));

    const productCode = uniqueCode('pr');
    await createCoupon({ code: productCode, type: 'fixed', value: 1000, appliesTo: 'product', target: shirt._id });
    const byProduct = await createClient().post<Apply>('/api/coupons/apply', {
      code: productCode,
      items: [j.item, s.item],
    });
    expect(cents(byProduct.body.discount)).toBe(cents(s.unit) * 3);

    const none = await createClient().post<Msg>('/api/coupons/apply', { code: categoryCode, items: [s.item] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('This coupon applies only to jackets items, and there are none in your cart.');
  });

  it('caps a percentage coupon by maxDiscount', async () => {
    const code = uniqueCode('cap');
    await createCoupon({ code, type: 'percentage', value: 90, maxDiscount: 3 });
    const res = await createClient().post<Apply>('/api/coupons/apply', { code, items: [lineOf(products[2]!, 2).item] });
    expect(res.body.discount).toBe(3);
  });

  it('explains expired, used-up, below-minimum and unknown codes', async () => {
    const expired = uniqueCode('old');
    const old = await createCoupon({ code: expired, type: 'fixed', value: 5, expiresAt: '2099-01-01T00:00:00Z' });
    // The admin form does not offer past dates, but the API accepts them: an expired coupon.
    await admin.put(`/api/coupons/${old._id}`, {
      code: expired,
      type: 'fixed',
      value: 5,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    const items = [lineOf(products[0]!).item];
    const r1 = await createClient().post<Msg>('/api/coupons/apply', { code: expired, items });
    expect([r1.status, r1.body.message]).toEqual([400, 'This coupon has expired.']);

    const minimum = uniqueCode('min');
    await createCoupon({ code: minimum, type: 'fixed', value: 5, minOrderValue: 100000 });
    const r2 = await createClient().post<Msg>('/api/coupons/apply', { code: minimum, items });
    expect([r2.status, r2.body.message]).toEqual([400, 'This coupon needs an order of at least $100,000.00.']);

    const r3 = await createClient().post<Msg>('/api/coupons/apply', { code: 'NO-SUCH-CODE', items });
    expect([r3.status, r3.body.message]).toEqual([404, 'This coupon code is not valid.']);

    const r4 = await createClient().post<Msg>('/api/coupons/apply', { code: '   ', items });
    expect([r4.status, r4.body.message]).toEqual([400, 'Please enter a coupon code.']);
  });

  it('rate-limits guessing', async () => {
    const client = createClient();
    let status = 0;
    for (let i = 0; i < 31; i++)
      status = (await client.post('/api/coupons/apply', { code: `GUESS${i}`, cartTotal: 10 })).status;
    expect(status).toBe(429);
  });

  it('counts failed tries only: re-applying a good code is never limited, failures still are', async () => {
    const code = uniqueCode('again');
    await createCoupon({ code, type: 'fixed', value: 1 });
    const { item } = lineOf(products[0]!);
    const client = createClient();
    // Every cart change drops the coupon, so a shopper re-applies it many times.
    for (let i = 0; i < APPLY_RATE_LIMIT.limit * 2; i++) {
      const res = await client.post<Apply>('/api/coupons/apply', { code, items: [item] });
      expect(res.status).toBe(200);
    }
    // Good applies between guesses do not wipe the failures out: the limit-th failure is the last.
    for (let i = 1; i <= APPLY_RATE_LIMIT.limit; i++) {
      expect((await client.post('/api/coupons/apply', { code: `WRONG${i}`, items: [item] })).status).toBe(404);
      if (i < APPLY_RATE_LIMIT.limit)
        expect((await client.post('/api/coupons/apply', { code, items: [item] })).status).toBe(200);
    }
    const guess = await client.post<Msg>('/api/coupons/apply', { code: 'WRONG-AGAIN', items: [item] });
    expect([guess.status, guess.body.message]).toEqual([
      429,
      'Too many coupon attempts. Please try again in a few minutes.',
    ]);
    expect(guess.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Once limited, a good code is refused too, so guessing cannot go on past the limit.
    expect((await client.post('/api/coupons/apply', { code, items: [item] })).status).toBe(429);
  });
});

describe('POST /api/cart/quote', () => {
  it('re-prices lines from the catalogue, reports missing ones, and adds the best automatic discount', async () => {
    const a = lineOf(products[0]!, 2);
    const gone = { productId: randomUUID(), color: 'Black', size: 'M', quantity: 1 };
    const auto = await createCoupon({
      type: 'fixed',
      value: 0.5,
      isGlobal: true,
      description: 'Store welcome discount',
    });
    try {
      const res = await createClient().post<
        {
          lines: { productId: string; discountedPrice: number; quantity: number; stock: number }[];
          missing: unknown[];
          automaticDiscount: Apply | null;
        } & Totals
      >('/api/cart/quote', { items: [a.item, gone] });
      expect(res.status).toBe(200);
      expect(res.body.lines).toHaveLength(1);
      expect(res.body.lines[0]).toMatchObject({ productId: a.item.productId, discountedPrice: a.unit, quantity: 2 });
      expect(res.body.missing).toEqual([gone]);
      expect(res.body.subtotal).toBe((cents(a.unit) * 2) / 100);
      expect(res.body.automaticDiscount?.coupon.description).toBe('Store welcome discount');
      expect(res.body.automaticDiscount!.discount).toBeGreaterThanOrEqual(0.5);
      // The whole cart priced: the store discount comes off, the flat shipping estimate goes on.
      expect(res.body).toMatchObject({
        couponDiscount: 0,
        storeDiscount: res.body.automaticDiscount!.discount,
        shippingCost: 10,
      });
      expect(cents(res.body.total)).toBe(cents(a.unit) * 2 - cents(res.body.storeDiscount) + 1000);
    } finally {
      await admin.delete(`/api/coupons/${auto._id}`);
    }
  });

  it('prices checkout: the typed coupon and the chosen shipping method, or says why the coupon no longer applies', async () => {
    const a = lineOf(products[0]!, 2);
    const code = uniqueCode('ck');
    const coupon = await createCoupon({ code, type: 'fixed', value: 3, maxUses: 5 });
    type Quote = Totals & { couponCode: string | null; couponError: string | null };
    const res = await createClient().post<Quote>('/api/cart/quote', {
      items: [a.item],
      couponCode: code.toLowerCase(),
      shippingMethod: 'express',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ couponCode: code, couponError: null, couponDiscount: 3, shippingCost: 12.99 });
    expect(cents(res.body.total)).toBe(cents(a.unit) * 2 - cents(res.body.totalDiscount) + 1299);

    await admin.put(`/api/coupons/${coupon._id}`, {
      code,
      type: 'fixed',
      value: 3,
      maxUses: 5,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    const expired = await createClient().post<Quote>('/api/cart/quote', {
      items: [a.item],
      couponCode: code,
      shippingMethod: 'overnight',
    });
    expect(expired.body).toMatchObject({ couponCode: null, couponDiscount: 0, shippingCost: 24.99 });
    expect(expired.body.couponError).toBe('This coupon has expired.');

    const unknown = await createClient().post<Quote>('/api/cart/quote', {
      items: [a.item],
      couponCode: 'NO-SUCH-CODE',
    });
    expect(unknown.body).toMatchObject({ couponError: 'This coupon code is not valid.', shippingCost: 10 });
    const badMethod = await createClient().post<Msg>('/api/cart/quote', { items: [a.item], shippingMethod: 'drone' });
    expect(badMethod.status).toBe(400);
    expect(badMethod.body.message).toBe(
      'The shipping method "drone" is not offered to this destination. Please choose another shipping method.',
    );
    await admin.delete(`/api/coupons/${coupon._id}`);
  });

  it('rejects a malformed cart', async () => {
    const res = await createClient().post<Msg>('/api/cart/quote', {
      items: [{ productId: 'x', color: 'Red', size: 'M', quantity: 0 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('quantity must be a whole number from 1 to 99');
  });
});
