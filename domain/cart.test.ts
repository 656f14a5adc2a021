import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartSummary } from './cart-summary';
import { applyCoupon, removeCoupon, repriceCart, setStoreDiscount } from './cart-updates';
import { fromCents } from './money';
import {
  addToCart,
  CART_SHIPPING_COST,
  cartLineId,
  cartQuantity,
  clearCart,
  emptyCart,
  MAX_LINE_QUANTITY,
  type NewCartLine,
  parseStoredCart,
  removeFromCart,
  toStoredCart,
  updateCartQuantity,
} from './cart';

const product = { _id: 'p1', name: 'Satin Slip Dress', category: 'Dresses' };
const line = (overrides: Partial<NewCartLine> = {}): NewCartLine => ({
  product,
  color: 'Mint',
  size: 'M',
  price: 136.99,
  discountedPrice: 116.44,
  image: '/uploads/demo/dresses-mint.webp',
  ...overrides,
});

describe('cart lines', () => {
  it('joins product id, colour and size into the line id', () => {
    expect(cartLineId('p1', 'Mint', 'M')).toBe('p1-Mint-M');
  });

  it('adds a new line in the SPEC shape with the first image only', () => {
    const { cart, added, quantity, couponCleared } = addToCart(emptyCart(), line());
    expect(added).toBe(1);
    expect(quantity).toBe(1);
    expect(couponCleared).toBe(false);
    expect(cart.items).toEqual([
      {
        _id: 'p1-Mint-M',
        product: { _id: 'p1', name: 'Satin Slip Dress', category: 'Dresses' },
        variant: {
          color: 'Mint',
          size: 'M',
          price: 136.99,
          discountedPrice: 116.44,
          images: ['/uploads/demo/dresses-mint.webp'],
        },
        quantity: 1,
      },
    ]);
  });

  it('falls back to the price when there is no discounted price, and to no image', () => {
    const { cart } = addToCart(emptyCart(), line({ discountedPrice: null, image: null }));
    expect(cart.items[0]!.variant.discountedPrice).toBe(136.99);
    expect(cart.items[0]!.variant.images).toEqual([]);
  });

  it('raises the quantity of the same product, colour and size instead of adding a line', () => {
    let cart = addToCart(emptyCart(), line()).cart;
    cart = addToCart(cart, line()).cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(2);
    cart = addToCart(cart, line({ size: 'L' })).cart;
    cart = addToCart(cart, line({ color: 'Blue' })).cart;
    expect(cart.items.map((i) => i._id)).toEqual(['p1-Mint-M', 'p1-Mint-L', 'p1-Blue-M']);
    expect(cartQuantity(cart.items)).toBe(4);
  });

  it('caps a line at the size stock and reports what was really added', () => {
    let result = addToCart(emptyCart(), line(), { quantity: 2, maxQuantity: 3 });
    expect(result.added).toBe(2);
    result = addToCart(result.cart, line(), { quantity: 2, maxQuantity: 3 });
    expect(result.added).toBe(1);
    expect(result.quantity).toBe(3);
    const full = addToCart(result.cart, line(), { maxQuantity: 3 });
    expect(full.added).toBe(0);
    expect(full.cart).toBe(result.cart);
  });

  it('never adds a line for a size without stock', () => {
    const result = addToCart(emptyCart(), line(), { maxQuantity: 0 });
    expect(result.added).toBe(0);
    expect(result.cart.items).toEqual([]);
  });

  it('caps a line at the same limit the server accepts', () => {
    const { quantity } = addToCart(emptyCart(), line(), { quantity: 500 });
    expect(quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('takes the store currency when one is given', () => {
    expect(addToCart(emptyCart(), line(), { currency: 'EUR' }).cart.currency).toBe('EUR');
    expect(emptyCart().currency).toBe('USD');
  });

  it('updates a quantity, and removes the line at 0 or less', () => {
    let cart = addToCart(emptyCart(), line(), { quantity: 2 }).cart;
    cart = updateCartQuantity(cart, 'p1-Mint-M', 5).cart;
    expect(cart.items[0]!.quantity).toBe(5);
    expect(updateCartQuantity(cart, 'p1-Mint-M', 0).cart.items).toEqual([]);
    expect(updateCartQuantity(cart, 'p1-Mint-M', -3).cart.items).toEqual([]);
    expect(updateCartQuantity(cart, 'nope', 2).cart).toBe(cart);
  });

  it('removes a line and clears the whole cart', () => {
    let cart = addToCart(emptyCart(), line()).cart;
    cart = addToCart(cart, line({ size: 'L' })).cart;
    cart = removeFromCart(cart, 'p1-Mint-M').cart;
    expect(cart.items.map((i) => i._id)).toEqual(['p1-Mint-L']);
    cart = applyCoupon(cart, { code: 'SAVE5' }, 5);
    const cleared = clearCart(cart);
    expect(cleared.items).toEqual([]);
    expect(cleared.appliedCoupon).toBeNull();
    expect(cleared.finalTotal).toBe(0);
  });
});

describe('cart totals', () => {
  it('sums in cents: no floating-point crumbs', () => {
    let cart = addToCart(emptyCart(), line({ price: 0.1, discountedPrice: 0.1 })).cart;
    cart = addToCart(cart, line({ size: 'L', price: 0.2, discountedPrice: 0.2 })).cart;
    expect(cart.total).toBe(0.3);
    expect(cart.finalTotal).toBe(10.3);
  });

  it('charges a flat 10 shipping with items and nothing when empty', () => {
    expect(emptyCart()).toMatchObject({ total: 0, shippingCost: 0, finalTotal: 0, discountedTotal: 0 });
    const cart = addToCart(emptyCart(), line(), { quantity: 2 }).cart;
    expect(cart).toMatchObject({
      total: 232.88,
      discountedTotal: 232.88,
      shippingCost: CART_SHIPPING_COST,
      finalTotal: 242.88,
    });
  });

  it('takes the coupon discount off, never below 0', () => {
    const cart = addToCart(emptyCart(), line({ price: 20, discountedPrice: 20 })).cart;
    const discounted = applyCoupon(cart, { code: 'SAVE5' }, 5);
    expect(discounted).toMatchObject({ total: 20, discountAmount: 5, discountedTotal: 15, finalTotal: 25 });
    const huge = applyCoupon(cart, { code: 'HUGE' }, 50);
    expect(huge).toMatchObject({ discountedTotal: 0, finalTotal: 10 });
    expect(removeCoupon(discounted)).toMatchObject({ appliedCoupon: null, discountAmount: 0, finalTotal: 30 });
  });

  it('drops the coupon on any change to the lines (SPEC §4)', () => {
    const base = applyCoupon(addToCart(emptyCart(), line()).cart, { code: 'SAVE5' }, 5);
    for (const change of [
      addToCart(base, line()),
      updateCartQuantity(base, 'p1-Mint-M', 3),
      removeFromCart(base, 'p1-Mint-M'),
    ]) {
      expect(change.couponCleared).toBe(true);
      expect(change.cart.appliedCoupon).toBeNull();
      expect(change.cart.discountAmount).toBe(0);
    }
    // No change, no coupon loss.
    expect(updateCartQuantity(base, 'p1-Mint-M', 1).couponCleared).toBe(false);
  });

  it('keeps total = sum of lines and finalTotal = discountedTotal + shipping for any cart', () => {
    const arbLine = fc.record({
      size: fc.constantFrom('S', 'M', 'L'),
      color: fc.constantFrom('Red', 'Blue'),
      priceCents: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbLine, { maxLength: 12 }),
        fc.integer({ min: 0, max: 200_000 }),
        (lines, discountCents) => {
          let cart = emptyCart();
          for (const l of lines) {
            cart = addToCart(
              cart,
              line({ color: l.color, size: l.size, price: l.priceCents / 100, discountedPrice: l.priceCents / 100 }),
              {
                quantity: l.quantity,
              },
            ).cart;
          }
          cart = applyCoupon(cart, { code: 'X' }, discountCents / 100);
          const linesCents = cart.items.reduce(
            (s, i) => s + Math.round(i.variant.discountedPrice * 100) * i.quantity,
            0,
          );
          expect(Math.round(cart.total * 100)).toBe(linesCents);
          expect(cart.discountedTotal).toBeGreaterThanOrEqual(0);
          expect(Math.round(cart.finalTotal * 100)).toBe(
            Math.round(cart.discountedTotal * 100) + Math.round(cart.shippingCost * 100),
          );
          expect(cart.shippingCost).toBe(cart.items.length > 0 ? 10 : 0);
        },
      ),
    );
  });
});

describe('stored cart', () => {
  it('stores exactly the SPEC fields', () => {
    const cart = addToCart(emptyCart(), line()).cart;
    const withExtras = { ...cart, addItem: () => undefined };
    expect(Object.keys(toStoredCart(withExtras)).sort()).toEqual([
      'appliedCoupon',
      'currency',
      'discountAmount',
      'discountedTotal',
      'finalTotal',
      'items',
      'shippingCost',
      'total',
    ]);
  });

  it('round-trips through JSON', () => {
    const cart = applyCoupon(addToCart(emptyCart(), line(), { quantity: 2 }).cart, { code: 'SAVE5', type: 'fixed' }, 5);
    expect(parseStoredCart(JSON.stringify(toStoredCart(cart)))).toEqual(cart);
  });

  it('reads nothing from missing or broken storage', () => {
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart('')).toBeNull();
    expect(parseStoredCart('{oops')).toBeNull();
    expect(parseStoredCart('[]')).toBeNull();
    expect(parseStoredCart('{"items":"no"}')).toBeNull();
  });

  it('drops malformed lines, merges duplicates and recomputes totals instead of trusting them', () => {
    const stored = {
      items: [
        {
          product: { _id: 'p1', name: 'A', category: 'C' },
          variant: { color: 'Red', size: 'M', price: 10 },
          quantity: 2,
        },
        {
          product: { _id: 'p1', name: 'A', category: 'C' },
          variant: { color: 'Red', size: 'M', price: 10 },
          quantity: 1.7,
        },
        { product: { _id: 'p2' }, variant: { color: 'Red', size: 'M', price: -1 }, quantity: 1 },
        { product: { _id: 'p3' }, variant: { color: 'Red', size: 'M', price: 5 }, quantity: 0 },
        'junk',
      ],
      total: 9999,
      finalTotal: 1,
      currency: 'USD',
      appliedCoupon: { nope: true },
      discountAmount: 50,
    };
    const cart = parseStoredCart(JSON.stringify(stored))!;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ _id: 'p1-Red-M', quantity: 3, variant: { discountedPrice: 10, images: [] } });
    // Without a coupon a stored discount can only be the store's: kept until the cart page
    // quotes the lines again, and never more than the goods.
    expect(cart).toMatchObject({
      total: 30,
      appliedCoupon: null,
      couponDiscount: 0,
      discountAmount: 30,
      discountedTotal: 0,
      finalTotal: 10,
    });
    expect(parseStoredCart(JSON.stringify({ ...stored, discountAmount: 'lots' }))).toMatchObject({
      discountAmount: 0,
      finalTotal: 40,
    });
  });
});

describe('repriceCart', () => {
  it("takes the server's prices, recomputes totals, and keeps the coupon", () => {
    const line = {
      product: { _id: 'p1', name: 'Tee', category: 'T-Shirts' },
      color: 'Red',
      size: 'M',
      price: 20,
      discountedPrice: 20,
    };
    let cart = addToCart(emptyCart(), line, { quantity: 2 }).cart;
    cart = applyCoupon(cart, { code: 'TEN' }, 4);
    const id = cart.items[0]!._id;
    const repriced = repriceCart(cart, new Map([[id, { price: 25, discountedPrice: 22.5 }]]));
    expect(repriced.items[0]!.variant).toMatchObject({ price: 25, discountedPrice: 22.5 });
    expect(repriced.total).toBe(45);
    expect(repriced.discountedTotal).toBe(41);
    expect(repriced.appliedCoupon?.code).toBe('TEN');
    expect(repriceCart(repriced, new Map([[id, { price: 25, discountedPrice: 22.5 }]]))).toBe(repriced);
    expect(repriceCart(repriced, new Map())).toBe(repriced);
  });
});

describe('the automatic store discount in the stored cart (decision 0019)', () => {
  /** The cart page's summary, from the same cart state the page reads. */
  const pageTotal = (cart: ReturnType<typeof emptyCart>) => fromCents(cartSummary(cart).totalCents);

  it('stores the total the page shows when a global coupon applies on its own', () => {
    // The reported cart: $211.12 of goods and $10 shipping; a store discount of $11.73.
    let cart = addToCart(emptyCart(), line({ price: 211.12, discountedPrice: 211.12 })).cart;
    cart = setStoreDiscount(cart, 11.73);
    const stored = toStoredCart(cart);
    expect(pageTotal(cart)).toBe(209.39);
    expect(stored).toMatchObject({
      total: 211.12,
      discountAmount: 11.73,
      discountedTotal: 199.39,
      shippingCost: 10,
      finalTotal: 209.39,
    });
    expect(parseStoredCart(JSON.stringify(stored))).toMatchObject({ finalTotal: 209.39, storeDiscount: 11.73 });
  });

  it('combines a coupon and the store discount the same way on the page and in storage, for any amounts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            size: fc.constantFrom('S', 'M', 'L'),
            cents: fc.integer({ min: 0, max: 50_000 }),
            quantity: fc.integer({ min: 1, max: 4 }),
          }),
          {
            maxLength: 6,
          },
        ),
        fc.option(fc.integer({ min: 0, max: 100_000 })),
        fc.integer({ min: 0, max: 100_000 }),
        (lines, couponCents, storeCents) => {
          let cart = emptyCart();
          for (const l of lines) {
            cart = addToCart(cart, line({ size: l.size, price: l.cents / 100, discountedPrice: l.cents / 100 }), {
              quantity: l.quantity,
            }).cart;
          }
          cart = setStoreDiscount(cart, storeCents / 100);
          if (couponCents !== null) cart = applyCoupon(cart, { code: 'X' }, couponCents / 100);
          const stored = toStoredCart(cart);
          expect(stored.finalTotal).toBe(pageTotal(cart));
          expect(stored.discountedTotal).toBeGreaterThanOrEqual(0);
          expect(parseStoredCart(JSON.stringify(stored))!.finalTotal).toBe(stored.finalTotal);
        },
      ),
    );
  });

  it('drops the store discount with the last line and lets a coupon removal bring it back whole', () => {
    let cart = setStoreDiscount(addToCart(emptyCart(), line({ price: 20, discountedPrice: 20 })).cart, 5);
    cart = applyCoupon(cart, { code: 'BIG' }, 18);
    expect(cart).toMatchObject({ discountAmount: 20, finalTotal: 10 });
    expect(removeCoupon(cart)).toMatchObject({ discountAmount: 5, finalTotal: 25 });
    expect(removeFromCart(cart, cart.items[0]!._id).cart).toMatchObject({
      storeDiscount: 0,
      discountAmount: 0,
      finalTotal: 0,
    });
  });
});
