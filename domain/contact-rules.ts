/**
 * The contact form's limits and texts (SPEC §5, §8), zod-free so the contact page can show
 * the limits and messages on its first load. The schemas built from them: domain/contact.ts.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const;

export type ContactField = keyof typeof CONTACT_LIMITS;
export const CONTACT_FIELDS = Object.keys(CONTACT_LIMITS) as ContactField[];

/** The hidden field only bots fill in (decision 0029). */
export const HONEYPOT_FIELD = 'website';

export const CONTACT_TEXT = {
  /** SPEC §5: one message for any empty field. */
  required: 'Please fill out all fields.',
  invalidEmail: 'Please enter a valid email address.',
  /** SPEC §8. */
  sent: 'Thank you for your message! We will get back to you soon.',
  failed: 'Failed to send message. Please try again.',
  networkError: 'An error occurred. Please try again.',
  tooMany: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
  messageNotFound: 'Message not found.',
} as const;

/** The admin inbox's pages: newest first, this many per page unless asked. */
export const CONTACT_PAGE_SIZE = 20;
export const MAX_CONTACT_PAGE_SIZE = 100;

export const CONTACT_STATUSES = ['unhandled', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * The sentence above the form for a set of field errors: SPEC §5's 'Please fill out all
 * fields.' when any is empty, else the one problem, else a pointer to the fields.
 */
export function contactErrorSummary(errors: Record<string, string>): string {
  const messages = [...new Set(Object.values(errors))];
  if (messages.includes(CONTACT_TEXT.required)) return CONTACT_TEXT.required;
  return messages.length === 1 ? messages[0]! : 'Please correct the highlighted fields.';
}
