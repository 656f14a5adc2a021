import type { Route } from './+types/robots';
import { publicOrigin } from '#app/features/seo/index.ts';

/** Crawlers may index the storefront, not the admin area, the cart or checkout. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /cart',
    'Disallow: /checkout',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
