import type { OrderStatusFilter } from '#domain/admin-orders.ts';
import type { AdminOrderCounts } from '#domain/api-answer-schemas.ts';
import { ORDER_STATUSES } from '#domain/orders.ts';
import { cx } from '#app/components/ui/cx.ts';
import { statusLabel } from './order-display';

const COUNTERS: { key: keyof AdminOrderCounts; label: string; filter: OrderStatusFilter }[] = [
  { key: 'total', label: 'Total Orders', filter: 'all' },
  ...ORDER_STATUSES.map((status) => ({ key: status, label: statusLabel(status), filter: status })),
];

/**
 * SPEC §2's six counters (total and each order status) over the searched orders. Each is
 * also a shortcut to that status filter; the one in use is marked pressed.
 */
export function OrderCounters({
  counts,
  active,
  onPick,
}: {
  counts: AdminOrderCounts | undefined;
  active: OrderStatusFilter;
  onPick: (filter: OrderStatusFilter) => void;
}) {
  return (
    <ul aria-label="Order counts" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {COUNTERS.map(({ key, label, filter }) => (
        <li key={key}>
          <button
            type="button"
            aria-pressed={active === filter}
            onClick={() => onPick(filter)}
            className={cx(
              'w-full border bg-white px-4 py-3 text-left transition-colors hover:border-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
              active === filter ? 'border-ink' : 'border-line',
            )}
          >
            <span className="block text-xs uppercase tracking-[0.15em] text-muted">{label}</span>
            <span data-testid={`count-${key}`} className="mt-1 block text-2xl font-semibold tabular-nums">
              {counts ? counts[key] : '–'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
