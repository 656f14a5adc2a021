import type { Route } from './+types/robots';
import { publicOrigin } from '#app/features/seo/index.ts';
import { LANGUAGES, pathInLanguage } from '#domain/languages.ts';

/** Crawlers may index the storefront, not the admin area, the cart or checkout, in any language. */
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
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
