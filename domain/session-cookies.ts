/**
 * SPEC §3/§9: the signed-in state lives in local storage and in cookies named `token`
 * and `user`. The names and the reading rule are shared by the pages (first paint shows
 * the right header) and the server (signed-in responses are never cached by others).
 */
export const TOKEN_COOKIE = 'token';
export const USER_COOKIE = 'user';
export const AUTH_COOKIE_MAX_AGE_SECONDS = 604_800;

/** The value of one cookie from a Cookie header (or document.cookie), or null. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Whether a request speaks for a signed-in shopper: a session cookie or a Bearer token. */
export function carriesSession(headers: { get(name: string): string | null }): boolean {
  const cookies = headers.get('Cookie');
  return Boolean(readCookie(cookies, TOKEN_COOKIE) || readCookie(cookies, USER_COOKIE) || headers.get('Authorization'));
}
