import { Eye } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import type { AdminOrder } from '#domain/api-answer-schemas.ts';
import { orderNumber, type OrderStatus } from '#domain/orders.ts';
import { countryName } from '#app/features/orders/index.ts';
import { OrderBadges } from './order-badges';
import { itemCount, orderDateTime, orderMoney } from './order-display';
import { SelectOrderBox } from './select-order-box';
import { StatusSelect } from './status-select';

const HEADERS = [
  'Order',
  'Date',
  'Customer',
  'Email',
  'Total',
  'Items',
  'Ships to',
  'Status',
  'Change status',
] as const;

/**
 * The compact view of the orders screen: one line per order, in a table a screen reader can
 * walk by row and column. The same facts as the SPEC rows (the phone is in the details),
 * the same selection, status dropdown and details.
 */
export function OrderTable({
  orders,
  selected,
  onSelect,
  onStatusChange,
  onView,
}: {
  orders: readonly AdminOrder[];
  selected: ReadonlySet<string>;
  onSelect: (order: AdminOrder, selected: boolean) => void;
  onStatusChange: (order: AdminOrder, status: OrderStatus) => void;
  onView: (order: AdminOrder) => void;
}) {
  return (
    <div className="overflow-x-auto border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders, one per line</caption>
        <thead className="border-b border-line bg-neutral-50 text-xs font-medium uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <span className="sr-only">Selected</span>
            </th>
            {HEADERS.map((header) => (
              <th
                key={header}
                scope="col"
                className={`whitespace-nowrap px-3 py-2 ${header === 'Total' ? 'text-right' : ''}`}
              >
                {header}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => {
            const number = orderNumber(order._id);
            return (
              <tr key={order._id} data-testid="order-row" className="whitespace-nowrap hover:bg-neutral-50">
                <td className="px-3 py-1.5">
                  <SelectOrderBox
                    orderId={order._id}
                    selected={selected.has(order._id)}
                    onSelect={(checked) => onSelect(order, checked)}
                  />
                </td>
                <th scope="row" className="px-3 py-1.5 font-mono font-semibold">
                  <span className="sr-only">Order </span>#{number}
                </th>
                <td className="px-3 py-1.5 text-muted">
                  <time dateTime={order.createdAt}>{orderDateTime(order.createdAt)}</time>
                </td>
                <td className="max-w-48 truncate px-3 py-1.5 font-medium" title={order.user.name}>
                  {order.user.name}
                </td>
                <td className="max-w-56 truncate px-3 py-1.5 text-neutral-700" title={order.user.email}>
                  {order.user.email}
                </td>
                <td className="px-3 py-1.5 text-right font-semibold tabular-nums">
                  {orderMoney(order.finalTotal, order.currency)}
                </td>
                <td className="px-3 py-1.5 tabular-nums">{itemCount(order)}</td>
                <td className="max-w-48 truncate px-3 py-1.5 text-neutral-700">
                  {order.shippingAddress.city}, {countryName(order.shippingAddress.country)}
                </td>
                <td className="px-3 py-1.5">
                  <OrderBadges order={order} oneLine />
                </td>
                <td className="px-3 py-1">
                  <StatusSelect
                    orderId={order._id}
                    value={order.orderStatus}
                    onChange={(status) => onStatusChange(order, status)}
                  />
                </td>
                <td className="px-3 py-1">
                  <button
                    type="button"
                    onClick={() => onView(order)}
                    aria-label={`View details of order #${number}`}
                    className="inline-flex size-9 items-center justify-center text-neutral-600 hover:bg-neutral-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
                  >
                    <Icon node={Eye} aria-hidden="true" className="size-4" />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
