import type { Language } from './languages.ts';

/**
 * Money as each of the store's languages writes it (decision 59): what `Intl.NumberFormat`
 * writes for en-US, ru-RU and ky-KG with `style: 'currency'` — "$1,748.50", "1 748,50 $",
 * "1 748 сом" — written without it. A browser may lack a language's number data (Chromium
 * has none for Kyrgyz) and fall back to English, and a page rendered on the server in one
 * form and hydrated in another is broken (React's error 418); the first `Intl.NumberFormat`
 * a page makes also costs a phone about 30 ms inside hydration (decision 56).
 */

/** CLDR's symbols for the currencies the store shows; any other is written by its code. */
const SYMBOLS: Record<Language, Readonly<Record<string, string>>> = {
  en: { USD: '$', EUR: '€' },
  ru: { USD: '$', EUR: '€', RUB: '₽' },
  ky: { EUR: '€', KGS: 'сом' },
};

/** Whether `writeMoney` knows `currency`'s symbol in `language` (else it writes the code). */
export const hasMoneySymbol = (language: Language, currency: string) => currency in SYMBOLS[language];

/** Groups of three digits: "1,748" in English, "1 748" (no-break spaces) in Russian and Kyrgyz. */
export function groupDigits(language: Language, digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, language === 'en' ? ',' : '\u00a0');
}

/**
 * `hundredths` of `currency` (cents, tyiyns, kopecks) with two decimals or none (then rounded
 * half away from zero to a whole unit). An amount that rounds to zero never gets a minus.
 */
export function writeMoney(language: Language, hundredths: number, currency: string, decimals: 0 | 2): string {
  const size = Math.abs(Math.round(hundredths));
  const whole = decimals === 0 ? Math.round(size / 100) : Math.floor(size / 100);
  const number =
    groupDigits(language, String(whole)) +
    (decimals === 0 ? '' : (language === 'en' ? '.' : ',') + String(size % 100).padStart(2, '0'));
  const sign = hundredths < 0 && (decimals === 0 ? whole : size) > 0 ? '-' : '';
  const symbol = SYMBOLS[language][currency];
  if (language !== 'en') return `${sign}${number}\u00a0${symbol ?? currency}`;
  return symbol ? `${sign}${symbol}${number}` : `${sign}${currency}\u00a0${number}`;
}

/** A number with a fixed count of decimals, as the language writes it: "4.5", "4,5", "1 234,0". */
export function writeDecimal(language: Language, value: number, decimals: number): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const sign = value < 0 && Number(whole) + Number(fraction ?? 0) > 0 ? '-' : '';
  return (
    sign + groupDigits(language, whole!) + (fraction === undefined ? '' : (language === 'en' ? '.' : ',') + fraction)
  );
}
