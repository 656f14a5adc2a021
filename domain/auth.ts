/** Account forms: one schema per input, used by the forms and by the API validator. */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH } from './auth-limits';
import { text } from './input-rules';
import { languageField, optionalLanguageField } from './language-input';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH };

/** An e-mail address as every form takes it (accounts, checkout). */
export const email = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

// zod counts characters (code points), so an emoji is one character, as the messages say.
const TOO_LONG_PASSWORD = `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;

const password = z
  .string({ error: 'Please enter a password.' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, TOO_LONG_PASSWORD);

export const registerSchema = z.object({
  name: text({ label: 'Name', min: 1, max: 80, messages: { required: 'Please enter your name.' } }),
  email,
  password,
  /** The storefront's language: the code is e-mailed in it, and the account keeps it (decision 61). */
  language: languageField,
});

export const loginSchema = z.object({
  email,
  // The limit's own message: the schema's "Please enter your password." would otherwise answer a long one.
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(MAX_PASSWORD_LENGTH, TOO_LONG_PASSWORD),
});

/**
 * The sign-up request a code page belongs to (the register answer's `requestId`). Optional
 * so the SPEC's `{ email, otp }` shape still parses; without it the API explains what to do.
 */
const requestId = z.uuid({ error: 'This sign-up request is not valid. Please register again.' }).optional();

export const verifyOtpSchema = z.object({
  email,
  requestId,
  otp: z
    .string({ error: 'Please enter the code from the email.' })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Please enter the ${OTP_LENGTH}-digit code from the email.`),
});

export const emailOnlySchema = z.object({ email });

/**
 * POST /api/auth/forgot-password. `language` is that of the page the link was asked on; a
 * request without one gets the account's language (decision 61).
 */
export const forgotPasswordSchema = z.object({ email, language: optionalLanguageField });

export const resendOtpSchema = z.object({ email, requestId });

export const resetPasswordSchema = z.object({ password });

export const logoutSchema = z.object({
  email: text({ label: 'Email', min: 1, max: 254, messages: { required: 'No user email found for logout' } }),
});
