/**
 * Sign-up requests: each registration waits here with its own name, password hash and
 * e-mailed code until that code is entered in the browser that made it (which knows the
 * request's id). Whoever else registers the same address meanwhile gets a request of their
 * own, so whatever the order, the account opens with the password of the request whose
 * code was entered, and a code from another request is simply wrong.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '#domain/auth.ts';
import type { Language } from '#domain/languages.ts';
import { verifyPassword } from '#server/auth/password.ts';
import type { Db } from '#server/db/client.ts';
import { signupRequests, users } from '#server/db/schema.ts';
import type { MailQueue } from '#server/mail/outbox.ts';
import { signupCodeEmail } from '#server/mail/templates.ts';
import { ServiceError } from '#server/services/errors.ts';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 60;
/** How long a request can still get new codes; then it is deleted and the person registers again. */
export const SIGNUP_REQUEST_TTL_MINUTES = 60;
/** Live requests one address may have, so nobody can flood a mailbox or the table. */
export const MAX_PENDING_SIGNUPS_PER_EMAIL = 5;

export const SIGNUP_MESSAGES = {
  emailTaken: 'An account with this email already exists.',
  codeWrong: 'That code is not right. Please check the email and try again.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeExhausted: 'Too many wrong attempts. Please request a new code.',
  codeMissing: 'There is no active code for this email. Please request a new one.',
  /** A code page without its request id (e.g. opened from an old link). */
  requestMissing: 'This page no longer knows your sign-up. Please sign in or register again to get a new code.',
  resendTooSoon: 'Please wait a minute before requesting another code.',
} as const;

/** The one wording of a 429 on the account calls (SPEC §8 message). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many attempts. Please try again in ${wait}.`;
}

type SignupRequestRow = typeof signupRequests.$inferSelect;
type UserRow = typeof users.$inferSelect;

function codeHash(requestId: string, code: string): string {
  return createHash('sha256').update(`${requestId}:${code}`).digest('hex');
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

const MINUTE = 60_000;

export function createSignupRequests({ db, mail, now }: { db: Db; mail: MailQueue; now: () => Date }) {
  const addressIs = (email: string) => eq(signupRequests.email, email);
  const live = (t: Date) => gt(signupRequests.expiresAt, t);

  /** Seconds until this request may get another code (0 = now). */
  function resendWait(request: SignupRequestRow): number {
    const elapsed = (now().getTime() - request.codeSentAt.getTime()) / 1000;
    return Math.max(0, Math.ceil(OTP_RESEND_INTERVAL_SECONDS - elapsed));
  }

  /** Gives the request a new code (earlier ones stop working) and e-mails it. */
  async function sendCode(request: SignupRequestRow): Promise<void> {
    const code = newCode();
    const t = now();
    await db.transaction(async (tx) => {
      await tx
        .update(signupRequests)
        .set({
          codeHash: codeHash(request.id, code),
          failedAttempts: 0,
          codeSentAt: t,
          codeExpiresAt: new Date(t.getTime() + OTP_TTL_MINUTES * MINUTE),
        })
        .where(eq(signupRequests.id, request.id));
      await mail.record(tx, {
        kind: 'signup_code',
        ...signupCodeEmail(request.language, request.email, code, OTP_TTL_MINUTES),
      });
    });
    mail.written();
  }

  async function findLive(email: string, requestId: string): Promise<SignupRequestRow | undefined> {
    const [request] = await db
      .select()
      .from(signupRequests)
      .where(and(eq(signupRequests.id, requestId), addressIs(email), live(now())))
      .limit(1);
    return request;
  }

  return {
    /**
     * Opens a new request and e-mails its code, in the request's language (every later code
     * too). `email` is already lower-case; the address has no account.
     */
    async create(input: {
      name: string;
      email: string;
      passwordHash: string;
      language: Language;
    }): Promise<{ requestId: string }> {
      const t = now();
      // Expired requests go on every write, so the table holds only what can still be used.
      await db.delete(signupRequests).where(lte(signupRequests.expiresAt, t));
      const pending = await db
        .select({
          n: count(),
          oldestExpiry: sql<Date>`min(${signupRequests.expiresAt})`.mapWith(signupRequests.expiresAt),
        })
        .from(signupRequests)
        .where(addressIs(input.email));
      const { n, oldestExpiry } = pending[0]!;
      if (n >= MAX_PENDING_SIGNUPS_PER_EMAIL) {
        const wait = Math.max(1, Math.ceil((oldestExpiry.getTime() - t.getTime()) / 1000));
        throw new ServiceError('rate_limited', tooManyAttemptsMessage(wait), wait);
      }
      const id = randomUUID();
      const code = newCode();
      await db.transaction(async (tx) => {
        const [request] = await tx
          .insert(signupRequests)
          .values({
            id,
            email: input.email,
            name: input.name,
            passwordHash: input.passwordHash,
            language: input.language,
            codeHash: codeHash(id, code),
            codeSentAt: t,
            codeExpiresAt: new Date(t.getTime() + OTP_TTL_MINUTES * MINUTE),
            expiresAt: new Date(t.getTime() + SIGNUP_REQUEST_TTL_MINUTES * MINUTE),
            createdAt: t,
          })
          .returning();
        await mail.record(tx, {
          kind: 'signup_code',
          ...signupCodeEmail(request!.language, request!.email, code, OTP_TTL_MINUTES),
        });
      });
      mail.written();
      return { requestId: id };
    },

    /** A new code for that request, once a minute. Unknown or finished requests get the same quiet answer. */
    async resend(email: string, requestId: string): Promise<void> {
      const request = await findLive(email, requestId);
      if (!request) return;
      const wait = resendWait(request);
      if (wait > 0) throw new ServiceError('rate_limited', SIGNUP_MESSAGES.resendTooSoon, wait);
      await sendCode(request);
    },

    /**
     * Checks the code against that request only. On success the request is used up, the
     * account is made (or a never-verified one takes the request's details) and the
     * address's other requests are dropped.
     */
    async verify(email: string, requestId: string, otp: string): Promise<UserRow> {
      const request = await findLive(email, requestId);
      if (!request) throw new ServiceError('invalid', SIGNUP_MESSAGES.codeMissing);
      if (request.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS)
        throw new ServiceError('invalid', SIGNUP_MESSAGES.codeExhausted);
      if (request.codeExpiresAt.getTime() <= now().getTime())
        throw new ServiceError('invalid', SIGNUP_MESSAGES.codeExpired);
      if (request.codeHash !== codeHash(request.id, otp)) {
        const [updated] = await db
          .update(signupRequests)
          .set({ failedAttempts: sql`${signupRequests.failedAttempts} + 1` })
          .where(eq(signupRequests.id, request.id))
          .returning({ failedAttempts: signupRequests.failedAttempts });
        const exhausted = (updated?.failedAttempts ?? OTP_MAX_FAILED_ATTEMPTS) >= OTP_MAX_FAILED_ATTEMPTS;
        throw new ServiceError('invalid', exhausted ? SIGNUP_MESSAGES.codeExhausted : SIGNUP_MESSAGES.codeWrong);
      }
      return db.transaction(async (tx) => {
        // Deleting with the code's hash as condition lets only one of two simultaneous submissions through.
        const [used] = await tx
          .delete(signupRequests)
          .where(and(eq(signupRequests.id, request.id), eq(signupRequests.codeHash, request.codeHash)))
          .returning();
        if (!used) throw new ServiceError('invalid', SIGNUP_MESSAGES.codeMissing);
        const t = now();
        const [user] = await tx
          .insert(users)
          .values({
            name: used.name,
            email: used.email,
            passwordHash: used.passwordHash,
            role: 'customer',
            emailVerifiedAt: t,
            language: used.language,
          })
          .onConflictDoUpdate({
            target: users.email,
            set: { name: used.name, passwordHash: used.passwordHash, emailVerifiedAt: t, language: used.language },
            // A verified account is never changed by a sign-up.
            setWhere: isNull(users.emailVerifiedAt),
          })
          .returning();
        if (!user) throw new ServiceError('conflict', SIGNUP_MESSAGES.emailTaken);
        await tx.delete(signupRequests).where(addressIs(used.email));
        return user;
      });
    },

    /**
     * The newest live request for this address whose password this is, if any: signing in
     * with it before verifying leads to that request's code page. Sends a fresh code when
     * the resend pause allows.
     */
    async resumeWithPassword(email: string, password: string): Promise<{ requestId: string } | null> {
      const requests = await db
        .select()
        .from(signupRequests)
        .where(and(addressIs(email), live(now())))
        .orderBy(desc(signupRequests.createdAt), asc(signupRequests.id))
        .limit(MAX_PENDING_SIGNUPS_PER_EMAIL);
      for (const request of requests) {
        if (!(await verifyPassword(password, request.passwordHash))) continue;
        if (resendWait(request) === 0) await sendCode(request);
        return { requestId: request.id };
      }
      return null;
    },
  };
}

export type SignupRequests = ReturnType<typeof createSignupRequests>;
