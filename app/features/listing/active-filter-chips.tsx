import { X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Link } from 'react-router';
import {
  activeFilters,
  catalogQueryToSearch,
  clearFilters,
  HOME_SECTION_LABELS,
  withoutFilter,
  type ActiveFilter,
  type CatalogQuery,
} from '#domain/catalog-query.ts';
import { formatMoney, toCents } from '#domain/money.ts';

function chipLabel(filter: ActiveFilter, currency: string): string {
  const money = (units: number) => formatMoney(toCents(units), currency);
  switch (filter.field) {
    case 'section':
      return HOME_SECTION_LABELS[filter.value];
    case 'category':
    case 'color':
      return filter.value;
    case 'size':
      return `Size ${filter.value}`;
    case 'price':
      if (filter.min !== undefined && filter.max !== undefined) return `${money(filter.min)} – ${money(filter.max)}`;
      return filter.min !== undefined ? `From ${money(filter.min)}` : `Up to ${money(filter.max ?? 0)}`;
    case 'inStock':
      return 'In stock';
    case 'onSale':
      return 'On sale';
  }
}

/** The active filters as links that remove them (plain links, so they work without scripts too). */
export function ActiveFilterChips({ query, currency }: { query: CatalogQuery; currency: string }) {
  const filters = activeFilters(query);
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h3 className="sr-only">Active filters</h3>
      <ul className="contents">
        {filters.map((filter) => {
          const label = chipLabel(filter, currency);
          const key = 'value' in filter ? `${filter.field}:${filter.value}` : filter.field;
          return (
            <li key={key}>
              <Link
                to={{ pathname: '/products', search: catalogQueryToSearch(withoutFilter(query, filter)) }}
                preventScrollReset
                aria-label={`Remove filter: ${label}`}
                className="inline-flex h-8 items-center gap-1.5 border border-line bg-neutral-50 pl-3 pr-2 text-xs hover:border-ink"
              >
                {label}
                <Icon node={X} aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        to={{ pathname: '/products', search: catalogQueryToSearch(clearFilters(query)) }}
        preventScrollReset
        className="ml-1 text-xs uppercase tracking-[0.15em] underline underline-offset-4 hover:text-muted"
      >
        Clear all
      </Link>
    </div>
  );
}
