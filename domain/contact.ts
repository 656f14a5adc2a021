/**
 * The contact form's input, one schema for POST /api/contact, the contact page's action and
 * (loaded lazily) the form itself, so all three give the same messages; and the admin
 * inbox's query and update. Limits and texts: domain/contact-rules.ts.
 */
import { z } from 'zod';
import { integer, text } from './input-rules';
import { languageField } from './language-input';
import {
  CONTACT_LIMITS,
  CONTACT_PAGE_SIZE,
  CONTACT_STATUSES,
  CONTACT_TEXT,
  MAX_CONTACT_PAGE_SIZE,
} from './contact-rules';

// Zod-free, so the form can word its summary on the page's first load.
export { contactErrorSummary } from './contact-rules';

const requiredText = (label: string, max: number, multiline = false) =>
  text({ label, min: 1, max, multiline, messages: { type: CONTACT_TEXT.required, required: CONTACT_TEXT.required } });

export const contactInputSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: z.pipe(requiredText('Email', CONTACT_LIMITS.email), z.email({ error: CONTACT_TEXT.invalidEmail })),
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  // A form posted without JavaScript sends line breaks as CRLF: counted and stored as LF,
  // as the browser counts them for the field's maxlength.
  message: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v)),
    requiredText('Message', CONTACT_LIMITS.message, true),
  ),
  /** The honeypot: people never see it, so anything in it was typed by a bot. */
  website: z.optional(z.string().max(1000)),
  /** The sender's language: the acknowledgement is written in it (decision 61). */
  language: languageField,
});
export type ContactInput = z.output<typeof contactInputSchema>;

/** GET /api/contact-messages: `?page=&pageSize=&status=handled|unhandled` (no status: all). */
export const contactMessagesQuerySchema = z.object({
  page: z.optional(integer({ label: 'page', min: 1, max: 10_000 })).transform((v) => v ?? 1),
  pageSize: z
    .optional(integer({ label: 'pageSize', min: 1, max: MAX_CONTACT_PAGE_SIZE }))
    .transform((v) => v ?? CONTACT_PAGE_SIZE),
  status: z.optional(z.enum(CONTACT_STATUSES, { error: `status must be one of: ${CONTACT_STATUSES.join(', ')}.` })),
});
export type ContactMessagesQuery = z.output<typeof contactMessagesQuerySchema>;

/** PATCH /api/contact-messages/{id}. */
export const contactMessagePatchSchema = z.object({
  handled: z.boolean({ error: 'handled must be true or false.' }),
});
