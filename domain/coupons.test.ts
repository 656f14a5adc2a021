import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, couponInputSchema, couponStatus, type CouponRule, type PricedLine } from './coupons';

const now = new Date('2026-06-01T00:00:00Z');
const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  type: 'percentage',
  value: 10,
  appliesTo: 'global',
  target: null,
  maxUses: null,
  usedCount: 0,
  expiresAt: null,
  minOrderValueCents: null,
  maxDiscountCents: null,
  ...over,
});
const lines: PricedLine[] = [
  { productId: 'p1', category: 'Jackets', unitPriceCents: 10000, quantity: 1 },
  { productId: 'p2', category: 'Shirts', unitPriceCents: 2500, quantity: 2 },
];

describe('couponInputSchema (SPEC §5 messages)', () => {
  const errorsOf = (input: Record<string, unknown>) => {
    const r = couponInputSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('requires a code unless the coupon is global', () => {
    expect(errorsOf({ type: 'percentage', value: 10 })).toEqual({
      code: 'Coupon code is required for non-global discounts',
    });
    expect(errorsOf({ code: '   ', type: 'percentage', value: 10 })).toEqual({
      code: 'Coupon code is required for non-global discounts',
    });
    expect(errorsOf({ type: 'percentage', value: 10, isGlobal: true })).toEqual({});
  });

  it('checks the value', () => {
    expect(errorsOf({ code: 'A', type: 'fixed', value: 0 })).toEqual({
      value: 'Discount value must be greater than 0',
    });
    expect(errorsOf({ code: 'A', type: 'fixed', value: '' })).toEqual({
      value: 'Discount value must be greater than 0',
    });
    expect(errorsOf({ code: 'A', type: 'percentage', value: 100.01 })).toEqual({
      value: 'Percentage discount cannot exceed 100%',
    });
    expect(errorsOf({ code: 'A', type: 'fixed', value: 150 })).toEqual({});
  });

  it('needs a target for category and product coupons', () => {
    expect(errorsOf({ code: 'A', type: 'fixed', value: 5, appliesTo: 'category', target: ' ' })).toEqual({
      target: 'Category name is required',
    });
    expect(errorsOf({ code: 'A', type: 'fixed', value: 5, appliesTo: 'product' })).toEqual({
      target: 'Product ID is required',
    });
  });

  it('checks max uses and minimum order value', () => {
    expect(errorsOf({ code: 'A', type: 'fixed', value: 5, maxUses: 0 })).toEqual({
      maxUses: 'Max uses must be a positive number',
    });
    expect(errorsOf({ code: 'A', type: 'fixed', value: 5, maxUses: 2.5 })).toEqual({
      maxUses: 'Max uses must be a positive number',
    });
    expect(errorsOf({ code: 'A', type: 'fixed', value: 5, minOrderValue: -1 })).toEqual({
      minOrderValue: 'Minimum order value cannot be negative',
    });
    expect(errorsOf({ code: 'A', type: 'fixed', value: 5, maxUses: '', minOrderValue: '' })).toEqual({});
  });

  it('trims and upper-cases the code, trims the target, and drops the code of a global coupon', () => {
    const parsed = couponInputSchema.parse({
      code: ' summer-10 ',
      type: 'percentage',
      value: '10',
      appliesTo: 'category',
      target: ' Jackets ',
    });
    expect(parsed).toMatchObject({ code: 'SUMMER-10', value: 10, target: 'Jackets', isGlobal: false });
    expect(couponInputSchema.parse({ code: 'X', type: 'fixed', value: 5, isGlobal: true }).code).toBeUndefined();
    expect(couponInputSchema.parse({ code: 'X', type: 'fixed', value: 5, target: 'ignored' }).target).toBeUndefined();
  });
});

describe('couponDiscount', () => {
  it('takes a percentage of the whole subtotal for a global coupon', () => {
    expect(couponDiscount(rule(), lines, now)).toEqual({ ok: true, discountCents: 1500, eligibleSubtotalCents: 15000 });
  });

  it('caps a percentage by maxDiscount', () => {
    expect(couponDiscount(rule({ value: 50, maxDiscountCents: 2000 }), lines, now)).toMatchObject({
      discountCents: 2000,
    });
  });

  it('gives a fixed amount, at most the eligible subtotal', () => {
    expect(couponDiscount(rule({ type: 'fixed', value: 700 }), lines, now)).toMatchObject({ discountCents: 700 });
    expect(
      couponDiscount(rule({ type: 'fixed', value: 99999, appliesTo: 'product', target: 'p2' }), lines, now),
    ).toMatchObject({
      discountCents: 5000,
    });
  });

  it('targets a category (case-insensitive) or a product', () => {
    expect(couponDiscount(rule({ appliesTo: 'category', target: 'jackets' }), lines, now)).toMatchObject({
      discountCents: 1000,
      eligibleSubtotalCents: 10000,
    });
    expect(couponDiscount(rule({ appliesTo: 'product', target: 'p2' }), lines, now)).toMatchObject({
      discountCents: 500,
    });
  });

  it('explains why a coupon does not apply', () => {
    expect(couponDiscount(rule({ expiresAt: new Date('2026-05-31T23:59:59Z') }), lines, now)).toEqual({
      ok: false,
      message: 'This coupon has expired.',
    });
    expect(couponDiscount(rule({ maxUses: 3, usedCount: 3 }), lines, now)).toEqual({
      ok: false,
      message: 'This coupon has reached its usage limit.',
    });
    expect(couponDiscount(rule({ minOrderValueCents: 20000 }), lines, now)).toEqual({
      ok: false,
      message: 'This coupon needs an order of at least $200.00.',
    });
    expect(couponDiscount(rule({ appliesTo: 'category', target: 'Dresses' }), lines, now)).toEqual({
      ok: false,
      message: 'This coupon applies only to Dresses items, and there are none in your cart.',
    });
    expect(couponDiscount(rule({ appliesTo: 'product', target: 'p9' }), lines, now)).toEqual({
      ok: false,
      message: 'This coupon applies to a product that is not in your cart.',
    });
    expect(couponDiscount(rule(), [], now)).toEqual({ ok: false, message: 'Your cart is empty.' });
  });

  it('accepts an order of exactly the minimum, and a coupon one use short of its limit', () => {
    expect(couponDiscount(rule({ minOrderValueCents: 15000, maxUses: 3, usedCount: 2 }), lines, now).ok).toBe(true);
  });

  it('never exceeds the eligible subtotal nor goes negative, for any cart and coupon', () => {
    const lineArb = fc.record({
      productId: fc.constantFrom('p1', 'p2', 'p3'),
      category: fc.constantFrom('Jackets', 'Shirts', 'Dresses'),
      unitPriceCents: fc.integer({ min: 0, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
    });
    const ruleArb = fc.record({
      type: fc.constantFrom('percentage' as const, 'fixed' as const),
      value: fc.integer({ min: 1, max: 1_000_000 }),
      appliesTo: fc.constantFrom('global' as const, 'category' as const, 'product' as const),
      target: fc.constantFrom('p1', 'p2', 'Jackets', 'Shirts', null),
      maxUses: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      usedCount: fc.integer({ min: 0, max: 5 }),
      expiresAt: fc.option(fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }), {
        nil: null,
      }),
      minOrderValueCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      maxDiscountCents: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(ruleArb, fc.array(lineArb, { maxLength: 8 }), (r, ls) => {
        const outcome = couponDiscount(
          { ...r, value: r.type === 'percentage' ? (r.value % 100) + 1 : r.value },
          ls,
          now,
        );
        if (!outcome.ok) return;
        const subtotal = ls.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
        expect(Number.isInteger(outcome.discountCents)).toBe(true);
        expect(outcome.discountCents).toBeGreaterThanOrEqual(0);
        expect(outcome.discountCents).toBeLessThanOrEqual(outcome.eligibleSubtotalCents);
        expect(outcome.eligibleSubtotalCents).toBeLessThanOrEqual(subtotal);
        expect(subtotal - outcome.discountCents).toBeGreaterThanOrEqual(0);
        if (r.type === 'percentage' && r.maxDiscountCents !== null)
          expect(outcome.discountCents).toBeLessThanOrEqual(r.maxDiscountCents);
      }),
      { numRuns: 500 },
    );
  });
});

describe('couponStatus', () => {
  it('is Expired only when expiresAt is in the past', () => {
    expect(couponStatus('2026-05-01T00:00:00Z', now)).toBe('Expired');
    expect(couponStatus('2026-07-01T00:00:00Z', now)).toBe('Active');
    expect(couponStatus(null, now)).toBe('Active');
  });
});
