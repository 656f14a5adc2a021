import { describe, expect, it } from 'vitest';
import { lineRefundCents, paymentStatusAfterRefunds, planRefund, type RefundableOrder } from './refunds';

const name = (id: string) => id;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Three units at 10.00 with a coupon share of 1.00 (net 29.00, not divisible by 3), one at 5.00; shipping 4.00. */
const order = (refunded: Partial<RefundableOrder> = {}, units = [0, 0]): RefundableOrder => ({
  totalCents: 2900 + 500 + 400,
  shippingCents: 400,
  refundedCents: 0,
  shippingRefunded: false,
  lines: [
    { id: 'a', quantity: 3, unitPriceCents: 1000, discountCents: 100, refundedQuantity: units[0]! },
    { id: 'b', quantity: 1, unitPriceCents: 500, discountCents: 0, refundedQuantity: units[1]! },
  ],
  ...refunded,
});

describe('refund amounts', () => {
  it('spreads a line’s net over its units, the leftover cents with the last', () => {
    const line = order().lines[0]!;
    expect(lineRefundCents(line, 1)).toBe(966);
    expect(lineRefundCents({ ...line, refundedQuantity: 1 }, 1)).toBe(967);
    expect(lineRefundCents({ ...line, refundedQuantity: 2 }, 1)).toBe(967);
    expect(lineRefundCents(line, 3)).toBe(2900);
  });

  it('makes a whole order refunded in parts add up to exactly what was paid', () => {
    const first = planRefund(order(), { lines: [{ itemId: 'a', quantity: 1 }], shipping: false }, name, money);
    expect(first).toMatchObject({ ok: true, amountCents: 966 });
    const rest = planRefund(
      order({ refundedCents: 966 }, [1, 0]),
      {
        lines: [
          { itemId: 'a', quantity: 2 },
          { itemId: 'b', quantity: 1 },
        ],
        shipping: true,
      },
      name,
      money,
    );
    expect(rest).toMatchObject({ ok: true, amountCents: 3800 - 966, shippingCents: 400 });
  });

  it('refuses more units than are left, the shipping twice, more money than is left, and nothing', () => {
    expect(
      planRefund(order({}, [2, 0]), { lines: [{ itemId: 'a', quantity: 2 }], shipping: false }, name, money),
    ).toEqual({
      ok: false,
      kind: 'conflict',
      message: 'Only 1 of a can still be refunded.',
    });
    expect(planRefund(order({ shippingRefunded: true }), { lines: [], shipping: true }, name, money)).toMatchObject({
      ok: false,
      kind: 'conflict',
    });
    // A refund made at the provider left less than the line is worth.
    expect(
      planRefund(
        order({ refundedCents: 3500 }),
        { lines: [{ itemId: 'b', quantity: 1 }], shipping: false },
        name,
        money,
      ),
    ).toEqual({ ok: false, kind: 'conflict', message: 'That is more than is left to refund ($3.00).' });
    expect(planRefund(order(), { lines: [], shipping: false }, name, money)).toMatchObject({
      ok: false,
      kind: 'invalid',
    });
    expect(planRefund(order(), { lines: [{ itemId: 'zz', quantity: 1 }], shipping: false }, name, money)).toMatchObject(
      { ok: false, kind: 'invalid' },
    );
  });

  it('leaves an order refunded once all of it went back', () => {
    expect(paymentStatusAfterRefunds(3800, 966)).toBe('partially_refunded');
    expect(paymentStatusAfterRefunds(3800, 3800)).toBe('refunded');
  });
});
