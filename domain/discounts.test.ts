import { describe, expect, it } from 'vitest';
import { discountedPriceCents, isDiscountActive } from './discounts';

const now = new Date('2026-06-15T12:00:00Z');
const future = new Date('2026-06-16T00:00:00Z');
const past = new Date('2026-06-15T11:59:59Z');

describe('isDiscountActive', () => {
  it('is active only with an expiresAt in the future', () => {
    expect(isDiscountActive({ expiresAt: future }, now)).toBe(true);
    expect(isDiscountActive({ expiresAt: past }, now)).toBe(false);
    expect(isDiscountActive({ expiresAt: now }, now)).toBe(false);
    expect(isDiscountActive({ expiresAt: null }, now)).toBe(false);
    expect(isDiscountActive(null, now)).toBe(false);
    expect(isDiscountActive(undefined, now)).toBe(false);
  });
});

describe('discountedPriceCents', () => {
  it('is the price when there is no discount', () => {
    expect(discountedPriceCents(4999, null, null, now)).toBe(4999);
    expect(discountedPriceCents(4999, { percentage: 0, expiresAt: future }, null, now)).toBe(4999);
  });

  it("applies the size's own active percentage", () => {
    expect(discountedPriceCents(5000, { percentage: 20, expiresAt: future }, null, now)).toBe(4000);
  });

  it('ignores an expired or undated size discount', () => {
    expect(discountedPriceCents(5000, { percentage: 20, expiresAt: past }, null, now)).toBe(5000);
    expect(discountedPriceCents(5000, { percentage: 20, expiresAt: null }, null, now)).toBe(5000);
  });

  it('applies an active category percentage or flat amount', () => {
    expect(discountedPriceCents(5000, null, { percentage: 10, flatAmountCents: 0, expiresAt: future }, now)).toBe(4500);
    expect(discountedPriceCents(5000, null, { percentage: 0, flatAmountCents: 1500, expiresAt: future }, now)).toBe(
      3500,
    );
  });

  it('ignores an expired category discount', () => {
    expect(discountedPriceCents(5000, null, { percentage: 50, flatAmountCents: 0, expiresAt: past }, now)).toBe(5000);
  });

  it('takes the lowest of the candidates', () => {
    const size = { percentage: 30, expiresAt: future };
    expect(discountedPriceCents(5000, size, { percentage: 10, flatAmountCents: 0, expiresAt: future }, now)).toBe(3500);
    expect(discountedPriceCents(5000, size, { percentage: 0, flatAmountCents: 2000, expiresAt: future }, now)).toBe(
      3000,
    );
  });

  it('never goes below 0', () => {
    expect(discountedPriceCents(1000, null, { percentage: 0, flatAmountCents: 2500, expiresAt: future }, now)).toBe(0);
    expect(discountedPriceCents(1000, { percentage: 100, expiresAt: future }, null, now)).toBe(0);
  });

  it('rounds to whole cents', () => {
    expect(discountedPriceCents(1999, { percentage: 15, expiresAt: future }, null, now)).toBe(1699); // 1699.15
    expect(discountedPriceCents(1999, { percentage: 33, expiresAt: future }, null, now)).toBe(1339); // 1339.33
  });
});
