import { Link } from 'react-router';
import { PolicyPage, STORE_FACTS, staticPageMeta } from '#app/features/content/index.ts';
import { STORE_NAME } from '#domain/store.ts';

export const meta = () =>
  staticPageMeta(
    '/privacy-policy',
    `What personal information ${STORE_NAME} collects, why, how card payments are handled and the choices you have.`,
  );

export default function PrivacyPolicy() {
  return (
    <PolicyPage title="Privacy Policy">
      <p>This policy explains what personal information {STORE_NAME} collects, why, and the choices you have.</p>

      <h2>What we collect</h2>
      <ul>
        <li>Contact and delivery details you give at checkout: name, email, phone number and shipping address.</li>
        <li>Account details if you register: your name, email and a securely hashed password.</li>
        <li>Reviews you choose to publish, shown with your name.</li>
      </ul>

      <h2>How we use it</h2>
      <p>
        We use your information to process and deliver orders, to answer your messages and to keep your account secure.
        We do not sell your personal information.
      </p>

      <h2>Payments</h2>
      <p>
        Card payments are handled by our payment provider on its own secure page. We never receive or store your card
        details.
      </p>

      <h2>Cookies and browser storage</h2>
      <p>
        We keep your cart and checkout details in your browser&apos;s local storage, and use cookies to keep you signed
        in. We do not use advertising cookies.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask us for a copy of the personal information we hold about you, or ask us to correct or delete it.{' '}
        <Link to="/contact-us">Contact us</Link> and we will reply within {STORE_FACTS.replyTime}.
      </p>
    </PolicyPage>
  );
}
