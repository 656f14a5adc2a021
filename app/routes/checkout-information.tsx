import type { Route } from './+types/checkout-information';
import { useAuth } from '../features/auth';
import { checkoutMeta, CheckoutPage, InformationStep } from '../features/checkout';

/** SPEC §2 checkout step INFORMATION. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutInformation() {
  const { user } = useAuth();
  return <CheckoutPage step="information">{() => <InformationStep user={user} />}</CheckoutPage>;
}
