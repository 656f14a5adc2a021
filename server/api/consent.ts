/**
 * POST /api/consent: the shopper's cookie consent (decision 72) — "necessary" or
 * "analytics" — kept for a year in the `consent` cookie. The banner's form posts it without
 * JavaScript and is sent back to its page (303); a JSON caller gets 204. Limited per address
 * like the other public writes; another site's page may not choose for the shopper.
 */
import type { Context } from 'hono';
import { CONSENT_TEXT, consentInputSchema } from '#domain/consent-input.ts';
import { clientAddress } from '#server/http/client-address.ts';
import { consentCookie, consentReturnPath } from '#server/http/consent.ts';
import { HttpError } from '#server/http/errors.ts';
import { formBody, jsonBody } from '#server/http/request-input.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import { jsonRequest } from './openapi/operation';

/** Choices per address: a shopper changes their mind a few times, a script many. */
export const CONSENT_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

export const CONSENT_ROUTES = {
  set: declareRoute({
    method: 'post',
    path: '/api/consent',
    tag: 'Store',
    summary: 'Remember the shopper’s cookie consent',
    description:
      'Sets the `consent` cookie (`necessary` or `analytics`, a year, `SameSite=Lax`, `Secure` over https). Without it the storefront shows its cookie banner and runs no analytics; with `analytics` its pages load the analytics module. The storefront’s banner posts it as a form and is sent back to its page; a JSON caller gets 204.',
    access: 'public',
    body: {
      ...jsonRequest(
        consentInputSchema,
        [
          { summary: 'Allow analytics', value: { choice: 'analytics' } },
          {
            summary: 'Necessary only, from the banner of a page',
            value: { choice: 'necessary', returnTo: '/products' },
          },
        ],
        'JSON, or the same fields as a form (`application/x-www-form-urlencoded`). `returnTo`, or else the form’s page (its `Referer`), is where a form is sent back to: a path of this site only.',
      ),
      alsoForm: true,
    },
    answers: [
      {
        status: 204,
        description: 'Remembered (a JSON call).',
        headers: { 'Set-Cookie': 'consent=<choice>; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly' },
      },
      {
        status: 303,
        description: 'Remembered (a form): back to the page, a path of this site, else home.',
        headers: {
          'Set-Cookie': 'consent=<choice>; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
          Location: 'The page to go back to, e.g. /products.',
        },
      },
    ],
    errors: { 403: CONSENT_TEXT.crossSite, 415: CONSENT_TEXT.notAForm, 429: CONSENT_TEXT.tooMany },
  }),
};

const mediaType = (c: Context) => (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();

export function consentApi(limiter: RateLimiter, trustProxy: boolean) {
  return declaredRouter('/api/consent').handle(CONSENT_ROUTES.set, async (c) => {
    // Another site's page may not choose for the shopper (browsers say where a post comes from).
    if (c.req.header('Sec-Fetch-Site') === 'cross-site') throw new HttpError(403, CONSENT_TEXT.crossSite);
    const hit = await limiter.hit(
      `consent:${clientAddress(c, trustProxy)}`,
      CONSENT_RATE_LIMIT.limit,
      CONSENT_RATE_LIMIT.windowMs,
    );
    if (!hit.allowed) {
      c.header('Retry-After', String(hit.retryAfterSeconds));
      throw new HttpError(429, CONSENT_TEXT.tooMany);
    }
    const type = mediaType(c);
    const form = type === 'application/x-www-form-urlencoded';
    if (!form && type !== 'application/json') throw new HttpError(415, CONSENT_TEXT.notAForm);
    const input = form ? await formBody(c, consentInputSchema) : await jsonBody(c, consentInputSchema);
    c.header('Set-Cookie', consentCookie(input.choice, new URL(c.req.url).protocol === 'https:'));
    if (!form) return c.body(null, 204);
    return c.redirect(consentReturnPath(input.returnTo, c.req.header('Referer'), c.req.url), 303);
  }).app;
}
