import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { data, redirect } from 'react-router';
import { domainTexts, metaI18n, useDomainText } from '#app/features/i18n/index.ts';
import { Link, useLanguage } from '#app/lib/local-links.tsx';
import { type Language, languageOfPath, pathInLanguage } from '#domain/languages.ts';
import type { Route } from './+types/pay';
import { Button } from '#app/components/ui/button.tsx';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { ApiError, apiFetch } from '#app/lib/api.ts';
import { useForm, type Validator } from '#app/lib/use-form.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { TestPaymentAnswer } from '#domain/api-answer-schemas.ts';
import { formatMoney } from '#domain/money.ts';
import { orderNumber } from '#domain/orders.ts';
import { STORE_NAME } from '#domain/store.ts';
import { cardNumberError, TEST_CARD_TEXT } from '#domain/test-card.ts';

/**
 * The built-in test payment provider's hosted page (/pay/{sessionId}). It stands in for a
 * card processor's page: no money moves, and it says so. Paying goes through the payments
 * API, which completes the order through the same fulfilment a real provider uses.
 * A session that can no longer be paid (expired, declined, cancelled) shows that the page
 * has expired, with the way back to the payment step; a paid one leads to its order.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const session = await context.services.testPayments.find(params.sessionId);
  if (!session) throw new Response('Not Found', { status: 404 });
  const language = languageOfPath(new URL(request.url).pathname);
  if (session.state === 'paid') throw redirect(storeUrlIn(language, session.successUrl));
  const page = {
    sessionId: session.id,
    amount: formatMoney(session.amountCents, session.currency, language),
    order: orderNumber(session.orderId),
    cancelUrl: storeUrlIn(language, session.cancelUrl),
    expired: session.state === 'ended',
  };
  return page.expired ? data(page, { status: 410 }) : page;
}

/**
 * The store's own address (the order's pages, the payment step) in the page's language:
 * the test provider's session keeps them as the server wrote them, in English.
 */
function storeUrlIn(language: Language, url: string): string {
  if (url.startsWith('/')) return pathInLanguage(language, url);
  try {
    const parsed = new URL(url);
    parsed.pathname = pathInLanguage(language, parsed.pathname);
    return parsed.toString();
  } catch {
    return url;
  }
}

const PAYMENT_STEP = '/checkout/payment';
const FAILED = 'The test payment could not be completed. Please try again.';

/** The card field's messages and the payments API's refusals, in the page's language. */
const TEXTS = domainTexts([
  [TEST_CARD_TEXT.required, msg`Please enter a card number.`],
  [TEST_CARD_TEXT.invalid, msg`Please enter a valid card number.`],
  [FAILED, msg`The test payment could not be completed. Please try again.`],
]);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaI18n(matches)._(msg`Test payment`)} | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

type CardValues = { cardNumber: string };

const checkCard: Validator<CardValues> = async (values) => {
  const invalid = cardNumberError(values.cardNumber);
  return invalid ? { ok: false, errors: { cardNumber: invalid } } : { ok: true, values };
};

export default function TestPayment({ loaderData }: Route.ComponentProps) {
  // Until the page's script runs, the button waits (a native submit would put the number in the address).
  const hydrated = useHydrated();
  const { t } = useLingui();
  const language = useLanguage();
  const say = useDomainText(TEXTS);
  const order = loaderData.order;
  const amount = loaderData.amount;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CardValues>({ defaultValues: { cardNumber: '' }, validate: checkCard });
  // Paid: the page stays busy while the browser leaves for the order.
  const [leaving, setLeaving] = useState(false);
  // Also set when the page was left open (Back after a decline) and the API says the session ended.
  const [expired, setExpired] = useState(loaderData.expired);
  const errorText = errors.cardNumber?.message ?? errors.root?.server?.message ?? null;
  const error = errorText ? say(errorText) : null;
  const paying = isSubmitting || leaving;

  const submit = handleSubmit(async ({ cardNumber }) => {
    try {
      const outcome = await apiFetch<TestPaymentAnswer>(`/payments/test/${encodeURIComponent(loaderData.sessionId)}`, {
        method: 'POST',
        body: { cardNumber: cardNumber.trim() },
        defaultMessage: FAILED,
      });
      setLeaving(true);
      window.location.assign(storeUrlIn(language, outcome.redirectTo));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setExpired(true);
      else
        setError('root.server', {
          message: err instanceof ApiError ? err.message : FAILED,
        });
    }
  });

  if (expired) {
    return (
      <PageContainer className="py-10 lg:py-16">
        <div className="mx-auto max-w-md space-y-4 border border-line p-6">
          <p className="text-sm text-muted">
            <Trans>Order {order}</Trans>
          </p>
          <h1 className="text-2xl font-semibold">
            <Trans>This payment page has expired</Trans>
          </h1>
          <p>
            <Trans>Nothing was charged. Go back to the payment step to pay for your order again.</Trans>
          </p>
          <Link to={PAYMENT_STEP} className="inline-block underline">
            <Trans>Back to the payment step</Trans>
          </Link>
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="py-10 lg:py-16">
      <div className="mx-auto max-w-md border border-line">
        <p role="note" className="bg-amber-100 px-5 py-3 text-sm font-semibold text-amber-900">
          <Trans>TEST PAYMENT — no card is charged and no money moves. This page stands in for a card provider.</Trans>
        </p>
        <div className="space-y-6 p-6">
          <div>
            <p className="text-sm text-muted">
              <Trans>Order {order}</Trans>
            </p>
            <h1 className="text-2xl font-semibold">
              <Trans>Pay {amount}</Trans>
            </h1>
          </div>
          <form onSubmit={submit} noValidate className="space-y-4">
            <div className="space-y-1">
              <label htmlFor="card-number" className="block text-sm font-medium">
                <Trans>Card number</Trans>
              </label>
              <input
                id="card-number"
                {...register('cardNumber')}
                inputMode="numeric"
                autoComplete="cc-number"
                aria-invalid={error ? true : undefined}
                aria-describedby="card-help card-error"
                className="w-full border border-line px-3 py-2"
              />
              <p id="card-help" className="text-xs text-muted">
                <Trans>4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</Trans>
              </p>
              <p id="card-error" role="alert" className="text-sm text-red-700">
                {error}
              </p>
            </div>
            <Button type="submit" className="w-full" disabled={paying || !hydrated}>
              {paying ? t`Paying…` : t`Pay ${amount}`}
            </Button>
          </form>
          <a href={loaderData.cancelUrl} className="block text-center text-sm underline">
            <Trans>Cancel and return to the store</Trans>
          </a>
        </div>
      </div>
    </PageContainer>
  );
}
