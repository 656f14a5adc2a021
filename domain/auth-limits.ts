/**
 * Account limits without zod, so browser code can import them without pulling the
 * schema library into a page's first load. domain/auth.ts builds its schemas on them.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const OTP_LENGTH = 6;

/** A password among the 10,000 most common (checked by the server: the list stays out of the browser). */
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
