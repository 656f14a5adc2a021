/**
 * The back office's mail calls over real HTTP: GET /api/mail/messages lists what is being
 * retried or has failed (never a subject or body), POST …/send-again puts a message back in
 * the queue, and both are refused to anyone but an admin. The store's mail server sits
 * behind a relay the test cuts and restores.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiMailMessage, MailMessagesAnswer } from '#domain/api-answer-schemas.ts';
import { MAIL_TEXT } from '#domain/mail.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { registerCustomer } from '#tests/support/accounts.ts';
import { createClient } from '#tests/support/http.ts';
import { startSmtpCapture, type CapturedMail } from '#tests/support/smtp-capture.ts';
import { ADMIN, testStoreConfig } from '#tests/support/store-config.ts';
import { startTcpProxy, type TcpProxy } from '#tests/support/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { until } from '#tests/support/until.ts';

type Msg = { message: string; errors?: Record<string, string> };

let store: RunningServer;
let database: TestDatabase;
let dataDir: string;
let mailDir: string;
let smtp: { url: string; close(): Promise<void> };
let relay: TcpProxy;
let admin: ReturnType<typeof createClient>;
const at = (p: string) => `${store.url}${p}`;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-mail-admin-'));
  mailDir = path.join(dataDir, 'mail');
  database = await createTestDatabase();
  smtp = await startSmtpCapture(mailDir);
  relay = await startTcpProxy(Number(new URL(smtp.url).port));
  await relay.cut();
  store = await startServer(
    testStoreConfig({
      dataDir,
      databaseUrl: database.url,
      smtpUrl: `smtp://127.0.0.1:${relay.port}`,
      env: { SEED_DEMO: 'false' },
    }),
    {
      ui: { kind: 'none' },
    },
  );
  const login = await createClient().post<{ token: string }>(at('/api/auth/login'), ADMIN);
  admin = createClient({ token: login.body.token });
});
afterAll(async () => {
  await store?.close();
  await relay?.close();
  await smtp?.close();
  await database?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function listed(query = '') {
  const res = await admin.get<MailMessagesAnswer>(at(`/api/mail/messages${query}`));
  expect(res.status).toBe(200);
  return res.body;
}

const findTo = (answer: MailMessagesAnswer, to: string) => answer.messages.find((m) => m.to === to);

describe('the Mail screen’s calls', () => {
  it('list what is retrying and what failed, and send a message again', async () => {
    const sender = 'mail-admin-writer@example.com';
    expect(
      (
        await createClient().post(at('/api/contact'), {
          name: 'Aida',
          email: sender,
          subject: 'Sizes',
          message: 'Do the boots run small?',
        })
      ).status,
    ).toBe(201);
    expect((await createClient().post(at('/api/auth/forgot-password'), { email: ADMIN.email })).status).toBe(200);

    // Each was tried at once, failed, and waits for its next try.
    // Waited for by name: on a busy machine the worker may not have tried each of them yet.
    const retrying = await until('the acknowledgement and the reset retrying', async () => {
      const answer = await listed('?state=retrying');
      const tried = findTo(answer, sender) && answer.messages.some((m) => m.kind === 'password_reset');
      return answer.total >= 3 && tried ? answer : undefined;
    });
    const ack = findTo(retrying, sender)!;
    expect(ack).toMatchObject({
      kind: 'contact_acknowledgement',
      state: 'pending',
      attempts: 1,
      orderId: null,
      orderNumber: null,
      userId: null,
    });
    expect(ack.lastError).toMatch(/ECONNREFUSED/);
    expect(Date.parse(ack.nextAttemptAt!)).toBeGreaterThan(Date.parse(ack.createdAt));
    const reset = retrying.messages.find((m) => m.kind === 'password_reset')!;
    expect(reset.to).toBe(ADMIN.email);
    expect(reset.userId).toMatch(/^[0-9a-f-]{36}$/);
    // Never what the message says: a code or a link must not reach the screen.
    expect(Object.keys(ack).sort()).toEqual([
      '_id',
      'attempts',
      'createdAt',
      'kind',
      'lastError',
      'nextAttemptAt',
      'orderId',
      'orderNumber',
      'state',
      'to',
      'userId',
    ]);
    expect(JSON.stringify(retrying)).not.toContain('reset-password');

    // A day has passed since the acknowledgement was written: its next try, asked for now, is its last.
    await store.database.db.execute(
      sql`update mail_outbox set queued_at = queued_at - interval '25 hours' where id = ${ack._id}`,
    );
    const tryNow = await admin.post<ApiMailMessage>(at(`/api/mail/messages/${ack._id}/send-again`));
    expect(tryNow.status).toBe(200);
    const failed = await until('the acknowledgement to fail', async () => {
      const answer = await listed('?state=failed');
      return findTo(answer, sender);
    });
    expect(failed).toMatchObject({ state: 'failed', attempts: 2, nextAttemptAt: null });
    expect(findTo(await listed('?state=retrying'), sender)).toBeUndefined();
    expect(findTo(await listed(), sender)).toMatchObject({ state: 'failed' });

    // The mail server is back: sent again, the failed message goes out with a fresh day of tries.
    await relay.restore();
    const again = await admin.post<ApiMailMessage>(at(`/api/mail/messages/${ack._id}/send-again`));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ _id: ack._id, state: 'pending', attempts: 0 });
    const mails = await until('the acknowledgement', async () => {
      const files = (await fs.readdir(mailDir)).filter((f) => f.endsWith('.json'));
      const all = await Promise.all(
        files.map(async (f) => JSON.parse(await fs.readFile(path.join(mailDir, f), 'utf8')) as CapturedMail),
      );
      const toSender = all.filter((m) => m.to.includes(sender));
      return toSender.length > 0 ? toSender : undefined;
    });
    expect(mails).toHaveLength(1);
    // Marked sent a moment after the mail server took it: then it leaves the lists.
    await until('the acknowledgement to leave the lists', async () =>
      findTo(await listed(), sender) ? undefined : true,
    );

    const sentAlready = await admin.post<Msg>(at(`/api/mail/messages/${ack._id}/send-again`));
    expect(sentAlready.status).toBe(409);
    expect(sentAlready.body.message).toBe(MAIL_TEXT.alreadySent);
  });

  it('answer 404 for an unknown message and 400 for an unknown state', async () => {
    for (const id of ['4b0c2f6e-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await admin.post<Msg>(at(`/api/mail/messages/${id}/send-again`));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MAIL_TEXT.notFound);
    }
    const bad = await admin.get<Msg>(at('/api/mail/messages?state=sent'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.state).toBe('state must be one of: failed, retrying.');
    const page = await admin.get<Msg>(at('/api/mail/messages?page=0'));
    expect(page.status).toBe(400);
  });

  it('are refused to shoppers and to callers who are not signed in', async () => {
    // A customer of the suite's shared store, asking that store.
    const { client } = await registerCustomer();
    expect((await client.get<Msg>('/api/mail/messages')).status).toBe(403);
    expect((await client.post<Msg>('/api/mail/messages/4b0c2f6e-0000-4000-8000-000000000000/send-again')).status).toBe(
      403,
    );
    expect((await createClient().get<Msg>(at('/api/mail/messages'))).status).toBe(401);
    expect(
      (await createClient().post<Msg>(at('/api/mail/messages/4b0c2f6e-0000-4000-8000-000000000000/send-again'))).status,
    ).toBe(401);
  });
});
