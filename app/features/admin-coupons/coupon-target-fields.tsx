import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { useId, useState } from 'react';
import { SelectField, TextField } from '#app/components/ui/form-fields.tsx';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import { SEARCH_MIN_LENGTH } from '#domain/search-limits.ts';
import { CATEGORIES_QUERY_KEY, fetchCategories, findProduct, findProducts } from './coupons-api';

interface TargetProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A category coupon's target: one of the store's categories (the coupon's own kept if it is gone). */
export function CategoryTargetField({ value, onChange, error }: TargetProps) {
  const categories = useBrowserQuery({
    queryKey: CATEGORIES_QUERY_KEY,
    queryFn: ({ signal }) => fetchCategories(signal),
  });
  if (categories.isError) {
    // Without the list the owner can still type the name (matched ignoring case, decision 19).
    return (
      <TextField
        label="Category"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint="The categories could not be loaded: type the category name."
      />
    );
  }
  const names = categories.data ?? [];
  const options = value && !names.some((n) => n === value) ? [value, ...names] : names;
  return (
    <SelectField
      label="Category"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      disabled={categories.isPending}
      hint={categories.isPending ? 'Loading categories…' : undefined}
    >
      <option value="">Choose a category</option>
      {options.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A product coupon's target: the product's ID (what the SPEC form has), with a search by
 * name that fills it in, and the chosen product's name shown to confirm the ID.
 */
export function ProductTargetField({ value, onChange, error }: TargetProps) {
  const [term, setTerm] = useState('');
  const searchTerm = useDebouncedValue(term.trim(), 300);
  const searching = searchTerm.length >= SEARCH_MIN_LENGTH;
  const results = useBrowserQuery({
    queryKey: ['admin', 'coupons', 'product-search', searchTerm],
    queryFn: ({ signal }) => findProducts(searchTerm, signal),
    enabled: searching,
  });
  // Looked up once typing pauses, not for every partial ID.
  const id = useDebouncedValue(value.trim(), 300);
  const chosen = useBrowserQuery({
    queryKey: ['admin', 'coupons', 'product', id],
    queryFn: ({ signal }) => findProduct(id, signal),
    enabled: id !== '',
  });
  const resultsId = useId();

  function chosenHint(): string | undefined {
    if (value.trim() === '') return undefined;
    if (id !== value.trim() || chosen.isPending) return 'Looking up the product…';
    if (chosen.isError) return 'The product could not be looked up.';
    return chosen.data ? `${chosen.data.name} (${chosen.data.category})` : 'No product has this ID.';
  }

  return (
    <div className="space-y-3">
      <TextField
        label="Product ID"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={chosenHint()}
        spellCheck={false}
        autoComplete="off"
      />
      <div>
        <TextField
          label="Find a product by name"
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="e.g. linen shirt"
          autoComplete="off"
          aria-controls={resultsId}
        />
        <div id={resultsId} aria-live="polite" className="mt-2 text-sm">
          {!searching ? null : results.isPending ? (
            <p className="text-muted">Searching…</p>
          ) : results.isError ? (
            <p className="text-sale">The search failed. Please try again.</p>
          ) : results.data.length === 0 ? (
            <p className="text-muted">No products match “{searchTerm}”.</p>
          ) : (
            <ul className="divide-y divide-line border border-line">
              {results.data.map((product) => (
                <li key={product._id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{product.name}</span>
                    <span className="block text-xs text-muted">{product.category}</span>
                  </span>
                  <button
                    type="button"
                    onClick={() => {
                      onChange(product._id);
                      setTerm('');
                    }}
                    className="shrink-0 border border-ink px-3 py-1.5 text-xs font-medium uppercase tracking-[0.15em] hover:bg-ink hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2"
                    aria-label={`Use ${product.name}`}
                  >
                    Use
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
