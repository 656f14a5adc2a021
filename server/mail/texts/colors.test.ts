/**
 * The e-mails name a variant's colour as the storefront does: each language's mail table
 * gives every palette colour the storefront catalog's translation of its English label.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { colorLabel } from '#domain/color-label.ts';
import { KNOWN_COLORS } from '#domain/product.ts';
import { colorIn, MAIL_TEXTS } from './by-language';

/** The msgstr of a msgid in a language's storefront catalog. */
function catalogTranslation(language: 'ru' | 'ky', english: string): string | undefined {
  const po = readFileSync(new URL(`../../../app/locales/${language}/messages.po`, import.meta.url), 'utf8');
  const escaped = english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\nmsgid "${escaped}"\\nmsgstr "([^"]*)"`).exec(po)?.[1];
}

it('names every palette colour in English as the storefront labels it', () => {
  for (const color of KNOWN_COLORS) expect(MAIL_TEXTS.en.colors[color]).toBe(colorLabel(color));
});

it.each(['ru', 'ky'] as const)('names every palette colour in %s as the storefront catalog does', (language) => {
  for (const color of KNOWN_COLORS) {
    const translation = catalogTranslation(language, colorLabel(color));
    expect(translation, `${color} in the ${language} catalog`).toBeTruthy();
    expect(MAIL_TEXTS[language].colors[color]).toBe(translation);
  }
});

it('keeps a colour the owner typed outside the palette as typed, words apart', () => {
  expect(colorIn('ru', 'Navy')).toBe('Тёмно-синий');
  expect(colorIn('ru', 'Burgundy')).toBe('Burgundy');
  expect(colorIn('en', 'DustyRose')).toBe('Dusty Rose');
  expect(colorLabel('LightBlue')).toBe('Light Blue');
  expect(colorLabel('Red')).toBe('Red');
});
