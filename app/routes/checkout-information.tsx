import type { Route } from './+types/checkout-information';
import { countryOptions, FIRST_COUNTRIES } from '#domain/countries.ts';
import { useAuth } from '#app/features/auth/index.ts';
import { checkoutMeta, CheckoutPage, InformationStep } from '#app/features/checkout/index.ts';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The country select's options, written by the server as HTML, with the page or, moving
 * here inside the app, with its data. Making them in the browser cost a mid-range phone's
 * main thread about 30 ms for the names (Intl's region names and a collator over 250
 * countries), their code counted in the page's first load, 250 options as data to decode
 * and as elements for React to create (decision 56). One string is none of that.
 */
export function loader() {
  const option = ({ code, name }: { code: string; name: string }) =>
    `<option value="${code}">${escapeText(name)}</option>`;
  const countries = countryOptions();
  const countryOptionsHtml = [
    ...countries.slice(0, FIRST_COUNTRIES.length).map(option),
    '<option disabled value="">──────────</option>',
    ...countries.slice(FIRST_COUNTRIES.length).map(option),
  ].join('');
  return { countryOptionsHtml };
}

/** SPEC §2 checkout step INFORMATION. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutInformation({ loaderData }: Route.ComponentProps) {
  const { user } = useAuth();
  return (
    <CheckoutPage step="information">
      {() => <InformationStep user={user} countryOptionsHtml={loaderData.countryOptionsHtml} />}
    </CheckoutPage>
  );
}
