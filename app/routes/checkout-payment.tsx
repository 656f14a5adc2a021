import type { Route } from './+types/checkout-payment';
import { checkoutMeta, CheckoutPage, PaymentStep } from '#app/features/checkout/index.ts';

/** SPEC §2 checkout step PAYMENT. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutPayment() {
  return (
    <CheckoutPage step="payment">
      {({ state, currency, quote }) => (
        <PaymentStep information={state.information!} shipping={state.shipping!} currency={currency} quote={quote} />
      )}
    </CheckoutPage>
  );
}
