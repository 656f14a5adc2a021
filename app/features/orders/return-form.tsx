/**
 * The shopper's return request (decision 0052): which units of which lines, why, and a
 * comment ("Other" needs one). Loaded in its own chunk by the order's returns section, so
 * the order pages' first load does not carry it; its schema comes later still, at the
 * form's first use (decision 39).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useDomainText } from '#app/features/i18n/index.ts';
import { useColorName } from '#app/features/catalog/index.ts';
import { ORDER_TEXTS, RETURN_TEXTS } from './order-texts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { borderStyles, Field, SelectField } from '#app/components/ui/form-fields.tsx';
import { FormError } from '#app/components/ui/form-messages.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { newIdempotencyKey } from '#app/lib/idempotency-key.ts';
import { useLanguage } from '#app/lib/local-links.tsx';
import { lazySchemas, lazyValidator, usePreload } from '#app/lib/lazy-validation.ts';
import { useForm } from '#app/lib/use-form.ts';
import type { ApiOrder, ReturnRequestAnswer } from '#domain/api-answer-schemas.ts';
import { RETURN_LIMITS, RETURN_REASONS, RETURN_TEXT } from '#domain/returns.ts';
import {
  formFieldFor,
  lineField,
  postReturnRequest,
  quantityField,
  returnableItems,
  returnFormDefaults,
  returnRequestOf,
  type ReturnFormValues,
} from './return-request';

// The API's own schema, in its own chunk: zod stays out of the order pages' first load.
const loadSchemas = lazySchemas(() => import('./return-schemas'));
const validate = lazyValidator<ReturnFormValues>(async () => (await loadSchemas()).returnFormValidator);

/** A refused request's field messages named as the form names its fields (the lines' on the first line). */
function onFormFields(error: unknown, values: ReturnFormValues): unknown {
  if (!(error instanceof ApiError)) return error;
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const name = formFieldFor(field, values);
    if (name) fieldErrors[name] ??= message;
  }
  return new ApiError(error.message, error.status, fieldErrors, error.retryAfterSeconds, error.body);
}

export interface ReturnFormProps {
  order: ApiOrder;
  /** The order link's token (the order page a guest opens from an e-mail); signed in, the stored sign-in is used. */
  token?: string | null;
  /** The request was made: the return and the order after it. */
  onDone: (answer: ReturnRequestAnswer) => void;
  onCancel: () => void;
}

export default function ReturnForm({ order, token, onDone, onCancel }: ReturnFormProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const say = useDomainText(RETURN_TEXTS);
  const sayLabel = useDomainText(ORDER_TEXTS);
  const colorName = useColorName();
  const itemText = (item: ApiOrder['items'][number]) => {
    const size = item.variant.size;
    return `${colorName(item.variant.color)} · ${t`Size ${size}`}`;
  };
  const shown = (message: string | undefined) => (message ? say(message) : message);
  usePreload(loadSchemas);
  const items = returnableItems(order);
  const [defaultValues] = useState(() => returnFormDefaults(order));
  // One key per opening of the form: a retried send (a lost answer) stays one return.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setSubmitError,
    formState: { errors, isSubmitting },
  } = useForm<ReturnFormValues>({ defaultValues, validate });
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const linesErrorId = `${useId()}-error`;

  // Opened from its button: the first choice takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
  }, []);

  const firstLine = items[0] ? lineField(items[0]._id) : null;
  const linesError = shown(firstLine ? errors[firstLine]?.message : undefined);
  const reason = watch('reason');
  const comment = watch('comment');
  const length = comment.length;
  const limit = RETURN_LIMITS.comment;
  const commentError = shown(errors.comment?.message);

  const submit = handleSubmit(async (values) => {
    try {
      onDone(await postReturnRequest(order._id, { ...returnRequestOf(values, idempotencyKey, token), language }));
    } catch (error) {
      setSubmitError(onFormFields(error, getValues()), RETURN_TEXT.requestFailed);
    }
  });

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="space-y-6 border border-line p-5 sm:p-6"
    >
      <div>
        <h4 id={titleId} className="text-sm font-semibold uppercase tracking-[0.15em]">
          <Trans>Request a return</Trans>
        </h4>
        <p className="mt-1 text-muted">
          <Trans>Choose what you would like to send back and tell us why.</Trans>
        </p>
      </div>

      <fieldset aria-describedby={linesError ? linesErrorId : undefined}>
        <legend className="mb-2 text-xs font-medium uppercase tracking-[0.15em]">
          <Trans>Items to return</Trans>
        </legend>
        {linesError ? (
          <p id={linesErrorId} className="mb-2 text-sm text-sale">
            {linesError}
          </p>
        ) : null}
        <ul className="divide-y divide-line border-y border-line">
          {items.map((item) => {
            const name = item.product.name;
            const description = itemText(item);
            return (
              <li key={item._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    {...register(lineField(item._id))}
                    aria-invalid={linesError ? true : undefined}
                    aria-describedby={linesError ? linesErrorId : undefined}
                    className="mt-0.5 size-4 shrink-0 accent-ink"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium break-words">{name}</span>
                    <span className="block text-muted">{itemText(item)}</span>
                  </span>
                </label>
                {item.returnable > 1 ? (
                  <label className="flex items-center gap-2 text-muted">
                    <Trans>Qty</Trans>
                    <span className="sr-only"> {t`of ${name} (${description})`}</span>
                    <select
                      {...register(quantityField(item._id), {
                        // Choosing how many is choosing the line.
                        onChange: () => setValue(lineField(item._id), true, { asChange: true }),
                      })}
                      className="h-10 border border-neutral-300 bg-white px-2 text-ink hover:border-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
                    >
                      {Array.from({ length: item.returnable }, (_, i) => (
                        <option key={i + 1} value={String(i + 1)}>
                          {i + 1}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <span className="text-muted">
                    <Trans>Qty 1</Trans>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <SelectField label={t`Reason`} error={shown(errors.reason?.message)} {...register('reason')}>
        <option value="">{t`Choose a reason`}</option>
        {Object.entries(RETURN_REASONS).map(([id, label]) => (
          <option key={id} value={id}>
            {sayLabel(label)}
          </option>
        ))}
      </SelectField>

      <Field
        label={reason === 'other' ? t`Comment` : t`Comment (optional)`}
        error={commentError}
        hint={t`${length} of ${limit} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={RETURN_LIMITS.comment}
            {...register('comment')}
            className={cx(
              'block min-h-24 w-full rounded-none border bg-white px-4 py-3 text-[15px] leading-6 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
              borderStyles(commentError),
            )}
          />
        )}
      </Field>

      <p className="text-muted">
        <Trans>
          Return shipping is paid by us. Once we have looked at your request, we e-mail you the instructions.
        </Trans>
      </p>

      <FormError message={shown(errors.root?.server?.message)} />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Trans>Sending…</Trans> : <Trans>Send request</Trans>}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
