import type { Route } from './+types/checkout-shipping';
import { checkoutMeta, CheckoutPage, ShippingStep } from '#app/features/checkout/index.ts';

/** SPEC §2 checkout step SHIPPING. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutShipping() {
  return (
    <CheckoutPage step="shipping">
      {({ state, currency, chooseShipping }) => (
        <ShippingStep
          information={state.information!}
          saved={state.shipping}
          currency={currency}
          onChoose={chooseShipping}
        />
      )}
    </CheckoutPage>
  );
}
