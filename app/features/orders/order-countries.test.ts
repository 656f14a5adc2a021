import { describe, expect, it } from 'vitest';
import { orderCountryNames } from './order-countries';

const to = (country: string) => ({ shippingAddress: { country } }) as Parameters<typeof orderCountryNames>[0][number];

describe("the orders' destinations in the page's language", () => {
  it('names each country once, in the language', () => {
    expect(orderCountryNames([to('KG'), to('DE'), to('KG')], 'ru')).toEqual({ KG: 'Киргизия', DE: 'Германия' });
    expect(orderCountryNames([to('KG')], 'ky')).toEqual({ KG: 'Кыргызстан' });
    expect(orderCountryNames([to('KG')], 'en')).toEqual({ KG: 'Kyrgyzstan' });
    expect(orderCountryNames([], 'ru')).toEqual({});
  });
});
