import { countryNamesIn } from '#app/features/content/index.ts';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import type { Language } from '#domain/languages.ts';

/** The destination countries of a page's orders by code, as `OrderView` shows them. */
export type CountryNames = Readonly<Record<string, string>>;

/**
 * For a loader: the orders' destination countries named in the page's language, sent with
 * the page's data. The server's Intl names every country in every language; a browser may
 * lack a language's names (Chromium has no Kyrgyz), and the two renders must agree.
 */
export function orderCountryNames(
  orders: readonly Pick<ApiOrder, 'shippingAddress'>[],
  language: Language,
): CountryNames {
  const name = countryNamesIn(language);
  return Object.fromEntries(orders.map(({ shippingAddress: { country } }) => [country, name(country)]));
}
