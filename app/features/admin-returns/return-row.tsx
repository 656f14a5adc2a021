import { Link } from 'react-router';
import type { AdminReturn } from '#domain/api-answer-schemas.ts';
import { AMOUNT_LABELS, returnDateTime, returnMoney } from './return-display';
import { ReturnActions } from './return-actions';
import { ReturnFacts } from './return-facts';
import { ReturnStatusBadge } from './return-status-badge';
import { RETURNS_TEXT } from './returns-text';

/**
 * One return in the queue: who and which order (a link to its page), what and why, the money
 * its receipt refunds (or refunded), and the steps its status allows. Three columns from
 * 1024 px; stacked below.
 */
export function ReturnRow({ ret, onChanged }: { ret: AdminReturn; onChanged?: () => unknown }) {
  return (
    <li
      data-testid="return-row"
      aria-label={`Return ${ret.number}`}
      className="grid gap-4 px-2 py-5 sm:px-4 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_minmax(0,14rem)] lg:gap-6"
    >
      <div className="grid content-start gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold tabular-nums">{ret.number}</span>
          <ReturnStatusBadge status={ret.status} />
        </p>
        <p>
          <Link to={`/admin/orders/${ret.order._id}`} className="underline underline-offset-2 hover:text-neutral-600">
            {RETURNS_TEXT.order(ret.order.number)}
          </Link>
        </p>
        <p className="break-words">{ret.order.customer}</p>
        <p className="break-all text-muted">{ret.order.email}</p>
        <p className="text-xs text-muted">
          <time dateTime={ret.requestedAt}>{RETURNS_TEXT.requested(returnDateTime(ret.requestedAt))}</time>
        </p>
      </div>
      <ReturnFacts ret={ret} />
      <div className="flex flex-wrap items-end justify-between gap-3 lg:flex-col lg:items-end lg:justify-start">
        <p className="lg:text-right">
          <span className="block text-xs uppercase tracking-[0.15em] text-muted">{AMOUNT_LABELS[ret.status]}</span>
          <span
            data-testid="return-amount"
            className={
              ret.status === 'rejected' ? 'text-base tabular-nums text-muted' : 'text-base font-semibold tabular-nums'
            }
          >
            {returnMoney(ret.amount, ret.order.currency)}
          </span>
        </p>
        <ReturnActions
          ret={ret}
          amount={ret.amount}
          currency={ret.order.currency}
          onChanged={onChanged}
          className="lg:w-full lg:flex-col"
        />
      </div>
    </li>
  );
}
