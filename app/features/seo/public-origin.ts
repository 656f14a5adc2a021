import type { AppLoadContext } from 'react-router';

/**
 * The origin for absolute URLs (canonical links, Open Graph, sitemap): PUBLIC_URL when
 * configured — behind a TLS-terminating proxy the request itself says http:// — else the
 * request's own origin.
 */
export function publicOrigin(request: Request, context: AppLoadContext): string {
  return new URL(context.config.PUBLIC_URL ?? request.url).origin;
}
