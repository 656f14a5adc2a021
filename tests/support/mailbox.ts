/** Reading what the store e-mailed, from the SMTP capture's directory (see smtp-capture.ts). */
import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { CapturedMail } from './smtp-capture';
import { until } from './until';

/** Undoes quoted-printable soft line breaks and escapes, enough to read codes and links. */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function mailsTo(address: string): Promise<(CapturedMail & { file: string })[]> {
  const dir = inject('mailDir');
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (file) => ({
      ...(JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as CapturedMail),
      file,
    })),
  );
  return mails.filter((m) => m.to.includes(address.toLowerCase()));
}

/**
 * Waits (within until()'s generous bound) for the number of messages to `address` to exceed
 * `after`; returns the newest, decoded. With `containing`, only messages whose text has it count.
 */
export async function waitForMail(address: string, after = 0, containing?: string): Promise<string> {
  return until(`an e-mail to ${address}`, async () => {
    const mails = (await mailsTo(address))
      .map((m) => decodeQuotedPrintable(m.raw))
      .filter((text) => containing === undefined || text.includes(containing));
    return mails.length > after ? mails.at(-1)! : undefined;
  });
}

/**
 * Messages the shared store wrote to `address` (its outbox: exact as soon as the store has
 * answered, nothing to wait for); with `containing`, only those whose subject or text has it.
 * A store of a test's own: `countWritten` (outbox.ts) on its database.
 */
export async function countMails(address: string, containing = ''): Promise<number> {
  const url = new URL(inject('outboxUrl'));
  url.searchParams.set('to', address);
  url.searchParams.set('containing', containing);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`The outbox could not be read: ${await res.text()}`);
  return ((await res.json()) as { count: number }).count;
}

export function codeFrom(mail: string): string {
  const match = /verification code: (\d{6})/.exec(mail);
  if (!match) throw new Error('No verification code in the e-mail');
  return match[1]!;
}

export function resetTokenFrom(mail: string): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error('No reset link in the e-mail');
  return match[1]!;
}
