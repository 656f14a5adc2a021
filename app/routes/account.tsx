import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { Route } from './+types/account';
// The back office has no language prefix: its link is React Router's own.
import { Link as UnprefixedLink } from 'react-router';
import { Button, buttonStyles } from '#app/components/ui/button.tsx';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { displayName, useLogout } from '#app/features/auth/index.ts';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { requireUser } from '#app/features/auth/index.server.ts';
import { OrderHistory, orderCountryNames, ordersInLanguage } from '#app/features/orders/index.ts';
import { asLanguage, DEFAULT_LANGUAGE } from '#domain/languages.ts';
import { pageTitle } from '#app/features/i18n/index.ts';
import { SavedAddresses } from '#app/features/addresses/index.ts';
import { countryOptionsHtml } from '#app/features/addresses/index.server.ts';
import { FavouritesAccountLink } from '#app/features/favourites/index.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const language = asLanguage(params.lang ?? DEFAULT_LANGUAGE);
  const [bought, addresses] = await Promise.all([
    context.services.orders.listMine(user._id),
    context.services.addresses.list(user._id),
  ]);
  const orders = await ordersInLanguage(bought, language, context.services.catalog.productNames);
  return {
    user,
    orders,
    countryNames: orderCountryNames(orders, language),
    addresses,
    countryOptionsHtml: countryOptionsHtml(language),
  };
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: pageTitle(matches, location.pathname) },
  { name: 'robots', content: 'noindex' },
];

export default function Account({
  loaderData: { user, orders, countryNames, addresses, countryOptionsHtml: countryOptions },
}: Route.ComponentProps) {
  const { logout, pending, error } = useLogout(user.email);
  const { t } = useLingui();
  const name = displayName(user);

  return (
    <PageContainer className="py-10 lg:py-16">
      <PageHeading title={t`My Account`} eyebrow={t`Hello, ${name}!`} />

      <div className="grid gap-12 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-16">
        <section aria-labelledby="account-details">
          <h2 id="account-details" className="mb-4 text-sm font-semibold uppercase tracking-[0.15em]">
            <Trans>Account details</Trans>
          </h2>
          <dl className="divide-y divide-line border-y border-line text-sm">
            <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-4 py-4">
              <dt className="break-words text-muted">
                <Trans>Name</Trans>
              </dt>
              <dd className="break-words">{user.name || '—'}</dd>
            </div>
            <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-4 py-4">
              <dt className="break-words text-muted">
                <Trans>Email</Trans>
              </dt>
              <dd className="break-all">{user.email}</dd>
            </div>
            {user.role === 'admin' ? (
              <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-4 py-4">
                <dt className="break-words text-muted">
                  <Trans>Role</Trans>
                </dt>
                <dd>
                  <Trans>Administrator</Trans>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-6 space-y-4">
            <FormError message={error} />
            <div className="flex flex-wrap gap-3">
              {user.role === 'admin' ? (
                <UnprefixedLink to="/admin" className={buttonStyles()}>
                  <Trans>Admin</Trans>
                </UnprefixedLink>
              ) : null}
              <FavouritesAccountLink />
              <Button variant="secondary" onClick={() => void logout()} disabled={pending}>
                <Icon node={LogOut} aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {pending ? <Trans>Logging out...</Trans> : <Trans>Logout</Trans>}
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="account-orders" className="min-w-0">
          <h2 id="account-orders" className="mb-4 text-sm font-semibold uppercase tracking-[0.15em]">
            <Trans>Orders</Trans>
          </h2>
          <OrderHistory orders={orders} countryNames={countryNames} />
        </section>
      </div>

      <SavedAddresses book={addresses} countryOptionsHtml={countryOptions} />
    </PageContainer>
  );
}
