import { useRouteLoaderData } from 'react-router';
import { DEFAULT_CART_CURRENCY } from '#domain/cart.ts';

/**
 * The store's currency (STORE_CURRENCY), as the root loader gives it to every page: the one
 * every price, total and figure on screen is shown in. Outside the root (never, in practice)
 * the SPEC's default.
 */
export function useStoreCurrency(): string {
  return useRouteLoaderData<{ currency: string }>('root')?.currency ?? DEFAULT_CART_CURRENCY;
}
