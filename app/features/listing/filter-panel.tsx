import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import { useCategoryName, useDomainText } from '#app/features/i18n/index.ts';
import { CATALOG_TEXTS } from '#app/features/catalog/index.ts';
import { colorLabel } from '#domain/color-label.ts';
import { useLocalPath } from '#app/lib/local-links.tsx';
import { LISTING_TEXTS } from './listing-texts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import {
  MAX_PRICE_FILTER,
  PRICE_ORDER_MESSAGE,
  priceMessage,
  toggleFilterValue,
  type CatalogQuery,
} from '#domain/catalog-query.ts';
import type { CatalogFacets } from '#domain/api-answer-schemas.ts';
import { QueryHiddenFields } from './query-hidden-fields';
import { swatchBackground } from '#app/components/ui/swatch-colors.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';

const legendClass = 'mb-3 text-xs font-semibold uppercase tracking-[0.2em]';
// The real checkbox lies invisible over its drawn stand-in (so a click anywhere on it hits
// the box itself); the stand-in shows focus and the checked state.
const hiddenBox = 'peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0';
const focusRing = 'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink';

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-5">
      <legend className={cx(legendClass, 'float-left w-full')}>{legend}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

function CheckRow({
  name,
  value,
  checked,
  onToggle,
  children,
  count,
}: {
  name: string;
  value: string;
  checked: boolean;
  onToggle: () => void;
  children: ReactNode;
  count?: number;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 py-1.5 text-sm">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={onToggle}
        className="size-4 shrink-0 accent-ink"
      />
      <span className={cx('flex-1', count === 0 && !checked && 'text-muted')}>{children}</span>
      {count !== undefined ? (
        <>
          <span aria-hidden="true" className="text-xs tabular-nums text-muted">
            {count}
          </span>
          <span className="sr-only">
            (<Plural value={count} one="# product" other="# products" />)
          </span>
        </>
      ) : null}
    </label>
  );
}

/** What the filter panel and its parts work from: the query, its facets, and how to apply a change. */
interface FilterProps {
  query: CatalogQuery;
  facets: CatalogFacets;
  currency: string;
  onApply: (next: CatalogQuery) => void;
}

/**
 * The listing's filters as one GET form. With JavaScript each change applies at once
 * (through `onApply`); without it the form submits to /products like any search form.
 */
export function FilterPanel({ query, facets, currency, onApply }: FilterProps) {
  const hydrated = useHydrated();
  const { t } = useLingui();
  const say = useDomainText(CATALOG_TEXTS);
  const categoryName = useCategoryName();
  const localPath = useLocalPath();

  return (
    <Form
      method="get"
      action={localPath('/products')}
      aria-label={t`Filters`}
      className="space-y-6"
      onSubmit={(e) => e.preventDefault()}
    >
      <QueryHiddenFields query={query} keep={['section', 'sort', 'pageSize']} />

      {facets.categories.length > 0 ? (
        <FilterGroup legend={t`Category`}>
          {facets.categories.map((category) => (
            <CheckRow
              key={category.name}
              name="category"
              value={category.name}
              checked={query.category.includes(category.name)}
              onToggle={() => onApply(toggleFilterValue(query, 'category', category.name))}
              count={category.count}
            >
              {categoryName(category.name)}
            </CheckRow>
          ))}
        </FilterGroup>
      ) : null}

      {facets.colors.length > 0 ? (
        <FilterGroup legend={t`Colour`}>
          <div className="grid grid-cols-2 gap-x-3 gap-y-1">
            {facets.colors.map((color) => {
              const checked = query.color.includes(color);
              return (
                <label key={color} className="relative flex cursor-pointer items-center gap-2.5 py-1 text-sm">
                  <input
                    type="checkbox"
                    name="color"
                    value={color}
                    checked={checked}
                    onChange={() => onApply(toggleFilterValue(query, 'color', color))}
                    className={hiddenBox}
                  />
                  <span
                    aria-hidden="true"
                    className={cx(
                      'size-6 shrink-0 rounded-full border border-black/20 ring-offset-2 peer-checked:ring-2 peer-checked:ring-ink',
                      focusRing,
                    )}
                    style={{ background: swatchBackground(color) }}
                  />
                  <span className="min-w-0 truncate underline-offset-4 peer-checked:font-semibold peer-focus-visible:underline">
                    {say(colorLabel(color))}
                  </span>
                </label>
              );
            })}
          </div>
        </FilterGroup>
      ) : null}

      {facets.sizes.length > 0 ? (
        <FilterGroup legend={t`Size`}>
          <div className="flex flex-wrap gap-2">
            {facets.sizes.map((size) => (
              <label key={size} className="relative cursor-pointer">
                <input
                  type="checkbox"
                  name="size"
                  value={size}
                  checked={query.size.includes(size)}
                  onChange={() => onApply(toggleFilterValue(query, 'size', size))}
                  className={hiddenBox}
                />
                <span
                  className={cx(
                    'flex h-10 min-w-11 items-center justify-center border border-line px-3 text-xs font-medium transition-colors hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white',
                    focusRing,
                  )}
                >
                  {size}
                </span>
              </label>
            ))}
          </div>
        </FilterGroup>
      ) : null}

      <FilterGroup legend={t`Price`}>
        <PriceRange query={query} facets={facets} currency={currency} onApply={onApply} />
      </FilterGroup>

      <FilterGroup legend={t`Availability`}>
        <CheckRow
          name="inStock"
          value="true"
          checked={query.inStock}
          onToggle={() => onApply({ ...query, inStock: !query.inStock, page: 1 })}
        >
          <Trans>In stock only</Trans>
        </CheckRow>
        <CheckRow
          name="onSale"
          value="true"
          checked={query.onSale}
          onToggle={() => onApply({ ...query, onSale: !query.onSale, page: 1 })}
        >
          <Trans>On sale</Trans>
        </CheckRow>
      </FilterGroup>

      {/* Without JavaScript nothing applies on change: this submits the whole form. */}
      {hydrated ? null : (
        <Button type="submit" className="w-full">
          <Trans>Apply filters</Trans>
        </Button>
      )}
    </Form>
  );
}

const priceText = (value: number | undefined) => (value === undefined ? '' : String(value));
const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;

type PriceErrors = { minPrice?: string; maxPrice?: string };

/**
 * The boxes' values checked as the listing schema checks them (same rule, same messages),
 * so a mistake shows beside the box instead of being dropped by the loader.
 */
function checkPrices(min: string, max: string): { errors: PriceErrors; minPrice?: number; maxPrice?: number } {
  const errors: PriceErrors = {};
  const read = (text: string, field: keyof PriceErrors, label: 'Min price' | 'Max price') => {
    const value = text.trim();
    if (value === '') return undefined;
    if (!PRICE_PATTERN.test(value) || Number(value) > MAX_PRICE_FILTER) errors[field] = priceMessage(label);
    return Number(value);
  };
  const minPrice = read(min, 'minPrice', 'Min price');
  const maxPrice = read(max, 'maxPrice', 'Max price');
  if (!errors.minPrice && !errors.maxPrice && minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    errors.maxPrice = PRICE_ORDER_MESSAGE;
  }
  return { errors, minPrice, maxPrice };
}

/** Min and max boxes applied together (Enter or Apply price). */
function PriceRange({ query, facets, currency, onApply }: FilterProps) {
  const id = useId();
  const { t } = useLingui();
  const say = useDomainText(LISTING_TEXTS);
  const [min, setMin] = useState(priceText(query.minPrice));
  const [max, setMax] = useState(priceText(query.maxPrice));
  const [errors, setErrors] = useState<PriceErrors>({});
  // The URL can change under the boxes (a chip removed, back/forward): follow it.
  const applied = `${priceText(query.minPrice)}-${priceText(query.maxPrice)}`;
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setMin(priceText(query.minPrice));
    setMax(priceText(query.maxPrice));
    setErrors({});
  }

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const checked = checkPrices(min, max);
    setErrors(checked.errors);
    if (checked.errors.minPrice || checked.errors.maxPrice) return;
    onApply({ ...query, minPrice: checked.minPrice, maxPrice: checked.maxPrice, page: 1 });
  };

  const floor = Math.floor(facets.price.min);
  const ceil = Math.ceil(facets.price.max);
  const box = (
    field: 'minPrice' | 'maxPrice',
    label: string,
    value: string,
    set: (v: string) => void,
    placeholder: number,
  ) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${field}`} className="mb-1 block text-xs text-muted">
        {label} <span className="sr-only">({currency})</span>
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={String(placeholder)}
        onChange={(e) => set(e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        className="h-10 w-full border border-line px-2 text-sm tabular-nums focus-visible:border-ink aria-[invalid]:border-sale"
      />
    </div>
  );

  return (
    // A nested form is not allowed, so Enter in a box reaches the panel's form; this
    // wrapper catches the submit first.
    <div
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) submit(e);
      }}
    >
      <div className="flex items-end gap-2">
        {box('minPrice', t`Min`, min, setMin, floor)}
        <span aria-hidden="true" className="pb-2.5 text-muted">
          –
        </span>
        {box('maxPrice', t`Max`, max, setMax, ceil)}
      </div>
      {(['minPrice', 'maxPrice'] as const).map((field) =>
        errors[field] ? (
          <p key={field} id={`${id}-${field}-error`} role="alert" className="mt-2 text-xs text-sale">
            {say(errors[field])}
          </p>
        ) : null,
      )}
      <Button type="submit" variant="secondary" className="mt-3 h-10 w-full" onClick={submit}>
        <Trans>Apply price</Trans>
      </Button>
    </div>
  );
}
