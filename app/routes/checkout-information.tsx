import type { Route } from './+types/checkout-information';
import { useAuth } from '../features/auth/use-auth';
import { checkoutMeta } from '../features/checkout/checkout-meta';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { InformationStep } from '../features/checkout/information-step';

/** SPEC §2 checkout step INFORMATION. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutInformation() {
  const { user } = useAuth();
  return <CheckoutPage step="information">{() => <InformationStep user={user} />}</CheckoutPage>;
}
