/**
 * What the contact form shows after a submission, whether the browser sent it (the API)
 * or the page's action did (before JavaScript loads): one shape for both.
 */
import type { ContactField } from '#domain/contact-rules.ts';

export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

export type ContactResult =
  | { status: 'sent'; message: string }
  /** The form comes back with what was typed, so nothing has to be typed again. */
  | {
      status: 'invalid' | 'error';
      message: string;
      errors: Partial<Record<ContactField, string>>;
      values: ContactValues;
    };
