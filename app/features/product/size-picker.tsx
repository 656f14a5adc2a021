import { Trans, useLingui } from '@lingui/react/macro';
import { cx } from '#app/components/ui/cx.ts';

/**
 * SPEC §2 size buttons: the sizes in stock in some colour; those sold out in the chosen
 * colour are disabled and struck through. A radio group, so exactly one size is chosen
 * and arrow keys move between the sizes that can be chosen.
 */
export function SizePicker({
  sizes,
  value,
  stockOf,
  onChange,
}: {
  sizes: readonly string[];
  value: string | null;
  /** Units of a size in the chosen colour. */
  stockOf: (size: string) => number;
  onChange: (size: string) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset>
      <legend className="text-xs font-semibold uppercase tracking-[0.2em]">
        <Trans>Size</Trans>
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {sizes.map((size) => {
          const soldOut = stockOf(size) <= 0;
          return (
            <label key={size} className={cx('relative', soldOut ? 'cursor-not-allowed' : 'cursor-pointer')}>
              <input
                type="radio"
                name="size"
                value={size}
                checked={value === size}
                disabled={soldOut}
                onChange={() => onChange(size)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={cx(
                  'flex h-11 min-w-14 items-center justify-center border px-3 text-sm transition-colors',
                  'border-neutral-300 hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink',
                  'peer-disabled:border-line peer-disabled:bg-neutral-50 peer-disabled:text-neutral-500 peer-disabled:line-through',
                )}
              >
                {size}
              </span>
              <span className="sr-only">{soldOut ? t`${size}, sold out in this color` : size}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
