import type { Route } from './+types/checkout-information';
import { asLanguage, DEFAULT_LANGUAGE } from '#domain/languages.ts';
import { countryOptionsHtml } from '#app/features/addresses/index.server.ts';
import { getSessionUser } from '#app/features/auth/index.server.ts';
import { useAuth } from '#app/features/auth/index.ts';
import { preloadAddressChoice } from '#app/features/addresses/index.ts';
import { checkoutMeta, CheckoutPage, InformationStep } from '#app/features/checkout/index.ts';

/**
 * The country select's options, written by the server as HTML (decision 56), and a
 * signed-in shopper's saved addresses (decision 66), so the picker needs no request of its own.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  return {
    countryOptionsHtml: countryOptionsHtml(asLanguage(params.lang ?? DEFAULT_LANGUAGE)),
    savedAddresses: user ? await context.services.addresses.list(user._id) : null,
  };
}

/** SPEC §2 checkout step INFORMATION. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutInformation({ loaderData }: Route.ComponentProps) {
  const { user } = useAuth();
  // A signed-in shopper's picker comes in its own chunk: asked for now, beside the step's own work.
  if (loaderData.savedAddresses && typeof document !== 'undefined') preloadAddressChoice();
  return (
    <CheckoutPage step="information">
      {() => (
        <InformationStep
          user={user}
          countryOptionsHtml={loaderData.countryOptionsHtml}
          savedAddresses={loaderData.savedAddresses}
        />
      )}
    </CheckoutPage>
  );
}
