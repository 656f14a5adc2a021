import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, toCents } from './money';

describe('money', () => {
  it('converts between currency units and integer cents without float drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-2.5)).toBe(-250);
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(5)).toBe(0.05);
  });

  it('formats in the store currency with 2 decimals', () => {
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(100000, 'USD')).toBe('$1,000.00');
    expect(formatMoney(500, 'EUR')).toBe('€5.00');
  });

  it('writes US dollars in US English as Intl does, without making a number format', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatMoney(cents, 'USD')).toBe(intl.format(fromCents(cents) || 0));
      }),
      { numRuns: 2000 },
    );
    for (const cents of [0, 1, 99, 100, 999_999, 100_000_000, -1, -100_050]) {
      expect(formatMoney(cents, 'USD')).toBe(intl.format(fromCents(cents)));
    }
    // Half a cent rounds as fromCents rounds, and never to "-$0.00".
    expect(formatMoney(12.5, 'USD')).toBe('$0.13');
    expect(formatMoney(-0.4, 'USD')).toBe('$0.00');
  });
});
