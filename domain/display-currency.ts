/**
 * Display currencies (decision 60): prices shown to a shopper in another currency than the
 * store's, which stays the one orders are priced, charged and reported in. Zod-free and
 * small, since every storefront page's first load carries it.
 *
 * The one rounding rule: a figure in the store currency's cents, times the rate (units of
 * the display currency per store-currency unit, an exact decimal string of at most 6
 * decimals), rounded half away from zero to the display currency's step (a whole som,
 * ruble or tenge; a cent of a euro or dollar). Exact, in integers: no float meets the rate.
 */
import type { Language } from './languages.ts';
import { writeMoney } from './local-numbers.ts';

/** Display currencies shown in whole units (no minor unit worth showing); the others with 2 decimals. */
export const WHOLE_UNIT_CURRENCIES: readonly string[] = ['KGS', 'RUB', 'KZT'];

/** What the shopper sees prices in, and what the picker offers (the root loader's `display`). */
export interface DisplayChoice {
  /** The currency prices are shown in. */
  code: string;
  /** Units of `code` per store-currency unit; null when `code` is the store currency (nothing converted). */
  rate: string | null;
  /** The store currency first, then each display currency with a rate. */
  offered: string[];
}

/** The cookie that remembers the shopper's choice, and the form post that sets it. */
export const DISPLAY_CURRENCY_COOKIE = 'display_currency';
export const DISPLAY_CURRENCY_PATH = '/display-currency';

const inWholeUnits = (code: string) => WHOLE_UNIT_CURRENCIES.includes(code);

/**
 * `cents` of the store currency in hundredths of `code` at `rate`, rounded half away from
 * zero to the display step (whole units for a currency shown without decimals).
 */
export function convertCents(cents: number, rate: string, code: string): number {
  const [whole, fraction = ''] = rate.split('.');
  // The rate in millionths, so the product is exact: hundredths of `code` × 10^6.
  const product = BigInt(Math.round(cents)) * BigInt(whole! + fraction.padEnd(6, '0'));
  const step = inWholeUnits(code) ? 100n : 1n;
  const divisor = 1_000_000n * step;
  const size = product < 0n ? -product : product;
  const steps = (2n * size + divisor) / (2n * divisor);
  return Number(product < 0n ? -steps : steps) * Number(step);
}

/** Hundredths of `code` as `language` writes them, whole units for the som, ruble and tenge: "€18.79", "KGS 1,748", "1 748 сом". */
export function formatDisplayMoney(hundredths: number, code: string, language: Language = 'en'): string {
  return writeMoney(language, hundredths, code, inWholeUnits(code) ? 0 : 2);
}

/** A converted figure, marked approximate: "≈ KGS 1,748". */
export const approximately = (text: string) => `≈\u00a0${text}`;
