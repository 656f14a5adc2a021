/**
 * Which display currency a shopper sees before choosing one (decision 60): their remembered
 * choice, else what their language and region suggest, else the store currency. Only a
 * currency on offer (one with a rate) is ever chosen. Server-only: the browser is sent the
 * answer in the root loader's data.
 */

/** Regions whose currency is the euro (the euro area in 2026 and the states using it by agreement). */
const EURO_REGIONS = new Set(
  'AT BE BG HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES AD MC SM VA ME XK'.split(' '),
);
const REGION_CURRENCIES: Record<string, string> = { KG: 'KGS', KZ: 'KZT', RU: 'RUB', US: 'USD' };
const LANGUAGE_CURRENCIES: Record<string, string> = { ky: 'KGS', kk: 'KZT', ru: 'RUB' };

/**
 * The currency a language tag's reader most likely thinks in: by its region when it names
 * one ('ru-KG' → KGS, 'en-DE' → EUR), else by the language ('ky' → KGS, 'ru' → RUB); null
 * when neither says. A page in a language (say /ru/…) can pass its own code here.
 */
export function currencyForLanguage(tag: string): string | null {
  const [language = '', ...subtags] = tag.trim().split(/[-_]/);
  // The region is the two-letter subtag (after a script such as 'Cyrl', if any).
  const region = subtags.find((s) => /^[a-z]{2}$/i.test(s))?.toUpperCase();
  if (region) {
    if (EURO_REGIONS.has(region)) return 'EUR';
    if (REGION_CURRENCIES[region]) return REGION_CURRENCIES[region];
  }
  return LANGUAGE_CURRENCIES[language.toLowerCase()] ?? null;
}

/** An Accept-Language header's tags, most preferred first ('*' and q=0 left out). */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { tag, order, weight: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((t) => t.tag);
}

const namesRegion = (tag: string) => /[-_][a-z]{2}(?:$|[-_])/i.test(tag);

/**
 * The display currency for a request: the remembered choice when it is still offered; else
 * the first offered currency suggested by, in turn, the reader's languages that name a
 * region ('ru-KZ' → KZT), the page's language (/ky/… → KGS, /ru/… → RUB; English says
 * nothing) and the reader's other languages; else the store's.
 */
export function preferredDisplayCurrency(
  chosen: string | null,
  acceptLanguage: string | null,
  offered: readonly string[],
  storeCurrency: string,
  pageLanguage: string | null = null,
): string {
  if (chosen && offered.includes(chosen)) return chosen;
  const tags = acceptedLanguages(acceptLanguage);
  const candidates = [...tags.filter(namesRegion), ...(pageLanguage ? [pageLanguage] : []), ...tags];
  for (const tag of candidates) {
    const currency = currencyForLanguage(tag);
    if (currency && offered.includes(currency)) return currency;
  }
  return storeCurrency;
}
