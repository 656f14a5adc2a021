import type { Route } from './+types/checkout-information';
import { countryOptions } from '#domain/countries.ts';
import { useAuth } from '#app/features/auth/index.ts';
import { checkoutMeta, CheckoutPage, InformationStep } from '#app/features/checkout/index.ts';

/**
 * The country list comes named and sorted from the server, with the page or, moving here
 * inside the app, with its data: making it in the browser (Intl's region names and a
 * collator over 250 countries) took about 30 ms of a mid-range phone's main thread while the
 * page hydrated, and its code counted in the page's first load (decision 56).
 */
export function loader() {
  return { countries: countryOptions() };
}

/** SPEC §2 checkout step INFORMATION. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutInformation({ loaderData }: Route.ComponentProps) {
  const { user } = useAuth();
  return (
    <CheckoutPage step="information">
      {() => <InformationStep user={user} countries={loaderData.countries} />}
    </CheckoutPage>
  );
}
