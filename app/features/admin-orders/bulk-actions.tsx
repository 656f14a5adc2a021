import { ChevronDown, Download } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { BULK_ORDER_STATUSES, BULK_STATUS_TEXT, type BulkOrderStatus } from '#domain/bulk-order-status.ts';
import { statusLabel } from './order-display';

/**
 * The bar above the shown orders: select every order on the page, then change their status
 * or export them together. Always there while orders are shown (its controls are disabled
 * until something is selected), so selecting moves nothing on the screen.
 */
export function BulkActions({
  shown,
  selected,
  busy,
  onSelectAll,
  onStatus,
  onExport,
}: {
  /** Orders on the page. */
  shown: number;
  /** How many of them are selected. */
  selected: number;
  busy: boolean;
  onSelectAll: (selected: boolean) => void;
  onStatus: (status: BulkOrderStatus) => void;
  onExport: () => void;
}) {
  const statusId = useId();
  const hintId = useId();
  const [status, setStatus] = useState<BulkOrderStatus | ''>('');
  const allBox = useRef<HTMLInputElement>(null);
  const all = shown > 0 && selected === shown;
  useEffect(() => {
    // Some but not all: the box says so (a property only, no attribute for it).
    if (allBox.current) allBox.current.indeterminate = selected > 0 && !all;
  }, [selected, all]);

  return (
    <div
      role="region"
      aria-label="Selected orders"
      className="flex flex-col gap-2 border border-line bg-neutral-50 px-3 py-2 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="flex items-center gap-3 text-sm">
        <label className="inline-flex items-center gap-2">
          <input
            ref={allBox}
            type="checkbox"
            checked={all}
            onChange={(event) => onSelectAll(event.target.checked)}
            className="size-4 accent-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
          />
          Select all on this page
        </label>
        <span className="tabular-nums text-muted" data-testid="selected-count">
          {selected} selected
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={statusId} className="text-sm">
          Change status to
        </label>
        <div className="relative">
          <select
            id={statusId}
            aria-describedby={hintId}
            value={status}
            onChange={(event) => setStatus(event.target.value as BulkOrderStatus | '')}
            className="h-9 w-36 appearance-none border border-neutral-300 bg-white pl-3 pr-8 text-sm hover:border-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
          >
            <option value="">Choose…</option>
            {BULK_ORDER_STATUSES.map((choice) => (
              <option key={choice} value={choice}>
                {statusLabel(choice)}
              </option>
            ))}
          </select>
          <Icon
            node={ChevronDown}
            aria-hidden="true"
            className="pointer-events-none absolute right-2.5 top-1/2 size-4 -translate-y-1/2 text-neutral-500"
          />
        </div>
        <Button
          variant="secondary"
          className="h-9 px-3"
          disabled={selected === 0 || status === '' || busy}
          onClick={() => status !== '' && onStatus(status)}
        >
          {busy ? 'Changing...' : 'Apply to selected'}
        </Button>
        <Button variant="secondary" className="h-9 px-3" disabled={selected === 0} onClick={onExport}>
          <Icon node={Download} aria-hidden="true" className="size-3.5" />
          Export selected
        </Button>
        <p id={hintId} className="w-full text-xs text-muted lg:w-auto">
          {BULK_STATUS_TEXT.shipOneByOne}
        </p>
      </div>
    </div>
  );
}
