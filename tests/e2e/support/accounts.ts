/** Shopper accounts for browser tests: registered and verified through the API, the code read from the development outbox. */
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

/** The newest outbox e-mail to `to` whose subject matches (the server runs without SMTP_URL); waits for it. */
async function latestSubject(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/dev/mailbox')).text();
        // Newest first: the first matching article is the latest e-mail.
        for (const article of html.split('<article').slice(1)) {
          const decoded = article.replace(/<!-- -->/g, '').replace(/&amp;/g, '&');
          const subjectText = /<h2[^>]*>([^<]*)<\/h2>/.exec(decoded)?.[1] ?? '';
          if (decoded.includes(`>${to}<`) && subject.test(subjectText)) {
            found = subjectText;
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found;
}

/** A verified customer account, made as a shopper makes one: register, then the e-mailed code. */
export async function createVerifiedAccount(request: APIRequestContext, label: string): Promise<TestAccount> {
  const account = newAccount(label);
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.status()).toBe(201);
  const { requestId } = (await registered.json()) as { requestId: string };
  const otp = /(\d{6})/.exec(await latestSubject(request, account.email, /verification code/))![1]!;
  expect((await request.post('/api/auth/verify-otp', { data: { email: account.email, otp, requestId } })).status()).toBe(200);
  return account;
}
