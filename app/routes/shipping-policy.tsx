import type { Route } from './+types/shipping-policy';
import { Link } from 'react-router';
import {
  deliveryTimesText,
  methodsText,
  PolicyPage,
  STORE_FACTS,
  staticPageMeta,
  zoneLabel,
} from '#app/features/content/index.ts';
import { countryName } from '#domain/countries.ts';
import { SHIPPING_TEXT, zoneDeliveries } from '#domain/shipping.ts';
import { STORE_NAME } from '#domain/store.ts';

/** The delivery times and prices are the shipping zones' (decision 57), read once per kept page. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    currency: context.config.STORE_CURRENCY,
    zones: zoneDeliveries(await context.services.shipping.offers(), countryName),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staticPageMeta(
    '/shipping-policy',
    `${STORE_NAME} ships worldwide from Kyrgyzstan: orders are processed within ${STORE_FACTS.processingDays}${
      loaderData ? ` and delivered in ${deliveryTimesText(loaderData.zones)}` : ''
    }.`,
  );

export default function ShippingPolicy({ loaderData }: Route.ComponentProps) {
  const { zones, currency } = loaderData;
  return (
    <PolicyPage title="Shipping Policy">
      <p>
        {STORE_NAME} ships from Kyrgyzstan to customers worldwide. This page explains how long it takes for your order
        to reach you.
      </p>

      <h2>Order processing</h2>
      <p>
        Orders are processed within <strong>{STORE_FACTS.processingDays}</strong> after payment is confirmed. Orders
        placed on weekends or public holidays are processed on the next business day.
      </p>

      <h2>Delivery times</h2>
      <ul>
        {zones.map((zone) => (
          <li key={zone.name}>
            <strong>
              {zone.name}
              {zone.countries.length > 1 ? ` (${zone.countries.join(', ')})` : ''}:
            </strong>{' '}
            {zone.delivery ? `${zone.delivery} after dispatch` : 'no shipping at the moment'}
            {zone.methods.length > 0 ? ` — ${methodsText(zone, currency)}.` : '.'}
          </li>
        ))}
      </ul>
      <p>
        Each time depends on the shipping method you choose for your address at checkout
        {zones.some((z) => z.restOfWorld)
          ? `; ${zoneLabel(zones.find((z) => z.restOfWorld)!)} means every country not listed above`
          : ''}
        . Delivery times are estimates. Customs checks, holidays and local carriers can occasionally add a few days.
      </p>

      <h2>Shipping costs</h2>
      <p>The shipping options available for your address and their costs are shown at checkout before you pay.</p>

      <h2>Duties and taxes</h2>
      <p>{SHIPPING_TEXT.duties}</p>

      <h2>Address accuracy</h2>
      <p>
        Please check your shipping address carefully at checkout. If you notice a mistake, contact us as soon as
        possible — we can correct it as long as the order has not been dispatched.
      </p>

      <h2>Questions</h2>
      <p>
        If your order is late or something is not right, <Link to="/contact-us">contact us</Link>. We reply within{' '}
        {STORE_FACTS.replyTime}.
      </p>
    </PolicyPage>
  );
}
