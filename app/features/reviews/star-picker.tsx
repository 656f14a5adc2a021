import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useId } from 'react';
import { cx } from '#app/components/ui/cx.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Choosing 1 to 5 stars: a native radio group under the painted stars, so arrow keys,
 * Tab and screen readers work as with any radio group.
 */
export function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const name = useId();
  const { t } = useLingui();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-xs font-medium uppercase tracking-[0.15em]">
        <Trans>Your rating</Trans>
      </legend>
      <div className="flex gap-1" role="radiogroup" aria-invalid={error ? true : undefined}>
        {STARS.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              aria-label={t`${plural(stars, { one: '# star', other: '# stars' })}`}
            />
            <Icon
              node={Star}
              aria-hidden="true"
              className={cx('size-7', value !== null && stars <= value ? 'text-ink' : 'text-neutral-300')}
              fill={value !== null && stars <= value ? 'currentColor' : 'none'}
              strokeWidth={1.5}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-sale">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
