import { describe, expect, it } from 'vitest';
import type { ApiCoupon } from '#domain/api-answer-schemas.ts';
import { checkDraft, draftFromCoupon, EMPTY_DRAFT, endOfDay, localDay, type CouponDraft } from './coupon-draft';

const today = '2026-06-15';
const draft = (over: Partial<CouponDraft>): CouponDraft => ({ ...EMPTY_DRAFT, ...over });
const coupon: ApiCoupon = {
  _id: 'c1',
  code: 'OLD10',
  description: 'Old',
  type: 'percentage',
  value: 10,
  appliesTo: 'category',
  target: 'Jackets',
  maxUses: 5,
  usedCount: 1,
  expiresAt: '2020-01-01T00:00:00.000Z',
  minOrderValue: 20,
  maxDiscount: null,
  isGlobal: false,
  createdAt: '2019-01-01T00:00:00.000Z',
};

describe('the coupon form draft', () => {
  it('sends the trimmed, upper-cased code and target, with the expiry at the end of the chosen day', () => {
    const result = checkDraft(
      draft({ code: '  summer10 ', value: '10', appliesTo: 'category', target: ' Jackets ', expiresAt: '2026-07-01' }),
      { today },
    );
    expect(result).toEqual({
      ok: true,
      payload: expect.objectContaining({
        code: 'SUMMER10',
        target: 'Jackets',
        value: 10,
        expiresAt: endOfDay('2026-07-01').toISOString(),
      }),
    });
  });

  it('sends no code for a global coupon and no target for a store-wide one', () => {
    const result = checkDraft(draft({ isGlobal: true, code: 'IGNORED', value: '5', target: 'left over' }), { today });
    expect(result.ok && result.payload.code).toBeUndefined();
    expect(result.ok && result.payload.target).toBeUndefined();
  });

  it('gives each SPEC §5 message for its field', () => {
    const result = checkDraft(
      draft({ value: '150', appliesTo: 'product', maxUses: '0', minOrderValue: '-1', expiresAt: '2026-06-14' }),
      { today },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        code: 'Coupon code is required for non-global discounts',
        value: 'Percentage discount cannot exceed 100%',
        target: 'Product ID is required',
        maxUses: 'Max uses must be a positive number',
        minOrderValue: 'Minimum order value cannot be negative',
        expiresAt: 'Expiry date cannot be before today',
      },
      messages: [
        'Coupon code is required for non-global discounts',
        'Percentage discount cannot exceed 100%',
        'Product ID is required',
        'Max uses must be a positive number',
        'Minimum order value cannot be negative',
        'Expiry date cannot be before today',
      ],
    });
    expect(checkDraft(draft({ code: 'A', value: '' }), { today })).toMatchObject({
      errors: { value: 'Discount value must be greater than 0' },
    });
    expect(checkDraft(draft({ code: 'A', value: '5', appliesTo: 'category' }), { today })).toMatchObject({
      errors: { target: 'Category name is required' },
    });
  });

  it('accepts today as the expiry day', () => {
    expect(checkDraft(draft({ code: 'A', value: '5', expiresAt: today }), { today }).ok).toBe(true);
  });

  it('keeps an edited coupon’s past expiry as it was, but refuses a newly chosen past day', () => {
    const kept = checkDraft(draftFromCoupon(coupon), { today, editing: coupon });
    expect(kept).toMatchObject({
      ok: true,
      payload: { expiresAt: '2020-01-01T00:00:00.000Z', code: 'OLD10', minOrderValue: 20, maxUses: 5 },
    });
    const moved = checkDraft({ ...draftFromCoupon(coupon), expiresAt: '2021-01-01' }, { today, editing: coupon });
    expect(moved).toMatchObject({ ok: false, errors: { expiresAt: 'Expiry date cannot be before today' } });
  });

  it('pre-fills the form from a coupon', () => {
    expect(draftFromCoupon({ ...coupon, expiresAt: endOfDay('2026-08-09').toISOString() })).toEqual({
      isGlobal: false,
      code: 'OLD10',
      description: 'Old',
      type: 'percentage',
      value: '10',
      appliesTo: 'category',
      target: 'Jackets',
      maxUses: '5',
      minOrderValue: '20',
      maxDiscount: '',
      expiresAt: '2026-08-09',
    });
    expect(localDay(new Date(2026, 0, 2))).toBe('2026-01-02');
  });
});
