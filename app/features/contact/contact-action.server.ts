/**
 * The contact page's action: the form posted before JavaScript loaded. The same schema and
 * the same service as POST /api/contact, so the rate limit and the honeypot hold here too.
 */
import { data, type AppLoadContext } from 'react-router';
import { contactErrorSummary, contactInputSchema } from '../../../domain/contact';
import { CONTACT_FIELDS, CONTACT_TEXT, HONEYPOT_FIELD, type ContactField } from '../../../domain/contact-rules';
import type { ContactResult, ContactValues } from './contact-form-state';

/** A service's refusal (server/services/errors.ts), known by its kind: the app does not import the server. */
function refusal(err: unknown): { kind: string; message: string } | null {
  return typeof err === 'object' && err !== null && 'kind' in err && err instanceof Error ? { kind: String(err.kind), message: err.message } : null;
}

export async function submitContactForm(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name)])) as ContactValues;

  const parsed = contactInputSchema.safeParse({ ...values, [HONEYPOT_FIELD]: field(HONEYPOT_FIELD) });
  if (!parsed.success) {
    const errors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as ContactField;
      errors[name] ??= issue.message;
    }
    return data<ContactResult>({ status: 'invalid', message: contactErrorSummary(errors as Record<string, string>), errors, values }, 400);
  }
  try {
    await context.services.contact.submit(parsed.data, context.clientAddress);
  } catch (err) {
    const refused = refusal(err);
    if (refused?.kind === 'rate_limited') return data<ContactResult>({ status: 'error', message: refused.message, errors: {}, values }, 429);
    context.logger.error({ err }, 'contact form failed');
    return data<ContactResult>({ status: 'error', message: CONTACT_TEXT.failed, errors: {}, values }, 500);
  }
  return data<ContactResult>({ status: 'sent', message: CONTACT_TEXT.sent });
}
