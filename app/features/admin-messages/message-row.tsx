import { Check, Mail, RotateCcw } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useId } from 'react';
import { Button, buttonStyles } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import type { ApiContactMessage } from '#domain/api-answer-schemas.ts';
import { adminDateTime, Badge } from '#app/features/admin/index.ts';

/** A reply in the admin's own mail program, to the sender, on the same subject. */
export function replyLink(message: Pick<ApiContactMessage, 'email' | 'subject'>): string {
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

/** One message: its summary as a button that opens it in full, with its answer and marking actions. */
export function MessageRow({
  message,
  open,
  onToggle,
  onMark,
}: {
  message: ApiContactMessage;
  open: boolean;
  onToggle: () => void;
  onMark: (handled: boolean) => void;
}) {
  const id = useId();
  const received = new Date(message.createdAt);
  return (
    <li className={cx(open && 'bg-neutral-50')}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={onToggle}
        className="grid w-full grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 px-2 py-4 text-left hover:bg-neutral-50 focus-visible:outline-2 focus-visible:-outline-offset-2 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:px-4"
      >
        <span
          aria-hidden="true"
          className={cx(
            'mt-1.5 size-2 rounded-full',
            message.handled ? 'bg-transparent ring-1 ring-neutral-300' : 'bg-ink',
          )}
        />
        <span className="min-w-0">
          <span
            className={cx('block truncate text-sm', message.handled ? 'text-neutral-700' : 'font-semibold text-ink')}
          >
            {message.subject}
          </span>
          <span className="block truncate text-sm text-muted">
            {message.name} · {message.email}
          </span>
          {open ? null : <span className="mt-1 line-clamp-1 text-sm text-muted">{message.message}</span>}
        </span>
        <span className="col-start-2 flex items-center gap-3 sm:col-start-auto sm:flex-col sm:items-end sm:gap-1">
          <time dateTime={message.createdAt} className="text-xs text-muted">
            {adminDateTime(received)}
          </time>
          <Badge tone={message.handled ? 'neutral' : 'dark'}>{message.handled ? 'Handled' : 'New'}</Badge>
        </span>
      </button>
      <div id={`${id}-body`} hidden={!open} className="px-2 pb-6 sm:px-4 sm:pl-9">
        {open ? (
          <>
            <p className="mb-3 text-xs text-muted">
              From {message.name} &lt;{message.email}&gt; · {adminDateTime(received)}
              {message.handledAt ? ` · handled ${adminDateTime(message.handledAt)}` : null}
            </p>
            <p className="max-w-3xl whitespace-pre-wrap break-words text-sm leading-6 text-ink">{message.message}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <a href={replyLink(message)} className={buttonStyles()}>
                <Icon node={Mail} aria-hidden="true" className="size-4" strokeWidth={1.5} />
                Reply by e-mail
              </a>
              <Button variant="secondary" onClick={() => onMark(!message.handled)}>
                {message.handled ? (
                  <Icon node={RotateCcw} aria-hidden="true" className="size-4" strokeWidth={1.5} />
                ) : (
                  <Icon node={Check} aria-hidden="true" className="size-4" strokeWidth={1.5} />
                )}
                {message.handled ? 'Mark as unhandled' : 'Mark as handled'}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </li>
  );
}
