import { Eye, Mail, MapPin, Phone } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { AdminOrder } from '#domain/api-answer-schemas.ts';
import { orderNumber, type OrderStatus } from '#domain/orders.ts';
import { countryName } from '#app/features/orders/index.ts';
import { OrderBadges } from './order-badges';
import { itemCountText, orderDateTime, orderMoney } from './order-display';
import { SelectOrderBox } from './select-order-box';
import { StatusSelect } from './status-select';

/**
 * One order in the list (SPEC §2): number, badges, customer, date, total, items, place,
 * status dropdown, View Details; and the box that selects it for a bulk change or export.
 */
export function OrderRow({
  order,
  selected,
  onSelect,
  onStatusChange,
  onView,
}: {
  order: AdminOrder;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onStatusChange: (status: OrderStatus) => void;
  onView: () => void;
}) {
  const number = orderNumber(order._id);
  return (
    <li
      data-testid="order-row"
      className="grid gap-4 px-4 py-4 sm:grid-cols-2 sm:px-5 xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1.3fr)_minmax(0,0.7fr)_auto] xl:items-center"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <SelectOrderBox orderId={order._id} selected={selected} onSelect={onSelect} />
          <h3 className="font-mono text-sm font-semibold">Order #{number}</h3>
        </div>
        <div className="mt-2">
          <OrderBadges order={order} />
        </div>
        <p className="mt-2 text-xs text-muted">
          <time dateTime={order.createdAt}>{orderDateTime(order.createdAt)}</time>
        </p>
      </div>

      <div className="min-w-0 text-sm">
        <p className="truncate font-medium">{order.user.name}</p>
        <p className="mt-1 flex items-center gap-1.5 truncate text-neutral-700">
          <Icon node={Mail} aria-hidden="true" className="size-3.5 shrink-0 text-neutral-400" />
          <span className="sr-only">Email: </span>
          <span className="truncate">{order.user.email}</span>
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-neutral-700">
          <Icon node={Phone} aria-hidden="true" className="size-3.5 shrink-0 text-neutral-400" />
          <span className="sr-only">Phone: </span>
          {order.shippingAddress.phone}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-neutral-700">
          <Icon node={MapPin} aria-hidden="true" className="size-3.5 shrink-0 text-neutral-400" />
          <span className="sr-only">Ships to: </span>
          {order.shippingAddress.city}, {countryName(order.shippingAddress.country)}
        </p>
      </div>

      <div className="text-sm">
        <p className="text-base font-semibold tabular-nums">
          <span className="sr-only">Total: </span>
          {orderMoney(order.finalTotal, order.currency)}
        </p>
        <p className="mt-1 text-xs text-muted">
          {order.currency} · {itemCountText(order)}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
        <StatusSelect orderId={order._id} value={order.orderStatus} onChange={onStatusChange} />
        <Button
          variant="secondary"
          className="h-9 px-3"
          onClick={onView}
          aria-label={`View details of order #${number}`}
        >
          <Icon node={Eye} aria-hidden="true" className="size-3.5" /> View Details
        </Button>
      </div>
    </li>
  );
}
