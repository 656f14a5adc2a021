/**
 * A store process killed with SIGKILL in the middle of sending an e-mail: the message it
 * had claimed is delivered by the next process once the claim's lease has ended, with the
 * same Message-ID, and the log lines name the message's kind, never its contents.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { serveBuiltServer, type ServerProcess } from '#tests/support/built-server.ts';
import { startSmtpCapture, type CapturedMail } from '#tests/support/smtp-capture.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { until } from '#tests/support/until.ts';

/** An SMTP server that takes a message's data and never answers it: a send that hangs. */
async function startStallingSmtp() {
  let received: (raw: string) => void;
  const stalled = new Promise<string>((resolve) => (received = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => received(Buffer.concat(chunks).toString('utf8')));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stalled,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The killed process's embedded database is free once that process is gone (its group dies one by one). */
async function embeddedDatabaseReleased(dataDir: string) {
  const owner = Number(await fs.readFile(path.join(dataDir, 'db.lock'), 'utf8'));
  await until(`process ${owner} to end`, async () => {
    try {
      process.kill(owner, 0);
      return undefined;
    } catch {
      return true;
    }
  });
}

describe('a process killed while sending mail', () => {
  it(
    'leaves the message to the next process, which sends it once the lease has ended',
    { timeout: 120_000 },
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-mail-crash-'));
      const mailDir = path.join(dataDir, 'mail');
      const database = await createTestDatabase();
      const stalling = await startStallingSmtp();
      const capture = await startSmtpCapture(mailDir);
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        PUBLIC_URL: 'http://shop.test',
        MAIL_LEASE_SECONDS: '2',
      };
      const started: ServerProcess[] = [];
      try {
        const first = await serveBuiltServer({ ...env, SMTP_URL: stalling.url });
        started.push(first);
        const sender = 'crash-writer@example.com';
        const res = await fetchChecked(`${first.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Nurlan',
            email: sender,
            subject: 'A parcel question',
            message: 'Where is my parcel, please?',
          }),
        });
        expect(res.status).toBe(201);

        // The worker has claimed the messages and is in the middle of sending one.
        const halfSent = await stalling.stalled;
        first.signalGroup('SIGKILL');
        expect(await first.exited).toBeNull();
        const messageId = /^Message-ID: (<[^>]+>)/im.exec(halfSent)![1]!;
        if (!database.url) await embeddedDatabaseReleased(dataDir);

        const second = await serveBuiltServer({ ...env, SMTP_URL: capture.url });
        started.push(second);
        const mails = await until('both contact e-mails', async () => {
          const files = (await fs.readdir(mailDir)).filter((f) => f.endsWith('.json'));
          const all = await Promise.all(
            files.map(async (f) => JSON.parse(await fs.readFile(path.join(mailDir, f), 'utf8')) as CapturedMail),
          );
          return all.length >= 2 ? all : undefined;
        });
        expect(mails).toHaveLength(2);
        expect(mails.filter((m) => m.to.includes(sender))).toHaveLength(1);
        // The message cut off by the kill went out again as the same message.
        expect(mails.filter((m) => m.raw.includes(`Message-ID: ${messageId}`))).toHaveLength(1);

        // Each is logged once marked sent, a moment after the mail server took it.
        const sentLines = () =>
          second
            .output()
            .split('\n')
            .filter((l) => l.includes('"mail sent'));
        const lines = await until('both sends logged', async () => (sentLines().length >= 2 ? sentLines() : undefined));
        expect(lines.map((l) => (JSON.parse(l) as { kind: string }).kind).sort()).toEqual([
          'contact_acknowledgement',
          'contact_store',
        ]);
        for (const line of lines) {
          expect(line).toMatch(/"mailId":"[0-9a-f-]{36}"/);
          expect(line).not.toContain('parcel');
          expect(line).not.toContain(sender);
        }
      } finally {
        for (const server of started)
          if (server.child.exitCode === null && server.child.signalCode === null) server.signalGroup('SIGKILL');
        await Promise.all(started.map((s) => s.exited));
        await stalling.close();
        await capture.close();
        await database.drop();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
