/**
 * requireAuth / requireAdmin: every protected API route goes through one of these. They
 * read the Bearer token, check its live session on the server, and expose the user.
 */
import type { MiddlewareHandler } from 'hono';
import type { AuthUser } from '#domain/api-answer-schemas.ts';
import { USER_ADMIN_MESSAGES } from '#domain/user-admin.ts';
import type { AuthService } from '#server/services/accounts/index.ts';
import { HttpError } from './errors';

export type AuthVariables = { auth: { user: AuthUser; sessionId: string } };
/** Set only when the caller sent a valid Bearer token. */
export type OptionalAuthVariables = { auth?: AuthVariables['auth'] };

export const AUTH_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const ADMIN_REQUIRED_MESSAGE = USER_ADMIN_MESSAGES.adminRequired;

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

export function requireAuth(auth: AuthService): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    const session = token ? await auth.authenticate(token) : null;
    if (!session) throw new HttpError(401, AUTH_REQUIRED_MESSAGE);
    c.set('auth', session);
    await next();
  };
}

/**
 * Anyone may call; a Bearer token, when sent, must be valid and then says who is calling.
 * A token that is sent but not valid is a 401, never a guest: the caller meant to be someone.
 */
export function optionalAuth(auth: AuthService): MiddlewareHandler<{ Variables: OptionalAuthVariables }> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (token) {
      const session = await auth.authenticate(token);
      if (!session) throw new HttpError(401, AUTH_REQUIRED_MESSAGE);
      c.set('auth', session);
    }
    await next();
  };
}

export function requireAdmin(auth: AuthService): MiddlewareHandler<{ Variables: AuthVariables }> {
  const authenticated = requireAuth(auth);
  return (c, next) =>
    authenticated(c, async () => {
      if (c.get('auth').user.role !== 'admin') throw new HttpError(403, ADMIN_REQUIRED_MESSAGE);
      await next();
    });
}
