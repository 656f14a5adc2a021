import type { MessageAnswer } from '#domain/api-answer-schemas.ts';
import { CONTACT_TEXT, type ContactField } from '#domain/contact-rules.ts';
import type { Language } from '#domain/languages.ts';
import { ApiError, apiFetch } from '#app/lib/api.ts';
import type { ContactValues } from './contact-form-state';

export type SendOutcome =
  { ok: true; message: string } | { ok: false; message: string; errors: Partial<Record<ContactField, string>> };

/**
 * POST /api/contact. SPEC §8: the server's message when it gives one, 'Failed to send
 * message…' when it answered without one, 'An error occurred…' when it could not be reached.
 */
export async function sendContactMessage(
  values: ContactValues & { website: string; language: Language },
): Promise<SendOutcome> {
  try {
    const answer = await apiFetch<MessageAnswer>('/contact', {
      method: 'POST',
      body: values,
      defaultMessage: CONTACT_TEXT.failed,
    });
    return { ok: true, message: answer.message };
  } catch (error) {
    if (error instanceof ApiError) {
      return {
        ok: false,
        message: error.status === 0 ? CONTACT_TEXT.networkError : error.message,
        errors: error.fieldErrors,
      };
    }
    return { ok: false, message: CONTACT_TEXT.networkError, errors: {} };
  }
}
