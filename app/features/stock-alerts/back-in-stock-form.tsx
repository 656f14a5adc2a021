/**
 * The back-in-stock alert's form (decision 64), in its own chunk: which sold-out size, and
 * the address — the signed-in shopper's own, filled in (it needs no confirmation); a guest
 * is e-mailed a link first. The answer replaces the form, said in the page's language.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { EmailField, SelectField } from '#app/components/ui/form-fields.tsx';
import { FormError, FormNotice } from '#app/components/ui/form-messages.tsx';
import { useAuth } from '#app/features/auth/index.ts';
import { useDomainText } from '#app/features/i18n/index.ts';
import { apiFetch } from '#app/lib/api.ts';
import { lazySchemas, lazyValidator, usePreload } from '#app/lib/lazy-validation.ts';
import { useLanguage } from '#app/lib/local-links.tsx';
import { useForm } from '#app/lib/use-form.ts';
import type { StockAlertAnswer } from '#domain/api-answer-schemas.ts';
import { STOCK_ALERT_EMAIL_MAX } from '#domain/stock-alert-rules.ts';
import { STOCK_ALERT_TEXTS } from './stock-alert-texts';
import type { StockAlertFormValues } from './stock-alert-values';

const loadSchemas = lazySchemas(() => import('./stock-alert-schemas'));
const validate = lazyValidator<StockAlertFormValues>(async () => (await loadSchemas()).stockAlertValidator);

export default function BackInStockForm({
  productId,
  color,
  sizes,
  onClose,
}: {
  productId: string;
  color: string;
  /** The colour's sold-out sizes. */
  sizes: readonly string[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const say = useDomainText(STOCK_ALERT_TEXTS);
  const language = useLanguage();
  const { user } = useAuth();
  usePreload(loadSchemas);
  const [done, setDone] = useState<string | null>(null);
  const [defaultValues] = useState<StockAlertFormValues>(() => ({
    size: sizes[0] ?? '',
    email: user?.email ?? '',
    website: '',
  }));
  const {
    register,
    handleSubmit,
    setSubmitError,
    formState: { errors, isSubmitting },
  } = useForm<StockAlertFormValues>({ defaultValues, validate });
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  // Opened from its button: the first field takes the focus; the answer, once there, too.
  useEffect(() => {
    (done
      ? doneRef.current
      : formRef.current?.querySelector<HTMLElement>('select, input:not([type="hidden"])')
    )?.focus();
  }, [done]);

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await apiFetch<StockAlertAnswer>('/stock-alerts', {
        method: 'POST',
        body: { productId, color, ...values, language },
        defaultMessage: t`Something went wrong. Please try again.`,
      });
      setDone(answer.message);
    } catch (error) {
      setSubmitError(error, t`Something went wrong. Please try again.`);
    }
  });

  const onlySize = sizes[0] ?? '';
  const shown = (message: string | undefined) => (message ? say(message) : message);

  if (done)
    return (
      <div ref={doneRef} tabIndex={-1} className="space-y-3 border border-line p-5 outline-none">
        <FormNotice message={say(done)} />
        <button type="button" className="text-sm underline underline-offset-4 hover:text-muted" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    );

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="space-y-4 border border-line p-5"
    >
      <div>
        <p id={titleId} className="text-sm font-semibold uppercase tracking-[0.15em]">
          <Trans>E-mail me when it is back</Trans>
        </p>
        <p className="mt-1 text-sm text-muted">
          {user ? (
            <Trans>One e-mail when the size is back in this color, then the alert ends.</Trans>
          ) : (
            <Trans>
              We will e-mail you a link to confirm your address first. One e-mail when the size is back, then the alert
              ends.
            </Trans>
          )}
        </p>
      </div>
      <FormError message={shown(errors.root?.server?.message)} />
      {sizes.length > 1 ? (
        <SelectField label={t`Size`} error={shown(errors.size?.message)} {...register('size')}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="text-sm">
          <Trans>Size: {onlySize}</Trans>
          <input type="hidden" {...register('size')} />
        </p>
      )}
      <EmailField
        label={t`Email`}
        required
        maxLength={STOCK_ALERT_EMAIL_MAX}
        error={shown(errors.email?.message)}
        {...register('email')}
      />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          <Trans>Notify me</Trans>
        </Button>
        <button type="button" className="text-sm underline underline-offset-4 hover:text-muted" onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
