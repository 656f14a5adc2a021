import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './cx';

const controlStyles =
  'block w-full rounded-none border bg-white px-4 text-[15px] text-ink placeholder:text-neutral-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:bg-neutral-50';
export const inputStyles = `h-12 ${controlStyles}`;

export type FieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra content at the right of the label row (e.g. 'Forgot password?'). */
  labelAside?: ReactNode;
};

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** What a field's control needs to be labelled and described: spread it onto the input or select. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export const borderStyles = (error: string | undefined) =>
  error ? 'border-sale' : 'border-neutral-300 hover:border-neutral-500';

/** The frame every field shares: the label row, the control, then its hint and inline error, linked for screen readers. */
export function Field({
  label,
  error,
  hint,
  labelAside,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  labelAside?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="mb-2 flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-xs font-medium uppercase tracking-[0.15em]">
          {label}
        </label>
        {labelAside}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint !== undefined && hintId, error && errorId),
      })}
      {hint !== undefined ? (
        <p id={hintId} className="mt-2 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and its inline error. */
export function TextField({ label, error, hint, labelAside, className, ...input }: FieldProps) {
  return (
    <Field label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      {(control) => <input {...control} className={cx(inputStyles, borderStyles(error))} {...input} />}
    </Field>
  );
}

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & { label: string; error?: string; hint?: ReactNode };

/** A labelled multi-line input (a message, a description) with its hint and inline error. */
export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          className={cx(controlStyles, 'min-h-40 py-3 leading-6', borderStyles(error))}
          {...textarea}
        />
      )}
    </Field>
  );
}

type SelectProps = Omit<ComponentProps<'select'>, 'id'> & { label: string; error?: string; hint?: ReactNode };

/** A labelled native select (keyboard and autofill work as the platform does) with its hint and error. */
export function SelectField({ label, error, hint, className, children, ...select }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} className={cx(inputStyles, 'appearance-auto pr-3', borderStyles(error))} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** The e-mail field every account form starts with. */
export function EmailField(props: Omit<FieldProps, 'label' | 'type'> & { label?: string }) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" spellCheck={false} {...props} />;
}
