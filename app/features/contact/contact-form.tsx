import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { EmailField, TextAreaField, TextField } from '../../components/ui/form-fields';
import { FormError, FormNotice } from '../../components/ui/form-messages';
import { lazySchemas, usePreload } from '../../lib/lazy-validation';
import { useHydrated } from '../../lib/use-hydrated';
import { CONTACT_FIELDS, CONTACT_LIMITS, HONEYPOT_FIELD, type ContactField } from '../../../domain/contact-rules';
import { sendContactMessage } from './contact-api';
import { EMPTY_CONTACT, type ContactResult, type ContactValues } from './contact-form-state';

// The API's own schema, in its own chunk: zod stays out of the page's first load.
const loadSchemas = lazySchemas(() => import('../../../domain/contact'));

type FieldErrors = Partial<Record<ContactField, string>>;

/** The same messages the server gives; when the chunk cannot load, the server checks alone. */
async function validate(values: ContactValues): Promise<{ errors: FieldErrors; summary: string | null }> {
  try {
    const { contactInputSchema, contactErrorSummary } = await loadSchemas();
    const result = contactInputSchema.safeParse(values);
    if (result.success) return { errors: {}, summary: null };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) errors[issue.path[0] as ContactField] ??= issue.message;
    return { errors, summary: contactErrorSummary(errors as Record<string, string>) };
  } catch {
    return { errors: {}, summary: null };
  }
}

/**
 * The contact form (SPEC §5). A plain form posting to the page's action, so it works before
 * JavaScript loads; once it has loaded, it checks the fields first and sends through the API
 * without reloading the page. `result` is the action's answer to a post without JavaScript.
 */
export function ContactForm({ result }: { result?: ContactResult }) {
  usePreload(loadSchemas);
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactValues>(result && result.status !== 'sent' ? result.values : EMPTY_CONTACT);
  const [errors, setErrors] = useState<FieldErrors>(result && result.status !== 'sent' ? result.errors : {});
  const [failure, setFailure] = useState<string | null>(result && result.status !== 'sent' ? result.message : null);
  const [notice, setNotice] = useState<string | null>(result?.status === 'sent' ? result.message : null);
  const [sending, setSending] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const name = event.target.name as ContactField;
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    setNotice(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setNotice(null);
    const found = await validate(values);
    setErrors(found.errors);
    setFailure(found.summary);
    if (found.summary) {
      focusFirstError(formRef.current, found.errors);
      return;
    }
    setSending(true);
    const outcome = await sendContactMessage({ ...values, website: honeypot.current?.value ?? '' });
    setSending(false);
    if (outcome.ok) {
      setValues(EMPTY_CONTACT);
      setErrors({});
      setFailure(null);
      setNotice(outcome.message);
      return;
    }
    setErrors(outcome.errors);
    setFailure(outcome.message);
    focusFirstError(formRef.current, outcome.errors);
  }

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: change,
    error: errors[name],
    maxLength: CONTACT_LIMITS[name],
    // Without JavaScript the browser checks what it can; with it, the form's own messages speak.
    required: true,
  });

  const messageLength = values.message.length;
  return (
    <form
      ref={formRef}
      method="post"
      action="/contact-us"
      onSubmit={submit}
      noValidate={hydrated}
      aria-label="Contact form"
      aria-busy={sending || undefined}
      className="space-y-6"
    >
      <FormError message={failure} />
      <FormNotice message={notice} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <EmailField {...field('email')} />
      </div>
      <TextField label="Subject" {...field('subject')} />
      <TextAreaField
        label="Message"
        rows={7}
        {...field('message')}
        hint={
          <span className={messageLength > CONTACT_LIMITS.message * 0.9 ? 'text-ink' : undefined}>
            {messageLength} / {CONTACT_LIMITS.message} characters
          </span>
        }
      />
      {/* Bots fill in every field; people never see this one (decision 0029). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input ref={honeypot} id="contact-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">All fields are required.</p>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending ? 'Sending...' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}

/** Moves focus to the first field with a problem, so keyboard and screen reader users land on it. */
function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  const first = CONTACT_FIELDS.find((name) => errors[name]);
  if (!form || !first) return;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
}

