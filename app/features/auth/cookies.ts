/**
 * SPEC §3/§9: the signed-in state lives in local storage and in cookies named `token`
 * and `user` (7 days, path /, samesite strict, secure on https). The server reads the
 * cookies so the first paint already shows the right header.
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

/** The attributes SPEC §9 gives the session cookies; `secure` only on https, where browsers accept it. */
export function authCookie(name: string, value: string, options: { secure: boolean; clear?: boolean }): string {
  const lifetime = options.clear ? 'Expires=Thu, 01 Jan 1970 00:00:00 GMT' : `Max-Age=${AUTH_COOKIE_MAX_AGE_SECONDS}`;
  return [`${name}=${options.clear ? '' : encodeURIComponent(value)}`, lifetime, 'Path=/', 'SameSite=Strict', ...(options.secure ? ['Secure'] : [])].join(
    '; ',
  );
}
