import { Trans, useLingui } from '@lingui/react/macro';
import { cx } from '#app/components/ui/cx.ts';
import { useColorName } from '#app/features/catalog/index.ts';
import { swatchBackground } from '#app/components/ui/swatch-colors.ts';

/**
 * SPEC §2 colour swatches: a radio group (arrow keys move between colours), each swatch
 * filled with its SPEC §3 colour or the neutral swatch, named by its colour.
 */
export function ColorSwatches({
  colors,
  value,
  soldOut,
  onChange,
}: {
  colors: readonly string[];
  value: string | null;
  /** Colours with no size in stock: still choosable (to see them), marked sold out. */
  soldOut: ReadonlySet<string>;
  onChange: (color: string) => void;
}) {
  const { t } = useLingui();
  const colorName = useColorName();
  return (
    <fieldset>
      <legend className="text-xs font-semibold uppercase tracking-[0.2em]">
        <Trans>Color</Trans>
        {value ? (
          <span aria-hidden="true" className="ml-2 font-normal normal-case tracking-normal text-neutral-600">
            {colorName(value)}
          </span>
        ) : null}
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {colors.map((color) => {
          const label = colorName(color);
          const isSoldOut = soldOut.has(color);
          return (
            <label key={color} title={isSoldOut ? t`${label} (sold out)` : label} className="relative cursor-pointer">
              <input
                type="radio"
                name="color"
                value={color}
                checked={value === color}
                onChange={() => onChange(color)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                style={{ background: swatchBackground(color) }}
                className={cx(
                  'block size-9 rounded-full border border-neutral-300 ring-ink ring-offset-2 transition-shadow peer-checked:ring-2',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-6 peer-focus-visible:outline-ink',
                  isSoldOut && 'opacity-40',
                )}
              />
              <span className="sr-only">{isSoldOut ? t`${label}, sold out` : label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
