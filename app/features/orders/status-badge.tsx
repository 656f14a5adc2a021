import { useLingui } from '@lingui/react/macro';
import { cx } from '#app/components/ui/cx.ts';
import { useDomainText } from '#app/features/i18n/index.ts';
import { ORDER_TEXTS } from './order-texts';
import type { OrderStatus, PaymentStatus } from '#domain/orders.ts';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '#domain/returns.ts';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type BadgeTone } from './order-display';

const TONES: Record<BadgeTone, string> = {
  waiting: 'border-amber-300 bg-amber-50 text-amber-900',
  active: 'border-sky-300 bg-sky-50 text-sky-900',
  done: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  stopped: 'border-red-300 bg-red-50 text-red-800',
  neutral: 'border-line bg-neutral-50 text-neutral-700',
};

function Badge({ label, tone, kind }: { label: string; tone: BadgeTone; kind: string }) {
  const say = useDomainText(ORDER_TEXTS);
  return (
    <span
      className={cx('inline-flex items-center border px-2 py-0.5 text-xs font-medium whitespace-nowrap', TONES[tone])}
    >
      <span className="sr-only">{kind}: </span>
      {say(label)}
    </span>
  );
}

/** The order's progress and its payment, as two readable badges. */
export function OrderStatusBadges({
  orderStatus,
  paymentStatus,
}: {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
}) {
  const { t } = useLingui();
  return (
    <span className="inline-flex flex-wrap gap-2">
      <Badge kind={t`Order status`} {...ORDER_STATUS_LABELS[orderStatus]} />
      <Badge kind={t`Payment`} {...PAYMENT_STATUS_LABELS[paymentStatus]} />
    </span>
  );
}

const RETURN_TONES: Record<ReturnStatus, BadgeTone> = {
  requested: 'waiting',
  approved: 'active',
  rejected: 'stopped',
  received: 'done',
};

/** Where a return is, in the words of its steps. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useLingui();
  return <Badge kind={t`Return status`} label={RETURN_STATUS_LABELS[status]} tone={RETURN_TONES[status]} />;
}
