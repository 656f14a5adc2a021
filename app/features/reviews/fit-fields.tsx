import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { cx } from '#app/components/ui/cx.ts';
import { SelectField } from '#app/components/ui/form-fields.tsx';
import { FIT_ANSWERS, type FitAnswer } from '#domain/fit-advice.ts';
import type { FieldRegistration } from '#app/lib/use-form.ts';
import { FIT_NAMES } from './fit-names';

/**
 * The review form's optional fit questions (decision 65): how it fits, as a native radio
 * group (arrow keys, Tab and screen readers work as with any), with "No answer" to take a
 * choice back; and the size bought, a native select of the product's sizes.
 */
export function FitFields({
  fit,
  onFit,
  sizes,
  sizeField,
  fitError,
  sizeError,
}: {
  fit: FitAnswer | '';
  onFit: (fit: FitAnswer | '') => void;
  /** The product's sizes; the size question is left out for a product without any. */
  sizes: readonly string[];
  sizeField: FieldRegistration;
  fitError?: string;
  sizeError?: string;
}) {
  const { t, i18n } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  const options: Array<{ value: FitAnswer | ''; label: string }> = [
    ...FIT_ANSWERS.map((answer) => ({ value: answer, label: i18n._(FIT_NAMES[answer].option) })),
    { value: '', label: t`No answer` },
  ];
  return (
    <>
      <fieldset aria-describedby={fitError ? errorId : undefined}>
        <legend className="mb-2 text-xs font-medium uppercase tracking-[0.15em]">
          <Trans>How does it fit? (optional)</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {options.map((option) => (
            <label
              key={option.value || 'none'}
              className={cx(
                'cursor-pointer border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink',
                fit === option.value ? 'border-ink bg-ink text-white' : 'border-neutral-300 hover:border-neutral-500',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={fit === option.value}
                onChange={() => onFit(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
        {fitError ? (
          <p id={errorId} className="mt-2 text-sm text-sale">
            {fitError}
          </p>
        ) : null}
      </fieldset>
      {sizes.length > 0 ? (
        <SelectField label={t`Size you bought (optional)`} error={sizeError} {...sizeField}>
          <option value="">{t`Not saying`}</option>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      ) : null}
    </>
  );
}
