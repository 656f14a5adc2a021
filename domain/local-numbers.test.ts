import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LOCALES, LANGUAGES } from './languages';
import { groupDigits, writeDecimal, writeMoney } from './local-numbers';

const CURRENCIES = ['USD', 'EUR', 'KGS', 'RUB', 'KZT'];

/** What Node's Intl (full ICU) writes: the forms `writeMoney` writes without it. */
function intl(language: (typeof LANGUAGES)[number], currency: string, decimals: 0 | 2, units: number) {
  return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(units);
}

describe('writeMoney', () => {
  it('writes the three languages’ forms', () => {
    expect(writeMoney('en', 174_850, 'USD', 2)).toBe('$1,748.50');
    expect(writeMoney('ru', 174_850, 'USD', 2)).toBe('1\u00a0748,50\u00a0$');
    expect(writeMoney('ru', 174_800, 'RUB', 0)).toBe('1\u00a0748\u00a0₽');
    expect(writeMoney('ky', 174_800, 'KGS', 0)).toBe('1\u00a0748\u00a0сом');
    expect(writeMoney('ky', 1999, 'USD', 2)).toBe('19,99\u00a0USD');
    expect(writeMoney('en', -50, 'USD', 2)).toBe('-$0.50');
    expect(writeMoney('ru', -50, 'EUR', 2)).toBe('-0,50\u00a0€');
  });

  it('never writes a minus before an amount that rounds to zero', () => {
    expect(writeMoney('en', -0.4, 'USD', 2)).toBe('$0.00');
    expect(writeMoney('ru', -49, 'KGS', 0)).toBe('0\u00a0KGS');
  });

  it('is what Intl writes for every language, currency and amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        (language, currency, cents) => {
          expect(writeMoney(language, cents, currency, 2)).toBe(intl(language, currency, 2, cents / 100));
          // Whole units, as converted figures are given (a multiple of 100 hundredths).
          const whole = Math.trunc(cents / 100) * 100;
          expect(writeMoney(language, whole, currency, 0)).toBe(intl(language, currency, 0, whole / 100 || 0));
        },
      ),
    );
  });
});

describe('writeDecimal', () => {
  it('keeps the decimals asked for, with the language’s separators', () => {
    expect(writeDecimal('en', 4, 1)).toBe('4.0');
    expect(writeDecimal('ru', 4.45, 1)).toBe(
      new Intl.NumberFormat('ru', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.45),
    );
    expect(writeDecimal('ky', 12345.5, 1)).toBe('12\u00a0345,5');
    expect(writeDecimal('en', -0.04, 1)).toBe('0.0');
    expect(writeDecimal('ru', 3, 0)).toBe('3');
  });
});

describe('groupDigits', () => {
  it('groups thousands as each language does', () => {
    expect(groupDigits('en', '1234567')).toBe('1,234,567');
    expect(groupDigits('ky', '12345')).toBe('12\u00a0345');
    expect(groupDigits('ru', '999')).toBe('999');
  });
});
