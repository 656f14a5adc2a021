import { ChevronDown } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { formatMoney, toCents } from '../../../domain/money';
import type { ApiOrder } from '../../../domain/orders';
import { itemCountText, orderDate } from './order-display';
import { OrderView } from './order-view';
import { OrderStatusBadges } from './status-badge';

/**
 * The signed-in shopper's orders, newest first. Each row is a native disclosure: its
 * summary (number, date, statuses, items, total) opens the whole order, by mouse or keyboard.
 */
export function OrderHistory({ orders }: { orders: ApiOrder[] }) {
  if (orders.length === 0) {
    return (
      <div className="border border-line px-6 py-10 text-center">
        <p className="text-sm font-medium">You have not placed any orders yet.</p>
        <p className="mt-2 text-sm text-muted">When you do, they will appear here with their status.</p>
        <ButtonLink to="/products" className="mt-6">
          Continue Shopping
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-line border-y border-line">
      {orders.map((order) => (
        <li key={order._id}>
          <details className="group">
            <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-6 gap-y-2 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden">
              <span className="min-w-[9rem]">
                <span className="block font-semibold">Order #{order.number}</span>
                <span className="block text-sm text-muted">
                  <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time>
                </span>
              </span>
              <OrderStatusBadges orderStatus={order.orderStatus} paymentStatus={order.paymentStatus} />
              <span className="ml-auto flex items-center gap-4 text-sm">
                <span className="text-muted">{itemCountText(order.items)}</span>
                <span className="font-semibold tabular-nums">{formatMoney(toCents(order.finalTotal), order.currency)}</span>
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" strokeWidth={1.5} />
                <span className="sr-only">Show order details</span>
              </span>
            </summary>
            <div className="pb-8 pt-2">
              <OrderView order={order} showHeader={false} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
