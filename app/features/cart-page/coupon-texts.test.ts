import { describe, expect, it } from 'vitest';
import { ENGLISH_I18N, type MessageDescriptor } from '#app/lib/i18n-runtime.tsx';
import { APPLY_MESSAGES } from '#domain/coupons.ts';
import { translateDomainText } from '#app/features/i18n/index.ts';
import { COUPON_PATTERNS, COUPON_TEXTS } from './coupon-texts';

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

  it('says the refusals that carry a value with that value, in English as domain/coupons writes them', () => {
    // Says which message was chosen and with what, as a catalogue's language would get them.
    const recorder = { _: (message: MessageDescriptor) => JSON.stringify(message.values) };
    const said = (english: string) => translateDomainText(recorder, COUPON_TEXTS, COUPON_PATTERNS, english);
    expect(said(APPLY_MESSAGES.minimum('$50.00'))).toBe(JSON.stringify({ amount: '$50.00' }));
    expect(said(APPLY_MESSAGES.noEligibleCategory('Shoes'))).toBe(JSON.stringify({ category: 'Shoes' }));
    for (const english of [APPLY_MESSAGES.minimum('$50.00'), APPLY_MESSAGES.noEligibleCategory('Shoes')]) {
      expect(translateDomainText(ENGLISH_I18N, COUPON_TEXTS, COUPON_PATTERNS, english)).toBe(english);
    }
  });
});
