import { Link } from 'react-router';
import { PolicyPage, STORE_FACTS, staticPageMeta } from '#app/features/content/index.ts';
import { STORE_NAME } from '#domain/store.ts';

export const meta = () =>
  staticPageMeta(
    '/refund-return-policy',
    `Return items to ${STORE_NAME} within ${STORE_FACTS.returnWindow}, with return shipping paid by us; refunds are issued within ${STORE_FACTS.refundDays}.`,
  );

export default function RefundReturnPolicy() {
  return (
    <PolicyPage title="Refund & Return Policy">
      <p>We want you to love what you ordered. If something is not right, you can return it.</p>

      <h2>Returns</h2>
      <ul>
        <li>
          You can request a return within <strong>{STORE_FACTS.returnWindow}</strong>.
        </li>
        <li>Items should be returned {STORE_FACTS.returnCondition}.</li>
        <li>
          <strong>Return shipping is paid by us.</strong>
        </li>
      </ul>

      <h2>How to start a return</h2>
      <p>
        Open your order — from <Link to="/account">My Account</Link>, or through the link in your order e-mails — and
        choose <strong>Request a return</strong> within {STORE_FACTS.returnWindow}. Pick the items and tell us why; we
        e-mail you the return instructions, and the order page shows them too.
      </p>
      <p>
        You can also <Link to="/contact-us">contact us</Link> with your order number and the items you would like to
        return. We reply within {STORE_FACTS.replyTime} with the return instructions.
      </p>

      <h2>Refunds</h2>
      <p>
        Once your return arrives and has been checked, your refund is issued to your original payment method within{' '}
        <strong>{STORE_FACTS.refundDays}</strong>. Your bank may need a few extra days to show it on your statement.
      </p>

      <h2>Damaged or incorrect items</h2>
      <p>
        If an item arrives damaged or is not what you ordered, contact us within {STORE_FACTS.returnWindow} and we will
        make it right.
      </p>
    </PolicyPage>
  );
}
