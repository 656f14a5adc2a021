/**
 * Keeps the cart page in step with the server: the lines are quoted on load and after
 * each change (prices, stock and the automatic store discount depend on them), the cart
 * is corrected where the server disagrees, and the shopper is told what changed.
 */
import { msg } from '@lingui/core/macro';
import type { I18n } from '#app/lib/i18n-runtime.tsx';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AutomaticDiscountAnswer, CartQuoteAnswer } from '#domain/api-answer-schemas.ts';
import type { CartItem } from '#domain/cart.ts';
import { applyCoupon, removeCoupon, repriceCart, setStoreDiscount } from '#domain/cart-updates.ts';
import { formatMoney, fromCents, toCents } from '#domain/money.ts';
import { asLanguage } from '#domain/languages.ts';
import { ApiError } from '#app/lib/api.ts';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import { COUPON_CLEARED, fetchCartQuote, useCartStore } from '#app/features/cart/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { requestCoupon } from './cart-api';
import { COUPON_TEXTS } from './coupon-texts';
import { useDomainText } from '#app/features/i18n/index.ts';
import { type LineQuote, quotedLines, reconcileWithQuote } from './reconcile';

/** Quick steps on a stepper become one request. */
const REQUOTE_DELAY_MS = 300;

export interface QuoteState {
  /** Server facts (prices, stock) by cart line id; empty until the first answer. */
  lines: ReadonlyMap<string, LineQuote>;
  automaticDiscount: AutomaticDiscountAnswer | null;
}

const NO_QUOTE: QuoteState = { lines: new Map(), automaticDiscount: null };

export const COUPON_RECHECK_TEXT = {
  changed: (code: string, amount: string) => msg`Coupon ${code} now takes ${amount} off.`,
  dropped: (code: string, reason: string) => msg`Coupon ${code} no longer applies: ${reason}`,
} as const;

/** What a quote depends on: the lines and their quantities. */
export function itemsSignature(items: readonly CartItem[]): string {
  return items.map((item) => `${item._id}\u0000${item.quantity}`).join('\u0001');
}

/**
 * A coupon applied on an earlier visit may have expired, or give another amount now that
 * prices changed: ask the server again once, and keep the cart's coupon honest.
 * `before` is the cart's whole discount as it was stored: storage keeps the coupon's and
 * the store's parts as one amount, so "changed" compares the whole discount.
 */
async function recheckCoupon(
  currency: string,
  before: number,
  i18n: I18n,
  say: (english: string) => string,
): Promise<string | null> {
  const cart = useCartStore.getState();
  const applied = cart.appliedCoupon;
  if (!applied || cart.items.length === 0) return null;
  const signature = itemsSignature(cart.items);
  const stillSame = () => {
    const now = useCartStore.getState();
    return now.appliedCoupon?.code === applied.code && itemsSignature(now.items) === signature;
  };
  try {
    const { coupon, discount } = await requestCoupon(applied.code, cart);
    if (!stillSame()) return null;
    useCartStore.getState().update((c) => applyCoupon(c, coupon, discount));
    if (toCents(useCartStore.getState().discountAmount) === toCents(before)) return null;
    return i18n._(
      COUPON_RECHECK_TEXT.changed(applied.code, formatMoney(toCents(discount), currency, asLanguage(i18n.locale))),
    );
  } catch (error) {
    // Only the server's refusal drops the coupon; unreachable or rate-limited keeps it.
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
    if (!stillSame()) return null;
    if (!refused) {
      // The stored discount counted the store's part as the coupon's: keep the whole as it was.
      useCartStore
        .getState()
        .update((c) => applyCoupon(c, applied, fromCents(Math.max(0, toCents(before) - toCents(c.storeDiscount)))));
      return null;
    }
    useCartStore.getState().update(removeCoupon);
    return i18n._(COUPON_RECHECK_TEXT.dropped(applied.code, say(error.message)));
  }
}

interface Quoted {
  /** The lines the answer is for: an answer for lines changed since is not applied. */
  signature: string;
  answer: CartQuoteAnswer;
}

export function useCartQuote(ready: boolean, currency: string) {
  const { i18n } = useLingui();
  const say = useDomainText(COUPON_TEXTS);
  const signature = useCartStore((cart) => itemsSignature(cart.items));
  const [notices, setNotices] = useState<string[]>([]);
  /** Price changes already told, so a later quote does not repeat them. */
  const announced = useRef(new Set<string>());
  const firstQuote = useRef(true);

  // The first quote is asked at once; after it, quick changes become one request.
  const [answered, setAnswered] = useState(false);
  const asked = useDebouncedValue(signature, answered ? REQUOTE_DELAY_MS : 0);
  // No answer (after the retries): the page keeps the prices it has; the server checks them at checkout anyway.
  const { data, isPlaceholderData } = useBrowserQuery({
    queryKey: ['cart-quote', 'cart', asked],
    queryFn: async ({ signal }): Promise<Quoted> => ({
      signature: asked,
      answer: await fetchCartQuote(useCartStore.getState().items, {}, signal),
    }),
    // The lines changed since this was scheduled: the query for the new lines asks instead.
    enabled: ready && asked !== '' && asked === signature,
    // While the next answer loads, the page keeps showing the last one.
    keepPrevious: true,
  });

  const addNotices = useCallback((messages: string[]) => {
    if (messages.length > 0) setNotices((current) => [...current, ...messages.filter((m) => !current.includes(m))]);
  }, []);

  const quote = useMemo<QuoteState>(
    () => (data ? { lines: quotedLines(data.answer), automaticDiscount: data.answer.automaticDiscount } : NO_QUOTE),
    [data],
  );
  if (data && !answered) setAnswered(true);

  useEffect(() => {
    if (!data || isPlaceholderData) return;
    const { answer } = data;
    const cart = useCartStore.getState();
    // The cart changed while the request ran: the query for the new cart asks again.
    if (itemsSignature(cart.items) !== data.signature) return;
    const first = firstQuote.current;
    firstQuote.current = false;

    const result = reconcileWithQuote(cart.items, answer, currency, i18n);
    let couponCleared = false;
    for (const adjustment of result.adjustments) {
      const change =
        adjustment.kind === 'remove'
          ? cart.remove(adjustment.lineId)
          : cart.updateQuantity(adjustment.lineId, adjustment.quantity, adjustment.quantity);
      couponCleared ||= change.couponCleared;
    }
    // Keep the stored cart's prices, store discount and totals in step with the server's.
    const discountBefore = useCartStore.getState().discountAmount;
    useCartStore
      .getState()
      .update((c) => setStoreDiscount(repriceCart(c, result.lines), answer.automaticDiscount?.discount ?? 0));
    const fresh = result.priceChanges.filter((change) => !announced.current.has(change.key));
    fresh.forEach((change) => announced.current.add(change.key));

    addNotices([...result.adjustments.map((a) => a.message), ...fresh.map((c) => c.message)]);
    if (couponCleared) notify(i18n._(COUPON_CLEARED), { id: 'coupon-cleared' });
    else if (first) {
      void recheckCoupon(currency, discountBefore, i18n, say).then((message) => {
        if (message) addNotices([message]);
      });
    }
  }, [data, isPlaceholderData, currency, addNotices, i18n, say]);

  const dismissNotices = useCallback(() => setNotices([]), []);
  return { quote, notices, dismissNotices };
}
