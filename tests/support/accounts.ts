/** Customer accounts for API tests, registered as a shopper does: register, the e-mailed code, verify. */
import { randomUUID } from 'node:crypto';
import type { AuthAnswer, SignupAnswer } from '#domain/api-answer-schemas.ts';
import { createClient } from './http';
import { codeFrom, waitForMail } from './mailbox';

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A signed-in customer; `at` turns an API path into the URL of the store to use (the suite's shared one by default). */
export async function registerCustomer(options: { name?: string; email?: string; at?: (path: string) => string } = {}) {
  const at = options.at ?? ((p: string) => p);
  const client = createClient();
  const email = options.email ?? uniqueEmail('customer');
  const password = 'good-password';
  const reg = await client.post<SignupAnswer>(at('/api/auth/register'), {
    name: options.name ?? 'Aida',
    email,
    password,
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
  const verified = await client.post<AuthAnswer>(at('/api/auth/verify-otp'), {
    email,
    otp: codeFrom(await waitForMail(email)),
    requestId: reg.body.requestId,
  });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
  client.setToken(verified.body.token);
  return { client, email, password, session: verified.body };
}
