/**
 * A display currency's rate as the back office writes it (decision 60): units of that
 * currency per one store-currency unit, an exact decimal of at most 6 decimals, above zero
 * and at most MAX_RATE. Kept as its text, never a float, so the rate stored is the rate
 * typed. Zod-free: the back office's form checks a rate with the same rule as the API.
 */
import { DISPLAY_CURRENCIES } from './display-currencies.ts';

export const MAX_RATE = 1_000_000;
export const RATE_DECIMALS = 6;
/** Lines an imported file may hold: every display currency many times over. */
export const MAX_IMPORT_LINES = 100;
export const MAX_IMPORT_CHARS = 10_000;

export const CURRENCY_RATE_TEXT = {
  notANumber:
    'Write the rate as a number such as 87.45 (a dot before the decimals, no spaces or thousands separators).',
  tooManyDecimals: `A rate has at most ${RATE_DECIMALS} decimals.`,
  notPositive: 'A rate is more than zero.',
  tooLarge: `A rate is at most ${MAX_RATE.toLocaleString('en-US')}.`,
  unknownCurrency: (code: string) =>
    `${code || 'An empty code'} is not a display currency (${Object.keys(DISPLAY_CURRENCIES).join(', ')}).`,
  storeCurrency: (code: string) => `${code} is the store currency: its rate is always 1.`,
  notFound: 'This currency is not a display currency.',
  noRate: 'This currency has no rate to remove.',
  rateLimited: 'Too many rate changes in a short time. Please wait a few minutes.',
  removed: 'The rate is removed: shoppers are no longer offered this currency.',
  badLine: 'Write each line as a currency code, a comma and a rate, such as KGS,87.45.',
  twice: (code: string, first: number) => `${code} is already set on line ${first}.`,
  emptyFile: 'The file has no rates: write one line per currency, such as KGS,87.45.',
  tooManyLines: `A file holds at most ${MAX_IMPORT_LINES} lines.`,
} as const;

/** "087.4500" → "87.45": the one text of a rate, as it is shown and compared. */
export function normalizeRate(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}

/** What is wrong with a rate's text, or null when it is a rate. */
export function rateProblem(text: string): string | null {
  if (!/^\d+(\.\d+)?$/.test(text)) return CURRENCY_RATE_TEXT.notANumber;
  if ((text.split('.')[1] ?? '').replace(/0+$/, '').length > RATE_DECIMALS) return CURRENCY_RATE_TEXT.tooManyDecimals;
  const value = Number(text);
  if (!(value > 0)) return CURRENCY_RATE_TEXT.notPositive;
  if (value > MAX_RATE) return CURRENCY_RATE_TEXT.tooLarge;
  return null;
}
