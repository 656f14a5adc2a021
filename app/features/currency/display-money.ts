import { useRouteLoaderData } from 'react-router';
import { approximately, convertCents, formatDisplayMoney, type DisplayChoice } from '#domain/display-currency.ts';
import { useLanguage } from '#app/lib/local-links.tsx';
import { formatMoney } from '#domain/money.ts';

/** What the root loader sends about currencies: the store's, and the shopper's display choice. */
export interface RootCurrencies {
  currency: string;
  display?: DisplayChoice;
}

export const useRootCurrencies = () => useRouteLoaderData<RootCurrencies>('root');

/** The currency figures are converted to for this shopper, or null when they see the store currency. */
export function useConvertedTo(): string | null {
  const display = useRootCurrencies()?.display;
  return display?.rate ? display.code : null;
}

/**
 * How a figure in the store currency's cents is shown to this shopper (decision 60):
 * converted at the rate the page was rendered with and marked approximate ("≈ KGS 1,748"),
 * or, when they see the store currency, as it is ("$19.99"). The server and the browser
 * write the same text from the root loader's data, so hydration keeps it and nothing moves.
 */
export function useDisplayMoney(storeCurrency: string): (cents: number) => string {
  const display = useRootCurrencies()?.display;
  const language = useLanguage();
  const rate = display?.rate;
  if (!display || !rate) return (cents) => formatMoney(cents, storeCurrency, language);
  return (cents) => approximately(formatDisplayMoney(convertCents(cents, rate, display.code), display.code, language));
}

/** A figure as charged, in the store currency, as the page's language writes it: "$19.99", "19,99 $". */
export function useMoney(): (cents: number, currency: string) => string {
  const language = useLanguage();
  return (cents, currency) => formatMoney(cents, currency, language);
}
