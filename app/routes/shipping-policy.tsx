import type { Route } from './+types/shipping-policy';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  countryNamesIn,
  deliveryTime,
  deliveryTimesText,
  localStoreFacts,
  methodsText,
  PolicyPage,
  shippingName,
  staticPageMeta,
  zoneLabel,
} from '#app/features/content/index.ts';
import { domainTexts, useDomainText } from '#app/features/i18n/index.ts';
import { Link } from '#app/lib/local-links.tsx';
import { languageOfPath } from '#domain/languages.ts';
import { SHIPPING_TEXT, zoneDeliveries } from '#domain/shipping.ts';
import { STORE_NAME } from '#domain/store.ts';

const TEXTS = domainTexts([
  [
    SHIPPING_TEXT.duties,
    msg`Duties and taxes of the destination country may be due on delivery; the store does not collect them.`,
  ],
]);

/**
 * The delivery times and prices are the shipping zones' (decision 57), read once per kept
 * page; the countries are named in the page's language.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  return {
    currency: context.config.STORE_CURRENCY,
    zones: zoneDeliveries(await context.services.shipping.offers(), countryNamesIn(language)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  staticPageMeta(matches, '/shipping-policy', (i18n) => {
    const storeName = STORE_NAME;
    const { processingDays } = localStoreFacts(i18n);
    if (!loaderData)
      return i18n._(msg`${storeName} ships worldwide from Kyrgyzstan: orders are processed within ${processingDays}.`);
    const deliveryTimes = deliveryTimesText(i18n, loaderData.zones);
    return i18n._(
      msg`${storeName} ships worldwide from Kyrgyzstan: orders are processed within ${processingDays} and delivered in ${deliveryTimes}.`,
    );
  });

export default function ShippingPolicy({ loaderData }: Route.ComponentProps) {
  const { zones, currency } = loaderData;
  const { t, i18n } = useLingui();
  const say = useDomainText(TEXTS);
  const { processingDays, replyTime } = localStoreFacts(i18n);
  const storeName = STORE_NAME;
  const restOfWorld = zones.find((z) => z.restOfWorld);
  const restOfWorldLabel = restOfWorld ? zoneLabel(i18n, restOfWorld) : '';
  return (
    <PolicyPage title={t`Shipping Policy`}>
      <p>
        <Trans>
          {storeName} ships from Kyrgyzstan to customers worldwide. This page explains how long it takes for your order
          to reach you.
        </Trans>
      </p>

      <h2>
        <Trans>Order processing</Trans>
      </h2>
      <p>
        <Trans>
          Orders are processed within <strong>{processingDays}</strong> after payment is confirmed. Orders placed on
          weekends or public holidays are processed on the next business day.
        </Trans>
      </p>

      <h2>
        <Trans>Delivery times</Trans>
      </h2>
      <ul>
        {zones.map((zone) => {
          const time = zone.delivery ? deliveryTime(i18n, zone.delivery) : '';
          return (
            <li key={zone.name}>
              <strong>
                {shippingName(i18n, zone.name)}
                {zone.countries.length > 1 ? ` (${zone.countries.join(', ')})` : ''}:
              </strong>{' '}
              {zone.delivery ? t`${time} after dispatch` : t`no shipping at the moment`}
              {zone.methods.length > 0 ? ` — ${methodsText(i18n, zone, currency)}.` : '.'}
            </li>
          );
        })}
      </ul>
      <p>
        {restOfWorld ? (
          <Trans>
            Each time depends on the shipping method you choose for your address at checkout; {restOfWorldLabel} means
            every country not listed above.
          </Trans>
        ) : (
          <Trans>Each time depends on the shipping method you choose for your address at checkout.</Trans>
        )}{' '}
        <Trans>
          Delivery times are estimates. Customs checks, holidays and local carriers can occasionally add a few days.
        </Trans>
      </p>

      <h2>
        <Trans>Shipping costs</Trans>
      </h2>
      <p>
        <Trans>
          The shipping options available for your address and their costs are shown at checkout before you pay.
        </Trans>
      </p>

      <h2>
        <Trans>Duties and taxes</Trans>
      </h2>
      <p>{say(SHIPPING_TEXT.duties)}</p>

      <h2>
        <Trans>Address accuracy</Trans>
      </h2>
      <p>
        <Trans>
          Please check your shipping address carefully at checkout. If you notice a mistake, contact us as soon as
          possible — we can correct it as long as the order has not been dispatched.
        </Trans>
      </p>

      <h2>
        <Trans>Questions</Trans>
      </h2>
      <p>
        <Trans>
          If your order is late or something is not right, <Link to="/contact-us">contact us</Link>. We reply within{' '}
          {replyTime}.
        </Trans>
      </p>
    </PolicyPage>
  );
}
