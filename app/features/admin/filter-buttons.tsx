import { cx } from '#app/components/ui/cx.ts';

/**
 * A back-office list's filter: one pressed button per choice (aria-pressed), side by side in a
 * bordered strip that wraps to two rows on a phone. `count`, when given, shows how many each
 * choice holds beside its label ("–" while unknown).
 */
export function FilterButtons<T extends string>({
  label,
  options,
  current,
  onChoose,
  count,
}: {
  /** What the group chooses, for a screen reader ("Show messages"). */
  label: string;
  options: readonly { value: T; label: string }[];
  current: T;
  onChoose: (value: T) => void;
  count?: (value: T) => number | undefined;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="mb-6 mt-8 flex flex-wrap gap-px border border-ink bg-ink sm:w-fit sm:gap-0"
    >
      {options.map(({ value, label: text }) => {
        const pressed = current === value;
        const n = count?.(value);
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChoose(value)}
            className={cx(
              'flex flex-1 items-center justify-center gap-2 px-3 py-2 text-xs font-medium uppercase tracking-[0.15em] transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 sm:flex-none sm:px-4',
              pressed ? 'bg-ink text-white' : 'bg-white text-ink hover:bg-neutral-100',
            )}
          >
            {text}
            {count ? (
              <span
                data-testid={`filter-count-${value}`}
                className={cx('tabular-nums', pressed ? 'text-neutral-300' : 'text-muted')}
              >
                {n ?? '–'}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
