/**
 * POST /display-currency: the currency picker's form (decision 60), which works before or
 * without JavaScript. It remembers the shopper's choice in a long-lived cookie and sends
 * them back to the page they were on (a path of this site only). The body is a form, read
 * through the one size-limited reader; a currency not on offer is a 400 and sets nothing.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { DISPLAY_CURRENCY_COOKIE, DISPLAY_CURRENCY_PATH, type DisplayChoice } from '#domain/display-currency.ts';
import { HttpError } from './errors';
import { NOT_A_FORM } from './page-methods';
import { limitRequestBody } from './request-input';

const YEAR_SECONDS = 60 * 60 * 24 * 365;
export const NOT_OFFERED = 'Prices cannot be shown in this currency.';
export const CROSS_SITE = 'The currency is chosen on this site only.';

/** Where to go back to: a path of this site ('/products?page=2'), else the home page. */
export function returnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  // '//host' and '/\host' would leave the site.
  return /^\/(?![/\\])/.test(value) ? value : '/';
}

export function displayCurrencyPost(currencies: {
  displayFor(request: Request): Promise<DisplayChoice>;
}): [string, MiddlewareHandler, (c: Context) => Promise<Response>] {
  return [
    DISPLAY_CURRENCY_PATH,
    limitRequestBody(),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      // Another site's page may not change what this one shows (browsers say where a post comes from).
      if (c.req.header('Sec-Fetch-Site') === 'cross-site') throw new HttpError(403, CROSS_SITE);
      const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data')
        throw new HttpError(415, NOT_A_FORM);
      const form = await c.req.parseBody();
      const currency = String(form.currency ?? '').toUpperCase();
      const { offered } = await currencies.displayFor(c.req.raw);
      if (!offered.includes(currency)) throw new HttpError(400, NOT_OFFERED);
      const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
      c.header(
        'Set-Cookie',
        `${DISPLAY_CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
      );
      return c.redirect(returnPath(form.returnTo), 303);
    },
  ];
}
