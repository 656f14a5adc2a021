/**
 * The contact form's texts that arrive in English — the shared schema's messages
 * (domain/contact.ts, domain/contact-rules.ts) and the API's answers — each beside its
 * message, so the form says them in the page's language (decision 59).
 */
import { msg } from '@lingui/core/macro';
import { domainTexts } from '#app/features/i18n/index.ts';
import { CONTACT_LIMITS, CONTACT_TEXT } from '#domain/contact-rules.ts';

const nameMax = CONTACT_LIMITS.name;
const emailMax = CONTACT_LIMITS.email;
const subjectMax = CONTACT_LIMITS.subject;
const messageMax = CONTACT_LIMITS.message;

export const CONTACT_TEXTS = domainTexts([
  [CONTACT_TEXT.required, msg`Please fill out all fields.`],
  [CONTACT_TEXT.invalidEmail, msg`Please enter a valid email address.`],
  [CONTACT_TEXT.sent, msg`Thank you for your message! We will get back to you soon.`],
  [CONTACT_TEXT.failed, msg`Failed to send message. Please try again.`],
  [CONTACT_TEXT.networkError, msg`An error occurred. Please try again.`],
  [CONTACT_TEXT.tooMany, msg`You have sent several messages in a short time. Please wait a few minutes and try again.`],
  ['Please correct the highlighted fields.', msg`Please correct the highlighted fields.`],
  ['Name contains characters that are not allowed.', msg`Name contains characters that are not allowed.`],
  ['Email contains characters that are not allowed.', msg`Email contains characters that are not allowed.`],
  ['Subject contains characters that are not allowed.', msg`Subject contains characters that are not allowed.`],
  ['Message contains characters that are not allowed.', msg`Message contains characters that are not allowed.`],
  [`Name must be at most ${CONTACT_LIMITS.name} characters.`, msg`Name must be at most ${nameMax} characters.`],
  [`Email must be at most ${CONTACT_LIMITS.email} characters.`, msg`Email must be at most ${emailMax} characters.`],
  [
    `Subject must be at most ${CONTACT_LIMITS.subject} characters.`,
    msg`Subject must be at most ${subjectMax} characters.`,
  ],
  [
    `Message must be at most ${CONTACT_LIMITS.message} characters.`,
    msg`Message must be at most ${messageMax} characters.`,
  ],
]);
