import { describe, expect, it } from 'vitest';
import { checkoutInformationSchema } from '#domain/checkout.ts';
import { REGIONS } from '#domain/countries.ts';
import { CHECKOUT_TEXTS } from './checkout-texts';
import { deliveryDays } from './delivery-text';
import { deliveryText } from '#domain/shipping.ts';

const messages = (input: unknown) => {
  const result = checkoutInformationSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the information form's messages in the page's language", () => {
  it('lists every message the checkout schema gives a blank, a long or a wrong form', () => {
    const blank = {
      email: '',
      phone: '',
      firstName: '',
      lastName: '',
      country: '',
      address: '',
      city: '',
      postalCode: '',
    };
    const long = (n: number) => 'x'.repeat(n + 1);
    const said = [
      ...messages(blank),
      ...messages({ ...blank, email: 'nope', phone: 'call me', country: 'ZZ' }),
      ...messages({ ...blank, country: 'US' }),
      ...messages({ ...blank, country: 'CA', state: 'XX' }),
      ...messages({ ...blank, country: 'US', state: 'XX' }),
      ...messages({ ...blank, country: 'CAN' }),
      ...messages({
        email: `${long(254)}@example.com`,
        phone: '1'.repeat(41),
        firstName: long(80),
        lastName: long(80),
        country: 'KG',
        state: long(80),
        address: long(200),
        city: long(100),
        postalCode: long(20),
      }),
      ...messages({
        email: 'a@example.com',
        phone: '12345',
        firstName: 'a\u0000',
        lastName: 'a\u0000',
        country: 'KG',
        state: 'a\u0000',
        address: 'a\u0000',
        city: 'a\u0000',
        postalCode: 'a\u0000',
      }),
      ...Object.values(REGIONS).map((regions) => regions.label),
    ];
    expect(said.length).toBeGreaterThan(20);
    expect([...new Set(said)].filter((text) => !CHECKOUT_TEXTS.has(text))).toEqual([]);
  });

  it('reads back the days of every delivery time domain/shipping writes', () => {
    for (const [min, max] of [
      [1, 1],
      [3, 3],
      [5, 7],
      [2, 3],
    ] as const)
      expect(deliveryDays(deliveryText(min, max))).toEqual(max <= 1 ? [1, 1] : [min, max]);
    expect(deliveryDays('a fortnight')).toBeNull();
  });
});
