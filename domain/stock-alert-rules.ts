/**
 * Back-in-stock alerts (decision 64): their limits and the API's sentences. Zod-free, so the
 * product page's form can read them without loading Zod on the page's first load.
 */

/** The longest address the store takes (RFC 5321's path limit). */
export const STOCK_ALERT_EMAIL_MAX = 254;

/** One person asks now and then; more than this from one client address in the window is a script. */
export const STOCK_ALERT_IP_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
/** Requests naming one e-mail address: each may send it a confirmation, so fewer. */
export const STOCK_ALERT_EMAIL_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

/** How long a guest's confirmation link stays good. */
export const STOCK_ALERT_CONFIRM_DAYS = 7;

/** What a request did: started the alert, sent the confirmation, or found one already there. */
export const STOCK_ALERT_OUTCOMES = ['active', 'confirm_sent', 'already_active', 'already_pending'] as const;
export type StockAlertOutcome = (typeof STOCK_ALERT_OUTCOMES)[number];

export const STOCK_ALERT_TEXT = {
  active: 'Done: we will e-mail you once this size is back.',
  confirmSent: 'Almost done: open the link we have just e-mailed you to start the alert.',
  alreadyActive: 'You are already on the list for this size: we will e-mail you once it is back.',
  alreadyPending: 'We have e-mailed you a link to start this alert: please open it (we sent it again).',
  inStock: 'Good news: this size is in stock now.',
  sizeNotFound: 'This size is not sold any more.',
  invalidEmail: 'Please enter a valid email address.',
  tooMany: 'Too many requests. Please try again later.',
  confirmed: 'Your alert is on: we will e-mail you once this size is back.',
  confirmInvalid: 'This link is not valid any more. Please ask for the alert again on the product page.',
  unsubscribed: 'Done: no more back-in-stock e-mails for the sizes you were waiting for.',
  unsubscribeInvalid: 'This link is not valid.',
} as const;

export const STOCK_ALERT_MESSAGES: Record<StockAlertOutcome, string> = {
  active: STOCK_ALERT_TEXT.active,
  confirm_sent: STOCK_ALERT_TEXT.confirmSent,
  already_active: STOCK_ALERT_TEXT.alreadyActive,
  already_pending: STOCK_ALERT_TEXT.alreadyPending,
};

/** The confirmation and unsubscribe pages of the storefront (under the language's prefix). */
export const STOCK_ALERT_CONFIRM_PATH = '/back-in-stock/confirm';
export const STOCK_ALERT_UNSUBSCRIBE_PATH = '/back-in-stock/unsubscribe';
