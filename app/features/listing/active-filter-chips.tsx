import type { I18n } from '#app/lib/i18n-runtime.tsx';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '#app/lib/i18n-runtime.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Link } from '#app/lib/local-links.tsx';
import { CATALOG_TEXTS } from '#app/features/catalog/index.ts';
import { useCategoryName } from '#app/features/i18n/index.ts';
import { LISTING_TEXTS } from './listing-texts';
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
import { asLanguage } from '#domain/languages.ts';
import { colorLabel } from '#domain/color-label.ts';

/** A domain text in the page's language, or as it came when no table lists it. */
function said(i18n: I18n, english: string): string {
  const message = LISTING_TEXTS.get(english) ?? CATALOG_TEXTS.get(english);
  return message ? i18n._(message) : english;
}

function chipLabel(filter: ActiveFilter, currency: string, i18n: I18n, categoryName: (name: string) => string): string {
  const money = (units: number) => formatMoney(toCents(units), currency, asLanguage(i18n.locale));
  switch (filter.field) {
    case 'section':
      return said(i18n, HOME_SECTION_LABELS[filter.value]);
    case 'category':
      return categoryName(filter.value);
    case 'color':
      return said(i18n, colorLabel(filter.value));
    case 'size': {
      const size = filter.value;
      return i18n._(msg`Size ${size}`);
    }
    case 'price': {
      const min = filter.min === undefined ? undefined : money(filter.min);
      const max = filter.max === undefined ? undefined : money(filter.max);
      if (min !== undefined && max !== undefined) return `${min} – ${max}`;
      if (min !== undefined) return i18n._(msg`From ${min}`);
      const upTo = max ?? money(0);
      return i18n._(msg`Up to ${upTo}`);
    }
    case 'inStock':
      return i18n._(msg`In stock`);
    case 'onSale':
      return i18n._(msg`On sale`);
  }
}

/** The active filters as links that remove them (plain links, so they work without scripts too). */
export function ActiveFilterChips({ query, currency }: { query: CatalogQuery; currency: string }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const categoryName = useCategoryName();
  const filters = activeFilters(query);
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h3 className="sr-only">
        <Trans>Active filters</Trans>
      </h3>
      <ul className="contents">
        {filters.map((filter) => {
          const label = chipLabel(filter, currency, i18n, categoryName);
          const key = 'value' in filter ? `${filter.field}:${filter.value}` : filter.field;
          return (
            <li key={key}>
              <Link
                to={{ pathname: '/products', search: catalogQueryToSearch(withoutFilter(query, filter)) }}
                preventScrollReset
                aria-label={t`Remove filter: ${label}`}
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
        <Trans>Clear all</Trans>
      </Link>
    </div>
  );
}
