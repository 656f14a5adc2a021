/**
 * Pages answer GET and HEAD, and POST where a page has a route action (a form that works
 * before JavaScript loads, e.g. the contact form). Any other method or page would reach
 * React Router as a routing error that it logs with a stack trace and folds into the page;
 * a plain 405 says what is wrong and nothing more.
 */
import type { MiddlewareHandler } from 'hono';

export function pageMethods(actionPaths: readonly string[] = []): MiddlewareHandler {
  const withActions = new Set(actionPaths);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const takesPost = withActions.has(c.req.path.replace(/\/+$/, '') || '/');
    if (takesPost && c.req.method === 'POST') return next();
    c.header('Allow', takesPost ? 'GET, HEAD, POST' : 'GET, HEAD');
    c.header('Cache-Control', 'no-store');
    return c.text('Method Not Allowed', 405);
  };
}
