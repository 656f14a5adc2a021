import { Mail, RefreshCw } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Link } from 'react-router';
import type { Route } from './+types/dev-mailbox';
import { buttonStyles } from '#app/components/ui/button.tsx';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { Linkified } from '#app/features/auth/index.ts';
import { STORE_NAME } from '#domain/store.ts';

/** Development only, on this machine only: the e-mails the mail worker delivered here instead of to a mail server. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.devOutbox) throw new Response('Not Found', { status: 404 });
  const messages = await context.services.outbox.list();
  // Only what the page shows; the HTML part is never rendered here.
  return {
    messages: messages.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      sentAt: (m.sentAt ?? m.createdAt).toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: `Development mailbox | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The same text on the server and in the browser, whatever their time zones. */
function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

export default function DevMailbox({ loaderData: { messages } }: Route.ComponentProps) {
  return (
    <PageContainer className="py-10 lg:py-16">
      <PageHeading title="Mailbox" eyebrow="Development only">
        E-mails the store would have sent, newest first. With <code>SMTP_URL</code> set they go to the mail server
        instead and this page does not exist; nor does it when <code>NODE_ENV=production</code>. It answers only to
        browsers on this machine.
      </PageHeading>

      <div className="mb-6 flex items-center justify-between gap-4">
        <p className="text-sm text-muted" aria-live="polite">
          {messages.length === 0
            ? 'No e-mails yet.'
            : `${messages.length} ${messages.length === 1 ? 'e-mail' : 'e-mails'}`}
        </p>
        {/* A same-URL navigation reruns the loader: the newest mail appears without a full reload. */}
        <Link to="." replace preventScrollReset className={buttonStyles({ variant: 'secondary' })}>
          <Icon node={RefreshCw} aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Refresh
        </Link>
      </div>

      {messages.length === 0 ? (
        <div className="border border-dashed border-line px-6 py-12 text-center text-sm text-muted">
          <Icon node={Mail} aria-hidden="true" className="mx-auto mb-3 size-6" strokeWidth={1.5} />
          Register an account or ask for a password reset, and the e-mail shows up here.
        </div>
      ) : (
        <ol className="space-y-6">
          {messages.map((message) => (
            <li key={message.id}>
              <article aria-labelledby={`mail-${message.id}`} className="border border-line">
                <header className="border-b border-line bg-neutral-50 px-5 py-4">
                  <h2 id={`mail-${message.id}`} className="text-base font-semibold">
                    {message.subject}
                  </h2>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted">To</dt>
                    <dd className="break-all">{message.to}</dd>
                    <dt className="text-muted">Sent</dt>
                    <dd>
                      <time dateTime={message.sentAt}>{formatUtc(message.sentAt)}</time>
                    </dd>
                  </dl>
                </header>
                <pre className="whitespace-pre-wrap break-words px-5 py-4 font-sans text-[15px] leading-7">
                  <Linkified text={message.text} />
                </pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </PageContainer>
  );
}
