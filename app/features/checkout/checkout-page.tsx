import type { MessageDescriptor } from '#app/lib/i18n-runtime.tsx';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState, type ReactNode } from 'react';
import type { ShippingMethodOffer } from '#domain/shipping.ts';
import { fromCents } from '#domain/money.ts';
import type { CartQuoteAnswer } from '#domain/api-answer-schemas.ts';
import { useCartStore } from '#app/features/cart/index.ts';
import { CheckoutFrame, StepSkeleton } from './checkout-frame';
import { CheckoutSummary } from './checkout-summary';
import { type CheckoutState, type CheckoutStep, useCheckoutGuard } from './use-checkout-guard';
import { useCheckoutQuote } from './use-checkout-quote';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

export interface StepContext {
  state: CheckoutState;
  currency: string;
  quote: CartQuoteAnswer | null;
  /** The shipping step's choice, shown in the summary before it is saved. */
  chooseShipping: (method: string) => void;
  /** The methods the destination's zone offers (the shipping and payment steps), in order. */
  methods: ShippingMethodOffer[];
  /** The method the summary is priced with: picked, else saved when still offered, else the first. */
  shippingMethod: string | null;
}

const TITLES: Record<CheckoutStep, MessageDescriptor> = {
  information: msg`Information`,
  shipping: msg`Shipping`,
  payment: msg`Payment`,
};

/**
 * One checkout step's page: the step redirects of SPEC §4, the step list, the step's
 * content and the order summary priced by the server with the shipping chosen so far.
 */
export function CheckoutPage({
  step,
  methodsFor,
  children,
}: {
  step: CheckoutStep;
  /**
   * The methods the zone of a country offers, from the step's loader (decision 57); the
   * information step has none. A function, so the zones' lookup loads with the steps that use it.
   */
  methodsFor?: (country: string) => ShippingMethodOffer[];
  children: (context: StepContext) => ReactNode;
}) {
  const { t } = useLingui();
  const currency = useStoreCurrency();
  // The stored cart arrives through an external store, whose updates React renders in one
  // uninterrupted task: the form, the summary and the quote at once were the checkout's
  // longest task after load. Deferred, the skeleton stays for that update and the step is
  // drawn in a background render that yields to the browser between components.
  const state = useDeferredValue(useCheckoutGuard(step));
  const items = useCartStore((cart) => cart.items);
  const [picked, setPicked] = useState<string | null>(null);
  // The information step does not know the shipping yet; the shipping step shows the method
  // being picked (the saved one while the country's zone offers it, else its first); payment
  // shows the saved choice.
  const country = state?.information?.country ?? null;
  const methods = country && methodsFor ? methodsFor(country) : [];
  const saved = state?.shipping?.selectedShipping ?? null;
  const offered = methods.some((m) => m.id === saved) ? saved : (methods[0]?.id ?? null);
  const shippingMethod = step === 'information' ? null : step === 'shipping' ? (picked ?? offered) : saved;
  const { quote, status } = useCheckoutQuote(state !== null, shippingMethod, country);
  const listed = methods.find((m) => m.id === shippingMethod);
  const shippingPrice = listed ? fromCents(listed.priceCents) : null;

  return (
    <>
      <CheckoutFrame
        step={step}
        title={t(TITLES[step])}
        summary={
          state ? (
            <CheckoutSummary
              items={items}
              quote={quote}
              status={status}
              currency={currency}
              shippingChosen={shippingMethod !== null}
              shippingPrice={shippingPrice}
            />
          ) : (
            <div aria-hidden="true" className="h-80 animate-pulse border border-line bg-neutral-50" />
          )
        }
      >
        {state ? (
          children({ state, currency, quote, chooseShipping: setPicked, methods, shippingMethod })
        ) : (
          <StepSkeleton />
        )}
      </CheckoutFrame>
    </>
  );
}
