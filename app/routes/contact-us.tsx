import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/contact-us';
import { ContactDetails, ContactForm, StoreMap } from '#app/features/contact/index.ts';
import { submitContactForm } from '#app/features/contact/index.server.ts';
import { localStoreFacts } from '#app/features/content/index.ts';
import { metaI18n, pageTitle } from '#app/features/i18n/index.ts';
import { canonicalLink } from '#app/features/seo/index.ts';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { STORE_NAME } from '#domain/store.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { storeEmail: context.config.STORE_EMAIL };
}

/** The form posted before JavaScript loaded (with it, the form calls POST /api/contact). */
export function action({ request, context }: Route.ActionArgs) {
  return submitContactForm(request, context);
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  const storeName = STORE_NAME;
  const { replyTime } = localStoreFacts(i18n);
  return [
    { title: pageTitle(matches, location.pathname) },
    {
      name: 'description',
      content: i18n._(
        msg`Write to ${storeName} about sizing, an order or a collaboration — we reply within ${replyTime}. Visit our shop in Bishkek, call us, or send a message.`,
      ),
    },
    ...canonicalLink(matches, '/contact-us'),
  ];
};

export default function ContactUs() {
  const { storeEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, i18n } = useLingui();
  const { replyTime } = localStoreFacts(i18n);
  return (
    <PageContainer className="py-10 lg:py-16">
      <PageHeading title={t`Contact Us`} eyebrow={t`Get in touch`}>
        <Trans>
          Questions about sizing, an order or a collaboration? Send us a message — we reply within{' '}
          <strong className="font-medium text-ink">{replyTime}</strong>.
        </Trans>
      </PageHeading>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-6 text-xs font-semibold uppercase tracking-[0.2em]">
            <Trans>Send us a message</Trans>
          </h2>
          {/* A new answer from the action starts the form afresh with what it says. */}
          <ContactForm key={result ? JSON.stringify(result) : 'empty'} result={result} />
        </section>
        <section aria-labelledby="contact-details-heading" className="space-y-8">
          <h2 id="contact-details-heading" className="text-xs font-semibold uppercase tracking-[0.2em]">
            <Trans>Our shop</Trans>
          </h2>
          <ContactDetails storeEmail={storeEmail} />
          <StoreMap />
        </section>
      </div>
    </PageContainer>
  );
}
