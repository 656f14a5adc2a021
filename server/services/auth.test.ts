import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openDatabase, type Database } from '../db/client';
import { createTokenSigner, loadSigningKey } from '../auth/tokens';
import { createOutboxMailer, listOutbox, type MailMessage, type Mailer } from '../mail/mailer';
import { createAuthService, OTP_TTL_MINUTES, RESET_LINK_TTL_MINUTES, type AuthService } from './auth';
import { ServiceError } from './errors';

let database: Database;
let clock = new Date('2026-03-01T10:00:00Z');
const sent: MailMessage[] = [];
let auth: AuthService;

const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const lastCode = () => /verification code: (\d{6})/.exec(sent.at(-1)!.subject)![1]!;
const lastResetToken = () => /\/reset-password\/([\w-]+)/.exec(sent.at(-1)!.text)![1]!;

async function expectError(promise: Promise<unknown>, kind: string, message: string) {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ServiceError);
  expect((err as ServiceError).kind).toBe(kind);
  expect((err as ServiceError).message).toBe(message);
}

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  const mailer: Mailer = { send: async (m) => void sent.push(m) };
  const signer = createTokenSigner(await loadSigningKey(database.db), () => clock);
  auth = createAuthService({ db: database.db, mailer, signer, publicUrl: 'https://shop.example', now: () => clock });
});
afterAll(() => database.close());

describe('one-time codes', () => {
  it(`expire after ${OTP_TTL_MINUTES} minutes`, async () => {
    await auth.register({ name: 'Late', email: 'late@example.com', password: 'good-password' });
    const code = lastCode();
    advance(OTP_TTL_MINUTES + 1);
    await expectError(auth.verifyOtp('late@example.com', code), 'invalid', 'This code has expired. Please request a new one.');
  });

  it('a resent code works and the previous one no longer does', async () => {
    await auth.register({ name: 'Twice', email: 'twice@example.com', password: 'good-password' });
    const first = lastCode();
    advance(1.1);
    await auth.resendCode('twice@example.com');
    const second = lastCode();
    if (first !== second) {
      await expectError(auth.verifyOtp('twice@example.com', first), 'invalid', 'That code is not right. Please check the email and try again.');
    }
    const session = await auth.verifyOtp('twice@example.com', second);
    expect(session.user.email).toBe('twice@example.com');
    // Used up.
    await expectError(auth.verifyOtp('twice@example.com', second), 'invalid', 'There is no active code for this email. Please request a new one.');
  });
});

describe('sessions', () => {
  it('a token stops working when its 7 days are over', async () => {
    await auth.register({ name: 'Week', email: 'week@example.com', password: 'good-password' });
    const { token } = await auth.verifyOtp('week@example.com', lastCode());
    expect(await auth.authenticate(token)).not.toBeNull();
    advance(7 * 24 * 60 + 1);
    expect(await auth.authenticate(token)).toBeNull();
  });
});

describe('password reset links', () => {
  it(`expire after ${RESET_LINK_TTL_MINUTES} minutes`, async () => {
    await auth.register({ name: 'Forgetful', email: 'forgetful@example.com', password: 'good-password' });
    await auth.forgotPassword('forgetful@example.com');
    expect(sent.at(-1)!.text).toContain('https://shop.example/reset-password/');
    const token = lastResetToken();
    advance(RESET_LINK_TTL_MINUTES + 1);
    await expectError(auth.resetPassword(token, 'new-password-1'), 'invalid', 'This reset link is invalid or has expired. Please request a new one.');
  });

  it('a newer link replaces an older one', async () => {
    await auth.forgotPassword('forgetful@example.com');
    const older = lastResetToken();
    await auth.forgotPassword('forgetful@example.com');
    const newer = lastResetToken();
    await expectError(auth.resetPassword(older, 'new-password-1'), 'invalid', 'This reset link is invalid or has expired. Please request a new one.');
    await auth.resetPassword(newer, 'new-password-2');
    // Following the e-mailed link also verified the address.
    expect((await auth.login('forgetful@example.com', 'new-password-2')).user.email).toBe('forgetful@example.com');
  });
});

describe('development outbox', () => {
  it('keeps messages in the database, newest first', async () => {
    const outbox = createOutboxMailer(database.db, pino({ level: 'silent' }));
    await outbox.send({ to: 'a@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await outbox.send({ to: 'b@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });
    const messages = await listOutbox(database.db);
    expect(messages.map((m) => m.subject).slice(0, 2).sort()).toEqual(['First', 'Second']);
    expect(messages.find((m) => m.subject === 'Second')).toMatchObject({ to: 'b@example.com', text: 'two' });
  });
});
