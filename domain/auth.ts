/** Account forms: one schema per input, used by the forms and by the API validator. */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH } from './auth-limits';
import { text } from './input-rules';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH };

const email = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

const password = z
  .string({ error: 'Please enter a password.' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);

export const registerSchema = z.object({
  name: text({ label: 'Name', min: 1, max: 80, messages: { required: 'Please enter your name.' } }),
  email,
  password,
});

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(MAX_PASSWORD_LENGTH),
});

export const verifyOtpSchema = z.object({
  email,
  otp: z
    .string({ error: 'Please enter the code from the email.' })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Please enter the ${OTP_LENGTH}-digit code from the email.`),
});

export const emailOnlySchema = z.object({ email });

export const resetPasswordSchema = z.object({ password });

export const logoutSchema = z.object({
  email: text({ label: 'Email', min: 1, max: 254, messages: { required: 'No user email found for logout' } }),
});

export type Role = 'customer' | 'admin';

/** The signed-in user as the API returns it and the browser stores it (SPEC §3). */
export interface AuthUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
}
