import { describe, expect, it } from 'vitest';
import { loginSchema } from '#domain/auth.ts';
import { checkoutInformationSchema } from '#domain/checkout.ts';
import { schemaValidator } from './schema-validator';

describe('schemaValidator (the forms’ check by the API’s own schema)', () => {
  it('gives each field the first message the schema has for it, as the API does', () => {
    const check = schemaValidator<{ email: string; password: string }>(loginSchema);
    expect(check({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Please enter your email address.', password: 'Please enter your password.' },
    });
    expect(check({ email: 'not an address', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address.' },
    });
  });

  it('answers the schema’s output, which the form submits', () => {
    const check = schemaValidator<Record<string, string>>(checkoutInformationSchema);
    const result = check({
      email: '  a@example.com ',
      phone: '+1 555 0100',
      firstName: 'Aida',
      lastName: 'B',
      country: 'us',
      state: 'ny',
      address: '1 Main St',
      city: 'New York',
      postalCode: '10001',
    });
    expect(result).toMatchObject({ ok: true, values: { email: 'a@example.com', country: 'US', state: 'NY' } });
  });

  it('places a rule that joins fields under the field it names', () => {
    const check = schemaValidator<Record<string, string>>(checkoutInformationSchema);
    const result = check({
      email: 'a@example.com',
      phone: '+1 555 0100',
      firstName: 'A',
      lastName: 'B',
      country: 'US',
      state: '',
      address: '1 Main St',
      city: 'NYC',
      postalCode: '10001',
    });
    expect(result).toEqual({ ok: false, errors: { state: 'Please choose a state.' } });
  });
});
