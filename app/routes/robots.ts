import type { Route } from './+types/robots';
import { publicOrigin } from '#app/features/seo/index.ts';
import { LANGUAGES, pathInLanguage } from '#domain/languages.ts';
import { FEED_PATHS } from '#domain/product-feeds.ts';

/**
 * Crawlers may index the storefront, not the admin area, the cart or checkout, in any language.
 * The product feeds are named in comments: robots.txt has no field for them, and `Sitemap:`
 * is for sitemaps, which a Merchant Center feed is not; nothing disallows them (decision 69).
 */
export function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    ...LANGUAGES.flatMap((language) =>
      ['/cart', '/checkout'].map((path) => `Disallow: ${pathInLanguage(language, path)}`),
    ),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
    `# Product feed (Google Merchant Center): ${origin}${FEED_PATHS.google}`,
    `# Product feed (Meta catalogue): ${origin}${FEED_PATHS.meta}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
