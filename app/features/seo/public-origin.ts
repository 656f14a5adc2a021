import type { AppLoadContext } from 'react-router';

/**
 * The origin for absolute URLs (canonical links, Open Graph, sitemap, robots.txt): always
 * the configured PUBLIC_URL, never the request's Host header, which a client chooses (a
 * forged Host would otherwise plant its own domain in cached pages and the sitemap).
 */
export function publicOrigin(context: AppLoadContext): string {
  return new URL(context.config.PUBLIC_URL).origin;
}
