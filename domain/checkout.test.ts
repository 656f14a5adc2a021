import { describe, expect, it } from 'vitest';
import { checkoutInformationSchema, createCheckoutSessionSchema } from './checkout';
import { COUNTRY_CODES, countryOptions, regionName } from './countries';
import { DEFAULT_SHIPPING_METHODS, deliveryText } from './shipping';

const info = {
  email: 'a@example.com',
  phone: '+996 555 123 456',
  firstName: 'Aida',
  lastName: 'B',
  country: 'kg',
  address: '1 Chui Ave',
  city: 'Bishkek',
  postalCode: '720001',
};

describe('checkout information', () => {
  it('accepts every country, upper-cases its code, and leaves state optional', () => {
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['US', 'CA', 'KG', 'GB', 'JP']));
    expect(COUNTRY_CODES.every((c) => new Intl.DisplayNames(['en'], { type: 'region' }).of(c) !== c)).toBe(true);
    const parsed = checkoutInformationSchema.parse(info);
    expect(parsed.country).toBe('KG');
    expect(parsed.state).toBeUndefined();
  });

  it('lists the United States and Canada first, then every country by name', () => {
    const options = countryOptions();
    expect(options.slice(0, 2).map((o) => o.name)).toEqual(['United States', 'Canada']);
    expect(options).toHaveLength(COUNTRY_CODES.length);
    expect(options.find((o) => o.code === 'KG')?.name).toBe('Kyrgyzstan');
    const rest = options.slice(2).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('needs a listed state in the United States and a province in Canada', () => {
    const us = { ...info, country: 'US', city: 'New York', postalCode: '10001' };
    expect(checkoutInformationSchema.safeParse(us).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['state', 'Please choose a state.'],
    ]);
    expect(checkoutInformationSchema.safeParse({ ...us, state: 'Narnia' }).error?.issues[0]?.message).toBe(
      'Please choose a state from the list.',
    );
    expect(checkoutInformationSchema.parse({ ...us, state: 'ny' }).state).toBe('NY');
    expect(regionName('US', 'NY')).toBe('New York');
    const ca = { ...info, country: 'CA' };
    expect(checkoutInformationSchema.safeParse(ca).error?.issues[0]?.message).toBe('Please choose a province.');
    expect(checkoutInformationSchema.parse({ ...ca, state: 'QC' }).state).toBe('QC');
    // Elsewhere the region is free text, and optional.
    expect(checkoutInformationSchema.parse({ ...info, state: 'Chui Region' }).state).toBe('Chui Region');
  });

  it('names each missing or bad field', () => {
    const result = checkoutInformationSchema.safeParse({
      ...info,
      email: '',
      country: 'ZZ',
      city: '  ',
      phone: 'call me',
    });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(errors).toMatchObject({
      email: 'Please enter your email address.',
      country: 'Please choose a country from the list.',
      city: 'Please enter your city.',
      phone: 'Please enter a valid phone number.',
    });
  });

  it('starts every zone with the SPEC §9 shipping methods; the method is an id the zones check', () => {
    expect(
      Object.fromEntries(
        DEFAULT_SHIPPING_METHODS.map((m) => [m.id, [m.priceCents, deliveryText(m.minDays, m.maxDays)]]),
      ),
    ).toEqual({
      standard: [599, '5-7 business days'],
      express: [1299, '2-3 business days'],
      overnight: [2499, 'next business day'],
    });
    const body = { cart: { items: [] }, shippingAddress: info };
    expect(createCheckoutSessionSchema.safeParse({ ...body, shippingMethod: 'express' }).success).toBe(true);
    // Which methods exist is the zones' (the server's) to say; the schema takes an id's form only.
    expect(createCheckoutSessionSchema.safeParse({ ...body, shippingMethod: 'drone' }).success).toBe(true);
    expect(createCheckoutSessionSchema.safeParse({ ...body, shippingMethod: 'Drone!' }).success).toBe(false);
    expect(createCheckoutSessionSchema.safeParse({ ...body, shippingMethod: '' }).success).toBe(false);
  });
});
