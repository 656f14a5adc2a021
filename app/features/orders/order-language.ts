import { countryNamesIn } from '#app/features/content/index.ts';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import { withLineNames } from './line-names';
import { isTranslatedLanguage, type Language, type TranslatedLanguage } from '#domain/languages.ts';

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

/** Reads products' names in a language by id (the catalogue's `productNames`). */
export type ProductNamesIn = (ids: readonly string[], language: TranslatedLanguage) => Promise<Record<string, string>>;

/**
 * For a loader: the orders with each line — and each return's lines — under its product's
 * name in the page's language, where the store gave one. An order keeps the English name it
 * was bought under (the store's record, the back office's and the statistics'); the shopper
 * reads the name they shopped by.
 */
export async function ordersInLanguage<Order extends Pick<ApiOrder, 'items'> & Partial<Pick<ApiOrder, 'returns'>>>(
  orders: Order[],
  language: Language,
  productNames: ProductNamesIn,
): Promise<Order[]> {
  if (!isTranslatedLanguage(language) || orders.length === 0) return orders;
  const ids = orders.flatMap((order) => order.items.flatMap((item) => item.product._id ?? []));
  const names = await productNames(ids, language);
  return orders.map((order) =>
    withLineNames(order, (item) => (item.product._id ? names[item.product._id] : undefined)),
  );
}
