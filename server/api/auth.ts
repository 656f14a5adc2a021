/** Account API: register, verify code, sign in and out, password reset (JSON, errors `{message}`). */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  emailOnlySchema,
  loginSchema,
  logoutSchema,
  OTP_LENGTH,
  registerSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '../../domain/auth';
import type { Services } from '../context';
import { requireAuth, type AuthVariables } from '../http/auth-middleware';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/errors';
import type { RateLimiter } from '../http/rate-limit';
import { jsonBody, param } from '../http/request-input';
import { AUTH_MESSAGES } from '../services/auth';
import { normalizeEmail } from '../services/users';

interface Limit {
  limit: number;
  windowMs: number;
}
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Per client address and per account, for every call that an attacker could repeat. */
export const AUTH_RATE_LIMITS = {
  register: { ip: { limit: 10, windowMs: HOUR }, account: { limit: 5, windowMs: HOUR } },
  login: { ip: { limit: 30, windowMs: 15 * MINUTE }, account: { limit: 10, windowMs: 15 * MINUTE } },
  verifyOtp: { ip: { limit: 30, windowMs: 15 * MINUTE }, account: { limit: 10, windowMs: 15 * MINUTE } },
  resendOtp: { ip: { limit: 10, windowMs: HOUR }, account: { limit: 6, windowMs: HOUR } },
  forgotPassword: { ip: { limit: 10, windowMs: HOUR }, account: { limit: 3, windowMs: HOUR } },
  resetPassword: { ip: { limit: 20, windowMs: HOUR }, account: { limit: 20, windowMs: HOUR } },
} satisfies Record<string, { ip: Limit; account: Limit }>;

type Action = keyof typeof AUTH_RATE_LIMITS;

/** Reset links carry a base64url token; anything else is simply not a valid link. */
const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, AUTH_MESSAGES.resetInvalid);

function tooMany(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return new HttpError(429, `Too many attempts. Please try again in ${wait}.`);
}

export function authApi(services: Services, limiter: RateLimiter, trustProxy: boolean) {
  const { auth } = services;

  /** Counts the attempt against the address and the account; throws 429 past either limit. */
  async function limit(c: Context, action: Action, accountKey: string) {
    const rules = AUTH_RATE_LIMITS[action];
    const results = await Promise.all([
      limiter.hit(`${action}:ip:${clientAddress(c, trustProxy)}`, rules.ip.limit, rules.ip.windowMs),
      limiter.hit(`${action}:acct:${accountKey}`, rules.account.limit, rules.account.windowMs),
    ]);
    const blocked = results.filter((r) => !r.allowed);
    if (blocked.length > 0) {
      const retry = Math.max(...blocked.map((r) => r.retryAfterSeconds));
      c.header('Retry-After', String(retry));
      throw tooMany(retry);
    }
  }

  return new Hono<{ Variables: AuthVariables }>()
    .post('/register', async (c) => {
      const input = await jsonBody(c, registerSchema);
      await limit(c, 'register', normalizeEmail(input.email));
      const user = await auth.register(input);
      return c.json({ message: `We have sent a ${OTP_LENGTH}-digit code to ${user.email}.`, email: user.email }, 201);
    })
    .post('/verify-otp', async (c) => {
      const input = await jsonBody(c, verifyOtpSchema);
      await limit(c, 'verifyOtp', normalizeEmail(input.email));
      return c.json(await auth.verifyOtp(input.email, input.otp));
    })
    .post('/resend-otp', async (c) => {
      const input = await jsonBody(c, emailOnlySchema);
      await limit(c, 'resendOtp', normalizeEmail(input.email));
      await auth.resendCode(input.email);
      return c.json({ message: AUTH_MESSAGES.codeSent });
    })
    .post('/login', async (c) => {
      const input = await jsonBody(c, loginSchema);
      const accountKey = normalizeEmail(input.email);
      await limit(c, 'login', accountKey);
      const result = await auth.login(input.email, input.password);
      await limiter.reset(`login:acct:${accountKey}`);
      return c.json(result);
    })
    .post('/logout', requireAuth(auth), async (c) => {
      const input = await jsonBody(c, logoutSchema);
      await auth.logout(c.get('auth'), input.email);
      return c.json({ message: AUTH_MESSAGES.loggedOut });
    })
    .get('/me', requireAuth(auth), (c) => c.json({ user: c.get('auth').user }))
    .post('/forgot-password', async (c) => {
      const input = await jsonBody(c, emailOnlySchema);
      await limit(c, 'forgotPassword', normalizeEmail(input.email));
      await auth.forgotPassword(input.email);
      return c.json({ message: AUTH_MESSAGES.resetSent });
    })
    .post('/reset-password/:id', async (c) => {
      const input = await jsonBody(c, resetPasswordSchema);
      const token = param(c, 'id', resetTokenSchema);
      await limit(c, 'resetPassword', token);
      await auth.resetPassword(token, input.password);
      return c.json({ message: AUTH_MESSAGES.resetDone });
    });
}
