import { Link } from 'react-router';
import { PolicyPage, STORE_FACTS, staticPageMeta } from '#app/features/content/index.ts';
import { STORE_NAME } from '#domain/store.ts';

export const meta = () =>
  staticPageMeta(
    '/shipping-policy',
    `${STORE_NAME} ships worldwide from Kyrgyzstan: orders are processed within ${STORE_FACTS.processingDays}, delivered in ${STORE_FACTS.deliveryKyrgyzstan} in Kyrgyzstan and ${STORE_FACTS.deliveryWorldwide} elsewhere.`,
  );

export default function ShippingPolicy() {
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
        <li>
          <strong>Kyrgyzstan:</strong> {STORE_FACTS.deliveryKyrgyzstan} after dispatch.
        </li>
        <li>
          <strong>Rest of the world:</strong> {STORE_FACTS.deliveryWorldwide} after dispatch.
        </li>
      </ul>
      <p>Delivery times are estimates. Customs checks, holidays and local carriers can occasionally add a few days.</p>

      <h2>Shipping costs</h2>
      <p>The shipping options available for your address and their costs are shown at checkout before you pay.</p>

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
