/**
 * The contact page's action: the form posted before JavaScript loaded. The same schema and
 * the same service as POST /api/contact, so the honeypot holds here too. The server has
 * already refused a post that is not a form, counted it against the contact rate limit and
 * limited its body's size (server/http/page-methods.ts) before this reads it.
 */
import { data, type AppLoadContext } from 'react-router';
import { contactErrorSummary, contactInputSchema } from '#domain/contact.ts';
import { languageOfPath } from '#domain/languages.ts';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_TEXT,
  HONEYPOT_FIELD,
  type ContactField,
} from '#domain/contact-rules.ts';
import type { ContactResult, ContactValues } from './contact-form-state';

/**
 * What the form shows again after a refusal: each field as the browser counts it (line
 * breaks as LF) and cut to its limit, so the answer never carries more than the form could.
 */
function echoed(name: ContactField, value: string): string {
  return value.replace(/\r\n?/g, '\n').slice(0, CONTACT_LIMITS[name]);
}

export async function submitContactForm(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const sent = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name)])) as ContactValues;
  const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, echoed(name, sent[name])])) as ContactValues;

  // The acknowledgement is written in the language of the page the form was on (decision 61).
  const language = languageOfPath(new URL(request.url).pathname);
  const parsed = contactInputSchema.safeParse({ ...sent, [HONEYPOT_FIELD]: field(HONEYPOT_FIELD), language });
  if (!parsed.success) {
    const errors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as ContactField;
      errors[name] ??= issue.message;
    }
    return data<ContactResult>(
      { status: 'invalid', message: contactErrorSummary(errors as Record<string, string>), errors, values },
      400,
    );
  }
  try {
    await context.services.contact.submit(parsed.data);
  } catch (err) {
    context.logger.error({ err }, 'contact form failed');
    return data<ContactResult>({ status: 'error', message: CONTACT_TEXT.failed, errors: {}, values }, 500);
  }
  return data<ContactResult>({ status: 'sent', message: CONTACT_TEXT.sent });
}
