/**
 * The store's form state: uncontrolled fields, checked by a validator (the API's own
 * schema, loaded lazily, app/lib/lazy-validation) on submit, then again as fields change.
 * It keeps the part of react-hook-form's API and behaviour the storefront's forms used
 * (register, handleSubmit, setError, errors.<field>.message, errors.root.server.message),
 * at a tenth of its size: the forms' pages stay within the storefront's first-load budget.
 *
 * When a field is checked:
 * - 'onSubmit' (the default): not before the first submit;
 * - 'onTouched': when the field first loses focus, then on every change;
 * - after a submit, in either mode: on every change.
 * A failed submit focuses the first field (in the order the form registered them) that has
 * an error, so keyboard and screen reader users land on it.
 */
import { useReducer, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';

export interface FieldError {
  message: string;
}

type FieldName<T> = Extract<keyof T, string>;

/** One message per field (the first the schema gives), and the form's own (a failed call). */
export type FormErrors<T> = Partial<Record<FieldName<T>, FieldError>> & { root?: { server?: FieldError } };

/** What a validator answers: the values as the schema outputs them (trimmed, normalised), or each field's message. */
export type Validation<T> = { ok: true; values: T } | { ok: false; errors: Partial<Record<FieldName<T>, string>> };

export type Validator<T> = (values: T) => Promise<Validation<T>>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type FieldEvent = ChangeEvent<FieldElement>;

export interface RegisterOptions {
  /** Runs after the form has taken the new value (e.g. clearing a field that depends on this one). */
  onChange?: (event: FieldEvent) => void;
}

/** What `register(name)` gives: spread it onto the field's input, select or textarea. */
export interface FieldRegistration {
  name: string;
  ref: (element: FieldElement | null) => (() => void) | undefined;
  onChange: (event: FieldEvent) => void;
  onBlur: (event: FocusEvent<FieldElement>) => void;
}

/** The forms' values: text, as fields hold it. */
export type FormValues<T> = { [K in keyof T]: string | undefined };

export function useForm<T extends FormValues<T>>({ defaultValues, validate, mode = 'onSubmit' }: { defaultValues: T; validate: Validator<T>; mode?: 'onSubmit' | 'onTouched' }) {
  // The values live outside React state, as the fields do: typing re-renders nothing but errors.
  const values = useRef<T>(null as unknown as T);
  values.current ??= { ...defaultValues };
  const elements = useRef(new Map<FieldName<T>, FieldElement>());
  const order = useRef(new Set<FieldName<T>>());
  const touched = useRef(new Set<FieldName<T>>());
  const watched = useRef(new Set<FieldName<T>>());
  const registrations = useRef(new Map<FieldName<T>, FieldRegistration>());
  const options = useRef(new Map<FieldName<T>, RegisterOptions | undefined>());
  const submitted = useRef(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, FieldError>>({});
  const [rootError, setRootError] = useState<FieldError | undefined>(undefined);
  const [isSubmitting, setSubmitting] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // The fields' handlers are made once (below) and read the latest settings through this.
  const settings = useRef({ validate, mode });
  settings.current = { validate, mode };

  const setFieldError = (name: FieldName<T>, message: string | undefined) =>
    setFieldErrors((current) => {
      if (current[name]?.message === message) return current;
      const next = { ...current };
      if (message === undefined) delete next[name];
      else next[name] = { message };
      return next;
    });

  /** Checks the whole form (rules may join fields) and shows or clears this field's message. */
  async function check(name: FieldName<T>): Promise<boolean> {
    const result = await settings.current.validate(values.current);
    const message = result.ok ? undefined : result.errors[name];
    setFieldError(name, message);
    return message === undefined;
  }

  function shouldCheck(name: FieldName<T>, event: 'change' | 'blur'): boolean {
    if (submitted.current) return event === 'change';
    if (settings.current.mode === 'onTouched') return event === 'blur' || touched.current.has(name);
    return false;
  }

  function register(name: FieldName<T>, registerOptions?: RegisterOptions): FieldRegistration {
    order.current.add(name);
    options.current.set(name, registerOptions);
    // One object per field: a new ref callback on every render would reset the field each time.
    let registration = registrations.current.get(name);
    if (!registration) {
      registration = {
        name,
        ref: (element) => {
          if (!element) return undefined;
          elements.current.set(name, element);
          // A field mounted later (a select replacing a text input) shows the value the form holds.
          element.value = values.current[name] ?? '';
          return () => {
            if (elements.current.get(name) === element) elements.current.delete(name);
          };
        },
        onChange: (event) => {
          values.current = { ...values.current, [name]: event.target.value };
          options.current.get(name)?.onChange?.(event);
          if (watched.current.has(name)) rerender();
          if (shouldCheck(name, 'change')) void check(name);
        },
        onBlur: () => {
          touched.current.add(name);
          if (shouldCheck(name, 'blur')) void check(name);
        },
      };
      registrations.current.set(name, registration);
    }
    return registration;
  }

  function handleSubmit(onValid: (values: T) => unknown) {
    return async (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitting(true);
      try {
        // As a new try, the last failure's message goes.
        setRootError(undefined);
        const result = await validate(values.current);
        submitted.current = true;
        if (!result.ok) {
          const found: Record<string, FieldError> = {};
          for (const [name, message] of Object.entries(result.errors)) if (typeof message === 'string') found[name] = { message };
          setFieldErrors(found);
          const first = [...order.current].find((name) => found[name]);
          if (first) elements.current.get(first)?.focus();
          return;
        }
        setFieldErrors({});
        await onValid(result.values);
      } finally {
        setSubmitting(false);
      }
    };
  }

  return {
    register,
    handleSubmit,
    formState: { errors: { ...fieldErrors, root: rootError && { server: rootError } } as FormErrors<T>, isSubmitting },
    /** A field's message, or the form's own ('root.server'). */
    setError: (name: FieldName<T> | 'root.server', error: FieldError) => {
      if (name === 'root.server') setRootError(error);
      else setFieldError(name, error.message);
    },
    clearErrors: (name: FieldName<T> | 'root') => {
      if (name === 'root') setRootError(undefined);
      else setFieldError(name, undefined);
    },
    /** Checks one field now; true when it is valid. */
    trigger: check,
    getValues: <K extends FieldName<T>>(name: K): T[K] => values.current[name],
    setValue: <K extends FieldName<T>>(name: K, value: T[K] & string) => {
      values.current = { ...values.current, [name]: value };
      const element = elements.current.get(name);
      if (element) element.value = value;
      if (watched.current.has(name)) rerender();
    },
    /** The field's current value; the form re-renders when it changes. */
    watch: <K extends FieldName<T>>(name: K): T[K] => {
      watched.current.add(name);
      return values.current[name];
    },
  };
}
