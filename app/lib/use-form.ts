/**
 * The store's form state: uncontrolled fields, checked by a validator (the API's own
 * schema, loaded lazily, app/lib/lazy-validation) on submit, then again as fields change.
 * It keeps the part of react-hook-form's API and behaviour the storefront's forms used
 * (register, handleSubmit, setError, errors.<field>.message, errors.root.server.message)
 * at a tenth of its size, so the forms' pages stay within the storefront's first-load
 * budget (decision 39).
 *
 * When a field is checked:
 * - 'onSubmit' (the default): not before the first submit;
 * - 'onTouched': when the field first loses focus, then on every change;
 * - after a submit, in those two modes: on every change;
 * - 'clearOnEdit': only on submit; editing a field clears its message (the back office's
 *   coupon form, SPEC §5).
 * A failed submit focuses the field with an error that comes first on the page, so keyboard
 * and screen reader users land on it; so does a call the server refused with messages for
 * fields (setSubmitError).
 *
 * Rows of fields (a list the user adds to, removes from and reorders) are
 * app/lib/use-field-array.ts, on top of this hook: only the back office has them.
 */
import { useEffect, useState, useSyncExternalStore, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { ApiError, errorText } from './api-error';

export interface FieldError {
  message: string;
}

type FieldName<T> = Extract<keyof T, string>;

/** One message per field (the first the schema gives), and the form's own (a failed call). */
export type FormErrors<T> = Partial<Record<FieldName<T>, FieldError>> & { root?: { server?: FieldError } };

/** What a validator answers: the values as the schema outputs them (trimmed, normalised), or each field's message. */
export type Validation<T> = { ok: true; values: T } | { ok: false; errors: Partial<Record<FieldName<T>, string>> };

export type Validator<T> = (values: T) => Promise<Validation<T>>;

/** The forms' values: text, as fields hold it, or a checkbox's state. */
export type FormValues<T> = { [K in keyof T]: string | boolean | undefined };

type Mode = 'onSubmit' | 'onTouched' | 'clearOnEdit';
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

interface Snapshot<T> {
  errors: FormErrors<T>;
  isSubmitting: boolean;
  /** Counts changes of watched fields, so a form that shows one re-renders. */
  watchedChanges: number;
}

const isCheckbox = (element: FieldElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === 'checkbox';

/** What the field holds now. */
function currentValue(element: FieldElement): string | boolean {
  return isCheckbox(element) ? element.checked : element.value;
}

function show(element: FieldElement, value: string | boolean | undefined) {
  if (isCheckbox(element)) element.checked = value === true;
  else if (element.value !== (value ?? '')) element.value = String(value ?? '');
}

/** The value a field had when it was parsed or created, before anyone typed into it. */
function initialValue(element: FieldElement): string | boolean {
  if (isCheckbox(element)) return element.defaultChecked;
  if (!(element instanceof HTMLSelectElement)) return element.defaultValue;
  const options = Array.from(element.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * The form outside React: values live with the fields (typing re-renders nothing but
 * messages), and components read the snapshot through useSyncExternalStore.
 */
function createForm<T extends FormValues<T>>(
  defaultValues: T,
  initial: { validate: Validator<T>; mode: Mode },
  initialErrors: FormErrors<T> | undefined,
) {
  let values: T = { ...defaultValues };
  let settings = initial;
  // Errors to start with come from a submit (the page's own action, before scripts ran).
  let submitted = initialErrors !== undefined;
  const elements = new Map<FieldName<T>, FieldElement>();
  const touched = new Set<FieldName<T>>();
  const watched = new Set<FieldName<T>>();
  const registrations = new Map<FieldName<T>, FieldRegistration>();
  const options = new Map<FieldName<T>, RegisterOptions | undefined>();
  const listeners = new Set<() => void>();
  let snapshot: Snapshot<T> = { errors: initialErrors ?? {}, isSubmitting: false, watchedChanges: 0 };

  function update(change: Partial<Snapshot<T>>) {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  }

  function setFieldError(name: FieldName<T>, message: string | undefined) {
    if (snapshot.errors[name]?.message === message) return;
    const errors: FormErrors<T> = { ...snapshot.errors };
    if (message === undefined) delete errors[name];
    else errors[name] = { message } as FormErrors<T>[FieldName<T>];
    update({ errors });
  }

  function setRootError(error: FieldError | undefined) {
    update({ errors: { ...snapshot.errors, root: error && { server: error } } });
  }

  /** Checks the whole form (rules may join fields) and shows or clears this field's message. */
  async function check(name: FieldName<T>): Promise<boolean> {
    const result = await settings.validate(values);
    const message = result.ok ? undefined : result.errors[name];
    setFieldError(name, message);
    return message === undefined;
  }

  function shouldCheck(name: FieldName<T>, event: 'change' | 'blur'): boolean {
    if (settings.mode === 'clearOnEdit') return false;
    if (submitted) return event === 'change';
    if (settings.mode === 'onTouched') return event === 'blur' || touched.has(name);
    return false;
  }

  /**
   * Sets a field's value from code, or from a control that is not a native field (a star
   * picker); `asChange` checks it as a typed change would be.
   */
  function setValue<K extends FieldName<T>>(name: K, value: T[K], { asChange = false }: { asChange?: boolean } = {}) {
    values = { ...values, [name]: value };
    const element = elements.get(name);
    if (element) show(element, value);
    if (watched.has(name)) update({ watchedChanges: snapshot.watchedChanges + 1 });
    if (asChange) changed(name);
  }

  function changed(name: FieldName<T>) {
    if (settings.mode === 'clearOnEdit') setFieldError(name, undefined);
    else if (shouldCheck(name, 'change')) void check(name);
  }

  function register(name: FieldName<T>, registerOptions?: RegisterOptions): FieldRegistration {
    options.set(name, registerOptions);
    // One object per field: a new ref callback on every render would reset the field each time.
    let registration = registrations.get(name);
    if (!registration) {
      registration = {
        name,
        ref: (element) => {
          if (!element) return undefined;
          elements.set(name, element);
          // A server-rendered field typed into before the page hydrated (the page is shown
          // before its scripts load) keeps what was typed, and the form takes it.
          if (currentValue(element) !== initialValue(element)) values = { ...values, [name]: currentValue(element) };
          // A field mounted later (a select replacing a text input) shows the value the form holds.
          else show(element, values[name]);
          return () => {
            if (elements.get(name) === element) elements.delete(name);
          };
        },
        onChange: (event) => {
          setValue(name, currentValue(event.target) as T[FieldName<T>]);
          options.get(name)?.onChange?.(event);
          changed(name);
        },
        onBlur: () => {
          touched.add(name);
          if (shouldCheck(name, 'blur')) void check(name);
        },
      };
      registrations.set(name, registration);
    }
    return registration;
  }

  /**
   * Focuses the field with an error that comes first on the page: in the page's order, not
   * the order fields were registered in (a row added to a field array comes last there).
   */
  function focusFirst(errors: Partial<Record<string, unknown>>) {
    let first: FieldElement | undefined;
    // 2: Node.DOCUMENT_POSITION_PRECEDING, written as the number to keep the storefront's bytes.
    for (const [name, element] of elements)
      if (errors[name] && (!first || first.compareDocumentPosition(element) & 2)) first = element;
    first?.focus();
  }

  /**
   * Shows a failed call: a validation error's per-field messages (`errors` in the body)
   * under those fields, if the form shows them, anything else as the form's own message.
   */
  function setSubmitError(error: unknown, fallback: string) {
    const placed: Record<string, FieldError> = {};
    if (error instanceof ApiError) {
      for (const [name, message] of Object.entries(error.fieldErrors))
        if (elements.has(name as FieldName<T>)) placed[name] = { message };
    }
    if (Object.keys(placed).length === 0) {
      setRootError({ message: errorText(error, fallback) });
      return;
    }
    update({ errors: { ...snapshot.errors, ...placed } });
    focusFirst(placed);
  }

  /** One field's value, or (no name) all of them. */
  function getValues(): T;
  function getValues<K extends FieldName<T>>(name: K): T[K];
  function getValues(name?: FieldName<T>) {
    return name === undefined ? values : values[name];
  }

  function handleSubmit(onValid: (values: T) => unknown) {
    return async (event?: FormEvent) => {
      event?.preventDefault();
      update({ isSubmitting: true });
      try {
        const result = await settings.validate(values);
        submitted = true;
        if (!result.ok) {
          const errors: Record<string, FieldError> = {};
          for (const [name, message] of Object.entries(result.errors))
            if (typeof message === 'string') errors[name] = { message };
          // A new try: the last failure's message goes with the old field messages.
          update({ errors: errors as FormErrors<T> });
          focusFirst(errors);
          return;
        }
        update({ errors: {} });
        await onValid(result.values);
      } finally {
        update({ isSubmitting: false });
      }
    };
  }

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => snapshot,
    configure: (next: { validate: Validator<T>; mode: Mode }) => {
      settings = next;
    },
    register,
    handleSubmit,
    /** A field's message (`shouldFocus`: and the focus), or the form's own ('root.server'). */
    setError: (
      name: FieldName<T> | 'root.server',
      error: FieldError,
      { shouldFocus = false }: { shouldFocus?: boolean } = {},
    ) => {
      if (name === 'root.server') return setRootError(error);
      setFieldError(name, error.message);
      if (shouldFocus) elements.get(name)?.focus();
    },
    setSubmitError,
    clearErrors: (name: FieldName<T> | 'root') =>
      name === 'root' ? setRootError(undefined) : setFieldError(name, undefined),
    /** Checks one field now; true when it is valid. */
    trigger: check,
    getValues,
    /**
     * Replaces every value, leaving the fields as they show: for a field array's row moves
     * (app/lib/field-array.ts), after which each field, following its row, is registered
     * under its new name on the next render and already holds that name's value.
     */
    setValues: (next: T) => {
      values = next;
    },
    setValue,
    /** The field's current value; the form re-renders when it changes. */
    watch: <K extends FieldName<T>>(name: K): T[K] => {
      watched.add(name);
      return values[name];
    },
  };
}

export function useForm<T extends FormValues<T>>({
  defaultValues,
  validate,
  mode = 'onSubmit',
  errors: initialErrors,
}: {
  defaultValues: T;
  validate: Validator<T>;
  mode?: Mode;
  /** Messages to show from the start: the page's action refused a post made before the scripts ran. */
  errors?: FormErrors<T>;
}) {
  const [form] = useState(() => createForm(defaultValues, { validate, mode }, initialErrors));
  // The fields' handlers are made once and read the latest settings.
  const { subscribe, snapshot, configure, ...actions } = form;
  useEffect(() => configure({ validate, mode }), [configure, validate, mode]);
  const { errors, isSubmitting } = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { ...actions, formState: { errors, isSubmitting } };
}

/** What useForm gives a form. */
export type Form<T extends FormValues<T>> = ReturnType<typeof useForm<T>>;
