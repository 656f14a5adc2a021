/**
 * The account screens' texts that arrive in English: the shared schemas' messages
 * (domain/auth.ts), the API's answers and refusals, and the screens' own fallbacks, each
 * beside its message so the screen says it in the page's language (decision 59).
 */
import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { domainPattern, domainTexts, type DomainPattern, useDomainText } from '#app/features/i18n/index.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, OTP_LENGTH, PASSWORD_TOO_COMMON } from '#domain/auth-limits.ts';

const minLength = MIN_PASSWORD_LENGTH;
const maxLength = MAX_PASSWORD_LENGTH;
const digits = OTP_LENGTH;

/** The screens' own fallbacks when the API answers without a message or cannot be reached. */
export const AUTH_FALLBACKS = {
  signIn: 'Failed to sign in. Please try again.',
  register: 'Failed to create your account. Please try again.',
  verify: 'Failed to verify the code. Please try again.',
  resend: 'Failed to send a new code. Please try again.',
  forgot: 'Failed to send the reset link. Please try again.',
  reset: 'Failed to reset your password. Please try again.',
} as const;

export const AUTH_TEXTS = domainTexts([
  // domain/auth.ts: the forms' and the API's validation.
  ['Please enter your email address.', msg`Please enter your email address.`],
  ['That email address is too long.', msg`That email address is too long.`],
  ['Please enter a valid email address.', msg`Please enter a valid email address.`],
  ['Please enter a password.', msg`Please enter a password.`],
  [
    `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
    msg`Password must be at least ${minLength} characters.`,
  ],
  [
    `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
    msg`Password must be at most ${maxLength} characters.`,
  ],
  ['Please enter your name.', msg`Please enter your name.`],
  ['Name must be at most 80 characters.', msg`Name must be at most 80 characters.`],
  ['Name contains characters that are not allowed.', msg`Name contains characters that are not allowed.`],
  ['Please enter your password.', msg`Please enter your password.`],
  [
    'This sign-up request is not valid. Please register again.',
    msg`This sign-up request is not valid. Please register again.`,
  ],
  ['Please enter the code from the email.', msg`Please enter the code from the email.`],
  [
    `Please enter the ${OTP_LENGTH}-digit code from the email.`,
    msg`Please enter the ${digits}-digit code from the email.`,
  ],
  ['No user email found for logout', msg`No user email found for logout`],
  [PASSWORD_TOO_COMMON, msg`This password is too common. Choose one that is harder to guess.`],
  // The API's answers (server/services/accounts).
  ['An account with this email already exists.', msg`An account with this email already exists.`],
  [
    'That code is not right. Please check the email and try again.',
    msg`That code is not right. Please check the email and try again.`,
  ],
  ['This code has expired. Please request a new one.', msg`This code has expired. Please request a new one.`],
  ['Too many wrong attempts. Please request a new code.', msg`Too many wrong attempts. Please request a new code.`],
  [
    'There is no active code for this email. Please request a new one.',
    msg`There is no active code for this email. Please request a new one.`,
  ],
  [
    'This page no longer knows your sign-up. Please sign in or register again to get a new code.',
    msg`This page no longer knows your sign-up. Please sign in or register again to get a new code.`,
  ],
  ['Please wait a minute before requesting another code.', msg`Please wait a minute before requesting another code.`],
  ['Invalid email or password.', msg`Invalid email or password.`],
  [
    'Please verify your email address first. We have sent you a new code.',
    msg`Please verify your email address first. We have sent you a new code.`,
  ],
  [
    'If this email needs verifying, we have sent a new code.',
    msg`If this email needs verifying, we have sent a new code.`,
  ],
  [
    'If an account exists for this email, we have sent a link to reset your password.',
    msg`If an account exists for this email, we have sent a link to reset your password.`,
  ],
  [
    'This reset link is invalid or has expired. Please request a new one.',
    msg`This reset link is invalid or has expired. Please request a new one.`,
  ],
  [
    'Your password has been changed. Please sign in with your new password.',
    msg`Your password has been changed. Please sign in with your new password.`,
  ],
  ['This session belongs to a different account.', msg`This session belongs to a different account.`],
  [
    'This account has been disabled. Please contact the store.',
    msg`This account has been disabled. Please contact the store.`,
  ],
  ['Too many attempts. Please try again in a minute.', msg`Too many attempts. Please try again in a minute.`],
  ['Logged out successfully', msg`Logged out successfully`],
  ['Failed to log out', msg`Failed to log out`],
  ['Something went wrong. Please try again.', msg`Something went wrong. Please try again.`],
  // The screens' fallbacks.
  [AUTH_FALLBACKS.signIn, msg`Failed to sign in. Please try again.`],
  [AUTH_FALLBACKS.register, msg`Failed to create your account. Please try again.`],
  [AUTH_FALLBACKS.verify, msg`Failed to verify the code. Please try again.`],
  [AUTH_FALLBACKS.resend, msg`Failed to send a new code. Please try again.`],
  [AUTH_FALLBACKS.forgot, msg`Failed to send the reset link. Please try again.`],
  [AUTH_FALLBACKS.reset, msg`Failed to reset your password. Please try again.`],
]);

/** The API's two answers that carry a value: the code's e-mail, the minutes to wait. */
export const AUTH_PATTERNS: readonly DomainPattern[] = [
  domainPattern<'count' | 'email'>(
    /^We have sent a (?<count>\d+)-digit code to (?<email>.+)\.$/u,
    ({ count, email }) => msg`We have sent a ${count}-digit code to ${email}.`,
  ),
  domainPattern<'minutes'>(
    /^Too many attempts\. Please try again in (?<minutes>\d+) minutes\.$/u,
    ({ minutes }) => msg`Too many attempts. Please try again in ${minutes} minutes.`,
  ),
];

/** Says an account text in the page's language; anything neither the table nor a pattern knows is shown as it came. */
export function useAuthText(): (english: string | undefined) => string | undefined {
  const say = useDomainText(AUTH_TEXTS, AUTH_PATTERNS);
  return useCallback((english: string | undefined) => (english === undefined ? undefined : say(english)), [say]);
}
