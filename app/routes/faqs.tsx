import type { Route } from './+types/faqs';
import { Link } from 'react-router';
import { FaqAccordion, faqGroups, faqJsonLd, StaticPage, STORE_FACTS } from '../features/content';
import { publicOrigin } from '../features/seo';
import { pageTitleFromPath } from '../../domain/page-title';
import { STORE_NAME } from '../../domain/store';

const PATH = '/faqs';
const DESCRIPTION = `Answers to common questions about ordering from ${STORE_NAME}: sizes and fit, shipping times and costs, returns within ${STORE_FACTS.returnWindow}, refunds, payment, coupons and your account.`;

export function loader({ context }: Route.LoaderArgs) {
  return { currency: context.config.STORE_CURRENCY, canonicalUrl: `${publicOrigin(context)}${PATH}` };
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
          { 'script:ld+json': faqJsonLd(faqGroups(loaderData.currency)) },
        ]
      : []),
  ];
};

export default function Faqs({ loaderData }: Route.ComponentProps) {
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
      <FaqAccordion groups={faqGroups(loaderData.currency)} />
    </StaticPage>
  );
}
