import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { data, useSearchParams } from 'react-router';
import type { Route } from './+types/checkout-success';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { getSessionUser } from '#app/features/auth/index.server.ts';
import { useAuth } from '#app/features/auth/index.ts';
import {
  clearCartAfterOrder,
  type CountryNames,
  orderCountryNames,
  ordersInLanguage,
  OrderView,
  usePaymentConfirmation,
} from '#app/features/orders/index.ts';
import { asLanguage, DEFAULT_LANGUAGE } from '#domain/languages.ts';
import { loadViewerOrder } from '#app/features/orders/index.server.ts';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import { metaI18n } from '#app/features/i18n/index.ts';
import { STORE_NAME } from '#domain/store.ts';

/**
 * /checkout/success?order={id}&token={token}: where the payment provider sends the shopper
 * back, and where the confirmation e-mail links. The token opens the order for a guest; a
 * signed-in owner or an admin sees it without one.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await getSessionUser(request, context);
  const found = await loadViewerOrder(context, user, url.searchParams.get('order'), url.searchParams.get('token'));
  if (!found) return data({ order: null, signedIn: user !== null }, { status: 404 });
  const language = asLanguage(params.lang ?? DEFAULT_LANGUAGE);
  const [order] = await ordersInLanguage([found], language, context.services.catalog.productNames);
  return { order: order!, signedIn: user !== null, countryNames: orderCountryNames([found], language) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const i18n = metaI18n(matches);
  const number = loaderData?.order?.number;
  return [
    { title: `${number ? i18n._(msg`Order ${number}`) : i18n._(msg`Order not found`)} | ${STORE_NAME}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

function OrderNotFound() {
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <h1 className="text-3xl font-semibold uppercase tracking-[0.08em]">
        <Trans>Order not found</Trans>
      </h1>
      <p className="mt-4 max-w-md text-sm leading-6 text-muted">
        <Trans>
          We could not find this order. The link may be incomplete — please open it again from your confirmation e-mail,
          or sign in to see your orders.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/products">
          <Trans>Continue Shopping</Trans>
        </ButtonLink>
        <ButtonLink to="/account" variant="secondary">
          <Trans>My Account</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}

type Outcome = 'confirmed' | 'confirming' | 'unconfirmed' | 'failed' | 'cancelled';

function outcomeOf(order: ApiOrder, wait: ReturnType<typeof usePaymentConfirmation>): Outcome {
  if (order.paymentStatus === 'failed') return 'failed';
  if (order.orderStatus === 'cancelled') return 'cancelled';
  if (order.paymentStatus === 'pending') return wait === 'gave-up' ? 'unconfirmed' : 'confirming';
  return 'confirmed';
}

function Heading({ order, outcome }: { order: ApiOrder; outcome: Outcome }) {
  const email = order.shippingAddress.email;
  const number = order.number;
  if (outcome === 'failed' || outcome === 'cancelled') {
    return (
      <header className="mb-8 border-b border-line pb-6 lg:mb-12">
        <h1 className="text-3xl font-semibold tracking-[0.04em] lg:text-4xl">
          {outcome === 'failed' ? (
            <Trans>Your payment did not go through</Trans>
          ) : (
            <Trans>This order was cancelled</Trans>
          )}
        </h1>
        <p role="alert" className="mt-3 max-w-2xl text-sm leading-6 text-red-800">
          {outcome === 'failed' ? (
            <Trans>
              The payment for order {number} was not completed, so the order has been cancelled and nothing was charged.
              Your items are waiting in your cart if you would like to try again.
            </Trans>
          ) : (
            <Trans>Order {number} has been cancelled. If you have questions about it, please contact us.</Trans>
          )}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/cart">
            <Trans>Back to Cart</Trans>
          </ButtonLink>
          <ButtonLink to="/products" variant="secondary">
            <Trans>Continue Shopping</Trans>
          </ButtonLink>
        </div>
      </header>
    );
  }
  return (
    <header className="mb-8 border-b border-line pb-6 lg:mb-12">
      <h1 className="text-3xl font-semibold tracking-[0.04em] lg:text-4xl">
        <Trans>Thank you for your order!</Trans>
      </h1>
      <div aria-live="polite" className="mt-3 max-w-2xl text-sm leading-6 text-muted lg:text-base">
        {outcome === 'confirmed' ? (
          <p>
            <Trans>
              Your order number is <strong className="text-ink">{number}</strong>. A confirmation e-mail is on its way
              to <strong className="text-ink [overflow-wrap:anywhere]">{email}</strong>.
            </Trans>
          </p>
        ) : outcome === 'confirming' ? (
          <p role="status" className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 animate-spin rounded-full border-2 border-ink border-t-transparent"
            />
            <Trans>We&apos;re confirming your payment…</Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Your payment is taking longer than usual to confirm. There is no need to pay again: we will e-mail{' '}
              <strong className="text-ink [overflow-wrap:anywhere]">{email}</strong> as soon as it is confirmed.
            </Trans>
          </p>
        )}
      </div>
    </header>
  );
}

function OrderFound({
  order,
  signedIn,
  countryNames,
}: {
  order: ApiOrder;
  signedIn: boolean;
  countryNames: CountryNames;
}) {
  const awaitingPayment = order.paymentStatus === 'pending' && order.orderStatus !== 'cancelled';
  const wait = usePaymentConfirmation(awaitingPayment);
  const outcome = outcomeOf(order, wait);
  const placed = outcome !== 'failed' && outcome !== 'cancelled';
  // Back from a provider's site the strict session cookie is not sent, so the server may
  // not know the shopper is signed in; the browser's stored sign-in does.
  const { isAuthenticated } = useAuth();
  // The link's token opens the order for a guest, and lets a return be requested from here.
  const [searchParams] = useSearchParams();

  // The cart became this order: empty it once (not again from a later visit to this link).
  useEffect(() => {
    if (placed) clearCartAfterOrder(order._id);
  }, [placed, order._id]);

  return (
    <>
      <Heading order={order} outcome={outcome} />
      <OrderView order={order} orderToken={searchParams.get('token')} countryNames={countryNames} />
      {placed ? (
        <div className="mt-10 flex flex-wrap gap-3 border-t border-line pt-8">
          <ButtonLink to="/products">
            <Trans>Continue Shopping</Trans>
          </ButtonLink>
          {signedIn || isAuthenticated ? (
            <ButtonLink to="/account" variant="secondary">
              <Trans>View My Orders</Trans>
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer className="py-10 lg:py-16">
      <div className="mx-auto max-w-4xl">
        {loaderData.order ? (
          <OrderFound order={loaderData.order} signedIn={loaderData.signedIn} countryNames={loaderData.countryNames} />
        ) : (
          <OrderNotFound />
        )}
      </div>
    </PageContainer>
  );
}
