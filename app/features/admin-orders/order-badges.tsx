import { ADMIN_ORDERS_TEXT } from '#domain/admin-orders.ts';
import type { AdminOrder } from '#domain/api-answer-schemas.ts';
import { cx } from '#app/components/ui/cx.ts';
import { Badge } from '#app/features/admin/index.ts';
import { ORDER_STATUS_TONES, PAYMENT_STATUS_TONES, statusLabel } from './order-display';

/** The order's status, its payment, and a warning when money came after the order had ended. */
export function OrderBadges({
  order,
  oneLine = false,
}: {
  order: Pick<AdminOrder, 'orderStatus' | 'paymentStatus' | 'latePayment'>;
  /** In the compact table the badges stay on the order's one line. */
  oneLine?: boolean;
}) {
  return (
    <span className={cx('inline-flex gap-1.5', oneLine ? 'flex-nowrap' : 'flex-wrap')}>
      <Badge tone={ORDER_STATUS_TONES[order.orderStatus]}>
        <span className="sr-only">Order status: </span>
        {statusLabel(order.orderStatus)}
      </Badge>
      <Badge tone={PAYMENT_STATUS_TONES[order.paymentStatus]}>{`Payment: ${statusLabel(order.paymentStatus)}`}</Badge>
      {order.latePayment ? (
        <Badge tone="danger" className="ring-red-400">
          {ADMIN_ORDERS_TEXT.latePayment}
        </Badge>
      ) : null}
    </span>
  );
}
