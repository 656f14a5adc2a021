/**
 * A real SMTP server in the test process: the store sends through nodemailer to it, and
 * every message received is written to a directory as JSON, where any test worker reads it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

export async function startSmtpCapture(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  await fs.mkdir(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const file = path.join(dir, `${Date.now()}-${randomUUID()}.json`);
        // Written beside and renamed into place, so a test reading the directory never sees half a file.
        const partial = `${file}.partial`;
        fs.writeFile(partial, JSON.stringify(mail))
          .then(() => fs.rename(partial, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
