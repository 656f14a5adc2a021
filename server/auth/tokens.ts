/**
 * Sign-in tokens: HS256 JWTs (jose) naming the user and a server-side session row. A token
 * is only honoured while that session exists, is not revoked and has not expired, so
 * logout and a password reset take effect at once.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema.ts';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/** SESSION_SECRET, or a key generated once and kept in the database for every process. */
export async function loadSigningKey(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSettings)
    .values({ key: 'session_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'session_secret'));
  return new TextEncoder().encode(row!.value);
}

export function createTokenSigner(key: Uint8Array, now: () => Date = () => new Date()) {
  return {
    sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt(Math.floor(now().getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /**
     * An e-mailed link's token: `subject` (an alert's id, an address) signed for one
     * `purpose`, so a token made for one link opens no other; no expiry unless given.
     */
    signLink(purpose: string, subject: string, expiresAt?: Date): Promise<string> {
      const jwt = new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(purpose)
        .setSubject(subject)
        .setIssuedAt(Math.floor(now().getTime() / 1000));
      if (expiresAt) jwt.setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
      return jwt.sign(key);
    },
    /** The subject of a valid link token made for `purpose`; null for anything else. */
    async verifyLink(purpose: string, token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: purpose,
          currentDate: now(),
        });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
    /** The claims of a valid, unexpired token; null for anything else. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
