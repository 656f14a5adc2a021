import { describe, expect, it } from 'vitest';
import { APPLY_MESSAGES } from '#domain/coupons.ts';
import { COUPON_TEXTS } from './coupon-texts';

describe("the cart's coupon texts in the page's language", () => {
  it("lists the server's refusals that name nothing of the cart, as domain/coupons writes them", () => {
    const fixed = [
      APPLY_MESSAGES.expired,
      APPLY_MESSAGES.usedUp,
      APPLY_MESSAGES.noEligibleProduct,
      APPLY_MESSAGES.emptyCart,
    ];
    expect(fixed.filter((text) => !COUPON_TEXTS.has(text))).toEqual([]);
  });
});
