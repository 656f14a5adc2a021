import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Link } from '#app/lib/local-links.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { catalogQueryToSearch, visiblePages, type CatalogQuery } from '#domain/catalog-query.ts';

const cell = 'inline-flex h-10 min-w-10 items-center justify-center px-2 text-sm';

/** Page links; each page is its own URL, so it can be shared, reloaded and crawled. */
export function Pagination({ query, pageCount }: { query: CatalogQuery; pageCount: number }) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const current = query.page;
  const to = (page: number) => ({ pathname: '/products', search: catalogQueryToSearch({ ...query, page }) });

  return (
    <nav aria-label={t`Pagination`} className="mt-14 flex justify-center">
      <ul className="flex items-center gap-1">
        <li>
          {current > 1 ? (
            <Link to={to(Math.min(current - 1, pageCount))} rel="prev" className={cx(cell, 'hover:bg-neutral-100')}>
              <Icon node={ChevronLeft} aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Previous page</Trans>
              </span>
            </Link>
          ) : (
            // Keeps the numbers in place on the first page.
            <span aria-hidden="true" className={cx(cell, 'invisible')} />
          )}
        </li>
        {visiblePages(current, pageCount).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={cx(cell, 'text-muted')}>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={to(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t`Page ${page}`}
                className={cx(cell, page === current ? 'bg-ink text-white' : 'hover:bg-neutral-100')}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < pageCount ? (
            <Link to={to(current + 1)} rel="next" className={cx(cell, 'hover:bg-neutral-100')}>
              <span className="sr-only">
                <Trans>Next page</Trans>
              </span>
              <Icon node={ChevronRight} aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span aria-hidden="true" className={cx(cell, 'invisible')} />
          )}
        </li>
      </ul>
    </nav>
  );
}
