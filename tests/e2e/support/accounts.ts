/**
 * Shopper accounts for browser tests: registered and verified through the API, the code read
 * from the development mailbox (the test server runs without SMTP_URL, so every e-mail lands there).
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

export function newAccount(label: string): TestAccount {
  const id = randomUUID().slice(0, 8);
  return { name: `Aida ${label} ${id}`, email: `e2e-${label}-${id}@example.com`, password: 'correct horse battery' };
}

/** The newest outbox e-mail to `to` whose subject matches, as {subject, text}; waits for it to arrive. */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/dev/mailbox')).text();
        // Newest first: the first matching article is the latest e-mail.
        for (const article of html.split('<article').slice(1)) {
          const decoded = article.replace(/<!-- -->/g, '').replace(/&amp;/g, '&');
          const subjectText = /<h2[^>]*>([^<]*)<\/h2>/.exec(decoded)?.[1] ?? '';
          if (decoded.includes(`>${to}<`) && subject.test(subjectText)) {
            found = { subject: subjectText, text: decoded.replace(/<[^>]+>/g, '') };
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

export async function verificationCode(request: APIRequestContext, email: string): Promise<string> {
  const mail = await latestMail(request, email, /verification code/);
  return /(\d{6})/.exec(mail.subject)![1]!;
}

/**
 * A documentation address (RFC 5737) of the shopper's own: the suite signs up more shoppers
 * than one address may in an hour, and the test server trusts the forwarding header.
 */
export const shopperAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

/** Registers through the API and returns the sign-up request's id (what the browser keeps for the code page). */
export async function registerThroughApi(request: APIRequestContext, account: TestAccount): Promise<string> {
  const res = await request.post('/api/auth/register', {
    data: account,
    headers: { 'X-Forwarded-For': shopperAddress() },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { requestId: string }).requestId;
}

/** A verified customer account, made as a shopper makes one: register, then the e-mailed code. */
export async function createVerifiedAccount(request: APIRequestContext, label: string): Promise<TestAccount> {
  const account = newAccount(label);
  const requestId = await registerThroughApi(request, account);
  const otp = await verificationCode(request, account.email);
  expect(
    (await request.post('/api/auth/verify-otp', { data: { email: account.email, otp, requestId } })).status(),
  ).toBe(200);
  return account;
}
