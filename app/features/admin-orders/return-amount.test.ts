import { describe, expect, it } from 'vitest';
import type { ApiRefund, ApiReturn, OrderPageAnswer } from '#domain/api-answer-schemas.ts';
import { returnAmount } from './return-amount';

/** Two coats at 33.34 each less a coupon share of 0.01 (66.67 charged), and a scarf at 20. */
const order = {
  items: [
    {
      _id: 'coat',
      product: { _id: null, name: 'Coat' },
      variant: { color: 'Navy', size: 'M', price: 40, discountedPrice: 33.34 },
      quantity: 2,
      discount: 0.01,
      returnable: 2,
    },
    {
      _id: 'scarf',
      product: { _id: null, name: 'Scarf' },
      variant: { color: 'Red', size: 'S', price: 20, discountedPrice: 20 },
      quantity: 1,
      discount: 0,
      returnable: 1,
    },
  ],
  finalTotal: 96.67,
  shippingCost: 10,
} as unknown as OrderPageAnswer['order'];

const ret = (lines: [string, number][], refund: ApiReturn['refund'] = null): ApiReturn =>
  ({
    lines: lines.map(([itemId, quantity]) => ({ itemId, name: itemId, color: '', size: '', quantity })),
    refund,
  }) as ApiReturn;

const refunded = (itemId: string, quantity: number): ApiRefund =>
  ({ amount: 0, shipping: 0, lines: [{ itemId, quantity, amount: 0 }] }) as unknown as ApiRefund;

describe('what receiving a return refunds (as the queue’s amount)', () => {
  it('is its units at what each was charged, the rounding with the last unit', () => {
    expect(returnAmount({ order, refunds: [] }, ret([['coat', 1]]))).toBe(33.33);
    expect(returnAmount({ order, refunds: [] }, ret([['coat', 2]]))).toBe(66.67);
    expect(
      returnAmount(
        { order, refunds: [] },
        ret([
          ['coat', 1],
          ['scarf', 1],
        ]),
      ),
    ).toBe(53.33);
  });

  it('counts the line’s units refunded before it, not its own', () => {
    // One coat refunded already: the other is the last unit, and carries the rounding.
    expect(returnAmount({ order, refunds: [refunded('coat', 1)] }, ret([['coat', 1]]))).toBe(33.34);
  });

  it('is what was refunded once received', () => {
    expect(returnAmount({ order, refunds: [] }, ret([['coat', 1]], { amount: 30, restocked: true }))).toBe(30);
  });
});
