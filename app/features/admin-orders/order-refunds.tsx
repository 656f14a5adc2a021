import type { OrderPageAnswer } from '#domain/api-answer-schemas.ts';
import { orderDateTime, orderMoney } from './order-display';
import { ORDER_PAGE_TEXT } from './order-page-text';

/** The order page's list of refunds: how much, what, why, who and when (decision 0050). */
export function OrderRefunds({ refunds, currency }: Pick<OrderPageAnswer, 'refunds'> & { currency: string }) {
  if (refunds.length === 0) return <p className="text-muted">{ORDER_PAGE_TEXT.refundsNone}</p>;
  return (
    <ul className="grid gap-3" aria-label={ORDER_PAGE_TEXT.refunds}>
      {refunds.map((r) => (
        <li key={r._id}>
          <p className="flex flex-wrap justify-between gap-2">
            <span className="font-medium tabular-nums">
              {orderMoney(r.amount, currency)}
              {r.source === 'provider' ? ` ${ORDER_PAGE_TEXT.refundAtProvider}` : ''}
            </span>
            <time dateTime={r.refundedAt ?? r.createdAt} className="text-muted">
              {orderDateTime(r.refundedAt ?? r.createdAt)}
            </time>
          </p>
          <ul className="text-xs text-muted">
            {r.lines.map((l) => (
              <li key={l.itemId}>
                {l.quantity} × {l.name} ({l.color}, {l.size}) · {orderMoney(l.amount, currency)}
              </li>
            ))}
            {r.shipping > 0 ? (
              <li>
                {ORDER_PAGE_TEXT.refundShippingLine} · {orderMoney(r.shipping, currency)}
              </li>
            ) : null}
          </ul>
          <p className="text-xs">
            {r.reason}
            {r.restocked ? ` · ${ORDER_PAGE_TEXT.refundRestocked}` : ''}
            {r.by ? ` · ${r.by}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
