/**
 * SPEC §3/§9: the signed-in state lives in local storage and in cookies named `token`
 * and `user` (7 days, path /, samesite strict, secure on https). The server reads the
 * cookies so the first paint already shows the right header.
 */
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '#domain/session-cookies.ts';

export { AUTH_COOKIE_MAX_AGE_SECONDS, readCookie, TOKEN_COOKIE, USER_COOKIE } from '#domain/session-cookies.ts';

/** The attributes SPEC §9 gives the session cookies; `secure` only on https, where browsers accept it. */
export function authCookie(name: string, value: string, options: { secure: boolean; clear?: boolean }): string {
  const lifetime = options.clear ? 'Expires=Thu, 01 Jan 1970 00:00:00 GMT' : `Max-Age=${AUTH_COOKIE_MAX_AGE_SECONDS}`;
  return [
    `${name}=${options.clear ? '' : encodeURIComponent(value)}`,
    lifetime,
    'Path=/',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
