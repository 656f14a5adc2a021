import { describe, expect, it } from 'vitest';
import { planReturn, RETURN_TEXT, returnableUnits, returnDeadlineText, returnWindow } from './returns';

const HOUR = 60 * 60_000;
const deliveredAt = new Date('2026-11-20T10:00:00.000Z');
const delivered = { orderStatus: 'delivered', paymentStatus: 'paid', deliveredAt };

describe('the return window', () => {
  it('is open for 3 days from delivery, to the minute, and closed after', () => {
    const endsAt = new Date(deliveredAt.getTime() + 72 * HOUR);
    expect(returnWindow(delivered, new Date(deliveredAt.getTime() + HOUR))).toEqual({ open: true, endsAt });
    expect(returnWindow(delivered, endsAt)).toEqual({ open: true, endsAt });
    expect(returnWindow(delivered, new Date(endsAt.getTime() + 1))).toEqual({ open: false, why: 'closed', endsAt });
  });

  it('is not open before delivery, nor for an order nothing was paid for or all refunded', () => {
    const now = new Date(deliveredAt.getTime() + HOUR);
    expect(returnWindow({ ...delivered, orderStatus: 'shipped', deliveredAt: null }, now)).toMatchObject({
      why: 'not_delivered',
    });
    expect(returnWindow({ ...delivered, paymentStatus: 'refunded' }, now)).toMatchObject({ why: 'not_paid' });
    expect(returnWindow({ ...delivered, paymentStatus: 'partially_refunded' }, now)).toMatchObject({ open: true });
  });

  it('says its end in the store’s time', () => {
    expect(returnDeadlineText(new Date('2026-11-23T10:00:00.000Z'))).toBe('23 November 2026 at 16:00 (Bishkek time)');
  });
});

describe('what can be returned', () => {
  const line = { id: 'a', quantity: 3, refundedQuantity: 1, inOpenReturns: 1 };

  it('is what was bought less what was refunded and what an open return covers', () => {
    expect(returnableUnits(line)).toBe(1);
    expect(returnableUnits({ ...line, refundedQuantity: 3 })).toBe(0);
  });

  it('refuses nothing chosen, an unknown or repeated line, and more than is left', () => {
    const name = () => 'Coat (Navy, M)';
    expect(planReturn([line], { lines: [] }, name)).toMatchObject({ ok: false, message: RETURN_TEXT.nothingChosen });
    expect(planReturn([line], { lines: [{ itemId: 'b', quantity: 1 }] }, name)).toMatchObject({
      ok: false,
      kind: 'invalid',
    });
    expect(
      planReturn(
        [line],
        {
          lines: [
            { itemId: 'a', quantity: 1 },
            { itemId: 'a', quantity: 1 },
          ],
        },
        name,
      ),
    ).toMatchObject({ ok: false, kind: 'invalid' });
    expect(planReturn([line], { lines: [{ itemId: 'a', quantity: 2 }] }, name)).toEqual({
      ok: false,
      kind: 'conflict',
      message: 'Only 1 of Coat (Navy, M) can still be returned.',
    });
    expect(planReturn([line], { lines: [{ itemId: 'a', quantity: 1 }] }, name)).toEqual({
      ok: true,
      lines: [{ itemId: 'a', quantity: 1 }],
    });
  });
});
