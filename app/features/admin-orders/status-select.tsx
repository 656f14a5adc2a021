import { ChevronDown } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { ORDER_STATUSES, orderNumber, type OrderStatus } from '#domain/orders.ts';
import { statusLabel } from './order-display';

/** The row's inline order status dropdown (SPEC §2): any status may be chosen from any other. */
export function StatusSelect({
  orderId,
  value,
  onChange,
}: {
  orderId: string;
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
}) {
  return (
    <div className="relative">
      <select
        aria-label={`Status of order #${orderNumber(orderId)}`}
        value={value}
        onChange={(event) => onChange(event.target.value as OrderStatus)}
        className="h-9 w-full appearance-none border border-neutral-300 bg-white pl-3 pr-8 text-sm hover:border-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink sm:w-36"
      >
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </select>
      <Icon
        node={ChevronDown}
        aria-hidden="true"
        className="pointer-events-none absolute right-2.5 top-1/2 size-4 -translate-y-1/2 text-neutral-500"
      />
    </div>
  );
}
