import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/contact-us';
import { ContactDetails, ContactForm, StoreMap } from '#app/features/contact/index.ts';
import { submitContactForm } from '#app/features/contact/index.server.ts';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { pageTitleFromPath } from '#domain/page-title.ts';
import { STORE_NAME } from '#domain/store.ts';
import { STORE_CONTACT } from '#domain/store-contact.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { storeEmail: context.config.STORE_EMAIL };
}

/** The form posted before JavaScript loaded (with it, the form calls POST /api/contact). */
export function action({ request, context }: Route.ActionArgs) {
  return submitContactForm(request, context);
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${pageTitleFromPath(location.pathname)} | ${STORE_NAME}` },
  {
    name: 'description',
    content: `Write to ${STORE_NAME} about sizing, an order or a collaboration — we reply within ${STORE_CONTACT.replyTime}. Visit our shop in Bishkek, call us, or send a message.`,
  },
];

export default function ContactUs() {
  const { storeEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <PageContainer className="py-10 lg:py-16">
      <PageHeading title="Contact Us" eyebrow="Get in touch">
        Questions about sizing, an order or a collaboration? Send us a message — we reply within{' '}
        <strong className="font-medium text-ink">{STORE_CONTACT.replyTime}</strong>.
      </PageHeading>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-6 text-xs font-semibold uppercase tracking-[0.2em]">
            Send us a message
          </h2>
          {/* A new answer from the action starts the form afresh with what it says. */}
          <ContactForm key={result ? JSON.stringify(result) : 'empty'} result={result} />
        </section>
        <section aria-labelledby="contact-details-heading" className="space-y-8">
          <h2 id="contact-details-heading" className="text-xs font-semibold uppercase tracking-[0.2em]">
            Our shop
          </h2>
          <ContactDetails storeEmail={storeEmail} />
          <StoreMap />
        </section>
      </div>
    </PageContainer>
  );
}
