import { fromCents } from '#domain/money.ts';

/**
 * How the back office writes dates, times, numbers and money: in the admin's locale, the
 * browser's first language that `Intl` can write, while its words stay English (issue 29,
 * decision 59). Every date and figure a screen shows arrives through TanStack Query after
 * the page has hydrated, so only the browser writes them, with its own locale data; the
 * server never does, and tests in Node get US English. CSV files keep plain machine forms.
 */
let asked: string | undefined;
let locale = 'en-US';

export function adminLocale(): string {
  const wanted = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  const key = wanted.join(',');
  if (key !== asked) {
    asked = key;
    // supportedLocalesOf throws on a malformed tag: a browser's should never be one.
    try {
      locale = Intl.DateTimeFormat.supportedLocalesOf(wanted.filter(Boolean))[0] ?? 'en-US';
    } catch {
      locale = 'en-US';
    }
  }
  return locale;
}

/** Formats are made once per kind: making one costs about 70 µs, a long list writes hundreds. */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function format<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: (locale: string) => T): T {
  const at = `${adminLocale()}|${key}`;
  let made = formats.get(at) as T | undefined;
  if (!made) formats.set(at, (made = make(adminLocale())));
  return made;
}

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** "Nov 28, 2026, 7:35 PM" for en-US, "28 нояб. 2026 г., 19:35" for ru-RU, in the admin's time zone. */
export const adminDateTime = (value: string | Date): string =>
  format('date-time', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' })).format(
    asDate(value),
  );

/** "Nov 28, 2026", in the admin's time zone. */
export const adminDate = (value: string | Date): string =>
  format('date', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium' })).format(asDate(value));

/** "7:35 PM". */
export const adminTime = (value: string | Date): string =>
  format('time', (l) => new Intl.DateTimeFormat(l, { timeStyle: 'short' })).format(asDate(value));

/** "1,234" or "1 234"; with `decimals`, exactly that many: "4.5", "4,5". */
export const adminNumber = (n: number, decimals?: number): string =>
  format(
    `number|${decimals ?? ''}`,
    (l) => new Intl.NumberFormat(l, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  ).format(n);

/** Cents of the store currency: "$1,234.50", "1 234,50 $". */
export const adminMoney = (cents: number, currency: string): string =>
  format(
    `money|${currency}`,
    (l) =>
      new Intl.NumberFormat(l, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(fromCents(cents));
