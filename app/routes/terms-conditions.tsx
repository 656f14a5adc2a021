import { Link } from 'react-router';
import { PolicyPage, STORE_FACTS, staticPageMeta } from '#app/features/content/index.ts';
import { STORE_NAME } from '#domain/store.ts';

export const meta = () =>
  staticPageMeta(
    '/terms-conditions',
    `The terms that apply when you shop at ${STORE_NAME}: products and prices, orders and payment, shipping, returns and your account.`,
  );

export default function TermsConditions() {
  return (
    <PolicyPage title="Terms & Conditions">
      <p>
        These terms apply when you use the {STORE_NAME} website and place an order with us. By placing an order you
        agree to them.
      </p>

      <h2>Products and prices</h2>
      <p>
        We describe and photograph our products as accurately as we can; colours can look slightly different on
        different screens. Prices, discounts and shipping costs are confirmed at checkout, and the amount shown there is
        the amount you pay.
      </p>

      <h2>Orders and payment</h2>
      <p>
        Payment is taken by card through our payment provider&apos;s secure page; we never see or store your card
        details. An order is accepted once payment is confirmed. If an item turns out to be unavailable, we will let you
        know and refund you in full.
      </p>

      <h2>Shipping</h2>
      <p>
        Orders are processed within {STORE_FACTS.processingDays}. Delivery times are described in our{' '}
        <Link to="/shipping-policy">Shipping Policy</Link>.
      </p>

      <h2>Returns and refunds</h2>
      <p>
        You can return items within {STORE_FACTS.returnWindow}. The details are in our{' '}
        <Link to="/refund-return-policy">Refund &amp; Return Policy</Link>.
      </p>

      <h2>Your account</h2>
      <p>
        You are responsible for keeping your password private and for activity on your account. Let us know straight
        away if you think someone else has used it.
      </p>

      <h2>Privacy</h2>
      <p>
        How we handle your personal information is explained in our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms? <Link to="/contact-us">Contact us</Link> — we reply within {STORE_FACTS.replyTime}.
      </p>
    </PolicyPage>
  );
}
