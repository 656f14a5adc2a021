import type { AdminOrder } from '#domain/api-answer-schemas.ts';
import { SummaryRow } from '#app/components/ui/summary-row.tsx';
import { orderMoney } from './order-display';

/** Subtotal, discount (with its coupon), shipping and total, as the details dialog and the order page show them. */
export function OrderTotals({ order, className }: { order: AdminOrder; className?: string }) {
  const money = (amount: number) => orderMoney(amount, order.currency);
  const discount = order.total - order.discountedTotal;
  return (
    <dl className={`grid gap-1 ${className ?? ''}`}>
      <SummaryRow label="Subtotal" value={money(order.total)} />
      <SummaryRow
        label={order.couponCode ? `Discount (${order.couponCode})` : 'Discount'}
        value={discount > 0 ? `-${money(discount)}` : money(0)}
      />
      <SummaryRow label="Shipping" value={money(order.shippingCost)} />
      <SummaryRow
        label="Total"
        value={money(order.finalTotal)}
        className="mt-1 border-t border-line pt-2 font-semibold"
      />
    </dl>
  );
}
