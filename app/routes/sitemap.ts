import type { Route } from './+types/sitemap';
import { publicOrigin } from '#app/features/seo/index.ts';

/** Static pages worth indexing, besides every product page. */
const STATIC_PATHS = [
  '/',
  '/products',
  '/about-us',
  '/contact-us',
  '/faqs',
  '/terms-conditions',
  '/refund-return-policy',
  '/shipping-policy',
  '/privacy-policy',
];

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const products = await context.services.catalog.listProductIds();
  const urls = [
    ...STATIC_PATHS.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...products.map(
      (p) =>
        `<url><loc>${escapeXml(`${origin}/products/${p.id}`)}</loc><lastmod>${p.createdAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
