/**
 * The cookie consent's cookie and the way back (decision 72): POST /api/consent
 * (server/api/consent.ts) remembers a shopper's choice for a year and, for the banner's
 * form, sends them back to the page they were on — a path of this site only, never elsewhere.
 */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, type ConsentChoice } from '#domain/consent.ts';
import { returnPath } from './display-currency';

/** The Set-Cookie value for a choice; `secure` when the store is reached over https. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** `value` when it is a path of this site, written as a URL writes it; else null. */
function sameSitePath(value: string): string | null {
  const path = returnPath(value);
  if (path === '/' && value !== '/') return null;
  const url = new URL(path, 'http://store.invalid');
  const back = url.pathname + url.search + url.hash;
  // Normalising may turn a path into one that leaves the site ('/.//host' → '//host'): checked again.
  return returnPath(back) === back ? back : null;
}

/**
 * Where the banner's form sends the shopper back to: `returnTo` when it names a path of
 * this site, else the page the form was on (its Referer, when it is this site's, since a
 * navigation inside the app may have moved on from the page the banner was rendered in),
 * else the home page.
 */
export function consentReturnPath(returnTo: string | undefined, referer: string | undefined, requestUrl: string) {
  if (returnTo !== undefined) return sameSitePath(returnTo) ?? '/';
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === new URL(requestUrl).host) return sameSitePath(from.pathname + from.search + from.hash) ?? '/';
    } catch {
      // Not a URL: no way back but home.
    }
  }
  return '/';
}
