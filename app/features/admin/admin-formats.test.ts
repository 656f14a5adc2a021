import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminDate, adminDateTime, adminLocale, adminMoney, adminNumber } from './admin-formats';

const browserIn = (...languages: string[]) =>
  vi.stubGlobal('navigator', { languages, language: languages[0] ?? '' } as Partial<Navigator>);

const at = new Date('2026-11-28T15:05:00Z');
const expected = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, options).format(at);

describe('the back office’s dates and numbers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follow the browser’s first language Intl can write', () => {
    browserIn('ru-RU', 'en-US');
    expect(adminLocale()).toBe('ru-RU');
    expect(adminDateTime(at.toISOString())).toBe(expected('ru-RU', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(adminDate(at)).toBe(expected('ru-RU', { dateStyle: 'medium' }));
    expect(adminNumber(1234567)).toBe('1\u00a0234\u00a0567');
    expect(adminNumber(4.5, 1)).toBe('4,5');
    expect(adminMoney(123450, 'USD')).toBe('1\u00a0234,50\u00a0$');

    browserIn('de-DE');
    expect(adminMoney(123450, 'EUR')).toBe('1.234,50\u00a0€');
    expect(adminNumber(4, 1)).toBe('4,0');
  });

  it('are US English when the browser names nothing Intl knows', () => {
    browserIn('x-unknown-tag');
    expect(adminLocale()).toBe('en-US');
    browserIn();
    expect(adminMoney(-50, 'USD')).toBe('-$0.50');
    expect(adminDate(at)).toBe(expected('en-US', { dateStyle: 'medium' }));
  });
});
