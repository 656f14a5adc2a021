import type { Route } from './+types/checkout-shipping';
import { checkoutMeta } from '../features/checkout/checkout-meta';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { ShippingStep } from '../features/checkout/shipping-step';

/** SPEC §2 checkout step SHIPPING. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutShipping() {
  return (
    <CheckoutPage step="shipping">
      {({ state, currency, chooseShipping }) => (
        <ShippingStep information={state.information!} saved={state.shipping} currency={currency} onChoose={chooseShipping} />
      )}
    </CheckoutPage>
  );
}
