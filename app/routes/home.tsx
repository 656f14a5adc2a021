import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { data } from 'react-router';
import type { Route } from './+types/home';
import { collectionYears, type HomeSection } from '#domain/catalog-display.ts';
import { catalogQueryToSearch, DEFAULT_CATALOG_QUERY } from '#domain/catalog-query.ts';
import { STORE_NAME } from '#domain/store.ts';
import { languageOfPath, pathInLanguage } from '#domain/languages.ts';
import { productInLanguage } from '#domain/product-texts.ts';
import { metaI18n, metaLanguage, pageTitle } from '#app/features/i18n/index.ts';
import { UNSHARED_PAGE_HEADER } from '#domain/shared-pages.ts';
import {
  ApproachSection,
  buildHomeContent,
  HOME_TEXT,
  HomeBanner,
  type HomeContent,
  type HomeContentSource,
  HomeHero,
  HomeProductSection,
} from '#app/features/home/index.ts';
import { type JsonLd, publicOrigin, SHARE_IMAGE } from '#app/features/seo/index.ts';
import { organizationJsonLd, websiteJsonLd } from '#app/features/seo/index.server.ts';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

const DESCRIPTION = msg`${STORE_NAME} — clothing designed in Kyrgyzstan and shipped worldwide: featured pieces, new arrivals this week and our latest collections.`;

/** The lists are computed here, on the server, so the browser only receives card data. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const now = new Date();
  const language = languageOfPath(new URL(request.url).pathname);
  let content: HomeContent | null = null;
  try {
    const { products, totals } = await context.services.catalog.homeCandidates(now);
    const shown = products.map((product) => productInLanguage(product, language));
    content = buildHomeContent(shown, context.config.STORE_CURRENCY, now, totals);
  } catch (error) {
    // The page still renders; each section shows the SPEC's failure text.
    context.logger.error({ err: error }, 'home page lists could not be read');
  }
  const origin = publicOrigin(context);
  const home = pathInLanguage(language, '/');
  // The store for search engines, built here so none of it is in the page's scripts; the
  // search box of the page's hero takes its term from `?q=` (InlineSearch).
  const structuredData: JsonLd[] = [
    websiteJsonLd(origin, home, home, language),
    organizationJsonLd(origin, context.config.STORE_EMAIL),
  ];
  const page = { ...collectionYears(now), origin, structuredData, content };
  // A page without its lists must not be kept for other readers (server/http/page-cache.ts).
  return content ? page : data(page, { headers: { [UNSHARED_PAGE_HEADER]: 'lists not read' } });
}

/** The loader's word to the page cache reaches the server's response (which takes it off). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * On navigations inside the app the page appears at once and the lists stream in
 * ('Loading...' meanwhile); the first visit is rendered complete on the server.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const server = serverLoader();
  const content: Promise<HomeContent> = server.then((data) => {
    if (!data.content) throw new Error(HOME_TEXT.failed);
    return data.content;
  });
  // The store's data for search engines is in the server's page; a navigation needs none.
  return { ...collectionYears(new Date()), origin: window.location.origin, structuredData: [] as JsonLd[], content };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const title = pageTitle(matches, location.pathname);
  const description = metaI18n(matches)._(DESCRIPTION);
  const { language } = metaLanguage(matches);
  const origin = loaderData?.origin;
  const home = pathInLanguage(language, '/');
  const url = origin ? `${origin}${home}` : undefined;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: STORE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(origin && url
      ? [
          { property: 'og:url', content: url },
          { property: 'og:image', content: `${origin}${SHARE_IMAGE.path}` },
          { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
          { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
          { property: 'og:image:alt', content: STORE_NAME },
          { name: 'twitter:image', content: `${origin}${SHARE_IMAGE.path}` },
          { tagName: 'link', rel: 'canonical', href: url },
          ...loaderData.structuredData.map((block) => ({ 'script:ld+json': block })),
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
};

/** "View All" of a home section: the listing filtered to that section. */
function sectionListingPath(section: HomeSection): string {
  return `/products${catalogQueryToSearch({ ...DEFAULT_CATALOG_QUERY, section })}`;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { currentYear, previousYear } = loaderData;
  const source: HomeContentSource = loaderData.content;
  const currency = useStoreCurrency();
  const { t } = useLingui();

  return (
    <>
      <HomeBanner source={source} />
      <HomeHero year={currentYear} source={source} />
      <HomeProductSection
        id="featured"
        title={() => <Trans>FEATURED</Trans>}
        label={t`Featured products`}
        source={source}
        pick={(content) => content.featured}
        emptyText={<Trans>No featured products found.</Trans>}
        currency={currency}
        layout="featured"
        viewAllTo={sectionListingPath('featured')}
        loop
      />
      <HomeProductSection
        id="new-this-week"
        title={(count) => (count === undefined ? <Trans>NEW THIS WEEK</Trans> : <Trans>NEW THIS WEEK ({count})</Trans>)}
        label={t`New this week`}
        source={source}
        pick={(content) => content.newThisWeek}
        emptyText={<Trans>No new products this week.</Trans>}
        viewAllTo={sectionListingPath('new-this-week')}
        currency={currency}
        layout="standard"
      />
      <HomeProductSection
        id="collection"
        title={(count) => (
          <>
            <Trans>
              <span className="font-light">Our</span> COLLECTIONS {previousYear}-{currentYear}
            </Trans>
            {count === undefined ? null : ` (${count})`}
          </>
        )}
        label={t`Collections ${previousYear}-${currentYear}`}
        source={source}
        pick={(content) => content.collection}
        emptyText={<Trans>No products found for this collection.</Trans>}
        viewAllTo={sectionListingPath('collection')}
        currency={currency}
        layout="standard"
      />
      <ApproachSection />
    </>
  );
}
