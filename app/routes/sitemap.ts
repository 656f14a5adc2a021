import type { Route } from './+types/sitemap';
import { publicOrigin } from '#app/features/seo/index.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage } from '#domain/languages.ts';
import { INDEXABLE_PAGES } from '#domain/indexable-pages.ts';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A page in every language (decision 59): one entry per language, each naming all of them
 * and English as the default, as search engines read `hreflang` in a sitemap.
 */
function entries(origin: string, path: string, lastmod = ''): string[] {
  const alternates = [
    ...LANGUAGES.map((language) => [language, pathInLanguage(language, path)] as const),
    ['x-default', pathInLanguage(DEFAULT_LANGUAGE, path)] as const,
  ]
    .map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`,
    )
    .join('');
  return LANGUAGES.map(
    (language) => `<url><loc>${escapeXml(origin + pathInLanguage(language, path))}</loc>${lastmod}${alternates}</url>`,
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const origin = publicOrigin(context);
  const products = await context.services.catalog.listProductIds();
  const urls = [
    ...INDEXABLE_PAGES.flatMap((path) => entries(origin, path)),
    ...products.flatMap((p) =>
      entries(origin, `/products/${p.id}`, `<lastmod>${p.createdAt.toISOString().slice(0, 10)}</lastmod>`),
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
