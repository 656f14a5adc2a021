/** Account API: register, verify code, sign in and out, password reset (JSON, errors `{message}`). */
import { type Context } from 'hono';
import type {
  AuthAnswer,
  MeAnswer,
  MessageAnswer,
  SignupAnswer,
  UnverifiedAnswer,
} from '#domain/api-answer-schemas.ts';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  OTP_LENGTH,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from '#domain/auth.ts';
import type { Services } from '#server/context.ts';
import { clientAddress } from '#server/http/client-address.ts';
import { HttpError } from '#server/http/errors.ts';
import { createLoginBackoff } from '#server/http/login-backoff.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import { jsonBody, param } from '#server/http/request-input.ts';
import { AUTH_MESSAGES, normalizeEmail, tooManyAttemptsMessage } from '#server/services/accounts/index.ts';
import { ServiceError } from '#server/services/errors.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import { messageOnly } from './openapi/common-answers';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';

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

export const AUTH_ROUTES = {
  register: declareRoute({
    method: 'post',
    path: '/api/auth/register',
    tag: 'Accounts',
    summary: 'Start a sign-up: a code is e-mailed',
    access: 'public',
    body: jsonRequest(registerSchema, [
      {
        summary: 'A new customer',
        value: { name: 'Aida Bekova', email: 'aida@example.com', password: 'warm-coat-2026', language: 'ky' },
      },
    ]),
    answers: [
      answer({
        status: 201,
        description: 'The code is on its way; `requestId` goes with it to verify-otp.',
        schema: answers.signupAnswerSchema,
        examples: [
          {
            summary: 'Code sent',
            value: {
              message: `We have sent a ${OTP_LENGTH}-digit code to aida@example.com.`,
              email: 'aida@example.com',
              requestId: ex.IDS.signupRequest,
            },
          },
        ],
      }),
    ],
    errors: {
      409: 'The e-mail already has an account.',
      429: 'Too many sign-ups from this address or for this e-mail.',
    },
  }),
  verifyOtp: declareRoute({
    method: 'post',
    path: '/api/auth/verify-otp',
    tag: 'Accounts',
    summary: 'Finish a sign-up with the e-mailed code',
    access: 'public',
    body: jsonRequest(verifyOtpSchema, [
      { summary: 'The code', value: { email: 'aida@example.com', requestId: ex.IDS.signupRequest, otp: '482913' } },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'Signed in.',
        schema: answers.authAnswerSchema,
        examples: [{ summary: 'Verified', value: { token: ex.SESSION_TOKEN, user: ex.customer } }],
      }),
    ],
    errors: {
      400: 'The code is wrong, expired or used up; or the sign-up request is missing.',
      409: 'The e-mail already has an account.',
      429: 'Too many wrong codes.',
    },
  }),
  resendOtp: declareRoute({
    method: 'post',
    path: '/api/auth/resend-otp',
    tag: 'Accounts',
    summary: 'Send the sign-up code again',
    access: 'public',
    body: jsonRequest(resendOtpSchema, [
      { summary: 'Resend', value: { email: 'aida@example.com', requestId: ex.IDS.signupRequest } },
    ]),
    answers: [
      messageOnly('Sent if the e-mail is waiting for a code (the answer does not say).', AUTH_MESSAGES.codeSent),
    ],
    errors: { 429: 'Too many resends.' },
  }),
  login: declareRoute({
    method: 'post',
    path: '/api/auth/login',
    tag: 'Accounts',
    summary: 'Sign in',
    access: 'public',
    body: jsonRequest(loginSchema, [
      { summary: 'E-mail and password', value: { email: 'aida@example.com', password: 'warm-coat-2026' } },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'Signed in: send `token` as `Authorization: Bearer <token>`.',
        schema: answers.authAnswerSchema,
        examples: [{ summary: 'Signed in', value: { token: ex.SESSION_TOKEN, user: ex.customer } }],
      }),
      answer({
        status: 403,
        description:
          'The account is disabled; or its sign-up still waits for its code: a new code is e-mailed, and `requestId` names the request to verify it with.',
        schema: z.union([answers.apiErrorSchema, answers.unverifiedAnswerSchema]),
        examples: [
          {
            summary: 'Waiting for its code',
            value: { message: AUTH_MESSAGES.unverified, requestId: ex.IDS.signupRequest },
          },
          { summary: 'Disabled', value: { message: AUTH_MESSAGES.accountDisabled } },
        ],
      }),
    ],
    errors: {
      401: 'Wrong e-mail or password.',
      429: 'Too many attempts; wrong passwords slow the account down from this address.',
    },
  }),
  logout: declareRoute({
    method: 'post',
    path: '/api/auth/logout',
    tag: 'Accounts',
    summary: 'Sign out: the session ends on the server',
    access: 'signedIn',
    body: jsonRequest(logoutSchema, [{ summary: 'The signed-in e-mail', value: { email: 'aida@example.com' } }]),
    answers: [messageOnly('Signed out.', AUTH_MESSAGES.loggedOut)],
    errors: { 403: 'The e-mail is not the signed-in account’s.' },
  }),
  me: declareRoute({
    method: 'get',
    path: '/api/auth/me',
    tag: 'Accounts',
    summary: 'Who is signed in',
    access: 'signedIn',
    answers: [
      answer({
        status: 200,
        description: 'The signed-in user.',
        schema: answers.meAnswerSchema,
        examples: [{ summary: 'A customer', value: { user: ex.customer } }],
      }),
    ],
  }),
  forgotPassword: declareRoute({
    method: 'post',
    path: '/api/auth/forgot-password',
    tag: 'Accounts',
    summary: 'E-mail a password reset link',
    access: 'public',
    description:
      'The link opens the reset page in `language`, and the e-mail is written in it; without one, in the account’s language.',
    body: jsonRequest(forgotPasswordSchema, [
      { summary: 'The account’s e-mail', value: { email: 'aida@example.com' } },
      { summary: 'Asked on a Russian page', value: { email: 'aida@example.com', language: 'ru' } },
    ]),
    answers: [messageOnly('Sent if the account exists (the answer does not say).', AUTH_MESSAGES.resetSent)],
    errors: { 429: 'Too many requests.' },
  }),
  resetPassword: declareRoute({
    method: 'post',
    path: '/api/auth/reset-password/{id}',
    tag: 'Accounts',
    summary: 'Set a new password with the e-mailed link',
    access: 'public',
    pathParams: { id: { description: 'The token from the reset link.', schema: resetTokenSchema } },
    body: jsonRequest(resetPasswordSchema, [{ summary: 'A new password', value: { password: 'warmer-coat-2027' } }]),
    answers: [messageOnly('Changed; every session of the account has ended.', AUTH_MESSAGES.resetDone)],
    errors: { 400: 'The link is not valid or has expired.', 429: 'Too many attempts.' },
  }),
};

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
      ...(rules.account
        ? [limiter.hit(`${action}:acct:${accountKey}`, rules.account.limit, rules.account.windowMs)]
        : []),
    ]);
    const blocked = results.filter((r) => !r.allowed);
    if (blocked.length > 0) refuse(c, Math.max(...blocked.map((r) => r.retryAfterSeconds)));
  }

  return declaredRouter('/api/auth', auth)
    .handle(AUTH_ROUTES.register, async (c) => {
      const input = await jsonBody(c, registerSchema);
      await limit(c, 'register', normalizeEmail(input.email));
      const { email, requestId } = await auth.register(input);
      // The id stays with this browser: only its code page can use the code e-mailed for it.
      return c.json(
        { message: `We have sent a ${OTP_LENGTH}-digit code to ${email}.`, email, requestId } satisfies SignupAnswer,
        201,
      );
    })
    .handle(AUTH_ROUTES.verifyOtp, async (c) => {
      const input = await jsonBody(c, verifyOtpSchema);
      // Per request, not per address: a stranger's wrong codes cannot use up the owner's tries.
      await limit(c, 'verifyOtp', input.requestId ?? normalizeEmail(input.email));
      return c.json((await auth.verifyOtp(input.email, input.otp, input.requestId)) satisfies AuthAnswer);
    })
    .handle(AUTH_ROUTES.resendOtp, async (c) => {
      const input = await jsonBody(c, resendOtpSchema);
      // Per address: what a resend spends is that mailbox's patience.
      await limit(c, 'resendOtp', normalizeEmail(input.email));
      await auth.resendCode(input.email, input.requestId);
      return c.json({ message: AUTH_MESSAGES.codeSent } satisfies MessageAnswer);
    })
    .handle(AUTH_ROUTES.login, async (c) => {
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
        if ('unverified' in result)
          return c.json(
            { message: AUTH_MESSAGES.unverified, requestId: result.unverified.requestId } satisfies UnverifiedAnswer,
            403,
          );
        return c.json(result satisfies AuthAnswer);
      } catch (error) {
        if (error instanceof ServiceError && error.kind === 'unauthorized')
          await loginBackoff.failed(accountKey, address);
        throw error;
      }
    })
    .handle(AUTH_ROUTES.logout, async (c) => {
      const input = await jsonBody(c, logoutSchema);
      await auth.logout(c.get('auth'), input.email);
      return c.json({ message: AUTH_MESSAGES.loggedOut } satisfies MessageAnswer);
    })
    .handle(AUTH_ROUTES.me, (c) => c.json({ user: c.get('auth').user } satisfies MeAnswer))
    .handle(AUTH_ROUTES.forgotPassword, async (c) => {
      const input = await jsonBody(c, forgotPasswordSchema);
      await limit(c, 'forgotPassword', normalizeEmail(input.email));
      await auth.forgotPassword(input.email, input.language);
      return c.json({ message: AUTH_MESSAGES.resetSent } satisfies MessageAnswer);
    })
    .handle(AUTH_ROUTES.resetPassword, async (c) => {
      const input = await jsonBody(c, resetPasswordSchema);
      const token = param(c, 'id', resetTokenSchema);
      await limit(c, 'resetPassword', token);
      await auth.resetPassword(token, input.password);
      return c.json({ message: AUTH_MESSAGES.resetDone } satisfies MessageAnswer);
    }).app;
}
