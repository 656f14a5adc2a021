import type { Route } from './+types/terms-conditions';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { localStoreFacts, PolicyPage, staticPageMeta } from '#app/features/content/index.ts';
import { Link } from '#app/lib/local-links.tsx';
import { STORE_NAME } from '#domain/store.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  staticPageMeta(matches, '/terms-conditions', (i18n) => {
    const storeName = STORE_NAME;
    return i18n._(
      msg`The terms that apply when you shop at ${storeName}: products and prices, orders and payment, shipping, returns and your account.`,
    );
  });

export default function TermsConditions() {
  const { t, i18n } = useLingui();
  const { processingDays, returnWindow, replyTime } = localStoreFacts(i18n);
  const storeName = STORE_NAME;
  return (
    <PolicyPage title={t`Terms & Conditions`}>
      <p>
        <Trans>
          These terms apply when you use the {storeName} website and place an order with us. By placing an order you
          agree to them.
        </Trans>
      </p>

      <h2>
        <Trans>Products and prices</Trans>
      </h2>
      <p>
        <Trans>
          We describe and photograph our products as accurately as we can; colours can look slightly different on
          different screens. Prices, discounts and shipping costs are confirmed at checkout, and the amount shown there
          is the amount you pay.
        </Trans>
      </p>

      <h2>
        <Trans>Orders and payment</Trans>
      </h2>
      <p>
        <Trans>
          Payment is taken by card through our payment provider&apos;s secure page; we never see or store your card
          details. An order is accepted once payment is confirmed. If an item turns out to be unavailable, we will let
          you know and refund you in full.
        </Trans>
      </p>

      <h2>
        <Trans>Shipping</Trans>
      </h2>
      <p>
        <Trans>
          Orders are processed within {processingDays}. Delivery times are described in our{' '}
          <Link to="/shipping-policy">Shipping Policy</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>Returns and refunds</Trans>
      </h2>
      <p>
        <Trans>
          You can return items within {returnWindow}. The details are in our{' '}
          <Link to="/refund-return-policy">Refund &amp; Return Policy</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>Your account</Trans>
      </h2>
      <p>
        <Trans>
          You are responsible for keeping your password private and for activity on your account. Let us know straight
          away if you think someone else has used it.
        </Trans>
      </p>

      <h2>
        <Trans>Privacy</Trans>
      </h2>
      <p>
        <Trans>
          How we handle your personal information is explained in our <Link to="/privacy-policy">Privacy Policy</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>Contact</Trans>
      </h2>
      <p>
        <Trans>
          Questions about these terms? <Link to="/contact-us">Contact us</Link> — we reply within {replyTime}.
        </Trans>
      </p>
    </PolicyPage>
  );
}
