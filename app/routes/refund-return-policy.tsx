import type { Route } from './+types/refund-return-policy';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { localStoreFacts, PolicyPage, staticPageMeta } from '#app/features/content/index.ts';
import { Link } from '#app/lib/local-links.tsx';
import { STORE_NAME } from '#domain/store.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  staticPageMeta(matches, '/refund-return-policy', (i18n) => {
    const storeName = STORE_NAME;
    const { returnWindow, refundDays } = localStoreFacts(i18n);
    return i18n._(
      msg`Return items to ${storeName} within ${returnWindow}, with return shipping paid by us; refunds are issued within ${refundDays}.`,
    );
  });

export default function RefundReturnPolicy() {
  const { t, i18n } = useLingui();
  const { returnWindow, returnCondition, refundDays, replyTime } = localStoreFacts(i18n);
  return (
    <PolicyPage title={t`Refund & Return Policy`}>
      <p>
        <Trans>We want you to love what you ordered. If something is not right, you can return it.</Trans>
      </p>

      <h2>
        <Trans>Returns</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            You can request a return within <strong>{returnWindow}</strong>.
          </Trans>
        </li>
        <li>
          <Trans>Items should be returned {returnCondition}.</Trans>
        </li>
        <li>
          <strong>
            <Trans>Return shipping is paid by us.</Trans>
          </strong>
        </li>
      </ul>

      <h2>
        <Trans>How to start a return</Trans>
      </h2>
      <p>
        <Trans>
          Open your order — from <Link to="/account">My Account</Link>, or through the link in your order e-mails — and
          choose <strong>Request a return</strong> within {returnWindow}. Pick the items and tell us why; we e-mail you
          the return instructions, and the order page shows them too.
        </Trans>
      </p>
      <p>
        <Trans>
          You can also <Link to="/contact-us">contact us</Link> with your order number and the items you would like to
          return. We reply within {replyTime} with the return instructions.
        </Trans>
      </p>

      <h2>
        <Trans>Refunds</Trans>
      </h2>
      <p>
        <Trans>
          Once your return arrives and has been checked, your refund is issued to your original payment method within{' '}
          <strong>{refundDays}</strong>. Your bank may need a few extra days to show it on your statement.
        </Trans>
      </p>

      <h2>
        <Trans>Damaged or incorrect items</Trans>
      </h2>
      <p>
        <Trans>
          If an item arrives damaged or is not what you ordered, contact us within {returnWindow} and we will make it
          right.
        </Trans>
      </p>
    </PolicyPage>
  );
}
