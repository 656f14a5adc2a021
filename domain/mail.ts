/**
 * The store's outgoing e-mail as the back office sees it (decision 0040): what kinds of
 * message there are, and the Mail screen's query (`GET /api/mail/messages`).
 */
import { z } from 'zod';
import { integer } from './input-rules';

export const MAIL_KINDS = [
  'signup_code',
  'password_reset',
  'order_confirmation',
  'order_shipped',
  'order_delivered',
  'order_refunded',
  'return_requested',
  'return_store',
  'return_approved',
  'return_rejected',
  'contact_store',
  'contact_acknowledgement',
  'stock_alert_confirm',
  'stock_alert_back',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  signup_code: 'Sign-up code',
  password_reset: 'Password reset link',
  order_confirmation: 'Order confirmation',
  order_shipped: 'Order shipped',
  order_delivered: 'Order delivered',
  order_refunded: 'Order refunded',
  return_requested: 'Return request received',
  return_store: 'Return request (store copy)',
  return_approved: 'Return approved, with instructions',
  return_rejected: 'Return rejected',
  contact_store: 'Contact message (store copy)',
  contact_acknowledgement: 'Contact acknowledgement',
  stock_alert_confirm: 'Back-in-stock alert: confirm the address',
  stock_alert_back: 'Back in stock',
};

/** `failed`: tried for a day and given up; `retrying`: not sent yet, tried again later. */
export const MAIL_PROBLEM_STATES = ['failed', 'retrying'] as const;
export type MailProblemState = (typeof MAIL_PROBLEM_STATES)[number];

export const MAIL_PAGE_SIZE = 20;
export const MAX_MAIL_PAGE_SIZE = 100;

/** GET /api/mail/messages: `?state=failed|retrying&page=&pageSize=` (no state: both). */
export const mailMessagesQuerySchema = z.object({
  page: z.optional(integer({ label: 'page', min: 1, max: 10_000 })).transform((v) => v ?? 1),
  pageSize: z
    .optional(integer({ label: 'pageSize', min: 1, max: MAX_MAIL_PAGE_SIZE }))
    .transform((v) => v ?? MAIL_PAGE_SIZE),
  state: z.optional(z.enum(MAIL_PROBLEM_STATES, { error: `state must be one of: ${MAIL_PROBLEM_STATES.join(', ')}.` })),
});
export type MailMessagesQuery = z.output<typeof mailMessagesQuerySchema>;

export const MAIL_TEXT = {
  notFound: 'Message not found.',
  alreadySent: 'This message has already been sent.',
} as const;
