import { describe, expect, it } from 'vitest';
import { acceptedLanguages, currencyForLanguage, preferredDisplayCurrency } from './currency-preference';

const ALL = ['USD', 'KGS', 'EUR', 'RUB', 'KZT'];

describe('currencyForLanguage', () => {
  it('reads the region first, then the language', () => {
    expect(currencyForLanguage('ru-KG')).toBe('KGS');
    expect(currencyForLanguage('ky')).toBe('KGS');
    expect(currencyForLanguage('ky-KG')).toBe('KGS');
    expect(currencyForLanguage('kk-KZ')).toBe('KZT');
    expect(currencyForLanguage('ru-KZ')).toBe('KZT');
    expect(currencyForLanguage('ru')).toBe('RUB');
    expect(currencyForLanguage('en-RU')).toBe('RUB');
    expect(currencyForLanguage('de-DE')).toBe('EUR');
    expect(currencyForLanguage('fr_FR')).toBe('EUR');
    expect(currencyForLanguage('sr-Latn-ME')).toBe('EUR');
    expect(currencyForLanguage('en-US')).toBe('USD');
    expect(currencyForLanguage('en')).toBeNull();
    expect(currencyForLanguage('de-CH')).toBeNull();
    expect(currencyForLanguage('')).toBeNull();
  });
});

describe('acceptedLanguages', () => {
  it('orders by weight, keeps the header order on ties, drops * and q=0', () => {
    expect(acceptedLanguages('en-GB;q=0.5, ru-KG, *;q=0.1, de;q=0')).toEqual(['ru-KG', 'en-GB']);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});

describe('preferredDisplayCurrency', () => {
  it('keeps a remembered choice while it is offered', () => {
    expect(preferredDisplayCurrency('EUR', 'ru-KG', ALL, 'USD')).toBe('EUR');
    expect(preferredDisplayCurrency('EUR', 'ru-KG', ['USD', 'KGS'], 'USD')).toBe('KGS');
    expect(preferredDisplayCurrency('XYZ', null, ALL, 'USD')).toBe('USD');
  });

  it('else takes the first language suggesting an offered currency, else the store currency', () => {
    expect(preferredDisplayCurrency(null, 'ky,ru;q=0.8', ALL, 'USD')).toBe('KGS');
    expect(preferredDisplayCurrency(null, 'ky,ru;q=0.8', ['USD', 'RUB'], 'USD')).toBe('RUB');
    expect(preferredDisplayCurrency(null, 'en-GB,de-DE;q=0.7', ALL, 'USD')).toBe('EUR');
    expect(preferredDisplayCurrency(null, 'en-GB', ALL, 'USD')).toBe('USD');
    expect(preferredDisplayCurrency(null, 'ru-KZ', ['USD'], 'USD')).toBe('USD');
  });

  it('reads the page’s language after a region the reader names and before their other languages', () => {
    expect(preferredDisplayCurrency(null, null, ALL, 'USD', 'ky')).toBe('KGS');
    expect(preferredDisplayCurrency(null, 'ru', ALL, 'USD', 'ky')).toBe('KGS');
    expect(preferredDisplayCurrency(null, 'en', ALL, 'USD', 'ru')).toBe('RUB');
    expect(preferredDisplayCurrency(null, 'ru-KZ,ru;q=0.9', ALL, 'USD', 'ru')).toBe('KZT');
    expect(preferredDisplayCurrency(null, 'en-US', ALL, 'USD', 'ky')).toBe('USD');
    expect(preferredDisplayCurrency(null, 'ru', ALL, 'USD', 'en')).toBe('RUB');
    expect(preferredDisplayCurrency('EUR', null, ALL, 'USD', 'ky')).toBe('EUR');
    expect(preferredDisplayCurrency(null, null, ['USD', 'EUR'], 'USD', 'ky')).toBe('USD');
  });
});
