import { Send } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import type { ApiMailMessage } from '#domain/api-answer-schemas.ts';
import { MAIL_KIND_LABELS } from '#domain/mail.ts';
import { adminDateTime, Badge } from '#app/features/admin/index.ts';

const when = (iso: string) => <time dateTime={iso}>{adminDateTime(iso)}</time>;

/** What the message is about: its order (a link to the order list, searched), its account, or nothing more than its recipient. */
function About({ message }: { message: ApiMailMessage }) {
  if (message.orderNumber) {
    return (
      <Link
        to={`/admin/orders?search=${encodeURIComponent(message.orderNumber)}`}
        className="underline underline-offset-4"
      >
        Order #{message.orderNumber}
      </Link>
    );
  }
  if (message.userId) return <>Account {message.userId.slice(0, 8)}</>;
  return <span className="text-muted">—</span>;
}

/** One e-mail that failed or waits for another try, with why and when, and its Send again action. */
export function MailRow({
  message,
  onSendAgain,
  busy,
}: {
  message: ApiMailMessage;
  onSendAgain: () => void;
  busy: boolean;
}) {
  const failed = message.state === 'failed';
  return (
    <li className="px-2 py-5 sm:px-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
            {MAIL_KIND_LABELS[message.kind]}
            <Badge tone={failed ? 'danger' : 'warning'}>{failed ? 'Failed' : 'Retrying'}</Badge>
          </p>
          <p className="mt-1 break-all text-sm text-muted">To {message.to}</p>
        </div>
        <Button variant="secondary" onClick={onSendAgain} disabled={busy}>
          <Icon node={Send} aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Send again
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className="text-muted">About</dt>
        <dd>
          <About message={message} />
        </dd>
        <dt className="text-muted">Tries</dt>
        <dd>{message.attempts}</dd>
        <dt className="text-muted">Written</dt>
        <dd>{when(message.createdAt)}</dd>
        <dt className="text-muted">Next try</dt>
        <dd>
          {message.nextAttemptAt
            ? when(message.nextAttemptAt)
            : failed
              ? 'None: send it again when the mail server is fixed'
              : '—'}
        </dd>
        <dt className="text-muted">Why</dt>
        <dd className="break-words sm:col-span-3">
          {message.lastError ?? <span className="text-muted">Not tried yet</span>}
        </dd>
      </dl>
    </li>
  );
}
