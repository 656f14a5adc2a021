/**
 * The `Store-Signature` header (decision 70): `t=<unix seconds>,v1=<hex HMAC-SHA256>` over
 * `<t>.<body>` with the endpoint's secret. The timestamp lets a receiver refuse an old
 * request replayed; the README shows how to check it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { signedContent } from '#domain/webhooks.ts';

export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(signedContent(timestampSeconds, body)).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}

/**
 * A receiver's check, as the README writes it: the header's MAC over its timestamp and the
 * body, compared in constant time, and the timestamp within `toleranceSeconds` of now.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const given = Buffer.from(v1);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A new endpoint secret: 32 random bytes, with a prefix that says what it is. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
