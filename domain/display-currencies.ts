/**
 * The currencies a shopper may be shown prices in (decision 60), by ISO 4217 code, with
 * the name the picker and the back office give each. Which are offered depends on the
 * rates set (server/services/currencies); the store currency is always offered.
 */
export const DISPLAY_CURRENCIES: Readonly<Record<string, string>> = {
  KGS: 'Kyrgyz som',
  EUR: 'Euro',
  RUB: 'Russian ruble',
  KZT: 'Kazakh tenge',
  USD: 'US dollar',
};
