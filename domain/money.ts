/**
 * Money is kept as integer cents everywhere inside the store; the API speaks
 * currency units (numbers with at most 2 decimals). These are the only two
 * conversions between the two, so rounding happens in exactly one place.
 */
export type Cents = number;

/** Currency units (e.g. 12.5) → integer cents (1250), rounding half away from zero. */
export function toCents(units: number): Cents {
  // toFixed(6) first absorbs binary float noise (1.005 * 100 = 100.49999999999999).
  const scaled = Number((Math.abs(units) * 100).toFixed(6));
  return Math.sign(units) * Math.round(scaled) || 0;
}

/** Integer cents → currency units with at most 2 decimals. */
export function fromCents(cents: Cents): number {
  return Math.round(cents) / 100;
}

/**
 * Number formats by locale and currency. Building an Intl.NumberFormat costs far more than
 * formatting with one (a price list of a page built one per price and showed up as most of
 * the checkout's script time), so each is built once. A store has one currency and one
 * locale; the bound only keeps an odd stored cart from growing the map.
 */
const formats = new Map<string, Intl.NumberFormat>();
const MAX_FORMATS = 16;

function moneyFormat(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** Formats cents in the store currency, e.g. formatMoney(1999, 'USD') → "$19.99". */
export function formatMoney(cents: Cents, currency: string, locale = 'en-US'): string {
  return moneyFormat(currency, locale).format(fromCents(cents));
}
