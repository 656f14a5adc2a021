import { useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';

const stepButton =
  'flex size-10 items-center justify-center text-ink transition-colors hover:bg-neutral-100 focus-visible:outline-offset-0 aria-disabled:cursor-not-allowed aria-disabled:text-neutral-400 aria-disabled:hover:bg-transparent';

/**
 * SPEC §2 quantity stepper: minus is disabled at 1, plus at the most the line may hold.
 * Disabled through aria-disabled, so a keyboard user who reaches a limit keeps focus on
 * the button instead of being dropped to the top of the page.
 */
export function QuantityStepper({
  label,
  quantity,
  max,
  onChange,
}: {
  /** Names the line, e.g. "Linen Shirt (Red, M)". */
  label: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useLingui();
  const atMin = quantity <= 1;
  const atMax = quantity >= max;
  return (
    <div
      role="group"
      aria-label={t`Quantity of ${label}`}
      className="inline-flex h-10 items-center border border-neutral-300"
    >
      <button
        type="button"
        aria-label={t`Decrease quantity of ${label}`}
        aria-disabled={atMin}
        onClick={() => {
          if (!atMin) onChange(quantity - 1);
        }}
        className={stepButton}
      >
        <Icon node={Minus} aria-hidden="true" className="size-4" strokeWidth={1.5} />
      </button>
      <span className="min-w-10 px-1 text-center text-sm tabular-nums">{quantity}</span>
      <button
        type="button"
        aria-label={t`Increase quantity of ${label}`}
        aria-disabled={atMax}
        onClick={() => {
          if (!atMax) onChange(quantity + 1);
        }}
        className={stepButton}
      >
        <Icon node={Plus} aria-hidden="true" className="size-4" strokeWidth={1.5} />
      </button>
    </div>
  );
}
