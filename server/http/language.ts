/**
 * The shopper's language, remembered (decision 59). A store page's language is its URL's
 * prefix; the last one a browser was shown is kept in the `lang` cookie. A shopper who
 * comes back to an English address from elsewhere (a bookmark, a typed address, another
 * site's link) with Russian or Kyrgyz remembered is sent to the same page in that language;
 * a link followed inside the store is never redirected, so choosing English in the
 * switcher sticks. Search engines, which keep no cookies, always get the address they asked
 * for.
 *
 * The cookie is written here, on the response, and never by a page's render: a page kept
 * for every reader must not carry one visitor's cookie (page-cache.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, languageOfPath, pathInLanguage } from '#domain/languages.ts';
import { readCookie } from '#domain/session-cookies.ts';
import { PRIVATE_NO_STORE } from './cache-control';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Paths that are never a store page in a language: the API, the back office, files, loader data. */
const NOT_A_PAGE = /^\/(?:api|admin|dev)(?:\/|$)|\.[a-z0-9]+$/i;

export function rememberLanguage(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || NOT_A_PAGE.test(path)) return next();
    if (c.req.header('Sec-Fetch-Dest') !== 'document') return next();
    const remembered = readCookie(c.req.header('Cookie'), LANGUAGE_COOKIE);
    const shown = languageOfPath(path);
    const fromElsewhere = ['none', 'cross-site'].includes(c.req.header('Sec-Fetch-Site') ?? 'same-origin');
    if (
      shown === DEFAULT_LANGUAGE &&
      isLanguage(remembered) &&
      remembered !== shown &&
      fromElsewhere &&
      !isbot(c.req.header('User-Agent') ?? '')
    ) {
      const url = new URL(c.req.url);
      c.header('Cache-Control', PRIVATE_NO_STORE);
      return c.redirect(pathInLanguage(remembered, url.pathname + url.search), 302);
    }
    await next();
    if (remembered === shown || (remembered === null && shown === DEFAULT_LANGUAGE)) return;
    if (c.res.status >= 400 || !c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    c.res.headers.append('Set-Cookie', `${LANGUAGE_COOKIE}=${shown}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`);
    c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
  };
}
