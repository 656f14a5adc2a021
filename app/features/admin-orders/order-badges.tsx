import { ADMIN_ORDERS_TEXT } from '#domain/admin-orders.ts';
import type { AdminOrder } from '#domain/api-answer-schemas.ts';
import { Badge } from '#app/features/admin/index.ts';
import { ORDER_STATUS_TONES, PAYMENT_STATUS_TONES, statusLabel } from './order-display';

/** The order's status, its payment, and a warning when money came after the order had ended. */
export function OrderBadges({ order }: { order: Pick<AdminOrder, 'orderStatus' | 'paymentStatus' | 'latePayment'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
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
