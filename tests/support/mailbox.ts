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
    files.map(async (file) => ({ ...(JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as CapturedMail), file })),
  );
  return mails.filter((m) => m.to.includes(address.toLowerCase()));
}

/** Waits (within until()'s generous bound) for the number of messages to `address` to exceed `after`; returns the newest, decoded. */
export async function waitForMail(address: string, after = 0): Promise<string> {
  return until(`an e-mail to ${address}`, async () => {
    const mails = await mailsTo(address);
    return mails.length > after ? decodeQuotedPrintable(mails.at(-1)!.raw) : undefined;
  });
}

/** Messages to `address` so far; with `containing`, only those whose decoded text has it. */
export async function countMails(address: string, containing?: string): Promise<number> {
  const mails = await mailsTo(address);
  return containing === undefined ? mails.length : mails.filter((m) => decodeQuotedPrintable(m.raw).includes(containing)).length;
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
