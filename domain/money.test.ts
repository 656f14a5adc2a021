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
});
