/**
 * Password hashing with scrypt (memory-hard, built into Node: no native add-on to install).
 * Stored format: scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later
 * without invalidating existing hashes: a hash made with other parameters still verifies,
 * and `needsRehash` tells sign-in to store it again with today's (decision 7).
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's minimum for scrypt: 128 MiB of memory per hash (128 · N · r bytes). */
export const PASSWORD_HASH_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * INSECURE_FAST_PASSWORD_HASHING=true: a cheap cost for test suites that sign in thousands
 * of times. Refused with NODE_ENV=production (server/config.ts); read at each hash so a
 * test can measure the real parameters.
 */
const FAST_PARAMS_FOR_TESTS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

export function currentHashParams(): ScryptParams {
  return process.env.INSECURE_FAST_PASSWORD_HASHING === 'true' ? FAST_PARAMS_FOR_TESTS : PASSWORD_HASH_PARAMS;
}

const KEY_LENGTH = 32;

/** Past this, a stored hash is not ours to compute: refused rather than run out of memory. */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;

export { MIN_PASSWORD_LENGTH } from '#domain/auth-limits.ts';

function scrypt(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    // Node refuses above maxmem (32 MiB by default); what one hash needs, 128 · N · r, plus room.
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEMORY_BYTES }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const params = currentHashParams();
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): (ScryptParams & { salt: string; hash: string }) | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  return { N: Number(n), r: Number(r), p: Number(p), salt, hash };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(parsed.salt, 'base64url'), parsed).catch(() => null);
  return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with other parameters than today's: hash it again at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const params = currentHashParams();
  return parsed !== null && (parsed.N !== params.N || parsed.r !== params.r || parsed.p !== params.p);
}
