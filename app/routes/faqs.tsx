import type { Route } from './+types/faqs';
import { Link } from 'react-router';
import { FaqAccordion, faqGroups, FaqTopics, faqJsonLd, StaticPage, STORE_FACTS } from '#app/features/content/index.ts';
import { publicOrigin } from '#app/features/seo/index.ts';
import { pageTitleFromPath } from '#domain/page-title.ts';
import { STORE_NAME } from '#domain/store.ts';
import { countryName } from '#domain/countries.ts';
import { zoneDeliveries } from '#domain/shipping.ts';

const PATH = '/faqs';
const DESCRIPTION = `Answers to common questions about ordering from ${STORE_NAME}: sizes and fit, shipping times and costs, returns within ${STORE_FACTS.returnWindow}, refunds, payment, coupons and your account.`;

/** The delivery times and shipping prices are the shipping zones' (decision 57). */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    currency: context.config.STORE_CURRENCY,
    canonicalUrl: `${publicOrigin(context)}${PATH}`,
    zones: zoneDeliveries(await context.services.shipping.offers(), countryName),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const title = `${pageTitleFromPath(PATH)} | ${STORE_NAME}`;
  return [
    { title },
    { name: 'description', content: DESCRIPTION },
    { property: 'og:title', content: title },
    { property: 'og:description', content: DESCRIPTION },
    ...(loaderData
      ? [
          { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
          { 'script:ld+json': faqJsonLd(faqGroups(loaderData.currency, loaderData.zones)) },
        ]
      : []),
  ];
};

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const groups = faqGroups(loaderData.currency, loaderData.zones);
  return (
    <StaticPage
      title="FAQs"
      eyebrow="Help"
      lead={
        <>
          Quick answers about orders, sizes, shipping and returns. Can’t find yours?{' '}
          <Link to="/contact-us" className="text-ink underline underline-offset-4">
            Contact us
          </Link>{' '}
          — we reply within {STORE_FACTS.replyTime}.
        </>
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
