import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { EmailField, TextAreaField, TextField } from '#app/components/ui/form-fields.tsx';
import { FormError, FormNotice } from '#app/components/ui/form-messages.tsx';
import { lazySchemas, lazyValidator, usePreload } from '#app/lib/lazy-validation.ts';
import { useForm, type FormErrors } from '#app/lib/use-form.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useLanguage, useLocalPath } from '#app/lib/local-links.tsx';
import { useDomainText } from '#app/features/i18n/index.ts';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactErrorSummary,
  HONEYPOT_FIELD,
  type ContactField,
} from '#domain/contact-rules.ts';
import { sendContactMessage } from './contact-api';
import { CONTACT_TEXTS } from './contact-texts';
import { EMPTY_CONTACT, type ContactResult, type ContactValues } from './contact-form-state';
import type { ContactFormValues } from './contact-schemas';

// The API's own schema, in its own chunk: zod stays out of the page's first load.
const loadSchemas = lazySchemas(() => import('./contact-schemas'));
const validate = lazyValidator<ContactFormValues>(async () => (await loadSchemas()).contactValidator);

/** What the action's answer to a post without JavaScript leaves on the form. */
function startingErrors(result: ContactResult | undefined): FormErrors<ContactFormValues> | undefined {
  if (!result || result.status === 'sent') return undefined;
  const errors: FormErrors<ContactFormValues> = { root: { server: { message: result.message } } };
  for (const name of CONTACT_FIELDS) {
    const message = result.errors[name];
    if (message) errors[name] = { message };
  }
  return errors;
}

/**
 * The contact form (SPEC §5). A plain form posting to the page's action, so it works before
 * JavaScript loads; once it has loaded, it checks the fields first and sends through the API
 * without reloading the page. `result` is the action's answer to a post without JavaScript.
 */
export function ContactForm({ result }: { result?: ContactResult }) {
  usePreload(loadSchemas);
  const { t } = useLingui();
  const say = useDomainText(CONTACT_TEXTS);
  const localPath = useLocalPath();
  const language = useLanguage();
  const hydrated = useHydrated();
  const [initial] = useState<ContactValues>(() => (result && result.status !== 'sent' ? result.values : EMPTY_CONTACT));
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    defaultValues: { ...initial, website: '' },
    validate,
    errors: startingErrors(result),
  });
  const [notice, setNotice] = useState<string | null>(result?.status === 'sent' ? result.message : null);

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    const outcome = await sendContactMessage({ ...values, website: values.website ?? '', language });
    if (outcome.ok) {
      for (const name of CONTACT_FIELDS) setValue(name, '');
      setNotice(outcome.message);
      return;
    }
    const first = CONTACT_FIELDS.find((name) => outcome.errors[name]);
    for (const name of CONTACT_FIELDS) {
      const message = outcome.errors[name];
      if (message) setError(name, { message }, { shouldFocus: name === first });
    }
    setError('root.server', { message: outcome.message });
  });

  // The sentence above the fields: the server's, else what the fields' own messages add up to.
  const fieldMessages: Record<string, string> = {};
  for (const name of CONTACT_FIELDS) {
    const message = errors[name]?.message;
    if (message) fieldMessages[name] = message;
  }
  const failure =
    errors.root?.server?.message ?? (Object.keys(fieldMessages).length > 0 ? contactErrorSummary(fieldMessages) : null);

  const fieldError = (name: ContactField) => {
    const message = errors[name]?.message;
    return message === undefined ? undefined : say(message);
  };
  const field = (name: ContactField) => ({
    // Rendered with the page, so a post without JavaScript comes back with what was typed.
    defaultValue: initial[name],
    ...register(name, { onChange: () => setNotice(null) }),
    error: fieldError(name),
    maxLength: CONTACT_LIMITS[name],
    // Without JavaScript the browser checks what it can; with it, the form's own messages speak.
    required: true,
  });

  const messageLength = (watch('message') ?? '').length;
  const messageMax = CONTACT_LIMITS.message;
  return (
    <form
      method="post"
      action={localPath('/contact-us')}
      onSubmit={submit}
      noValidate={hydrated}
      aria-label={t`Contact form`}
      aria-busy={isSubmitting || undefined}
      className="space-y-6"
    >
      <FormError message={failure === null ? null : say(failure)} />
      <FormNotice message={notice === null ? null : say(notice)} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={t`Name`} autoComplete="name" {...field('name')} />
        <EmailField label={t`Email`} {...field('email')} />
      </div>
      <TextField label={t`Subject`} {...field('subject')} />
      <TextAreaField
        label={t`Message`}
        rows={7}
        {...field('message')}
        hint={
          <span className={messageLength > CONTACT_LIMITS.message * 0.9 ? 'text-ink' : undefined}>
            <Trans>
              {messageLength} / {messageMax} characters
            </Trans>
          </span>
        }
      />
      {/* Bots fill in every field; people never see this one (decision 0029). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">
          <Trans>Leave this field empty</Trans>
        </label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          {...register(HONEYPOT_FIELD)}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">
          <Trans>All fields are required.</Trans>
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? t`Sending...` : t`Send message`}
        </Button>
      </div>
    </form>
  );
}
