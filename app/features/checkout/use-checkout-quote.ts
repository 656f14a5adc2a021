/**
 * The server's price of the cart for checkout's summary: asked again whenever the lines,
 * the coupon or the shipping method change. Until it answers, the summary shows the cart's
 * own stored totals; if it never answers, the order is priced by the server all the same.
 */
import { useState } from 'react';
import type { CartQuoteAnswer } from '#domain/api-answer-schemas.ts';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { fetchCartQuote, useCartStore } from '#app/features/cart/index.ts';

export type QuoteStatus = 'loading' | 'ready' | 'failed';

export function useCheckoutQuote(
  enabled: boolean,
  shippingMethod: string | null,
  country: string | null,
): {
  quote: CartQuoteAnswer | null;
  status: QuoteStatus;
} {
  const items = useCartStore((cart) => cart.items);
  const couponCode = useCartStore((cart) => cart.appliedCoupon?.code ?? null);
  const query = useBrowserQuery({
    queryKey: ['cart-quote', 'checkout', items.map((i) => [i._id, i.quantity]), couponCode, shippingMethod, country],
    queryFn: ({ signal }) => fetchCartQuote(items, { couponCode, shippingMethod, country }, signal),
    enabled: enabled && items.length > 0,
    // While the next question is asked, the last answer stays on screen (dimmed).
    keepPrevious: true,
  });

  // The latest answer stays shown when a later question fails: stored during render, as
  // React allows for state derived from earlier renders.
  const [shown, setShown] = useState<CartQuoteAnswer | null>(null);
  const fresh = query.isPlaceholderData ? null : (query.data ?? null);
  if (fresh && fresh !== shown) setShown(fresh);

  const status: QuoteStatus =
    query.status === 'error' ? 'failed' : query.status === 'success' && !query.isPlaceholderData ? 'ready' : 'loading';
  return { quote: fresh ?? shown, status };
}
