import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_SHIPPING_COST } from './cart';
import { cartSummary } from './cart-summary';
import { toCents } from './money';

describe('cartSummary', () => {
  it('is all zero for an empty cart: no shipping without items', () => {
    expect(cartSummary({ lines: [] })).toEqual({
      subtotalCents: 0,
      couponDiscountCents: 0,
      storeDiscountCents: 0,
      shippingCents: 0,
      totalCents: 0,
    });
  });

  it('sums the lines in cents and adds the flat shipping estimate', () => {
    const summary = cartSummary({
      lines: [
        { unitPrice: 0.1, quantity: 3 },
        { unitPrice: 19.99, quantity: 2 },
      ],
    });
    expect(summary.subtotalCents).toBe(30 + 3998);
    expect(summary.shippingCents).toBe(toCents(CART_SHIPPING_COST));
    expect(summary.totalCents).toBe(4028 + 1000);
  });

  it('takes the coupon and then the store discount off the goods', () => {
    const summary = cartSummary({ lines: [{ unitPrice: 50, quantity: 2 }], couponDiscount: 15, storeDiscount: 5.5 });
    expect(summary).toEqual({
      subtotalCents: 10000,
      couponDiscountCents: 1500,
      storeDiscountCents: 550,
      shippingCents: 1000,
      totalCents: 10000 - 1500 - 550 + 1000,
    });
  });

  it('never lets the discounts take the goods below 0 (shipping is still charged)', () => {
    const summary = cartSummary({ lines: [{ unitPrice: 20, quantity: 1 }], couponDiscount: 15, storeDiscount: 15 });
    expect(summary.couponDiscountCents).toBe(1500);
    expect(summary.storeDiscountCents).toBe(500);
    expect(summary.totalCents).toBe(1000);
    expect(cartSummary({ lines: [{ unitPrice: 20, quantity: 1 }], couponDiscount: 99 }).couponDiscountCents).toBe(2000);
  });

  it('ignores negative and non-finite amounts', () => {
    const summary = cartSummary({
      lines: [
        { unitPrice: Number.NaN, quantity: 1 },
        { unitPrice: 10, quantity: Number.POSITIVE_INFINITY },
        { unitPrice: -5, quantity: 2 },
        { unitPrice: 10, quantity: 1 },
      ],
      couponDiscount: -3,
      storeDiscount: Number.NaN,
    });
    expect(summary.subtotalCents).toBe(1000);
    expect(summary.couponDiscountCents).toBe(0);
    expect(summary.storeDiscountCents).toBe(0);
  });

  it('keeps its invariants on random carts', () => {
    const line = fc.record({ unitPrice: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100), quantity: fc.integer({ min: 1, max: 99 }) });
    const money = fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), money, money, (lines, couponDiscount, storeDiscount) => {
        const s = cartSummary({ lines, couponDiscount, storeDiscount });
        const goods = s.subtotalCents - s.couponDiscountCents - s.storeDiscountCents;
        expect(goods).toBeGreaterThanOrEqual(0);
        expect(s.couponDiscountCents).toBeGreaterThanOrEqual(0);
        expect(s.storeDiscountCents).toBeGreaterThanOrEqual(0);
        expect(s.totalCents).toBe(goods + s.shippingCents);
        expect(s.shippingCents).toBe(lines.length > 0 ? toCents(CART_SHIPPING_COST) : 0);
        expect(Number.isInteger(s.totalCents)).toBe(true);
      }),
    );
  });
});
