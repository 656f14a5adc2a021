import { useState } from 'react';
import { data, Link, redirect } from 'react-router';
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
import { cardNumberError } from '#domain/test-card.ts';

/**
 * The built-in test payment provider's hosted page (/pay/{sessionId}). It stands in for a
 * card processor's page: no money moves, and it says so. Paying goes through the payments
 * API, which completes the order through the same fulfilment a real provider uses.
 * A session that can no longer be paid (expired, declined, cancelled) shows that the page
 * has expired, with the way back to the payment step; a paid one leads to its order.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const session = await context.services.testPayments.find(params.sessionId);
  if (!session) throw new Response('Not Found', { status: 404 });
  if (session.state === 'paid') throw redirect(session.successUrl);
  const page = {
    sessionId: session.id,
    amount: formatMoney(session.amountCents, session.currency),
    order: orderNumber(session.orderId),
    cancelUrl: session.cancelUrl,
    expired: session.state === 'ended',
  };
  return page.expired ? data(page, { status: 410 }) : page;
}

const PAYMENT_STEP = '/checkout/payment';
const EXPIRED_TEXT = {
  title: 'This payment page has expired',
  body: 'Nothing was charged. Go back to the payment step to pay for your order again.',
  link: 'Back to the payment step',
} as const;

export const meta: Route.MetaFunction = () => [
  { title: `Test payment | ${STORE_NAME}` },
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
  const error = errors.cardNumber?.message ?? errors.root?.server?.message ?? null;
  const paying = isSubmitting || leaving;

  const submit = handleSubmit(async ({ cardNumber }) => {
    try {
      const outcome = await apiFetch<TestPaymentAnswer>(`/payments/test/${encodeURIComponent(loaderData.sessionId)}`, {
        method: 'POST',
        body: { cardNumber: cardNumber.trim() },
        defaultMessage: 'The test payment could not be completed. Please try again.',
      });
      setLeaving(true);
      window.location.assign(outcome.redirectTo);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setExpired(true);
      else
        setError('root.server', {
          message: err instanceof ApiError ? err.message : 'The test payment could not be completed. Please try again.',
        });
    }
  });

  if (expired) {
    return (
      <PageContainer className="py-10 lg:py-16">
        <div className="mx-auto max-w-md space-y-4 border border-line p-6">
          <p className="text-sm text-muted">Order {loaderData.order}</p>
          <h1 className="text-2xl font-semibold">{EXPIRED_TEXT.title}</h1>
          <p>{EXPIRED_TEXT.body}</p>
          <Link to={PAYMENT_STEP} className="inline-block underline">
            {EXPIRED_TEXT.link}
          </Link>
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="py-10 lg:py-16">
      <div className="mx-auto max-w-md border border-line">
        <p role="note" className="bg-amber-100 px-5 py-3 text-sm font-semibold text-amber-900">
          TEST PAYMENT — no card is charged and no money moves. This page stands in for a card provider.
        </p>
        <div className="space-y-6 p-6">
          <div>
            <p className="text-sm text-muted">Order {loaderData.order}</p>
            <h1 className="text-2xl font-semibold">Pay {loaderData.amount}</h1>
          </div>
          <form onSubmit={submit} noValidate className="space-y-4">
            <div className="space-y-1">
              <label htmlFor="card-number" className="block text-sm font-medium">
                Card number
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
                4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.
              </p>
              <p id="card-error" role="alert" className="text-sm text-red-700">
                {error}
              </p>
            </div>
            <Button type="submit" className="w-full" disabled={paying || !hydrated}>
              {paying ? 'Paying…' : `Pay ${loaderData.amount}`}
            </Button>
          </form>
          <a href={loaderData.cancelUrl} className="block text-center text-sm underline">
            Cancel and return to the store
          </a>
        </div>
      </div>
    </PageContainer>
  );
}
