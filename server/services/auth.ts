/**
 * Accounts: registration with an e-mailed one-time code, sign-in, sessions, logout and
 * password reset. Every rule about codes, links and sessions lives here.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { OTP_LENGTH, type AuthUser } from '../../domain/auth';
import { hashPassword, verifyPassword } from '../auth/password';
import { SESSION_TTL_SECONDS, type TokenSigner } from '../auth/tokens';
import type { Db } from '../db/client';
import { emailCodes, passwordResets, sessions, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { passwordResetEmail, verificationCodeEmail } from '../mail/templates';
import { ServiceError } from './errors';
import { findUserByEmail, normalizeEmail } from './users';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 60;
export const RESET_LINK_TTL_MINUTES = 60;

const VERIFY_PURPOSE = 'verify-email';

export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists.',
  badCredentials: 'Invalid email or password.',
  unverified: 'Please verify your email address first. We have sent you a new code.',
  codeWrong: 'That code is not right. Please check the email and try again.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeExhausted: 'Too many wrong attempts. Please request a new code.',
  codeMissing: 'There is no active code for this email. Please request a new one.',
  resendTooSoon: 'Please wait a minute before requesting another code.',
  codeSent: 'If this email needs verifying, we have sent a new code.',
  resetSent: 'If an account exists for this email, we have sent a link to reset your password.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been changed. Please sign in with your new password.',
  logoutMismatch: 'This session belongs to a different account.',
  loggedOut: 'Logged out successfully',
} as const;

type UserRow = typeof users.$inferSelect;

export function toAuthUser(user: UserRow): AuthUser {
  return { _id: user.id, name: user.name, email: user.email, role: user.role };
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function codeHash(userId: string, code: string): string {
  return sha256(`${userId}:${code}`);
}

export interface AuthServiceDeps {
  db: Db;
  mailer: Mailer;
  signer: TokenSigner;
  /** Origin used in e-mailed links, e.g. https://shop.example */
  publicUrl: string;
  now?: () => Date;
}

export function createAuthService({ db, mailer, signer, publicUrl, now = () => new Date() }: AuthServiceDeps) {
  // A real hash to compare against when the account does not exist, so a wrong e-mail
  // takes as long as a wrong password.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));

  async function sendVerificationCode(user: UserRow): Promise<void> {
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const t = now();
    await db.transaction(async (tx) => {
      // Only the newest code counts.
      await tx
        .update(emailCodes)
        .set({ consumedAt: t })
        .where(and(eq(emailCodes.userId, user.id), eq(emailCodes.purpose, VERIFY_PURPOSE), isNull(emailCodes.consumedAt)));
      await tx.insert(emailCodes).values({
        userId: user.id,
        purpose: VERIFY_PURPOSE,
        codeHash: codeHash(user.id, code),
        expiresAt: new Date(t.getTime() + OTP_TTL_MINUTES * 60_000),
        createdAt: t,
      });
    });
    await mailer.send(verificationCodeEmail(user.email, user.name, code, OTP_TTL_MINUTES));
  }

  /** Seconds until another code may be sent (0 = now). */
  async function resendWait(userId: string): Promise<number> {
    const [latest] = await db
      .select({ createdAt: emailCodes.createdAt })
      .from(emailCodes)
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, VERIFY_PURPOSE)))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1);
    if (!latest) return 0;
    const elapsed = (now().getTime() - latest.createdAt.getTime()) / 1000;
    return Math.max(0, Math.ceil(OTP_RESEND_INTERVAL_SECONDS - elapsed));
  }

  async function startSession(user: UserRow): Promise<{ token: string; user: AuthUser }> {
    const expiresAt = new Date(now().getTime() + SESSION_TTL_SECONDS * 1000);
    const [session] = await db.insert(sessions).values({ userId: user.id, expiresAt }).returning({ id: sessions.id });
    const token = await signer.sign({ userId: user.id, sessionId: session!.id }, expiresAt);
    return { token, user: toAuthUser(user) };
  }

  return {
    /** Creates an unverified customer and e-mails a code. Re-registering an unverified address replaces its details. */
    async register(input: { name: string; email: string; password: string }): Promise<AuthUser> {
      const email = normalizeEmail(input.email);
      const existing = await findUserByEmail(db, email);
      if (existing?.emailVerifiedAt) throw new ServiceError('conflict', AUTH_MESSAGES.emailTaken);
      if (existing) {
        const wait = await resendWait(existing.id);
        if (wait > 0) throw new ServiceError('rate_limited', AUTH_MESSAGES.resendTooSoon, wait);
      }
      const passwordHash = await hashPassword(input.password);
      const [user] = existing
        ? await db.update(users).set({ name: input.name, passwordHash }).where(eq(users.id, existing.id)).returning()
        : await db
            .insert(users)
            .values({ name: input.name, email, passwordHash, role: 'customer' })
            .onConflictDoNothing()
            .returning();
      // Lost a race with a registration of the same address.
      if (!user) throw new ServiceError('conflict', AUTH_MESSAGES.emailTaken);
      await sendVerificationCode(user);
      return toAuthUser(user);
    },

    async resendCode(emailInput: string): Promise<void> {
      const user = await findUserByEmail(db, emailInput);
      if (!user || user.emailVerifiedAt) return; // same answer either way: no account enumeration
      const wait = await resendWait(user.id);
      if (wait > 0) throw new ServiceError('rate_limited', AUTH_MESSAGES.resendTooSoon, wait);
      await sendVerificationCode(user);
    },

    async verifyOtp(emailInput: string, otp: string): Promise<{ token: string; user: AuthUser }> {
      const user = await findUserByEmail(db, emailInput);
      if (!user) throw new ServiceError('invalid', AUTH_MESSAGES.codeMissing);
      const [code] = await db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.userId, user.id), eq(emailCodes.purpose, VERIFY_PURPOSE), isNull(emailCodes.consumedAt)))
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      if (!code) throw new ServiceError('invalid', AUTH_MESSAGES.codeMissing);
      if (code.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) throw new ServiceError('invalid', AUTH_MESSAGES.codeExhausted);
      if (code.expiresAt.getTime() <= now().getTime()) throw new ServiceError('invalid', AUTH_MESSAGES.codeExpired);
      if (code.codeHash !== codeHash(user.id, otp)) {
        const [updated] = await db
          .update(emailCodes)
          .set({ failedAttempts: code.failedAttempts + 1 })
          .where(eq(emailCodes.id, code.id))
          .returning({ failedAttempts: emailCodes.failedAttempts });
        throw new ServiceError(
          'invalid',
          updated!.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS ? AUTH_MESSAGES.codeExhausted : AUTH_MESSAGES.codeWrong,
        );
      }
      // Consume conditionally so two simultaneous submissions cannot both succeed.
      const consumed = await db
        .update(emailCodes)
        .set({ consumedAt: now() })
        .where(and(eq(emailCodes.id, code.id), isNull(emailCodes.consumedAt)))
        .returning({ id: emailCodes.id });
      if (consumed.length === 0) throw new ServiceError('invalid', AUTH_MESSAGES.codeMissing);
      const [verified] = await db
        .update(users)
        .set({ emailVerifiedAt: user.emailVerifiedAt ?? now() })
        .where(eq(users.id, user.id))
        .returning();
      return startSession(verified!);
    },

    async login(emailInput: string, password: string): Promise<{ token: string; user: AuthUser }> {
      const user = await findUserByEmail(db, emailInput);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
      if (!user || !ok) throw new ServiceError('unauthorized', AUTH_MESSAGES.badCredentials);
      if (!user.emailVerifiedAt) {
        if ((await resendWait(user.id)) === 0) await sendVerificationCode(user);
        throw new ServiceError('forbidden', AUTH_MESSAGES.unverified);
      }
      return startSession(user);
    },

    /** The user behind a token, while its session is live. */
    async authenticate(token: string): Promise<{ user: AuthUser; sessionId: string } | null> {
      const claims = await signer.verify(token);
      if (!claims) return null;
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, claims.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
        .limit(1);
      if (!row || row.user.id !== claims.userId) return null;
      return { user: toAuthUser(row.user), sessionId: claims.sessionId };
    },

    async logout(session: { user: AuthUser; sessionId: string }, emailInput: string): Promise<void> {
      if (normalizeEmail(emailInput) !== session.user.email) throw new ServiceError('forbidden', AUTH_MESSAGES.logoutMismatch);
      await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, session.sessionId));
    },

    async forgotPassword(emailInput: string): Promise<void> {
      const user = await findUserByEmail(db, emailInput);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      const t = now();
      await db.transaction(async (tx) => {
        // A new link replaces any earlier unused one.
        await tx
          .update(passwordResets)
          .set({ usedAt: t })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({
          tokenHash: sha256(token),
          userId: user.id,
          expiresAt: new Date(t.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
          createdAt: t,
        });
      });
      const link = new URL(`/reset-password/${token}`, publicUrl).toString();
      await mailer.send(passwordResetEmail(user.email, user.name, link, RESET_LINK_TTL_MINUTES));
    },

    /** Sets the new password, uses up the link and signs the account out everywhere. */
    async resetPassword(token: string, password: string): Promise<void> {
      const t = now();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: t })
          .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, t)))
          .returning({ userId: passwordResets.userId });
        if (!reset) throw new ServiceError('invalid', AUTH_MESSAGES.resetInvalid);
        const [user] = await tx.select().from(users).where(eq(users.id, reset.userId));
        // Following the e-mailed link proves the address, so it counts as verified.
        await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: user!.emailVerifiedAt ?? t })
          .where(eq(users.id, reset.userId));
        await tx
          .update(sessions)
          .set({ revokedAt: t })
          .where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)));
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
