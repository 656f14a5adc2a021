import { X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';

/**
 * What the last bulk status change did ("3 changed, 1 refused: #0a1b2c3d not paid …"), kept
 * on screen until dismissed — refusals are to act on, not to catch in a passing toast. The
 * live region is always there, so screen readers announce the outcome when it appears.
 */
export function BulkOutcome({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  return (
    <div role="status" data-testid="bulk-outcome">
      {text ? (
        <div className="flex items-start justify-between gap-3 border border-line bg-white px-3 py-2 text-sm">
          <p>{text}</p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss the outcome"
            className="inline-flex size-6 shrink-0 items-center justify-center text-neutral-500 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
          >
            <Icon node={X} aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
