import type { Route } from './+types/about-us';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  countryNamesIn,
  deliveryTimesText,
  localStoreFacts,
  StaticPage,
  staticPageMeta,
} from '#app/features/content/index.ts';
import { Link } from '#app/lib/local-links.tsx';
import { languageOfPath } from '#domain/languages.ts';
import { zoneDeliveries } from '#domain/shipping.ts';
import { STORE_NAME } from '#domain/store.ts';

/** The delivery times are the shipping zones' (decision 57). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  return { zones: zoneDeliveries(await context.services.shipping.offers(), countryNamesIn(language)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  staticPageMeta(matches, '/about-us', (i18n) => {
    const storeName = STORE_NAME;
    return i18n._(
      msg`${storeName} is a fashion label from Kyrgyzstan: everyday clothing with clean lines and honest materials, shipped worldwide.`,
    );
  });

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { processingDays, returnWindow, replyTime } = localStoreFacts(i18n);
  const deliveryTimes = deliveryTimesText(i18n, loaderData.zones);
  const storeName = STORE_NAME;
  return (
    <StaticPage
      title={t`About Us`}
      eyebrow={t`Our Story`}
      lead={t`${storeName} is a fashion label from Kyrgyzstan, named after the Ala-Too mountains that frame our home.`}
    >
      <h2>
        <Trans>Who we are</Trans>
      </h2>
      <p>
        <Trans>
          We design everyday clothing with clean lines, honest materials and colours that last beyond a single season.
          Every collection starts in Kyrgyzstan and travels from here to wardrobes around the world.
        </Trans>
      </p>

      <h2>
        <Trans>How we work</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Orders are prepared within <strong>{processingDays}</strong>.
          </Trans>
        </li>
        <li>
          <Trans>
            Delivery takes <strong>{deliveryTimes}</strong>, depending on the shipping method.
          </Trans>
        </li>
        <li>
          <Trans>
            Changed your mind? Return items within <strong>{returnWindow}</strong> — we pay the return shipping.
          </Trans>
        </li>
        <li>
          <Trans>
            Questions get an answer within <strong>{replyTime}</strong>.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Get in touch</Trans>
      </h2>
      <p>
        <Trans>
          Have a question about sizing, an order or a collaboration? <Link to="/contact-us">Contact us</Link> or browse
          the <Link to="/faqs">FAQs</Link>. Ready to look around? See <Link to="/products">all products</Link>.
        </Trans>
      </p>
    </StaticPage>
  );
}
