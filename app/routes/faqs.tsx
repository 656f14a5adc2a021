import type { Route } from './+types/faqs';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  countryNamesIn,
  FaqAccordion,
  faqGroups,
  FaqTopics,
  faqJsonLd,
  localStoreFacts,
  StaticPage,
} from '#app/features/content/index.ts';
import { metaI18n, pageTitle } from '#app/features/i18n/index.ts';
import { publicOrigin } from '#app/features/seo/index.ts';
import { Link } from '#app/lib/local-links.tsx';
import { languageOfPath, pathInLanguage } from '#domain/languages.ts';
import { STORE_NAME } from '#domain/store.ts';
import { zoneDeliveries } from '#domain/shipping.ts';

const PATH = '/faqs';

/** The delivery times and shipping prices are the shipping zones' (decision 57). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  return {
    currency: context.config.STORE_CURRENCY,
    canonicalUrl: `${publicOrigin(context)}${pathInLanguage(language, PATH)}`,
    zones: zoneDeliveries(await context.services.shipping.offers(), countryNamesIn(language)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const title = pageTitle(matches, PATH);
  const i18n = metaI18n(matches);
  const storeName = STORE_NAME;
  const { returnWindow } = localStoreFacts(i18n);
  const description = i18n._(
    msg`Answers to common questions about ordering from ${storeName}: sizes and fit, shipping times and costs, returns within ${returnWindow}, refunds, payment, coupons and your account.`,
  );
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(loaderData
      ? [
          { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
          { 'script:ld+json': faqJsonLd(faqGroups(i18n, loaderData.currency, loaderData.zones)) },
        ]
      : []),
  ];
};

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const groups = faqGroups(i18n, loaderData.currency, loaderData.zones);
  const { replyTime } = localStoreFacts(i18n);
  return (
    <StaticPage
      title={t`FAQs`}
      eyebrow={t`Help`}
      lead={
        <Trans>
          Quick answers about orders, sizes, shipping and returns. Can’t find yours?{' '}
          <Link to="/contact-us" className="text-ink underline underline-offset-4">
            Contact us
          </Link>{' '}
          — we reply within {replyTime}.
        </Trans>
      }
      prose={false}
    >
      <div className="flex flex-col gap-10 lg:flex-row-reverse lg:justify-end lg:gap-20">
        <aside className="lg:sticky lg:top-28 lg:w-56 lg:self-start">
          <FaqTopics groups={groups} />
        </aside>
        <div className="min-w-0 max-w-3xl flex-1">
          <FaqAccordion groups={groups} />
        </div>
      </div>
    </StaticPage>
  );
}
