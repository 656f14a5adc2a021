import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  date,
  DATE_WINDOW,
  hasAtMostTwoDecimals,
  integer,
  isEntityId,
  isSafeText,
  MAX_MONEY,
  money,
  text,
} from './input-rules';

const field = <T extends z.core.$ZodType>(schema: T) => z.object({ f: schema });
const error = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(field(schema), { f: value });
  return result.success ? null : result.error.issues[0]!.message;
};
const value = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(field(schema), { f: input });
  if (!result.success) throw new Error(result.error.issues[0]!.message);
  return (result.data as { f: unknown }).f;
};

describe('text', () => {
  const name = text({ label: 'Name', min: 1, max: 10 });

  it('trims and keeps ordinary text, any script included', () => {
    expect(value(name, '  Айгүл  ')).toBe('Айгүл');
    expect(value(name, 'Zoë 😀')).toBe('Zoë 😀');
  });

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['an escape character', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a line break in one-line text', 'a\nb'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('refuses %s, naming the field', (_what, input) => {
    expect(error(name, input)).toBe('Name contains characters that are not allowed.');
  });

  it('keeps line breaks in multi-line text only', () => {
    expect(value(text({ label: 'Description', max: 20, multiline: true }), 'one\ntwo')).toBe('one\ntwo');
  });

  it('caps the length and requires text when asked', () => {
    expect(error(name, 'x'.repeat(11))).toBe('Name must be at most 10 characters.');
    expect(error(name, '   ')).toBe('Please enter name.');
    expect(error(name, 5)).toBe('Please enter name.');
    expect(error(text({ label: 'Note', max: 5 }), [1])).toBe('Note must be text.');
  });
});

describe('money', () => {
  const price = money({ label: 'Price' });

  it('takes numbers and plain decimal strings with at most 2 decimals', () => {
    expect(value(price, 19.99)).toBe(19.99);
    expect(value(price, '25')).toBe(25);
    expect(value(price, ' 0.5 ')).toBe(0.5);
    expect(value(price, MAX_MONEY)).toBe(MAX_MONEY);
  });

  it.each([
    [1e15, `Price must be at most ${MAX_MONEY}.`],
    [0.001, 'Price can have at most 2 decimals.'],
    [1.005, 'Price can have at most 2 decimals.'],
    [-1, 'Price cannot be negative.'],
    ['0x10', 'Price must be an amount like 25 or 19.99.'],
    ['1e3', 'Price must be an amount like 25 or 19.99.'],
    [true, 'Price must be an amount like 25 or 19.99.'],
    [[1], 'Price must be an amount like 25 or 19.99.'],
  ])('refuses %j', (input, message) => {
    expect(error(price, input)).toBe(message);
  });

  it('counts decimals as written, not as floats store them', () => {
    expect([19.99, 0.1, 0.07, 1234567.89].every(hasAtMostTwoDecimals)).toBe(true);
    expect([0.001, 19.999, 5e-324, Number.NaN, Infinity].some(hasAtMostTwoDecimals)).toBe(false);
  });
});

describe('integer', () => {
  const quantity = integer({ label: 'quantity', min: 1, max: 99 });

  it('takes whole numbers and digit strings', () => {
    expect(value(quantity, 3)).toBe(3);
    expect(value(quantity, '12')).toBe(12);
  });

  it.each([true, [1], '0x10', '1e1', 0.5, 0, 100, 1e10, 2 ** 53 + 2, 'abc'])('refuses %j', (input) => {
    expect(error(quantity, input)).toBe('quantity must be a whole number from 1 to 99.');
  });
});

describe('date', () => {
  const expiry = date({ label: 'Expiry date' });

  it('takes ISO dates and date-times inside the window', () => {
    expect(value(expiry, '2030-05-01')).toEqual(new Date('2030-05-01'));
    expect(value(expiry, '2030-05-01T10:00:00.000Z')).toEqual(new Date('2030-05-01T10:00:00.000Z'));
    expect(value(expiry, DATE_WINDOW.from)).toEqual(DATE_WINDOW.from);
  });

  it.each([
    ['+275760-09-13T00:00:00.000Z', 'Please enter a valid expiry date.'],
    ['-000001-01-01T00:00:00.000Z', 'Please enter a valid expiry date.'],
    ['9999-12-31', 'Expiry date must be between 2000 and 2099.'],
    ['1999-12-31T23:59:59.999Z', 'Expiry date must be between 2000 and 2099.'],
    ['2024-13-45', 'Please enter a valid expiry date.'],
    [8.64e15, 'Please enter a valid expiry date.'],
    [true, 'Please enter a valid expiry date.'],
  ])('refuses %j', (input, message) => {
    expect(error(expiry, input)).toBe(message);
  });
});

describe('ids and safe text', () => {
  it('knows an entity id by its UUID shape', () => {
    expect(isEntityId('2b1f0c1e-4c1a-4a47-9a55-0d5f8c1d2e3f')).toBe(true);
    expect(isEntityId('2b1f0c1e-4c1a-4a47-9a55-0d5f8c1d2e3f\u0000')).toBe(false);
  });

  it('accepts surrogate pairs and refuses halves', () => {
    expect(isSafeText('😀')).toBe(true);
    expect(isSafeText('😀'.slice(0, 1))).toBe(false);
  });
});
