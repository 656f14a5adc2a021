import type { Route } from './+types/checkout-information';
import { useAuth } from '#app/features/auth/index.ts';
import { checkoutMeta, CheckoutPage, InformationStep } from '#app/features/checkout/index.ts';

/** SPEC §2 checkout step INFORMATION. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutInformation() {
  const { user } = useAuth();
  return <CheckoutPage step="information">{() => <InformationStep user={user} />}</CheckoutPage>;
}
