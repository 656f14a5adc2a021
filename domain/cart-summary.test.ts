import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, CART_SHIPPING_COST, type Cart, emptyCart, type NewCartLine } from './cart';
import { cartSummary } from './cart-summary';
import { applyCoupon, setStoreDiscount } from './cart-updates';
import { toCents } from './money';

const line = (price: number, size = 'M'): NewCartLine => ({
  product: { _id: 'p1', name: 'Tee', category: 'T-Shirts' },
  color: 'Red',
  size,
  price,
  discountedPrice: price,
});
const cartOf = (price: number, quantity = 1): Cart => addToCart(emptyCart(), line(price), { quantity }).cart;

describe('cartSummary', () => {
  it('is all zero for an empty cart: no shipping without items', () => {
    expect(cartSummary(emptyCart())).toEqual({
      subtotalCents: 0,
      couponDiscountCents: 0,
      storeDiscountCents: 0,
      shippingCents: 0,
      totalCents: 0,
    });
  });

  it('sums the lines in cents and adds the flat shipping estimate', () => {
    let cart = addToCart(emptyCart(), line(0.1, 'S'), { quantity: 3 }).cart;
    cart = addToCart(cart, line(19.99, 'M'), { quantity: 2 }).cart;
    const summary = cartSummary(cart);
    expect(summary.subtotalCents).toBe(30 + 3998);
    expect(summary.shippingCents).toBe(toCents(CART_SHIPPING_COST));
    expect(summary.totalCents).toBe(4028 + 1000);
  });

  it('takes the coupon and the store discount off the goods', () => {
    const cart = applyCoupon(setStoreDiscount(cartOf(50, 2), 5.5), { code: 'X' }, 15);
    expect(cartSummary(cart)).toEqual({
      subtotalCents: 10000,
      couponDiscountCents: 1500,
      storeDiscountCents: 550,
      shippingCents: 1000,
      totalCents: 10000 - 1500 - 550 + 1000,
    });
  });

  it('never lets the discounts take the goods below 0 (shipping is still charged)', () => {
    const summary = cartSummary(applyCoupon(setStoreDiscount(cartOf(20), 15), { code: 'X' }, 15));
    expect(summary.couponDiscountCents).toBe(1500);
    expect(summary.storeDiscountCents).toBe(500);
    expect(summary.totalCents).toBe(1000);
    expect(cartSummary(applyCoupon(cartOf(20), { code: 'X' }, 99)).couponDiscountCents).toBe(2000);
  });

  it('ignores negative and non-finite discounts', () => {
    const summary = cartSummary(applyCoupon(setStoreDiscount(cartOf(10), Number.NaN), { code: 'X' }, -3));
    expect(summary).toMatchObject({
      subtotalCents: 1000,
      couponDiscountCents: 0,
      storeDiscountCents: 0,
      totalCents: 2000,
    });
  });

  it('keeps its invariants on random carts, and says what the cart stores', () => {
    const money = fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100);
    const lines = fc.array(
      fc.record({
        cents: fc.integer({ min: 0, max: 100_000 }),
        size: fc.constantFrom('S', 'M', 'L'),
        quantity: fc.integer({ min: 1, max: 99 }),
      }),
      {
        maxLength: 10,
      },
    );
    fc.assert(
      fc.property(lines, fc.option(money), money, (ls, couponDiscount, storeDiscount) => {
        let cart = emptyCart();
        for (const l of ls) cart = addToCart(cart, line(l.cents / 100, l.size), { quantity: l.quantity }).cart;
        cart = setStoreDiscount(cart, storeDiscount);
        if (couponDiscount !== null) cart = applyCoupon(cart, { code: 'X' }, couponDiscount);
        const s = cartSummary(cart);
        const goods = s.subtotalCents - s.couponDiscountCents - s.storeDiscountCents;
        expect(goods).toBeGreaterThanOrEqual(0);
        expect(s.couponDiscountCents).toBeGreaterThanOrEqual(0);
        expect(s.storeDiscountCents).toBeGreaterThanOrEqual(0);
        expect(s.totalCents).toBe(goods + s.shippingCents);
        expect(s.shippingCents).toBe(cart.items.length > 0 ? toCents(CART_SHIPPING_COST) : 0);
        expect(s.totalCents).toBe(toCents(cart.finalTotal));
      }),
    );
  });
});
