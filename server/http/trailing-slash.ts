/**
 * One address per page: a page asked for with a trailing slash (`/about-us/`, `/ru/faqs/`)
 * answers 301 to the same path without it, its query string kept, so search engines and
 * shared links never see two copies. `/` itself stays as it is, and so does the API, whose
 * clients call exact paths and would not follow a redirect of a POST.
 */
import type { MiddlewareHandler } from 'hono';

/** The path without its trailing slashes, or null when it needs no redirect. */
export function withoutTrailingSlash(pathname: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  if (pathname === '/api' || pathname.startsWith('/api/')) return null;
  const bare = pathname.replace(/\/+$/, '');
  // `//evil.example/` would become `//evil.example`, which a browser reads as another host.
  if (bare === '' || bare.startsWith('//') || bare.startsWith('/\\')) return null;
  return bare;
}

/** GET and HEAD of a page with a trailing slash redirect permanently; other methods pass. */
export function trailingSlashRedirect(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const bare = withoutTrailingSlash(url.pathname);
    if (bare === null) return next();
    return c.redirect(`${bare}${url.search}`, 301);
  };
}
