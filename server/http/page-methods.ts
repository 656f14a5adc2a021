/**
 * Pages answer GET and HEAD only. The storefront has no page actions (its forms call the
 * API), so any other method would reach React Router as a routing error that it logs with
 * a stack trace and folds into the page; a plain 405 says what is wrong and nothing more.
 */
import type { MiddlewareHandler } from 'hono';

export function pageMethods(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    c.header('Allow', 'GET, HEAD');
    c.header('Cache-Control', 'no-store');
    return c.text('Method Not Allowed', 405);
  };
}
