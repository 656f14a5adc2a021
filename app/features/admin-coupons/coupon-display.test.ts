import { describe, expect, it } from 'vitest';
import type { ApiCoupon } from '#domain/api-answer-schemas.ts';
import { toCsv } from '#app/lib/csv.ts';
import { couponCsvColumns, discountText, globalTitle, matchesSearch, minimumText, usesText } from './coupon-display';

const base: ApiCoupon = {
  _id: 'c1',
  code: 'SPRING',
  description: 'Spring sale',
  type: 'percentage',
  value: 12.5,
  appliesTo: 'global',
  target: null,
  maxUses: null,
  usedCount: 3,
  expiresAt: null,
  minOrderValue: null,
  maxDiscount: null,
  isGlobal: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('coupon display', () => {
  it('shows the discount and minimum in the store currency', () => {
    expect(discountText(base, 'USD')).toBe('12.5% off');
    expect(discountText({ type: 'fixed', value: 5 }, 'EUR')).toBe('€5.00 off');
    expect(minimumText({ minOrderValue: 20 }, 'USD')).toBe('Min: $20.00');
    expect(minimumText({ minOrderValue: null }, 'USD')).toBe('Min: none');
  });

  it('counts uses against the limit, or without one', () => {
    expect(usesText({ usedCount: 3, maxUses: 10 })).toBe('Uses: 3/10');
    expect(usesText({ usedCount: 3, maxUses: null })).toBe('Uses: 3/∞');
  });

  it('titles an automatic coupon by what it gives', () => {
    expect(globalTitle({ type: 'percentage', value: 10, appliesTo: 'global', target: null }, 'USD')).toBe(
      'Store-wide 10% off',
    );
    expect(globalTitle({ type: 'fixed', value: 5, appliesTo: 'category', target: 'Jackets' }, 'USD')).toBe(
      'Automatic $5.00 off Jackets',
    );
  });

  it('matches the code or the description, ignoring case', () => {
    expect(matchesSearch(base, 'spr')).toBe(true);
    expect(matchesSearch(base, 'SALE')).toBe(true);
    expect(matchesSearch({ code: null, description: 'Store-wide' }, 'ring')).toBe(false);
  });

  it('exports the SPEC columns from the coupon fields', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const rows: ApiCoupon[] = [
      { ...base, minOrderValue: 20, maxDiscount: 15, expiresAt: '2027-01-01T00:00:00.000Z' },
      {
        ...base,
        code: null,
        type: 'fixed',
        value: 5,
        description: 'Say "hi", all',
        expiresAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    expect(toCsv(rows, couponCsvColumns(now)).split('\r\n')).toEqual([
      'Code,Description,Discount Type,Discount Value,Min Order,Max Discount,Expires At,Active',
      'SPRING,Spring sale,percentage,12.5,20,15,2027-01-01T00:00:00.000Z,Yes',
      ',"Say ""hi"", all",fixed,5,,,2026-01-01T00:00:00.000Z,No',
      '',
    ]);
  });
});
