import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '#domain/api-answer-schemas.ts';
import { CATEGORY_DISCOUNT_MESSAGES } from '#domain/category-discount-input.ts';
import {
  bannerFor,
  checkDraft,
  discountAmountText,
  draftFor,
  localDateTime,
  type DiscountDraft,
} from './discount-display';

const now = new Date('2026-11-25T12:00:00Z');
const future = new Date(now.getTime() + 86_400_000).toISOString();
const past = new Date(now.getTime() - 86_400_000).toISOString();

const category = (name: string, productCount: number, discount: AdminCategory['discount'] = null): AdminCategory => ({
  name,
  productCount,
  discount,
  names: {},
});
const inFuture = localDateTime(new Date(Date.now() + 3 * 86_400_000));
const draft = (over: Partial<DiscountDraft>): DiscountDraft => ({
  kind: 'percentage',
  percentage: '',
  flatAmount: '',
  expiresAt: inFuture,
  ...over,
});

describe('discountAmountText', () => {
  it('writes a percentage or a flat amount in the store currency', () => {
    expect(discountAmountText({ percentage: 20, flatAmount: 0 }, 'USD')).toBe('20% off');
    expect(discountAmountText({ percentage: 0, flatAmount: 5 }, 'EUR')).toBe('€5.00 off');
  });
});

describe('bannerFor', () => {
  const list = [
    category('Dresses', 3, { percentage: 15, flatAmount: 0, expiresAt: future, active: true }),
    category('Shoes', 2, { percentage: 0, flatAmount: 10, expiresAt: future, active: true }),
    category('Hats', 0, { percentage: 90, flatAmount: 0, expiresAt: future, active: true }),
    category('Bags', 4, { percentage: 50, flatAmount: 0, expiresAt: past, active: false }),
  ];

  it('reads as the storefront: the largest active percentage, categories without products ignored', () => {
    expect(bannerFor(list, 'USD', now)?.text).toBe('LIMITED TIME: GET 15% OFF ON ALL DRESSES!');
  });

  it('foresees a change: a larger discount takes the banner, removing the only percentage leaves the flat amount', () => {
    expect(
      bannerFor(list, 'USD', now, { category: 'Bags', discount: { percentage: 30, flatAmount: 0, expiresAt: future } })
        ?.text,
    ).toBe('LIMITED TIME: GET 30% OFF ON ALL BAGS!');
    expect(bannerFor(list, 'USD', now, { category: 'Dresses', discount: null })?.text).toBe(
      'LIMITED TIME: GET $10.00 OFF ON ALL SHOES!',
    );
  });

  it('is null when nothing is active', () => {
    expect(bannerFor([category('Bags', 4)], 'USD', now)).toBeNull();
  });
});

describe('checkDraft', () => {
  it('sends only the chosen kind of amount', () => {
    const result = checkDraft('Dresses', draft({ kind: 'flatAmount', percentage: '20', flatAmount: '7.50' }));
    expect(result).toMatchObject({ ok: true, input: { category: 'Dresses', flatAmount: 7.5 } });
    expect(result.ok && result.input.percentage).toBeUndefined();
  });

  it("shows the shared schema's messages under the field the owner sees", () => {
    expect(checkDraft('Dresses', draft({ percentage: '150' }))).toEqual({
      ok: false,
      errors: { percentage: CATEGORY_DISCOUNT_MESSAGES.percentage },
    });
    expect(checkDraft('Dresses', draft({ kind: 'flatAmount', flatAmount: '' }))).toEqual({
      ok: false,
      errors: { flatAmount: CATEGORY_DISCOUNT_MESSAGES.oneOf },
    });
    expect(checkDraft('Dresses', draft({ kind: 'flatAmount', flatAmount: '0' }))).toEqual({
      ok: false,
      errors: { flatAmount: CATEGORY_DISCOUNT_MESSAGES.flatAmount },
    });
  });

  it('wants an expiry in the future', () => {
    expect(checkDraft('Dresses', draft({ percentage: '20', expiresAt: '' }))).toEqual({
      ok: false,
      errors: { expiresAt: CATEGORY_DISCOUNT_MESSAGES.expiryRequired },
    });
    expect(
      checkDraft('Dresses', draft({ percentage: '20', expiresAt: localDateTime(new Date(Date.now() - 60_000)) })),
    ).toEqual({
      ok: false,
      errors: { expiresAt: CATEGORY_DISCOUNT_MESSAGES.expiryInPast },
    });
  });
});

describe('draftFor', () => {
  it('starts a new discount at 10 % for a week, and shows an existing one as it is', () => {
    expect(draftFor(category('Dresses', 1), now)).toMatchObject({
      kind: 'percentage',
      percentage: '10',
      expiresAt: localDateTime(new Date(now.getTime() + 7 * 86_400_000)),
    });
    expect(
      draftFor(category('Shoes', 1, { percentage: 0, flatAmount: 5, expiresAt: future, active: true }), now),
    ).toMatchObject({
      kind: 'flatAmount',
      flatAmount: '5',
      expiresAt: localDateTime(new Date(future)),
    });
  });
});

describe('checkDraft with several mistakes', () => {
  it('names every field to fix at once', () => {
    expect(
      checkDraft('Dresses', draft({ percentage: '0', expiresAt: localDateTime(new Date(Date.now() - 60_000)) })),
    ).toEqual({
      ok: false,
      errors: { percentage: CATEGORY_DISCOUNT_MESSAGES.percentage, expiresAt: CATEGORY_DISCOUNT_MESSAGES.expiryInPast },
    });
  });
});
