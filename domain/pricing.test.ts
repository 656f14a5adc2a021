import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameCategory } from './categories';
import { couponIsCurrent, expiresInFuture } from './expiry';
import { type CatalogueSize, cartTotals, priceCart, type PriceCartInput, type PricingCoupon } from './pricing';

const now = new Date('2026-06-01T00:00:00Z');
const FUTURE = new Date('2026-07-01T00:00:00Z');
const PAST = new Date('2026-05-01T00:00:00Z');
const SHIPPING = 1000;

const fact = (over: Partial<CatalogueSize> = {}): CatalogueSize => ({
  productId: 'jacket',
  color: 'Black',
  size: 'M',
  name: 'Wool Jacket',
  category: 'Jackets',
  priceCents: 10000,
  stock: 5,
  sizeDiscount: null,
  categoryDiscount: null,
  ...over,
});

const coupon = (over: Partial<PricingCoupon> = {}): PricingCoupon => ({
  id: 'c1',
  code: 'SAVE10',
  description: '',
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

const line = (productId = 'jacket', quantity = 1, size = 'M', color = 'Black') => ({
  productId,
  color,
  size,
  quantity,
});

const price = (over: Partial<PriceCartInput>) =>
  priceCart({ lines: [], catalogue: [], shippingCents: SHIPPING, now, currency: 'USD', ...over });

describe('priceCart: line prices', () => {
  it('prices each line at its size discounted price and leaves unknown lines out', () => {
    const priced = price({
      lines: [line('jacket', 2), line('gone', 1)],
      catalogue: [fact({ sizeDiscount: { percentage: 15, expiresAt: FUTURE } })],
    });
    expect(priced.lines).toMatchObject([
      { productId: 'jacket', priceCents: 10000, unitPriceCents: 8500, unitDiscountCents: 1500, lineTotalCents: 17000 },
    ]);
    expect(priced.missing).toEqual([line('gone', 1)]);
    expect(priced).toMatchObject({
      subtotalCents: 17000,
      discountCents: 0,
      shippingCents: SHIPPING,
      totalCents: 18000,
    });
  });

  it('takes the larger of the size and the category discount, never both', () => {
    const priced = price({
      lines: [line()],
      catalogue: [
        fact({
          sizeDiscount: { percentage: 15, expiresAt: FUTURE },
          categoryDiscount: { percentage: 20, flatAmountCents: 0, expiresAt: FUTURE },
        }),
      ],
    });
    expect(priced.lines[0]!.unitPriceCents).toBe(8000);
  });

  it('charges no shipping for a cart with nothing priced in it', () => {
    expect(price({ lines: [line('gone')] })).toMatchObject({ subtotalCents: 0, shippingCents: 0, totalCents: 0 });
  });

  it('charges the shipping it is given (the checkout method rather than the estimate)', () => {
    expect(price({ lines: [line()], catalogue: [fact()], shippingCents: 2499 }).totalCents).toBe(12499);
  });
});

describe('priceCart: the combination rule (decision 0019)', () => {
  const store = coupon({ id: 'auto', code: null, description: 'Store welcome discount', value: 5 });

  it('applies a global coupon on its own, without a code', () => {
    const priced = price({ lines: [line()], catalogue: [fact()], automaticCoupons: [store] });
    expect(priced.storeDiscount).toEqual({ coupon: store, cents: 500 });
    expect(priced).toMatchObject({
      couponDiscountCents: 0,
      storeDiscountCents: 500,
      discountCents: 500,
      totalCents: 10000 - 500 + SHIPPING,
    });
  });

  it('combines the typed coupon with the best global coupon, both on the line prices', () => {
    const smaller = coupon({ id: 'auto2', code: null, type: 'fixed', value: 300 });
    const priced = price({
      lines: [line()],
      catalogue: [fact()],
      coupon: coupon(),
      automaticCoupons: [smaller, store],
    });
    expect(priced.couponDiscount?.cents).toBe(1000);
    expect(priced.storeDiscount?.coupon.id).toBe('auto');
    // 5 % of the 100.00 subtotal, not of the 90.00 the coupon left.
    expect(priced).toMatchObject({
      couponDiscountCents: 1000,
      storeDiscountCents: 500,
      totalCents: 10000 - 1500 + SHIPPING,
    });
  });

  it('cuts the store discount so that the goods never cost less than nothing', () => {
    const priced = price({
      lines: [line()],
      catalogue: [fact()],
      coupon: coupon({ type: 'fixed', value: 9000 }),
      automaticCoupons: [coupon({ id: 'auto', code: null, type: 'fixed', value: 5000 })],
    });
    expect(priced).toMatchObject({ couponDiscountCents: 9000, storeDiscountCents: 1000, totalCents: SHIPPING });
  });

  it('says why a typed coupon gives nothing, and keeps the store discount', () => {
    const priced = price({
      lines: [line()],
      catalogue: [fact()],
      coupon: coupon({ expiresAt: PAST }),
      automaticCoupons: [store],
    });
    expect(priced.couponError).toBe('This coupon has expired.');
    expect(priced).toMatchObject({ couponDiscount: null, couponDiscountCents: 0, storeDiscountCents: 500 });
  });

  it('skips expired and used-up global coupons', () => {
    const priced = price({
      lines: [line()],
      catalogue: [fact()],
      automaticCoupons: [coupon({ code: null, expiresAt: now }), coupon({ code: null, maxUses: 1, usedCount: 1 })],
    });
    expect(priced.storeDiscount).toBeNull();
  });

  it('matches a category coupon to the product category trimmed and case-insensitively', () => {
    const priced = price({
      lines: [line()],
      catalogue: [fact({ category: 'Jackets ' })],
      coupon: coupon({ appliesTo: 'category', target: 'jackets' }),
    });
    expect(priced.couponDiscountCents).toBe(1000);
  });
});

describe('one rule per fact', () => {
  it('is active while expiresAt is in the future, over at the very instant', () => {
    expect(expiresInFuture(FUTURE, now)).toBe(true);
    expect(expiresInFuture(now, now)).toBe(false);
    expect(expiresInFuture(now.toISOString(), now)).toBe(false);
    expect(expiresInFuture(null, now)).toBe(false);
    expect(couponIsCurrent(null, now)).toBe(true);
    expect(couponIsCurrent(now, now)).toBe(false);
  });

  it('matches category names trimmed and without regard to case', () => {
    expect(sameCategory(' Jackets', 'JACKETS ')).toBe(true);
    expect(sameCategory('Jackets', 'Jacket')).toBe(false);
    expect(sameCategory('Jackets', null)).toBe(false);
  });
});

describe('priceCart: properties', () => {
  const catalogue = [
    fact({
      productId: 'p1',
      size: 'S',
      category: 'Jackets',
      priceCents: 12999,
      sizeDiscount: { percentage: 15, expiresAt: FUTURE },
    }),
    fact({
      productId: 'p1',
      size: 'M',
      category: 'Jackets',
      priceCents: 13999,
      categoryDiscount: { percentage: 20, flatAmountCents: 0, expiresAt: FUTURE },
    }),
    fact({
      productId: 'p2',
      size: 'M',
      category: 'shirts',
      priceCents: 2599,
      categoryDiscount: { percentage: 0, flatAmountCents: 3000, expiresAt: FUTURE },
    }),
    fact({ productId: 'p3', size: '32', category: 'Jeans', priceCents: 1 }),
  ];
  const lineArb = fc.record({
    productId: fc.constantFrom('p1', 'p2', 'p3', 'unknown'),
    color: fc.constant('Black'),
    size: fc.constantFrom('S', 'M', '32'),
    quantity: fc.integer({ min: 1, max: 99 }),
  });
  const couponArb = fc.record({
    type: fc.constantFrom('percentage' as const, 'fixed' as const),
    value: fc.integer({ min: 1, max: 100_000 }),
    appliesTo: fc.constantFrom('global' as const, 'category' as const, 'product' as const),
    target: fc.constantFrom('JACKETS', ' shirts', 'p2', 'p3', 'nothing'),
    minOrderValueCents: fc.option(fc.integer({ min: 0, max: 50_000 })),
    maxDiscountCents: fc.option(fc.integer({ min: 1, max: 50_000 })),
  });
  type Generated<A> = A extends fc.Arbitrary<infer T> ? T : never;
  const toCoupon = (c: Generated<typeof couponArb>, code: string | null): PricingCoupon =>
    coupon({ ...c, value: c.type === 'percentage' ? Math.min(c.value / 100, 100) : c.value, code });
  const cartArb = fc.record({
    lines: fc.array(lineArb, { maxLength: 8 }),
    typed: fc.option(couponArb),
    automatic: fc.array(couponArb, { maxLength: 3 }),
    shippingCents: fc.integer({ min: 0, max: 5000 }),
  });
  const priceOf = (c: Generated<typeof cartArb>, lines = c.lines) =>
    price({
      lines,
      catalogue,
      coupon: c.typed ? toCoupon(c.typed, 'TYPED') : null,
      automaticCoupons: c.automatic.map((a, i) => ({ ...toCoupon(a, null), id: `auto${i}` })),
      shippingCents: c.shippingCents,
    });

  it('never gives a negative total nor one above subtotal + shipping', () => {
    fc.assert(
      fc.property(cartArb, (c) => {
        const priced = priceOf(c);
        expect(priced.totalCents).toBeGreaterThanOrEqual(0);
        expect(priced.totalCents).toBeLessThanOrEqual(priced.subtotalCents + priced.shippingCents);
        expect(priced.totalCents).toBe(
          priced.subtotalCents - priced.couponDiscountCents - priced.storeDiscountCents + priced.shippingCents,
        );
        expect(Number.isInteger(priced.totalCents)).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(cartArb, fc.integer(), (c, seed) => {
        const shuffled = [...c.lines]
          .map((l, i) => ({ l, k: (i * 7919 + seed) % 13 }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.l);
        const a = priceOf(c);
        const b = priceOf(c, shuffled);
        expect(b.totalCents).toBe(a.totalCents);
        expect(b.couponDiscountCents).toBe(a.couponDiscountCents);
        expect(b.storeDiscountCents).toBe(a.storeDiscountCents);
        expect(b.storeDiscount?.coupon.id).toBe(a.storeDiscount?.coupon.id);
        expect(b.couponError).toBe(a.couponError);
      }),
    );
  });

  it('combines amounts the same way in the browser (cartTotals) as in priceCart', () => {
    fc.assert(
      fc.property(cartArb, (c) => {
        const priced = priceOf(c);
        const again = cartTotals({
          subtotalCents: priced.subtotalCents,
          couponDiscountCents: priced.couponDiscountCents,
          storeDiscountCents: priced.storeDiscountCents,
          shippingCents: c.shippingCents,
          hasItems: priced.lines.length > 0,
        });
        expect(again.totalCents).toBe(priced.totalCents);
      }),
    );
  });
});
