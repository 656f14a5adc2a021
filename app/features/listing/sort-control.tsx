import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useDomainText } from '#app/features/i18n/index.ts';
import { useLocalPath } from '#app/lib/local-links.tsx';
import { LISTING_TEXTS } from './listing-texts';
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { CATALOG_SORTS, SORT_LABELS, type CatalogQuery, type CatalogSort } from '#domain/catalog-query.ts';
import { QueryHiddenFields } from './query-hidden-fields';
import { useHydrated } from '#app/lib/use-hydrated.ts';

/** The sort order: applies on change, or with its Apply button when scripts do not run. */
export function SortControl({ query, onApply }: { query: CatalogQuery; onApply: (next: CatalogQuery) => void }) {
  const id = useId();
  const hydrated = useHydrated();
  const say = useDomainText(LISTING_TEXTS);
  const localPath = useLocalPath();
  return (
    // On phones the form fills the rest of the Filters button's row and the select gives way
    // to the Apply button shown before hydration, so the row never wraps and the select keeps
    // its place: removing the button only widens it (no layout shift).
    <Form
      method="get"
      action={localPath('/products')}
      className="flex min-w-0 flex-1 items-center justify-end gap-2 sm:flex-none"
      onSubmit={(e) => e.preventDefault()}
    >
      <QueryHiddenFields
        query={query}
        keep={['category', 'color', 'size', 'section', 'minPrice', 'maxPrice', 'inStock', 'onSale', 'pageSize']}
      />
      {/* Phones keep the Filters button and the sort on one row: the label is for screen readers there. */}
      <label
        htmlFor={id}
        className="sr-only whitespace-nowrap text-xs uppercase tracking-[0.15em] text-muted sm:not-sr-only"
      >
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        name="sort"
        value={query.sort}
        onChange={(e) => onApply({ ...query, sort: e.target.value as CatalogSort, page: 1 })}
        className="h-10 min-w-0 flex-1 border border-line sm:flex-none bg-white pl-2 pr-1 text-sm focus-visible:border-ink"
      >
        {CATALOG_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {say(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <Button type="submit" variant="secondary" className="h-10 px-4">
          <Trans>Apply</Trans>
        </Button>
      )}
    </Form>
  );
}
