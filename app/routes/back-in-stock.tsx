import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import type { Route } from './+types/back-in-stock';
import { metaI18n } from '#app/features/i18n/index.ts';
import { StockAlertLinkPage, type StockAlertLinkOutcome } from '#app/features/stock-alerts/index.ts';
import { STOCK_ALERT_TEXT } from '#domain/stock-alert-rules.ts';
import { STORE_NAME } from '#domain/store.ts';

/** No real token is this long; a longer one is not even read. */
const TOKEN_MAX = 2000;

/**
 * /back-in-stock/confirm?token= and /back-in-stock/unsubscribe?token=: the alert e-mails'
 * links (decision 64). Opening the link is the request, so the loader does it (each is safe
 * to open again), and the page says what happened.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get('token') ?? '').slice(0, TOKEN_MAX);
  const alerts = context.services.stockAlerts;
  let outcome: StockAlertLinkOutcome;
  let message: string;
  if (params.step === 'confirm') {
    const confirmed = token ? await alerts.confirm(token) : 'invalid';
    outcome = confirmed === 'invalid' ? 'invalid-confirm' : confirmed;
    message = confirmed === 'invalid' ? STOCK_ALERT_TEXT.confirmInvalid : STOCK_ALERT_TEXT.confirmed;
  } else if (params.step === 'unsubscribe') {
    const done = token ? await alerts.unsubscribe(token) : false;
    outcome = done ? 'unsubscribed' : 'invalid-unsubscribe';
    message = done ? STOCK_ALERT_TEXT.unsubscribed : STOCK_ALERT_TEXT.unsubscribeInvalid;
  } else {
    throw new Response('Not Found', { status: 404 });
  }
  return data({ outcome, message }, { status: outcome.startsWith('invalid') ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaI18n(matches)._(msg`Back-in-stock alert`)} | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function BackInStockLink({ loaderData }: Route.ComponentProps) {
  return <StockAlertLinkPage outcome={loaderData.outcome} message={loaderData.message} />;
}
