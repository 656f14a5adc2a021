/**
 * The malformed inputs that once reached the database and answered 500: each is now a
 * 400 whose `errors` names the field (the fuzz test covers the rest of the space).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { ADMIN } from './global-setup';
import { createClient, getJson } from '#tests/support/http.ts';

type Invalid = { message: string; errors?: Record<string, string> };

let admin: ReturnType<typeof createClient>;
let line: { productId: string; color: string; size: string; quantity: unknown };

beforeAll(async () => {
  const login = await createClient().post<{ token: string }>('/api/auth/login', ADMIN);
  admin = createClient({ token: login.body.token });
  const [product] = (await getJson<ApiProduct[]>('/api/products')).body;
  line = {
    productId: product!._id,
    color: product!.variants[0]!.color,
    size: product!.variants[0]!.sizes[0]!.size,
    quantity: 1,
  };
});

function expectFieldError(res: { status: number; body: Invalid }, field: string, message?: string) {
  expect(res.status).toBe(400);
  expect(Object.keys(res.body.errors ?? {})).toContain(field);
  if (message) expect(res.body.errors![field]).toBe(message);
}

describe('text with NUL bytes or lone surrogates', () => {
  it.each([
    ['/api/products/search?query=ab%00cd', 'query'],
    ['/api/products?color=%00', 'color'],
    ['/api/products?category=Shirts&size=M%00L', 'size'],
    ['/api/products/facets?category=%00', 'category'],
  ])('GET %s → 400 naming %s', async (path, field) => {
    expectFieldError(await createClient().get<Invalid>(path), field);
  });

  it('refuses a coupon code and a register name with them', async () => {
    expectFieldError(
      await createClient().post<Invalid>('/api/coupons/apply', { code: 'SAVE\u0000', items: [line] }),
      'code',
    );
    expectFieldError(
      await createClient().post<Invalid>('/api/coupons/apply', { code: 'SAVE\ud800', items: [line] }),
      'code',
    );
    const register = await createClient().post<Invalid>('/api/auth/register', {
      name: 'Ann\u0000a',
      email: 'nul-name@example.com',
      password: 'a-fine-password',
    });
    expectFieldError(register, 'name', 'Name contains characters that are not allowed.');
    expectFieldError(await admin.post<Invalid>('/api/coupons', { code: 'OK\ud800', type: 'fixed', value: 5 }), 'code');
  });
});

describe('numbers and dates out of range', () => {
  const coupon = { code: 'RANGE-CHECK', type: 'fixed', value: 5 };

  it.each([
    ['value', 1e15, 'Discount value must be at most 10000000.'],
    ['value', 0.001, 'Discount value can have at most 2 decimals.'],
    ['maxUses', 1e10, 'Max uses can be at most 1000000.'],
    ['maxUses', true, 'Max uses must be a positive number'],
    ['expiresAt', '+275760-09-13T00:00:00.000Z', 'Please enter a valid expiry date'],
    ['expiresAt', '-000001-01-01T00:00:00.000Z', 'Please enter a valid expiry date'],
    ['expiresAt', '9999-01-01', 'Expiry date must be between 2000 and 2099.'],
    ['minOrderValue', 1e15, 'Minimum order value must be at most 10000000.'],
  ])('a coupon %s of %j → 400 naming it', async (field, value, message) => {
    expectFieldError(await admin.post<Invalid>('/api/coupons', { ...coupon, [field]: value }), field, message);
  });

  it.each([true, [1], '0x10', 1e10, 2.5])('a cart quantity of %j → 400 naming it', async (quantity) => {
    const res = await createClient().post<Invalid>('/api/cart/quote', { items: [{ ...line, quantity }] });
    expectFieldError(res, 'items.0.quantity', 'quantity must be a whole number from 1 to 99');
  });
});
