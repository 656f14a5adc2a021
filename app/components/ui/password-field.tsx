import { Eye, EyeOff } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useState } from 'react';
import { cx } from './cx';
import { borderStyles, Field, inputStyles, type FieldProps } from './form-fields';

/** The toggle's names, in the page's language: "Show password" (its name; pressed shows it) and its tooltip once shown. */
export interface RevealLabels {
  show: string;
  hide: string;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  labelAside,
  className,
  reveal,
  ...input
}: Omit<FieldProps, 'type'> & { reveal: RevealLabels }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            className={cx(inputStyles, 'pr-12', borderStyles(error))}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-controls={control.id}
            aria-pressed={visible}
            aria-label={reveal.show}
            title={visible ? reveal.hide : reveal.show}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center text-neutral-600 hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2"
          >
            {visible ? (
              <Icon node={EyeOff} aria-hidden="true" className="size-5" strokeWidth={1.5} />
            ) : (
              <Icon node={Eye} aria-hidden="true" className="size-5" strokeWidth={1.5} />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
