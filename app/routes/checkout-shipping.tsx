import type { Route } from './+types/checkout-shipping';
import { checkoutMeta, CheckoutPage, ShippingStep } from '#app/features/checkout/index.ts';

/** The shipping zones (decision 57): the step offers the destination's methods with their times. */
export async function loader({ context }: Route.LoaderArgs) {
  return { shippingZones: await context.services.shipping.offers() };
}

/** SPEC §2 checkout step SHIPPING. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutShipping({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutPage step="shipping" zones={loaderData.shippingZones}>
      {({ state, currency, chooseShipping, methods, shippingMethod }) => (
        <ShippingStep
          information={state.information!}
          methods={methods}
          initial={shippingMethod}
          currency={currency}
          onChoose={chooseShipping}
        />
      )}
    </CheckoutPage>
  );
}
