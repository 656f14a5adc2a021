import type { OrderPageAnswer } from '#domain/api-answer-schemas.ts';
import {
  AMOUNT_LABELS,
  ReturnActions,
  ReturnFacts,
  ReturnStatusBadge,
  returnDateTime,
  returnMoney,
} from '#app/features/admin-returns/index.ts';
import { ORDER_PAGE_TEXT } from './order-page-text';
import { returnAmount } from './return-amount';

/**
 * The order page's returns (decision 0052), oldest first: each with its status, units, reason
 * and the store's answer, and the same steps as the returns queue. After a step the page is
 * read again (`onChanged`), its timeline with it.
 */
export function OrderReturns({ page, onChanged }: { page: OrderPageAnswer; onChanged: () => unknown }) {
  const { order } = page;
  if (order.returns.length === 0) return <p className="text-muted">{ORDER_PAGE_TEXT.returnsNone}</p>;
  return (
    <ul className="divide-y divide-line">
      {order.returns.map((ret) => {
        const amount = returnAmount(page, ret);
        return (
          <li key={ret._id} aria-label={`Return ${ret.number}`} className="grid gap-2 py-4 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold tabular-nums">{ret.number}</span>
                <ReturnStatusBadge status={ret.status} />
              </span>
              <time dateTime={ret.requestedAt} className="text-xs text-muted">
                {ORDER_PAGE_TEXT.returnRequested(returnDateTime(ret.requestedAt))}
              </time>
            </p>
            <ReturnFacts ret={ret} />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm">
                <span className="text-muted">{AMOUNT_LABELS[ret.status]}:</span>{' '}
                <span className="font-medium tabular-nums">{returnMoney(amount, order.currency)}</span>
              </p>
              <ReturnActions ret={ret} amount={amount} currency={order.currency} onChanged={onChanged} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
