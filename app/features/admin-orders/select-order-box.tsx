import { orderNumber } from '#domain/orders.ts';

/** The box that selects one order for a bulk change or export, named after the order for screen readers. */
export function SelectOrderBox({
  orderId,
  selected,
  onSelect,
}: {
  orderId: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Select order #${orderNumber(orderId)}`}
      checked={selected}
      onChange={(event) => onSelect(event.target.checked)}
      className="size-4 shrink-0 accent-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
    />
  );
}
