/** Account API: register, verify code, sign in and out, password reset (JSON, errors `{message}`). */
import { Hono, type Context } from 'hono';
import type { AuthAnswer, MeAnswer, MessageAnswer, SignupAnswer, UnverifiedAnswer } from '../../domain/api-answers';
import { z } from 'zod';
import {
  emailOnlySchema,
  loginSchema,
  logoutSchema,
  OTP_LENGTH,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '../../domain/auth';
import type { Services } from '../context';
import { requireAuth, type AuthVariables } from '../http/auth-middleware';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/errors';
import { createLoginBackoff } from '../http/login-backoff';
import type { RateLimiter } from '../limits/rate-limit';
import { jsonBody, param } from '../http/request-input';
import { AUTH_MESSAGES, normalizeEmail, tooManyAttemptsMessage } from '../services/accounts';
import { ServiceError } from '../services/errors';

interface Limit {
  limit: number;
  windowMs: number;
}
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per client address and per account, for every call that an attacker could repeat.
 * Sign-in has no per-account limit, which anyone could use to lock the owner out: wrong
 * passwords slow down that account from that address instead (http/login-backoff.ts).
 */
export const AUTH_RATE_LIMITS = {
  register: { ip: { limit: 10, windowMs: HOUR }, account: { limit: 5, windowMs: HOUR } },
  login: { ip: { limit: 30, windowMs: 15 * MINUTE } },
  verifyOtp: { ip: { limit: 30, windowMs: 15 * MINUTE }, account: { limit: 10, windowMs: 15 * MINUTE } },
  resendOtp: { ip: { limit: 10, windowMs: HOUR }, account: { limit: 6, windowMs: HOUR } },
  forgotPassword: { ip: { limit: 10, windowMs: HOUR }, account: { limit: 3, windowMs: HOUR } },
  resetPassword: { ip: { limit: 20, windowMs: HOUR }, account: { limit: 20, windowMs: HOUR } },
} satisfies Record<string, { ip: Limit; account?: Limit }>;

type Action = keyof typeof AUTH_RATE_LIMITS;

/** Reset links carry a base64url token; anything else is simply not a valid link. */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, AUTH_MESSAGES.resetInvalid);

function tooMany(retryAfterSeconds: number): HttpError {
  return new HttpError(429, tooManyAttemptsMessage(retryAfterSeconds));
}

export function authApi(services: Services, limiter: RateLimiter, trustProxy: boolean) {
  const { auth } = services;
  const loginBackoff = createLoginBackoff(limiter);

  function refuse(c: Context, retryAfterSeconds: number): never {
    c.header('Retry-After', String(retryAfterSeconds));
    throw tooMany(retryAfterSeconds);
  }

  /** Counts the attempt against the address and the account (where limited); throws 429 past either limit. */
  async function limit(c: Context, action: Action, accountKey: string) {
    const rules: { ip: Limit; account?: Limit } = AUTH_RATE_LIMITS[action];
    const results = await Promise.all([
      limiter.hit(`${action}:ip:${clientAddress(c, trustProxy)}`, rules.ip.limit, rules.ip.windowMs),
      ...(rules.account ? [limiter.hit(`${action}:acct:${accountKey}`, rules.account.limit, rules.account.windowMs)] : []),
    ]);
    const blocked = results.filter((r) => !r.allowed);
    if (blocked.length > 0) refuse(c, Math.max(...blocked.map((r) => r.retryAfterSeconds)));
  }

  return new Hono<{ Variables: AuthVariables }>()
    .post('/register', async (c) => {
      const input = await jsonBody(c, registerSchema);
      await limit(c, 'register', normalizeEmail(input.email));
      const { email, requestId } = await auth.register(input);
      // The id stays with this browser: only its code page can use the code e-mailed for it.
      return c.json({ message: `We have sent a ${OTP_LENGTH}-digit code to ${email}.`, email, requestId } satisfies SignupAnswer, 201);
    })
    .post('/verify-otp', async (c) => {
      const input = await jsonBody(c, verifyOtpSchema);
      // Per request, not per address: a stranger's wrong codes cannot use up the owner's tries.
      await limit(c, 'verifyOtp', input.requestId ?? normalizeEmail(input.email));
      return c.json((await auth.verifyOtp(input.email, input.otp, input.requestId)) satisfies AuthAnswer);
    })
    .post('/resend-otp', async (c) => {
      const input = await jsonBody(c, resendOtpSchema);
      // Per address: what a resend spends is that mailbox's patience.
      await limit(c, 'resendOtp', normalizeEmail(input.email));
      await auth.resendCode(input.email, input.requestId);
      return c.json({ message: AUTH_MESSAGES.codeSent } satisfies MessageAnswer);
    })
    .post('/login', async (c) => {
      const input = await jsonBody(c, loginSchema);
      const accountKey = normalizeEmail(input.email);
      const address = clientAddress(c, trustProxy);
      await limit(c, 'login', accountKey);
      const wait = await loginBackoff.waitSeconds(accountKey, address);
      if (wait > 0) refuse(c, wait);
      try {
        const result = await auth.login(input.email, input.password);
        await loginBackoff.succeeded(accountKey, address);
        // The right password of a sign-up still waiting for its code: on to that request's code page.
        if ('unverified' in result) return c.json({ message: AUTH_MESSAGES.unverified, requestId: result.unverified.requestId } satisfies UnverifiedAnswer, 403);
        return c.json(result satisfies AuthAnswer);
      } catch (error) {
        if (error instanceof ServiceError && error.kind === 'unauthorized') await loginBackoff.failed(accountKey, address);
        throw error;
      }
    })
    .post('/logout', requireAuth(auth), async (c) => {
      const input = await jsonBody(c, logoutSchema);
      await auth.logout(c.get('auth'), input.email);
      return c.json({ message: AUTH_MESSAGES.loggedOut } satisfies MessageAnswer);
    })
    .get('/me', requireAuth(auth), (c) => c.json({ user: c.get('auth').user } satisfies MeAnswer))
    .post('/forgot-password', async (c) => {
      const input = await jsonBody(c, emailOnlySchema);
      await limit(c, 'forgotPassword', normalizeEmail(input.email));
      await auth.forgotPassword(input.email);
      return c.json({ message: AUTH_MESSAGES.resetSent } satisfies MessageAnswer);
    })
    .post('/reset-password/:id', async (c) => {
      const input = await jsonBody(c, resetPasswordSchema);
      const token = param(c, 'id', resetTokenSchema);
      await limit(c, 'resetPassword', token);
      await auth.resetPassword(token, input.password);
      return c.json({ message: AUTH_MESSAGES.resetDone } satisfies MessageAnswer);
    });
}
