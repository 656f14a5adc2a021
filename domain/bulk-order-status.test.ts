import { describe, expect, it } from 'vitest';
import { BULK_ORDER_STATUSES, bulkOutcomeSummary } from './bulk-order-status';

const id = (end: string) => `0e999f91-fbb3-489c-babe-daf6${end}`;

describe('bulk status change (decision 51)', () => {
  it('never offers shipping: each parcel has its own tracking number', () => {
    expect(BULK_ORDER_STATUSES).toEqual(['pending', 'processing', 'delivered', 'cancelled']);
  });

  it('says how many changed, how many already had the status, and why each refused one was left', () => {
    expect(
      bulkOutcomeSummary('delivered', [
        { orderId: id('aaaaaaaa'), outcome: 'changed' },
        { orderId: id('bbbbbbbb'), outcome: 'changed' },
        { orderId: id('cccccccc'), outcome: 'unchanged' },
        { orderId: id('dddddddd'), outcome: 'refused', reason: 'not paid (change it on its own to confirm)' },
        { orderId: id('eeeeeeee'), outcome: 'refused', reason: 'not found' },
      ]),
    ).toBe(
      '2 changed, 1 already delivered, 2 refused: #dddddddd not paid (change it on its own to confirm); #eeeeeeee not found',
    );
    expect(bulkOutcomeSummary('cancelled', [{ orderId: id('aaaaaaaa'), outcome: 'changed' }])).toBe('1 changed');
  });
});
