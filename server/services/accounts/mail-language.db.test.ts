/**
 * Account e-mails in the shopper's language (decision 61): a Kyrgyz sign-up's codes are
 * Kyrgyz and the account keeps the language; a reset link asked on a page of a language is
 * in it, one asked without a language is in the account's, and a reset request (anyone can
 * make one) does not change the account's language.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTokenSigner, loadSigningKey } from '#server/auth/tokens.ts';
import { type Database } from '#server/db/client.ts';
import { mailOutbox, users } from '#server/db/schema.ts';
import { createMailQueue } from '#server/mail/outbox.ts';
import { openMigratedDatabase } from '#tests/support/test-database.ts';
import { createAuthService, OTP_RESEND_INTERVAL_SECONDS, type AuthService } from './auth';

let database: Database;
let auth: AuthService;
let clock = new Date('2026-03-01T10:00:00Z');

const sentTo = (email: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.createdAt));
const codeIn = (text: string) => /^(\d{6})$/m.exec(text)![1]!;

beforeAll(async () => {
  database = await openMigratedDatabase(undefined);
  auth = createAuthService({
    db: database.db,
    mail: createMailQueue(),
    signer: createTokenSigner(await loadSigningKey(database.db), () => clock),
    publicUrl: 'https://shop.example',
    now: () => clock,
  });
});
afterAll(() => database.close());

it('e-mails a Kyrgyz sign-up’s codes in Kyrgyz, and the account keeps Kyrgyz', async () => {
  const email = 'ainura@example.com';
  const { requestId } = await auth.register({ name: 'Ainura', email, password: 'warm-coat-2026', language: 'ky' });
  clock = new Date(clock.getTime() + OTP_RESEND_INTERVAL_SECONDS * 1000);
  await auth.resendCode(email, requestId);
  const codes = await sentTo(email);
  expect(codes).toHaveLength(2);
  for (const code of codes) {
    expect(code.subject).toMatch(/^Сиздин ALATOO ырастоо кодуңуз: \d{6}$/);
    expect(code.text).toContain('Катталууну ырастоо үчүн бул кодду ал суралган бетке киргизиңиз:');
    expect(code.html).toContain('<html lang="ky">');
  }
  await auth.verifyOtp(email, codeIn(codes[1]!.text), requestId);
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  expect(user!.language).toBe('ky');

  await auth.forgotPassword(email);
  const byAccount = (await sentTo(email)).at(-1)!;
  expect(byAccount.subject).toBe('ALATOO аккаунтуңуздун сырсөзүн алмаштыруу');
  expect(byAccount.text).toMatch(/https:\/\/shop\.example\/ky\/reset-password\/[\w-]+/);

  await auth.forgotPassword(email, 'ru');
  const byPage = (await sentTo(email)).at(-1)!;
  expect(byPage.subject).toBe('Смена пароля в ALATOO');
  expect(byPage.text).toMatch(/https:\/\/shop\.example\/ru\/reset-password\/[\w-]+/);
  const [after] = await database.db.select().from(users).where(eq(users.email, email));
  expect(after!.language).toBe('ky');
});

it('e-mails a sign-up made without a language in English, linking the English reset page', async () => {
  const email = 'timur@example.com';
  const { requestId } = await auth.register({ name: 'Timur', email, password: 'warm-coat-2026' });
  const [code] = await sentTo(email);
  expect(code!.subject).toMatch(/^Your ALATOO verification code: \d{6}$/);
  await auth.verifyOtp(email, codeIn(code!.text), requestId);
  await auth.forgotPassword(email);
  expect((await sentTo(email)).at(-1)!.text).toMatch(/https:\/\/shop\.example\/reset-password\/[\w-]+/);
});
