/**
 * Accounts: registration with an e-mailed one-time code, sign-in, sessions, logout and
 * password reset. The rules about links and sessions live here; those about sign-up
 * requests and their codes in signup-requests.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthUser } from '#domain/api-answer-schemas.ts';
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from '#domain/languages.ts';
import { USER_ADMIN_MESSAGES } from '#domain/user-admin.ts';
import { hashPassword, needsRehash, verifyPassword } from '#server/auth/password.ts';
import { SESSION_TTL_SECONDS, type TokenSigner } from '#server/auth/tokens.ts';
import type { Db } from '#server/db/client.ts';
import { passwordResets, sessions, users } from '#server/db/schema.ts';
import type { MailQueue } from '#server/mail/outbox.ts';
import { passwordResetEmail } from '#server/mail/templates.ts';
import { ServiceError } from '#server/services/errors.ts';
import { createSignupRequests, SIGNUP_MESSAGES } from './signup-requests';
import { findUserByEmail, normalizeEmail, refuseCommonPassword } from './users';

export {
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_RESEND_INTERVAL_SECONDS,
  OTP_TTL_MINUTES,
  tooManyAttemptsMessage,
} from './signup-requests';
export const RESET_LINK_TTL_MINUTES = 60;

export const AUTH_MESSAGES = {
  ...SIGNUP_MESSAGES,
  badCredentials: 'Invalid email or password.',
  unverified: 'Please verify your email address first. We have sent you a new code.',
  codeSent: 'If this email needs verifying, we have sent a new code.',
  resetSent: 'If an account exists for this email, we have sent a link to reset your password.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been changed. Please sign in with your new password.',
  logoutMismatch: 'This session belongs to a different account.',
  loggedOut: 'Logged out successfully',
  accountDisabled: USER_ADMIN_MESSAGES.accountDisabled,
} as const;

type UserRow = typeof users.$inferSelect;

export function toAuthUser(user: UserRow): AuthUser {
  return { _id: user.id, name: user.name, email: user.email, role: user.role };
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface AuthServiceDeps {
  db: Db;
  /** Where the account e-mails are written (server/mail/outbox.ts). */
  mail: MailQueue;
  signer: TokenSigner;
  /** Origin used in e-mailed links, e.g. https://shop.example */
  publicUrl: string;
  now?: () => Date;
}

export function createAuthService({ db, mail, signer, publicUrl, now = () => new Date() }: AuthServiceDeps) {
  // A real hash to compare against when the account does not exist, so a wrong e-mail
  // takes as long as a wrong password.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));

  const signups = createSignupRequests({ db, mail, now });

  /** Every sign-in (password or e-mailed code) starts here, so a disabled account gets no session anywhere. */
  async function startSession(user: UserRow): Promise<{ token: string; user: AuthUser }> {
    if (user.disabled) throw new ServiceError('forbidden', AUTH_MESSAGES.accountDisabled);
    const expiresAt = new Date(now().getTime() + SESSION_TTL_SECONDS * 1000);
    const [session] = await db.insert(sessions).values({ userId: user.id, expiresAt }).returning({ id: sessions.id });
    const token = await signer.sign({ userId: user.id, sessionId: session!.id }, expiresAt);
    return { token, user: toAuthUser(user) };
  }

  return {
    /**
     * Opens a sign-up request for the address and e-mails its code; the account is made when
     * that request's code is entered (see signup-requests.ts). A verified address answers 409.
     */
    async register(input: {
      name: string;
      email: string;
      password: string;
      /** The storefront's language; English when not given. */
      language?: Language;
    }): Promise<{ email: string; requestId: string }> {
      refuseCommonPassword(input.password);
      const email = normalizeEmail(input.email);
      if ((await findUserByEmail(db, email))?.emailVerifiedAt)
        throw new ServiceError('conflict', AUTH_MESSAGES.emailTaken);
      const { requestId } = await signups.create({
        name: input.name,
        email,
        passwordHash: await hashPassword(input.password),
        language: input.language ?? DEFAULT_LANGUAGE,
      });
      return { email, requestId };
    },

    /** Without the request's id there is nothing to resend to (the same quiet answer either way). */
    async resendCode(emailInput: string, requestId: string | undefined): Promise<void> {
      if (!requestId) return;
      await signups.resend(normalizeEmail(emailInput), requestId);
    },

    /** The code counts only for the request it was sent for; without the request's id nothing can be checked. */
    async verifyOtp(
      emailInput: string,
      otp: string,
      requestId: string | undefined,
    ): Promise<{ token: string; user: AuthUser }> {
      if (!requestId) throw new ServiceError('invalid', AUTH_MESSAGES.requestMissing);
      return startSession(await signups.verify(normalizeEmail(emailInput), requestId, otp));
    },

    /**
     * Signs in. The right password of a sign-up that is still waiting for its code answers
     * `unverified` with that request's id (and a fresh code when the pause allows), so the
     * browser can go on to its code page.
     */
    async login(
      emailInput: string,
      password: string,
    ): Promise<{ token: string; user: AuthUser } | { unverified: { requestId: string } }> {
      const email = normalizeEmail(emailInput);
      const user = await findUserByEmail(db, email);
      if (user?.emailVerifiedAt) {
        if (!(await verifyPassword(password, user.passwordHash)))
          throw new ServiceError('unauthorized', AUTH_MESSAGES.badCredentials);
        // A hash made with weaker parameters than today's is made again while the password is at hand.
        if (needsRehash(user.passwordHash)) {
          await db
            .update(users)
            .set({ passwordHash: await hashPassword(password) })
            .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
        }
        return startSession(user);
      }
      const pending = await signups.resumeWithPassword(email, password);
      if (pending) return { unverified: pending };
      // An account that never verified (kept from before sign-up requests) starts one.
      if (user && (await verifyPassword(password, user.passwordHash))) {
        return {
          unverified: await signups.create({
            name: user.name,
            email,
            passwordHash: user.passwordHash,
            language: user.language,
          }),
        };
      }
      // A wrong e-mail takes as long as a wrong password.
      if (!user) await verifyPassword(password, await dummyHash);
      throw new ServiceError('unauthorized', AUTH_MESSAGES.badCredentials);
    },

    /** The user behind a token, while its session is live. */
    async authenticate(token: string): Promise<{ user: AuthUser; sessionId: string } | null> {
      const claims = await signer.verify(token);
      if (!claims) return null;
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        // Disabling revokes the sessions too; checking the flag here keeps a session started at that very moment out.
        .where(
          and(
            eq(sessions.id, claims.sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now()),
            eq(users.disabled, false),
          ),
        )
        .limit(1);
      if (!row || row.user.id !== claims.userId) return null;
      return { user: toAuthUser(row.user), sessionId: claims.sessionId };
    },

    async logout(session: { user: AuthUser; sessionId: string }, emailInput: string): Promise<void> {
      if (normalizeEmail(emailInput) !== session.user.email)
        throw new ServiceError('forbidden', AUTH_MESSAGES.logoutMismatch);
      await db.update(sessions).set({ revokedAt: now() }).where(eq(sessions.id, session.sessionId));
    },

    /**
     * E-mails a reset link in the language of the page it was asked on, else the account's.
     * Anyone can ask for any address, so the request's language does not change the account's.
     */
    async forgotPassword(emailInput: string, requestLanguage?: Language): Promise<void> {
      const user = await findUserByEmail(db, emailInput);
      if (!user) return;
      const language = requestLanguage ?? user.language;
      const token = randomBytes(32).toString('base64url');
      const t = now();
      const link = new URL(pathInLanguage(language, `/reset-password/${token}`), publicUrl).toString();
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
        await mail.record(tx, {
          kind: 'password_reset',
          userId: user.id,
          ...passwordResetEmail(language, user.email, user.name, link, RESET_LINK_TTL_MINUTES),
        });
      });
      mail.written();
    },

    /** Sets the new password, uses up the link and signs the account out everywhere. */
    async resetPassword(token: string, password: string): Promise<void> {
      refuseCommonPassword(password);
      const t = now();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: t })
          .where(
            and(
              eq(passwordResets.tokenHash, sha256(token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, t),
            ),
          )
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
