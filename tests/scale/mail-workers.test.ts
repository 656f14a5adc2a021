/**
 * Two mail workers on one PostgreSQL database, each with its own connection pool as two
 * store processes have: every message is delivered exactly once, whichever takes it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { createMailWorker, messageIdFor } from '#server/mail/delivery.ts';
import { createSmtpTransport } from '#server/mail/mailer.ts';
import { createMailQueue } from '#server/mail/outbox.ts';
import { startSmtpCapture, type CapturedMail } from '#tests/support/smtp-capture.ts';
import { createScratchDatabase, type ScratchDatabase } from '#tests/support/test-database.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MESSAGES = 60;

let scratch: ScratchDatabase;
let processes: Database[] = [];
let smtp: { url: string; close(): Promise<void> };
let mailDir: string;

beforeAll(async () => {
  scratch = await createScratchDatabase(POSTGRES_URL, 'store_test');
  processes = [
    await openDatabase({ url: scratch.url, poolSize: 3 }),
    await openDatabase({ url: scratch.url, poolSize: 3 }),
  ];
  await processes[0]!.migrate();
  mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-workers-'));
  smtp = await startSmtpCapture(mailDir);
});
afterAll(async () => {
  await smtp?.close();
  for (const database of processes) await database.close();
  await scratch?.drop();
  if (mailDir) await fs.rm(mailDir, { recursive: true, force: true });
});

it('two workers over one database deliver each message once', async () => {
  const mail = createMailQueue();
  const [writer] = processes;
  for (let i = 0; i < MESSAGES; i++) {
    await writer!.db.transaction((tx) =>
      mail.record(tx, {
        kind: 'contact_acknowledgement',
        to: `shopper-${i}@example.com`,
        subject: `Message ${i}`,
        text: `${i}`,
        html: `<p>${i}</p>`,
      }),
    );
  }
  const delivered: number[] = [];
  const workers = processes.map((database) =>
    createMailWorker({
      db: database.db,
      transport: createSmtpTransport(smtp.url, 'ALATOO <no-reply@alatoo.example>'),
      logger: pino({ level: 'silent' }),
      messageIdHost: 'shop.example',
      // Small batches, so the two keep reaching for the same rows.
      batchSize: 3,
      // Ahead of the database's clock, so every message is due.
      now: () => new Date(Date.now() + 1_000),
    }),
  );
  // Each worker runs three loops at once, as nudges from several requests would.
  const runs = workers.flatMap((worker, w) =>
    [0, 1, 2].map(() => worker.deliverDue().then((n) => (delivered[w] = (delivered[w] ?? 0) + n))),
  );
  await Promise.all(runs);

  const files = (await fs.readdir(mailDir)).filter((f) => f.endsWith('.json'));
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await fs.readFile(path.join(mailDir, f), 'utf8')) as CapturedMail),
  );
  const rows = await writer!.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'contact_acknowledgement'));
  expect(rows).toHaveLength(MESSAGES);
  expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  for (const row of rows) {
    const copies = mails.filter((m) => m.raw.includes(`Message-ID: ${messageIdFor(row.id, 'shop.example')}`));
    expect(copies, row.to).toHaveLength(1);
  }
  expect(mails).toHaveLength(MESSAGES);
  expect(delivered.reduce((a, b) => a + b, 0)).toBe(MESSAGES);
});
