import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approximately, convertCents, formatDisplayMoney } from './display-currency';

/** The rule written the slow, obvious way: exact rationals as (numerator, denominator) bigints. */
function expected(cents: number, rate: string, wholeUnits: boolean): number {
  const [whole, fraction = ''] = rate.split('.');
  const numerator = BigInt(cents) * BigInt(whole! + fraction) * 100n;
  const denominator = 10n ** BigInt(fraction.length) * 100n * (wholeUnits ? 100n : 1n);
  // Half away from zero: floor(|x| + 1/2) with the sign put back.
  const size = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * size + denominator) / (2n * denominator);
  return Number(numerator < 0n ? -rounded : rounded) * (wholeUnits ? 100 : 1);
}

const rates = fc
  .tuple(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 6 }))
  .map(([whole, fraction, decimals]) =>
    decimals === 0 ? String(whole) : `${whole}.${String(fraction).padStart(6, '0').slice(0, decimals)}`,
  );

describe('convertCents: the one rounding rule (decision 60)', () => {
  it('rounds to whole som, rubles and tenge, and to cents of a euro', () => {
    // $19.99 × 87.45 = 1,748.1255 som → 1,748.
    expect(convertCents(1999, '87.45', 'KGS')).toBe(174_800);
    // $0.10 × 5 = 0.5 ruble: half away from zero → 1.
    expect(convertCents(10, '5', 'RUB')).toBe(100);
    expect(convertCents(-10, '5', 'RUB')).toBe(-100);
    // $19.99 × 0.94 = 18.7906 → €18.79; $0.05 × 0.9 = 0.045 → €0.05.
    expect(convertCents(1999, '0.94', 'EUR')).toBe(1879);
    expect(convertCents(5, '0.9', 'EUR')).toBe(5);
    expect(convertCents(0, '505', 'KZT')).toBe(0);
  });

  it('is exact where floats are not: large amounts, rates with 6 decimals', () => {
    // 9,999,999.99 × 999,999.999999 has more digits than a double holds.
    expect(convertCents(999_999_999, '999999.999999', 'EUR')).toBe(expected(999_999_999, '999999.999999', false));
    expect(convertCents(1, '0.000001', 'EUR')).toBe(0);
    expect(convertCents(50_000_000, '0.000001', 'EUR')).toBe(50);
  });

  it('matches the rule on any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        rates,
        fc.boolean(),
        (cents, rate, whole) => {
          expect(convertCents(cents, rate, whole ? 'KGS' : 'EUR')).toBe(expected(cents, rate, whole));
        },
      ),
    );
  });

  it('never moves a figure by more than half a step, and keeps the order of amounts', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), fc.nat(100_000_000), rates, (a, b, rate) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(convertCents(low, rate, 'KGS')).toBeLessThanOrEqual(convertCents(high, rate, 'KGS'));
        const exact = (low * Number(rate)) / 100;
        expect(Math.abs(convertCents(low, rate, 'KGS') / 100 - exact)).toBeLessThanOrEqual(0.5 + 1e-6 * exact);
      }),
    );
  });
});

describe('formatDisplayMoney', () => {
  it('writes whole-unit currencies without decimals, euros and dollars with their sign', () => {
    expect(formatDisplayMoney(174_800, 'KGS')).toBe('KGS\u00a01,748');
    expect(formatDisplayMoney(1_234_567_800, 'RUB')).toBe('RUB\u00a012,345,678');
    expect(formatDisplayMoney(1879, 'EUR')).toBe('€18.79');
    expect(formatDisplayMoney(5, 'USD')).toBe('$0.05');
    expect(formatDisplayMoney(-1879, 'EUR')).toBe('-€18.79');
    expect(formatDisplayMoney(0, 'KZT')).toBe('KZT\u00a00');
    expect(approximately(formatDisplayMoney(174_800, 'KGS'))).toBe('≈\u00a0KGS\u00a01,748');
  });

  it('writes what Intl writes in English for the same figure (without relying on it)', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000_000), (hundredths) => {
        const euros = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(hundredths / 100);
        expect(formatDisplayMoney(hundredths, 'EUR')).toBe(euros);
      }),
    );
  });
});
