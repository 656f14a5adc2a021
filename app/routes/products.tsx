import type { I18n } from '#app/lib/i18n-runtime.tsx';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/products';
import { buttonStyles, ButtonLink } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { ProductGrid, toProductCardData } from '#app/features/catalog/index.ts';
import { categoryNameIn, metaI18n, metaLanguage, pageTitle, useCategoryName } from '#app/features/i18n/index.ts';
import { productInLanguage } from '#domain/product-texts.ts';
import { languageOfPath, pathInLanguage } from '#domain/languages.ts';
import {
  ActiveFilterChips,
  FilterPanel,
  Pagination,
  SortControl,
  useListingQuery,
} from '#app/features/listing/index.ts';
import {
  CATALOG_QUERY_KEYS,
  catalogQueryToParams,
  catalogQueryToSearch,
  clearFilters,
  countActiveFilters,
  readCatalogQuery,
  type CatalogQuery,
} from '#domain/catalog-query.ts';
import { collectionYears } from '#domain/catalog-display.ts';
import { STORE_NAME } from '#domain/store.ts';
import { publicOrigin } from '#app/features/seo/index.ts';

const FiltersDrawer = lazy(() => import('#app/features/listing/filters-drawer.tsx'));

/** Cards in the grid's first row on wide screens: their images load eagerly, the rest lazily. */
const FIRST_ROW = 4;

const LISTING_KEYS = new Set<string>(CATALOG_QUERY_KEYS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const { query } = readCatalogQuery(url.searchParams);

  // One URL per listing state: bad values dropped, defaults and blank boxes left out, keys
  // in order. Links made here are already canonical; a plain form submission is tidied.
  const canonical = catalogQueryToParams(query);
  const given = new URLSearchParams([...url.searchParams].filter(([key]) => LISTING_KEYS.has(key)));
  if (given.toString() !== canonical.toString()) {
    for (const [key, value] of url.searchParams) if (!LISTING_KEYS.has(key)) canonical.append(key, value);
    const search = canonical.toString();
    throw redirect(pathInLanguage(language, search ? `/products?${search}` : '/products'));
  }

  const { catalog } = context.services;
  const now = new Date();
  const [result, facets] = await Promise.all([catalog.listCatalog(query, now), catalog.catalogFacets(query, now)]);
  return {
    years: collectionYears(now),
    products: result.products.map((product) => toProductCardData(productInLanguage(product, language))),
    total: result.total,
    pageCount: result.pageCount,
    query,
    facets,
    currency: context.config.STORE_CURRENCY,
    canonicalUrl: `${publicOrigin(context)}${pathInLanguage(language, '/products')}${catalogQueryToSearch(query)}`,
  };
}

/**
 * A home list's name when the listing shows one (its "View All", as its home heading names
 * it), else the one category chosen.
 */
function ListingHeading({
  query,
  years,
}: {
  query: CatalogQuery;
  years: { previousYear: number; currentYear: number };
}) {
  const categoryName = useCategoryName();
  const { previousYear, currentYear } = years;
  switch (query.section) {
    case 'featured':
      return <Trans>Featured</Trans>;
    case 'new-this-week':
      return <Trans>New This Week</Trans>;
    case 'collection':
      return (
        <Trans>
          Collections {previousYear}-{currentYear}
        </Trans>
      );
  }
  return query.category.length === 1 ? categoryName(query.category[0]!) : <Trans>All Products</Trans>;
}

function joinNames(names: string[], i18n: I18n): string {
  if (names.length <= 1) return names[0] ?? '';
  const first = names.slice(0, -1).join(', ');
  const last = names.at(-1)!;
  return i18n._(msg`${first} and ${last}`);
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const title = pageTitle(matches, location.pathname);
  if (!loaderData) return [{ title }];
  const { query, total, canonicalUrl } = loaderData;
  const i18n = metaI18n(matches);
  const { categoryNames } = metaLanguage(matches);
  const what =
    query.category.length > 0
      ? joinNames(
          query.category.map((name) => categoryNameIn(categoryNames, name)),
          i18n,
        )
      : i18n._(msg`clothing`);
  const description = i18n._(
    msg`Shop ${plural(total, { one: '# piece', other: '# pieces' })} of ${what} at ${STORE_NAME}: designed in Kyrgyzstan, shipped worldwide. Filter by colour, size and price.`,
  );
  // Category pages are worth indexing; narrower combinations and other orders are not.
  const narrowed =
    query.section !== undefined ||
    query.color.length + query.size.length > 0 ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined ||
    query.inStock ||
    query.onSale ||
    query.sort !== 'newest';
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
    ...(narrowed ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
};

function ResultSummary({
  total,
  page,
  pageSize,
  shown,
}: {
  total: number;
  page: number;
  pageSize: number;
  shown: number;
}) {
  const { t } = useLingui();
  if (total === 0 || shown === 0 || shown === total)
    return t`${plural(total, { one: '# product', other: '# products' })}`;
  const from = (page - 1) * pageSize + 1;
  const to = from + shown - 1;
  return t`Showing ${from}–${to} of ${plural(total, { one: '# product', other: '# products' })}`;
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products, total, pageCount, facets, currency } = loaderData;
  const shownQuery = loaderData.query;
  const { query, apply, pending } = useListingQuery(shownQuery);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const activeCount = countActiveFilters(query);
  const clearSearch = catalogQueryToSearch(clearFilters(shownQuery));
  const { t } = useLingui();
  const page = shownQuery.page;

  const panel = <FilterPanel query={query} facets={facets} currency={currency} onApply={apply} />;

  return (
    <PageContainer className="py-8 lg:py-12">
      <PageHeading title={<ListingHeading query={shownQuery} years={loaderData.years} />} className="mb-6 lg:mb-10" />

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <h2 id="filters-heading" className="mb-5 text-sm font-semibold uppercase tracking-[0.2em]">
            <Trans>Filters</Trans>
          </h2>
          {panel}
        </aside>

        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            <Trans>Products</Trans>
          </h2>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <button
              ref={filtersButton}
              type="button"
              className={buttonStyles({ variant: 'secondary', className: 'h-10 px-4 lg:hidden' })}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <Icon node={SlidersHorizontal} aria-hidden="true" className="size-4" strokeWidth={1.5} />
              <Trans>Filters</Trans>
              {activeCount > 0 ? (
                <span className="inline-flex size-5 items-center justify-center rounded-full bg-ink text-[10px] tracking-normal text-white">
                  {activeCount}
                  <span className="sr-only">
                    {' '}
                    <Trans>active</Trans>
                  </span>
                </span>
              ) : null}
            </button>
            <p aria-live="polite" className="order-last w-full text-sm text-muted sm:order-none sm:w-auto">
              <ResultSummary
                total={total}
                page={shownQuery.page}
                pageSize={shownQuery.pageSize}
                shown={products.length}
              />
            </p>
            <SortControl query={query} onApply={apply} />
          </div>

          <div className="mb-6 empty:hidden">
            <ActiveFilterChips query={query} currency={currency} />
          </div>

          <div aria-busy={pending} className={cx('transition-opacity', pending && 'opacity-50')}>
            {products.length > 0 ? (
              <ProductGrid products={products} currency={currency} eagerCount={FIRST_ROW} />
            ) : total > 0 ? (
              <EmptyState title={t`There is no page ${page} of these results.`}>
                <ButtonLink to={{ pathname: '/products', search: catalogQueryToSearch({ ...shownQuery, page: 1 }) }}>
                  <Trans>Go to the first page</Trans>
                </ButtonLink>
              </EmptyState>
            ) : countActiveFilters(shownQuery) > 0 ? (
              <EmptyState
                title={t`No products match these filters.`}
                text={t`Try removing a filter, or clear them all to see everything.`}
              >
                <ButtonLink to={{ pathname: '/products', search: clearSearch }} preventScrollReset>
                  <Trans>Clear filters</Trans>
                </ButtonLink>
              </EmptyState>
            ) : (
              <EmptyState title={t`No products found.`} />
            )}
          </div>

          <Pagination query={shownQuery} pageCount={pageCount} />
        </section>
      </div>

      {drawerOpen ? (
        <Suspense fallback={null}>
          <FiltersDrawer
            onClose={closeDrawer}
            returnFocusTo={filtersButton}
            resultText={pending ? t`Show results` : t`Show ${plural(total, { one: '# product', other: '# products' })}`}
            onClear={activeCount > 0 ? () => apply(clearFilters(query)) : undefined}
          >
            {panel}
          </FiltersDrawer>
        </Suspense>
      ) : null}
    </PageContainer>
  );
}

function EmptyState({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center border border-dashed border-line px-6 py-16 text-center">
      <p className="text-lg font-medium">{title}</p>
      {text ? <p className="mt-2 max-w-sm text-sm text-muted">{text}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  );
}
