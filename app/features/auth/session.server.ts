/**
 * Guards for loaders (SPEC §2/§6): the `token` cookie is checked against its live session
 * on the server, so a revoked or expired token counts as signed out.
 */
import { redirect, type AppLoadContext } from 'react-router';
import type { AuthUser } from '#domain/api-answer-schemas.ts';
import { languageOfPath, pathInLanguage } from '#domain/languages.ts';
import { readCookie, TOKEN_COOKIE } from './cookies';
import { loginUrlFor } from './redirect';

export async function getSessionUser(request: Request, context: AppLoadContext): Promise<AuthUser | null> {
  const token = readCookie(request.headers.get('Cookie'), TOKEN_COOKIE);
  if (!token) return null;
  const session = await context.services.auth.authenticate(token);
  return session?.user ?? null;
}

function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** A store path in the language of the page asked for (decision 59). */
function inPageLanguage(request: Request, path: string): string {
  return pathInLanguage(languageOfPath(new URL(request.url).pathname), path);
}

/** /login and /register are for signed-out visitors only. */
export async function redirectSignedIn(request: Request, context: AppLoadContext): Promise<void> {
  if (await getSessionUser(request, context)) throw redirect(inPageLanguage(request, '/'));
}

/** Signed-out visitors go to /login (in the page's language) and come back here afterwards. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<AuthUser> {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(inPageLanguage(request, loginUrlFor(currentPath(request))));
  return user;
}

/** The admin area: signed out → /login (and back), a customer → the home page. */
export async function requireAdmin(request: Request, context: AppLoadContext): Promise<AuthUser> {
  const user = await requireUser(request, context);
  if (user.role !== 'admin') throw redirect('/');
  return user;
}
