import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_TOO_COMMON } from '#domain/auth-limits.ts';
import { verifyPassword } from '#server/auth/password.ts';
import { type Database } from '#server/db/client.ts';
import { createTokenSigner, loadSigningKey } from '#server/auth/tokens.ts';
import { openMigratedDatabase } from '#tests/support/test-database.ts';
import { asc, eq, lte } from 'drizzle-orm';
import { mailOutbox, signupRequests, users } from '#server/db/schema.ts';
import { createMailQueue } from '#server/mail/outbox.ts';
import { createAuthService, OTP_TTL_MINUTES, RESET_LINK_TTL_MINUTES, type AuthService } from './auth';
import { ServiceError } from '#server/services/errors.ts';
import { MAX_PENDING_SIGNUPS_PER_EMAIL, SIGNUP_REQUEST_TTL_MINUTES } from './signup-requests';
import { upsertUser } from './users';

let database: Database;
let clock = new Date('2026-03-01T10:00:00Z');
let auth: AuthService;

const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
/** What the service wrote to the outbox, oldest first (each with the change that caused it). */
const sent = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
const lastSent = async () => (await sent()).at(-1)!;
const lastCode = async () => /verification code: (\d{6})/.exec((await lastSent()).subject)![1]!;
const lastResetToken = async () => /\/reset-password\/([\w-]+)/.exec((await lastSent()).text)![1]!;

async function expectError(promise: Promise<unknown>, kind: string, message: string) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceError);
  expect((err as ServiceError).kind).toBe(kind);
  expect((err as ServiceError).message).toBe(message);
}

beforeAll(async () => {
  database = await openMigratedDatabase(undefined);
  const signer = createTokenSigner(await loadSigningKey(database.db), () => clock);
  auth = createAuthService({
    db: database.db,
    mail: createMailQueue(),
    signer,
    publicUrl: 'https://shop.example',
    now: () => clock,
  });
});
afterAll(() => database.close());

async function signUp(name: string, email: string, password: string) {
  const { requestId } = await auth.register({ name, email, password });
  return { requestId, code: await lastCode() };
}

async function signedIn(email: string, password: string) {
  const result = await auth.login(email, password);
  return 'user' in result ? result.user : null;
}

describe('one-time codes', () => {
  it(`expire after ${OTP_TTL_MINUTES} minutes`, async () => {
    const { requestId, code } = await signUp('Late', 'late@example.com', 'good-password');
    advance(OTP_TTL_MINUTES + 1);
    await expectError(
      auth.verifyOtp('late@example.com', code, requestId),
      'invalid',
      'This code has expired. Please request a new one.',
    );
  });

  it('a resent code works and the previous one no longer does', async () => {
    const { requestId, code: first } = await signUp('Twice', 'twice@example.com', 'good-password');
    advance(1.1);
    await auth.resendCode('twice@example.com', requestId);
    const second = await lastCode();
    if (first !== second) {
      await expectError(
        auth.verifyOtp('twice@example.com', first, requestId),
        'invalid',
        'That code is not right. Please check the email and try again.',
      );
    }
    const session = await auth.verifyOtp('twice@example.com', second, requestId);
    expect(session.user.email).toBe('twice@example.com');
    // Used up.
    await expectError(
      auth.verifyOtp('twice@example.com', second, requestId),
      'invalid',
      'There is no active code for this email. Please request a new one.',
    );
  });
});

describe('sign-up requests', () => {
  it('a re-registration after the resend pause cannot change the password the owner opens with', async () => {
    const owner = await signUp('Owner', 'paused@example.com', 'owner-password');
    advance(1.5);
    const other = await signUp('Other', 'paused@example.com', 'other-password');
    advance(1.5);
    // The owner asks for a new code after the pause; the other request is untouched by it.
    await auth.resendCode('paused@example.com', owner.requestId);
    const ownerCode = await lastCode();
    if (other.code !== ownerCode) {
      await expectError(
        auth.verifyOtp('paused@example.com', other.code, owner.requestId),
        'invalid',
        'That code is not right. Please check the email and try again.',
      );
    }
    const session = await auth.verifyOtp('paused@example.com', ownerCode, owner.requestId);
    expect(session.user.name).toBe('Owner');
    expect((await signedIn('paused@example.com', 'owner-password'))?.name).toBe('Owner');
    await expectError(auth.login('paused@example.com', 'other-password'), 'unauthorized', 'Invalid email or password.');
    // The other request went with the owner's verification.
    await expectError(
      auth.verifyOtp('paused@example.com', other.code, other.requestId),
      'invalid',
      'There is no active code for this email. Please request a new one.',
    );
  });

  it(`caps live requests per address at ${MAX_PENDING_SIGNUPS_PER_EMAIL} and drops expired ones on the next sign-up`, async () => {
    for (let i = 0; i < MAX_PENDING_SIGNUPS_PER_EMAIL; i++)
      await signUp('Flood', 'flood@example.com', 'flood-password');
    const err = await auth
      .register({ name: 'Flood', email: 'flood@example.com', password: 'flood-password' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).kind).toBe('rate_limited');
    expect((err as ServiceError).message).toBe(
      `Too many attempts. Please try again in ${SIGNUP_REQUEST_TTL_MINUTES} minutes.`,
    );
    expect((err as ServiceError).retryAfterSeconds).toBe(SIGNUP_REQUEST_TTL_MINUTES * 60);

    advance(SIGNUP_REQUEST_TTL_MINUTES + 1);
    const fresh = await signUp('Flood', 'flood@example.com', 'flood-password');
    const left = await database.db.select().from(signupRequests).where(eq(signupRequests.email, 'flood@example.com'));
    expect(left.map((r) => r.id)).toEqual([fresh.requestId]);
    expect(await database.db.select().from(signupRequests).where(lte(signupRequests.expiresAt, clock))).toEqual([]);
  });

  it('without the request id a code checks nothing and a resend sends nothing', async () => {
    const { code } = await signUp('Old', 'old-link@example.com', 'good-password');
    const before = (await sent()).length;
    await auth.resendCode('old-link@example.com', undefined);
    expect((await sent()).length).toBe(before);
    await expectError(
      auth.verifyOtp('old-link@example.com', code, undefined),
      'invalid',
      'This page no longer knows your sign-up. Please sign in or register again to get a new code.',
    );
  });

  it('signing in with the password of a waiting sign-up answers with its request and a fresh code', async () => {
    const owner = await signUp('Owner', 'resume@example.com', 'owner-password');
    await signUp('Other', 'resume@example.com', 'other-password');
    advance(1.5);
    expect(await auth.login('resume@example.com', 'owner-password')).toEqual({
      unverified: { requestId: owner.requestId },
    });
    const session = await auth.verifyOtp('resume@example.com', await lastCode(), owner.requestId);
    expect(session.user.name).toBe('Owner');
  });

  it('an account that never verified, from before sign-up requests, is resumed by its password', async () => {
    await upsertUser(database.db, { name: 'Legacy', email: 'legacy@example.com', password: 'legacy-password' });
    const result = await auth.login('legacy@example.com', 'legacy-password');
    if (!('unverified' in result)) throw new Error('expected a sign-up to resume');
    const session = await auth.verifyOtp('legacy@example.com', await lastCode(), result.unverified.requestId);
    expect(session.user).toMatchObject({ name: 'Legacy', email: 'legacy@example.com' });
    expect((await signedIn('legacy@example.com', 'legacy-password'))?.name).toBe('Legacy');
  });
});

describe('sessions', () => {
  it('a token stops working when its 7 days are over', async () => {
    const { requestId, code } = await signUp('Week', 'week@example.com', 'good-password');
    const { token } = await auth.verifyOtp('week@example.com', code, requestId);
    expect(await auth.authenticate(token)).not.toBeNull();
    advance(7 * 24 * 60 + 1);
    expect(await auth.authenticate(token)).toBeNull();
  });
});

describe('password hashes', () => {
  it("a hash made with older, weaker parameters is made again with today's at the next sign-in", async () => {
    // The real parameters: the suite's cheap cost (INSECURE_FAST_PASSWORD_HASHING) would hide them.
    vi.stubEnv('INSECURE_FAST_PASSWORD_HASHING', undefined);
    try {
      const user = await upsertUser(database.db, {
        name: 'Old hash',
        email: 'old-hash@example.com',
        password: 'placeholder-password',
        verified: true,
      });
      // What the store stored before N was raised to 2^17: scrypt N=2^15 of 'legacy-password'.
      const old = 'scrypt$32768$8$1$xdbD7cb6aB2yYDgcsh3cDw$pEf2eUTULtsWHWynU7YYON7zPcrsYXINfJxX07qRiqI';
      await database.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));

      expect((await signedIn('old-hash@example.com', 'legacy-password'))?.email).toBe('old-hash@example.com');
      const [row] = await database.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('legacy-password', row!.passwordHash)).toBe(true);
      // And the new hash signs in as before.
      expect((await signedIn('old-hash@example.com', 'legacy-password'))?.email).toBe('old-hash@example.com');
    } finally {
      vi.unstubAllEnvs();
    }
  }, 120_000);

  it('a wrong password leaves an old hash as it was', async () => {
    const user = await upsertUser(database.db, {
      name: 'Old hash 2',
      email: 'old-hash-2@example.com',
      password: 'placeholder-password',
      verified: true,
    });
    const old = 'scrypt$32768$8$1$xdbD7cb6aB2yYDgcsh3cDw$pEf2eUTULtsWHWynU7YYON7zPcrsYXINfJxX07qRiqI';
    await database.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));
    await expectError(
      auth.login('old-hash-2@example.com', 'not-the-password'),
      'unauthorized',
      'Invalid email or password.',
    );
    const [row] = await database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe(old);
  }, 60_000);
});

describe('common passwords', () => {
  it.each(['password123', 'qwerty123', 'Iloveyou', 'SUNSHINE'])(
    'refuses %j at sign-up and at a reset, naming the password field',
    async (common) => {
      const refused = await auth.register({ name: 'Common', email: 'common@example.com', password: common }).then(
        () => null,
        (e: unknown) => e as ServiceError,
      );
      expect(refused?.kind).toBe('invalid');
      expect(refused?.message).toBe(PASSWORD_TOO_COMMON);
      expect(refused?.errors).toEqual({ password: PASSWORD_TOO_COMMON });
      await expectError(auth.resetPassword('any-token', common), 'invalid', PASSWORD_TOO_COMMON);
    },
  );
});

describe('password reset links', () => {
  it(`expire after ${RESET_LINK_TTL_MINUTES} minutes`, async () => {
    const { requestId, code } = await signUp('Forgetful', 'forgetful@example.com', 'good-password');
    await auth.verifyOtp('forgetful@example.com', code, requestId);
    await auth.forgotPassword('forgetful@example.com');
    expect((await lastSent()).text).toContain('https://shop.example/reset-password/');
    const token = await lastResetToken();
    advance(RESET_LINK_TTL_MINUTES + 1);
    await expectError(
      auth.resetPassword(token, 'new-password-1'),
      'invalid',
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });

  it('a newer link replaces an older one', async () => {
    await auth.forgotPassword('forgetful@example.com');
    const older = await lastResetToken();
    await auth.forgotPassword('forgetful@example.com');
    const newer = await lastResetToken();
    await expectError(
      auth.resetPassword(older, 'new-password-1'),
      'invalid',
      'This reset link is invalid or has expired. Please request a new one.',
    );
    await auth.resetPassword(newer, 'new-password-2');
    expect((await signedIn('forgetful@example.com', 'new-password-2'))?.email).toBe('forgetful@example.com');
  });
});
