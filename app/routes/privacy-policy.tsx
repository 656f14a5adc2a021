import type { Route } from './+types/privacy-policy';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { localStoreFacts, PolicyPage, staticPageMeta } from '#app/features/content/index.ts';
import { Link } from '#app/lib/local-links.tsx';
import { cookieSettingsHtml } from '#app/features/analytics/index.server.ts';
import { loadMessages } from '#app/features/i18n/index.server.ts';
import { asLanguage, DEFAULT_LANGUAGE, isTranslatedLanguage } from '#domain/languages.ts';
import { STORE_NAME } from '#domain/store.ts';

/**
 * The cookie settings (decision 72), where the footer's "Cookie settings" leads: the
 * shopper's choice as it stands and the form to change it, written on the server.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const language = asLanguage(params.lang ?? DEFAULT_LANGUAGE);
  const messages = isTranslatedLanguage(language) ? await loadMessages(language) : {};
  return { cookieSettings: cookieSettingsHtml(language, messages, context.consent) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  staticPageMeta(matches, '/privacy-policy', (i18n) => {
    const storeName = STORE_NAME;
    return i18n._(
      msg`What personal information ${storeName} collects, why, how card payments are handled and the choices you have.`,
    );
  });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { replyTime } = localStoreFacts(i18n);
  const storeName = STORE_NAME;
  return (
    <PolicyPage title={t`Privacy Policy`}>
      <p>
        <Trans>
          This policy explains what personal information {storeName} collects, why, and the choices you have.
        </Trans>
      </p>

      <h2>
        <Trans>What we collect</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Contact and delivery details you give at checkout: name, email, phone number and shipping address.
          </Trans>
        </li>
        <li>
          <Trans>Account details if you register: your name, email and a securely hashed password.</Trans>
        </li>
        <li>
          <Trans>Reviews you choose to publish, shown with your name.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>How we use it</Trans>
      </h2>
      <p>
        <Trans>
          We use your information to process and deliver orders, to answer your messages and to keep your account
          secure. We do not sell your personal information.
        </Trans>
      </p>

      <h2>
        <Trans>Payments</Trans>
      </h2>
      <p>
        <Trans>
          Card payments are handled by our payment provider on its own secure page. We never receive or store your card
          details.
        </Trans>
      </p>

      <h2>
        <Trans>Cookies and browser storage</Trans>
      </h2>
      <p>
        <Trans>
          We keep your cart and checkout details in your browser&apos;s local storage, and use cookies to keep you
          signed in. We do not use advertising cookies.
        </Trans>
      </p>
      <p>
        <Trans>
          With your permission only, we also count visits and purchases (analytics): which products are viewed and added
          to carts, and orders placed. You can change your choice here at any time.
        </Trans>
      </p>
      <div dangerouslySetInnerHTML={{ __html: loaderData.cookieSettings }} />

      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You can ask us for a copy of the personal information we hold about you, or ask us to correct or delete it.{' '}
          <Link to="/contact-us">Contact us</Link> and we will reply within {replyTime}.
        </Trans>
      </p>
    </PolicyPage>
  );
}
