import { useId } from 'react';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button';
import { CATALOG_SORTS, SORT_LABELS, type CatalogQuery, type CatalogSort } from '../../../domain/catalog-query';
import { QueryHiddenFields } from './query-hidden-fields';
import { useHydrated } from '../../lib/use-hydrated';

/** The sort order: applies on change, or with its Apply button when scripts do not run. */
export function SortControl({ query, onApply }: { query: CatalogQuery; onApply: (next: CatalogQuery) => void }) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <Form method="get" action="/products" className="flex items-center gap-2" onSubmit={(e) => e.preventDefault()}>
      <QueryHiddenFields query={query} keep={['category', 'color', 'size', 'section', 'minPrice', 'maxPrice', 'inStock', 'onSale', 'pageSize']} />
      {/* Phones keep the Filters button and the sort on one row: the label is for screen readers there. */}
      <label htmlFor={id} className="sr-only whitespace-nowrap text-xs uppercase tracking-[0.15em] text-muted sm:not-sr-only">
        Sort by
      </label>
      <select
        id={id}
        name="sort"
        value={query.sort}
        onChange={(e) => onApply({ ...query, sort: e.target.value as CatalogSort, page: 1 })}
        className="h-10 border border-line bg-white pl-2 pr-1 text-sm focus-visible:border-ink"
      >
        {CATALOG_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <Button type="submit" variant="secondary" className="h-10 px-4">
          Apply
        </Button>
      )}
    </Form>
  );
}
