/**
 * The server's price of the cart for checkout's summary: asked again whenever the lines,
 * the coupon or the shipping method change. Until it answers, the summary shows the cart's
 * own stored totals; if it never answers, the order is priced by the server all the same.
 */
import { useEffect, useState } from 'react';
import { useCartStore } from '../cart/cart-store';
import type { ShippingMethod } from '../../../domain/shipping';
import { type CheckoutQuote, fetchCheckoutQuote } from './checkout-api';

export type QuoteStatus = 'loading' | 'ready' | 'failed';

interface Answer {
  /** Which question this answers: the quote shown is the latest, its status is for the current one. */
  key: string;
  quote: CheckoutQuote | null;
  failed: boolean;
}

export function useCheckoutQuote(enabled: boolean, shippingMethod: ShippingMethod | null): { quote: CheckoutQuote | null; status: QuoteStatus } {
  const items = useCartStore((cart) => cart.items);
  const coupon = useCartStore((cart) => cart.appliedCoupon?.code ?? null);
  const key = JSON.stringify([items.map((i) => [i._id, i.quantity]), coupon, shippingMethod]);
  const [answer, setAnswer] = useState<Answer>({ key: '', quote: null, failed: false });

  useEffect(() => {
    if (!enabled || items.length === 0) return;
    const controller = new AbortController();
    fetchCheckoutQuote({ items, appliedCoupon: coupon ? { code: coupon } : null }, shippingMethod, controller.signal).then(
      (quote) => setAnswer({ key, quote, failed: false }),
      () => {
        if (!controller.signal.aborted) setAnswer((current) => ({ key, quote: current.quote, failed: true }));
      },
    );
    return () => controller.abort();
    // `key` stands for items, coupon and method.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, key]);

  const status: QuoteStatus = answer.key !== key ? 'loading' : answer.failed ? 'failed' : 'ready';
  return { quote: answer.quote, status };
}
