import type { Route } from './+types/checkout-shipping';
import { methodsFor } from '#domain/shipping.ts';
import { checkoutMeta, CheckoutPage, ShippingStep } from '#app/features/checkout/index.ts';

/** The shipping zones (decision 57): the step offers the destination's methods with their times. */
export async function loader({ context }: Route.LoaderArgs) {
  return { shippingZones: await context.services.shipping.offers() };
}

/** SPEC §2 checkout step SHIPPING. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutShipping({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutPage step="shipping" methodsFor={(country) => methodsFor(loaderData.shippingZones, country)}>
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
