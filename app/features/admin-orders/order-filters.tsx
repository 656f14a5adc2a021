import { useId } from 'react';
import {
  ORDER_STATUS_FILTERS,
  PAYMENT_STATUS_FILTERS,
  type OrderStatusFilter,
  type PaymentStatusFilter,
} from '#domain/admin-orders.ts';
import { Button } from '#app/components/ui/button.tsx';
import { statusLabel } from './order-display';

function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-44 flex-1 flex-col gap-1.5 sm:flex-none">
      <label htmlFor={id} className="text-xs font-medium uppercase tracking-[0.15em] text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-10 border border-neutral-300 bg-white px-3 text-sm hover:border-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option === 'all' ? 'All' : statusLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** SPEC §2's filter panel: order status and payment status, each with 'All'. */
export function OrderFilters({
  id,
  orderStatus,
  paymentStatus,
  onOrderStatus,
  onPaymentStatus,
}: {
  id: string;
  orderStatus: OrderStatusFilter;
  paymentStatus: PaymentStatusFilter;
  onOrderStatus: (value: OrderStatusFilter) => void;
  onPaymentStatus: (value: PaymentStatusFilter) => void;
}) {
  const filtered = orderStatus !== 'all' || paymentStatus !== 'all';
  return (
    <div
      id={id}
      role="group"
      aria-label="Filters"
      className="flex flex-wrap items-end gap-4 border border-line bg-white p-4"
    >
      <FilterSelect label="Order status" value={orderStatus} options={ORDER_STATUS_FILTERS} onChange={onOrderStatus} />
      <FilterSelect
        label="Payment status"
        value={paymentStatus}
        options={PAYMENT_STATUS_FILTERS}
        onChange={onPaymentStatus}
      />
      {filtered ? (
        <Button
          variant="ghost"
          className="h-10"
          onClick={() => {
            onOrderStatus('all');
            onPaymentStatus('all');
          }}
        >
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
