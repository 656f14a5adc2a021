import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link, useLanguage, useLocalNavigate } from '#app/lib/local-links.tsx';
import { pathInLanguage } from '#domain/languages.ts';
import { domainTexts, useDomainText } from '#app/features/i18n/index.ts';
import { Button } from '#app/components/ui/button.tsx';
import { FormError, FormNotice } from '#app/components/ui/form-messages.tsx';
import { formatMoney, toCents } from '#domain/money.ts';
import { PAYMENT_OUTCOME_TEXT } from '#domain/payment-outcome.ts';
import type { CartQuoteAnswer } from '#domain/api-answer-schemas.ts';
import type { ShippingMethodOffer } from '#domain/shipping.ts';
import { ApiError } from '#app/lib/api.ts';
import { useCartStore } from '#app/features/cart/index.ts';
import { CANCEL_FAILED, cancelPendingPayment, pendingPaymentFromSearch } from './cancel-payment';
import { PAYMENT_TEXT, startPayment } from './checkout-api';
import { CheckoutReview } from './checkout-review';
import { ORDER_REFUSAL_PATTERNS } from './order-refusals';
import {
  type CheckoutData,
  readCheckoutData,
  readSaveAddress,
  readShippingData,
  type ShippingData,
} from './checkout-storage';
import { STEP_PATHS } from './use-checkout-guard';

/** The payment's texts from this step's code and from the server, in the page's language. */
const TEXTS = domainTexts([
  [PAYMENT_OUTCOME_TEXT.declined, msg`Your card was declined. Nothing was charged; please try another card.`],
  [
    PAYMENT_OUTCOME_TEXT.cancelled,
    msg`Payment cancelled. Nothing was charged and your cart is as you left it; you can pay whenever you are ready.`,
  ],
  [PAYMENT_TEXT.failed, msg`Failed to initiate payment.`],
  [PAYMENT_TEXT.noUrl, msg`Could not retrieve payment session URL.`],
  [PAYMENT_TEXT.unexpected, msg`An unexpected error occurred. Please try again.`],
  [PAYMENT_TEXT.incomplete, msg`Checkout information is incomplete. Please go back and try again.`],
  [CANCEL_FAILED, msg`We could not cancel the unfinished payment. It will end by itself within 30 minutes.`],
  // The order API's refusals (domain/orders.ts ORDER_MESSAGES) that name nothing of the order.
  ['Your cart is empty.', msg`Your cart is empty.`],
  ['Coupon usage limit reached', msg`Coupon usage limit reached`],
  [
    'This store is not taking payments yet. Please try again later.',
    msg`This store is not taking payments yet. Please try again later.`,
  ],
  [
    'We could not start the payment. Nothing was charged; please try again.',
    msg`We could not start the payment. Nothing was charged; please try again.`,
  ],
  [
    'This payment is already going through and can no longer be cancelled. Please check your e-mail for the confirmation.',
    msg`This payment is already going through and can no longer be cancelled. Please check your e-mail for the confirmation.`,
  ],
  ['This coupon has expired.', msg`This coupon has expired.`],
  ['This coupon has reached its usage limit.', msg`This coupon has reached its usage limit.`],
  ['This coupon code is not valid.', msg`This coupon code is not valid.`],
]);

/** What the payment page sent the shopper back to say, from the step's address. */
export function paymentOutcome(params: URLSearchParams): string | null {
  if (params.get('payment') === 'declined') return PAYMENT_OUTCOME_TEXT.declined;
  if (params.get('cancelled') === '1') return PAYMENT_OUTCOME_TEXT.cancelled;
  return null;
}

/**
 * SPEC §5 Payment step: the review of what was entered, then the order is placed and the
 * browser leaves for the provider's payment page. The button is disabled while the call
 * runs and enabled again when it fails (SPEC §4), with the server's message or the SPEC §8 text.
 */
export function PaymentStep({
  information,
  shipping,
  methods,
  currency,
  quote,
}: {
  information: CheckoutData;
  shipping: ShippingData;
  /** The destination zone's methods (decision 57). */
  methods: ShippingMethodOffer[];
  currency: string;
  quote: CartQuoteAnswer | null;
}) {
  const { t } = useLingui();
  const say = useDomainText(TEXTS, ORDER_REFUSAL_PATTERNS);
  const language = useLanguage();
  const [params] = useSearchParams();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<{ message: string; status: number } | null>(null);
  const navigate = useLocalNavigate();
  const outcome = paymentOutcome(params);
  // A method the destination's zone no longer offers (the country or the zones changed): choose again.
  const offered = methods.some((m) => m.id === shipping.selectedShipping);
  useEffect(() => {
    if (!offered) void navigate(STEP_PATHS.shipping, { replace: true });
  }, [offered, navigate]);

  // Back from the provider with "cancel": the unpaid order gives back its stock and coupon
  // use now, and the address loses the order's token (paying again makes a new order).
  useEffect(() => {
    const pending = pendingPaymentFromSearch(params);
    if (!pending) return;
    void navigate('?cancelled=1', { replace: true, preventScrollReset: true });
    cancelPendingPayment(pending.orderId, pending.token).catch((err: unknown) => {
      if (err instanceof ApiError) setError({ message: err.message, status: err.status });
    });
  }, [params, navigate]);
  const amount = quote ? formatMoney(toCents(quote.total), currency, language) : null;

  async function pay() {
    setError(null);
    // Read again: another tab may have changed the address or emptied the cart meanwhile.
    const saved = readCheckoutData();
    const method = readShippingData();
    const cart = useCartStore.getState();
    if (!saved || !method || cart.items.length === 0) {
      setError({ message: PAYMENT_TEXT.incomplete, status: 0 });
      return;
    }
    setPaying(true);
    try {
      const url = new URL(
        await startPayment(cart, saved, method.selectedShipping, language, readSaveAddress()),
        window.location.href,
      );
      // The store's own payment page (the test provider) in the page's language; a provider's site as it is.
      if (url.origin === window.location.origin) url.pathname = pathInLanguage(language, url.pathname);
      window.location.assign(url.toString());
    } catch (err) {
      setError(
        err instanceof ApiError
          ? { message: err.message, status: err.status }
          : { message: PAYMENT_TEXT.unexpected, status: 0 },
      );
      setPaying(false);
    }
  }

  return (
    <div className="space-y-10">
      {outcome === PAYMENT_OUTCOME_TEXT.declined ? (
        <FormError message={say(outcome)} />
      ) : (
        <FormNotice message={outcome ? say(outcome) : outcome} />
      )}

      <CheckoutReview information={information} shipping={shipping} methods={methods} currency={currency} />

      <section aria-labelledby="payment-heading" className="space-y-4">
        <h2 id="payment-heading" className="text-sm font-semibold uppercase tracking-[0.2em]">
          <Trans>Payment</Trans>
        </h2>
        <p className="flex items-start gap-3 border border-line px-5 py-4 text-sm leading-6">
          <Icon node={Lock} aria-hidden="true" className="mt-1 size-4 shrink-0" strokeWidth={1.5} />
          <span>
            <Trans>
              You will enter your card on our payment provider&rsquo;s secure page. Your order is confirmed by e-mail
              once it is paid.
            </Trans>
          </span>
        </p>
        <FormError message={error ? say(error.message) : undefined} />
        {/* 409: a size no longer has enough stock; the cart is where to change it. */}
        {error?.status === 409 ? (
          <p className="text-sm">
            <Link to="/cart" className="underline underline-offset-4">
              <Trans>Review your cart</Trans>
            </Link>
          </p>
        ) : null}
      </section>

      <div className="flex flex-col-reverse items-stretch gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Link to={STEP_PATHS.shipping} className="text-center text-sm underline-offset-4 hover:underline">
          ‹ <Trans>Return to shipping</Trans>
        </Link>
        <Button size="lg" onClick={() => void pay()} disabled={paying} aria-busy={paying}>
          {paying ? t`Redirecting to payment…` : amount ? t`Pay ${amount}` : t`Pay now`}
        </Button>
      </div>
    </div>
  );
}
