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
import { homeSectionTitle } from '#domain/catalog-display.ts';
import { pageTitleFromPath } from '#domain/page-title.ts';
import { STORE_NAME } from '#domain/store.ts';
import { publicOrigin } from '#app/features/seo/index.ts';

const FiltersDrawer = lazy(() => import('#app/features/listing/filters-drawer.tsx'));

/** Cards in the grid's first row on wide screens: their images load eagerly, the rest lazily. */
const FIRST_ROW = 4;

const LISTING_KEYS = new Set<string>(CATALOG_QUERY_KEYS);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { query } = readCatalogQuery(url.searchParams);

  // One URL per listing state: bad values dropped, defaults and blank boxes left out, keys
  // in order. Links made here are already canonical; a plain form submission is tidied.
  const canonical = catalogQueryToParams(query);
  const given = new URLSearchParams([...url.searchParams].filter(([key]) => LISTING_KEYS.has(key)));
  if (given.toString() !== canonical.toString()) {
    for (const [key, value] of url.searchParams) if (!LISTING_KEYS.has(key)) canonical.append(key, value);
    const search = canonical.toString();
    throw redirect(search ? `/products?${search}` : '/products');
  }

  const { catalog } = context.services;
  const now = new Date();
  const [result, facets] = await Promise.all([catalog.listCatalog(query, now), catalog.catalogFacets(query, now)]);
  return {
    heading: listingHeading(query, now),
    products: result.products.map(toProductCardData),
    total: result.total,
    pageCount: result.pageCount,
    query,
    facets,
    currency: context.config.STORE_CURRENCY,
    canonicalUrl: `${publicOrigin(context)}/products${catalogQueryToSearch(query)}`,
  };
}

/** A home list's name when the listing shows one (its "View All"), else the one category chosen. */
function listingHeading(query: CatalogQuery, now: Date): string {
  if (query.section !== undefined) return homeSectionTitle(query.section, now);
  return query.category.length === 1 ? query.category[0]! : 'All Products';
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const title = `${pageTitleFromPath(location.pathname)} | ${STORE_NAME}`;
  if (!loaderData) return [{ title }];
  const { query, total, canonicalUrl } = loaderData;
  const what = query.category.length > 0 ? joinNames(query.category) : 'clothing';
  const description = `Shop ${total} ${total === 1 ? 'piece' : 'pieces'} of ${what} at ${STORE_NAME}: designed in Kyrgyzstan, shipped worldwide. Filter by colour, size and price.`;
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

function resultSummary(total: number, page: number, pageSize: number, shown: number): string {
  const noun = total === 1 ? 'product' : 'products';
  if (total === 0 || shown === 0 || shown === total) return `${total} ${noun}`;
  const from = (page - 1) * pageSize + 1;
  return `Showing ${from}–${from + shown - 1} of ${total} ${noun}`;
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
  const noun = total === 1 ? 'product' : 'products';

  const panel = <FilterPanel query={query} facets={facets} currency={currency} onApply={apply} />;

  return (
    <PageContainer className="py-8 lg:py-12">
      <PageHeading title={loaderData.heading} className="mb-6 lg:mb-10" />

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <h2 id="filters-heading" className="mb-5 text-sm font-semibold uppercase tracking-[0.2em]">
            Filters
          </h2>
          {panel}
        </aside>

        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            Products
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
              Filters
              {activeCount > 0 ? (
                <span className="inline-flex size-5 items-center justify-center rounded-full bg-ink text-[10px] tracking-normal text-white">
                  {activeCount}
                  <span className="sr-only"> active</span>
                </span>
              ) : null}
            </button>
            <p aria-live="polite" className="order-last w-full text-sm text-muted sm:order-none sm:w-auto">
              {resultSummary(total, shownQuery.page, shownQuery.pageSize, products.length)}
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
              <EmptyState title={`There is no page ${shownQuery.page} of these results.`}>
                <ButtonLink to={{ pathname: '/products', search: catalogQueryToSearch({ ...shownQuery, page: 1 }) }}>
                  Go to the first page
                </ButtonLink>
              </EmptyState>
            ) : countActiveFilters(shownQuery) > 0 ? (
              <EmptyState
                title="No products match these filters."
                text="Try removing a filter, or clear them all to see everything."
              >
                <ButtonLink to={{ pathname: '/products', search: clearSearch }} preventScrollReset>
                  Clear filters
                </ButtonLink>
              </EmptyState>
            ) : (
              <EmptyState title="No products found." />
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
            resultText={pending ? 'Show results' : `Show ${total} ${noun}`}
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
