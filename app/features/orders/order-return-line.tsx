import { Trans } from '@lingui/react/macro';
import { Link } from '#app/lib/local-links.tsx';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import { ReturnStatusBadge } from './status-badge';

/** The order page's returns section, where a return is followed step by step or asked for. */
export const orderReturnsPath = (orderId: string) => `/checkout/success?order=${orderId}#returns`;

/** A folded order's latest return in one line (My Account), with the link to the order page's returns section. */
export function OrderReturnLine({
  order,
  className,
}: {
  order: Pick<ApiOrder, '_id' | 'returns'>;
  className?: string;
}) {
  const latest = order.returns.at(-1);
  if (!latest) return null;
  const number = latest.number;
  return (
    <p className={className}>
      <span className="inline-flex flex-wrap items-center gap-2">
        <Trans>Return {number}</Trans> <ReturnStatusBadge status={latest.status} /> ·{' '}
        <Link to={orderReturnsPath(order._id)} className="font-medium underline underline-offset-2">
          <Trans>See the return</Trans>
        </Link>
      </span>
    </p>
  );
}
