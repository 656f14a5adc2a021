/**
 * Pages answer GET and HEAD, and POST where a page has a route action (a form that works
 * before JavaScript loads, e.g. the contact form). Any other method or page would reach
 * React Router as a routing error that it logs with a stack trace and folds into the page;
 * a plain 405 says what is wrong and nothing more.
 *
 * A POST to a page's action is checked before React Router reads a byte of it: it must be
 * a form (415 otherwise), the action's own admission runs next (the contact form's rate
 * limit, so a flood of large bodies is refused before any is read), and the body then
 * streams through the one size-limited reader every route uses (413 past MAX_BODY_BYTES).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { pathWithoutLanguage } from '#domain/languages.ts';
import { HttpError } from './errors';
import { limitRequestBody } from './request-input';

export interface PageAction {
  /** Counts or refuses the post before its body is read; refuses by throwing (a ServiceError, say). */
  admit?: (c: Context) => Promise<void>;
}

/** The content types an HTML form sends. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export const NOT_A_FORM = 'A page takes a form: send application/x-www-form-urlencoded or multipart/form-data.';

function isForm(contentType: string | undefined): boolean {
  return FORM_TYPES.has((contentType ?? '').split(';')[0]!.trim().toLowerCase());
}

export function pageMethods(actions: Readonly<Record<string, PageAction>> = {}): MiddlewareHandler {
  const readBody = limitRequestBody();
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const action = Object.hasOwn(actions, pagePath(c)) ? actions[pagePath(c)] : undefined;
    if (action && c.req.method === 'POST') {
      try {
        if (!isForm(c.req.header('Content-Type'))) throw new HttpError(415, NOT_A_FORM);
        await action.admit?.(c);
      } catch (err) {
        // The body stays unread: closing the connection keeps the client from sending it on.
        c.header('Connection', 'close');
        throw err;
      }
      return readBody(c, next);
    }
    c.header('Allow', action ? 'GET, HEAD, POST' : 'GET, HEAD');
    c.header('Cache-Control', 'no-store');
    return c.text('Method Not Allowed', 405);
  };
}

/** The page a request names, in whatever language (`/ru/contact-us` is `/contact-us`'s action). */
function pagePath(c: Context): string {
  return pathWithoutLanguage(c.req.path.replace(/\/+$/, '') || '/');
}
