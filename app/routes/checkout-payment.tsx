import type { Route } from './+types/checkout-payment';
import { methodsFor } from '#domain/shipping.ts';
import { checkoutMeta, CheckoutPage, PaymentStep } from '#app/features/checkout/index.ts';

/** The shipping zones (decision 57): the review shows the saved method as the destination's zone offers it. */
export async function loader({ context }: Route.LoaderArgs) {
  return { shippingZones: await context.services.shipping.offers() };
}

/** SPEC §2 checkout step PAYMENT. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutPage step="payment" methodsFor={(country) => methodsFor(loaderData.shippingZones, country)}>
      {({ state, currency, quote, methods }) => (
        <PaymentStep
          information={state.information!}
          shipping={state.shipping!}
          methods={methods}
          currency={currency}
          quote={quote}
        />
      )}
    </CheckoutPage>
  );
}
