import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link } from '#app/lib/local-links.tsx';
import { useCategoryName, useDomainText } from '#app/features/i18n/index.ts';
import { CATALOG_TEXTS } from '#app/features/catalog/index.ts';
import { SEARCH_TEXTS } from './search-messages';
import { cx } from '#app/components/ui/cx.ts';
import { SOLD_OUT_TEXT } from '#domain/catalog-display.ts';
import { toCents } from '#domain/money.ts';
import { useDisplayMoney } from '#app/features/currency/index.ts';
import { productImageSrcSet } from '#domain/images.ts';
import type { SearchResult } from './search-api';
import { SEARCH_TEXT } from './search-texts';
import { useProductSearch } from './use-product-search';
import type { SearchCombobox } from './use-search-combobox';
import { useStoreCurrency } from '#app/lib/store-currency.ts';

const NO_RESULTS: SearchResult[] = [];

type PanelProps = Pick<SearchCombobox, 'term' | 'activeIndex' | 'listboxId' | 'optionId' | 'onResultsChange'> & {
  /** Called when a result is opened with the pointer. */
  onNavigate: () => void;
  className?: string;
  /**
   * The panel scrolls on its own (the phone modal): with results it is then a focusable,
   * named region, so a keyboard can scroll it too — its options are reached through the
   * input (aria-activedescendant), never by Tab.
   */
  scrolls?: boolean;
};

/**
 * What a search box shows under its input (SPEC §2): the prompt, 'Searching...', an
 * error, the results or 'No products found for "{term}"'. Loaded on first use, with the
 * query library, so pages do not pay for it up front.
 */
export default function SearchResultsPanel({
  term,
  activeIndex,
  listboxId,
  optionId,
  onResultsChange,
  onNavigate,
  className,
  scrolls = false,
}: PanelProps) {
  const state = useProductSearch(term);
  const currency = useStoreCurrency();
  const { t } = useLingui();
  const say = useDomainText(SEARCH_TEXTS);
  const sayCatalog = useDomainText(CATALOG_TEXTS);
  const categoryName = useCategoryName();
  const money = useDisplayMoney(currency);
  const items = state.kind === 'results' ? state.items : NO_RESULTS;

  useEffect(() => onResultsChange(items), [items, onResultsChange]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);

  let status: string;
  if (state.kind === 'prompt') status = say(SEARCH_TEXT.prompt);
  else if (state.kind === 'searching') status = say(SEARCH_TEXT.searching);
  else if (state.kind === 'error') status = say(state.message);
  else if (items.length === 0) {
    // SPEC §2: 'No products found for "{term}"' (SEARCH_TEXT.noResults), in the page's language.
    const term = state.term;
    status = t`No products found for "${term}"`;
  } else {
    const found = items.length;
    status = t`${plural(found, { one: '# product found', other: '# products found' })}`;
  }

  const scrollRegion =
    scrolls && items.length > 0 ? { role: 'region', tabIndex: 0, 'aria-label': t`Search results` } : {};
  return (
    <div className={className} {...scrollRegion}>
      <p
        role="status"
        className={cx(
          'px-4 py-6 text-center text-sm',
          state.kind === 'error' ? 'text-sale' : 'text-muted',
          items.length > 0 && 'sr-only',
        )}
      >
        {status}
      </p>
      {items.length > 0 ? (
        <div id={listboxId} role="listbox" aria-label={t`Search results`} className="py-2">
          {items.map((item, index) => (
            <Link
              key={item._id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              to={`/products/${item._id}`}
              onClick={onNavigate}
              className={cx(
                'flex items-center gap-4 px-4 py-2.5 outline-none transition-colors hover:bg-neutral-100',
                index === activeIndex && 'bg-neutral-100 ring-2 ring-inset ring-ink',
              )}
            >
              {item.image ? (
                <img
                  src={item.image}
                  srcSet={productImageSrcSet(item.image)}
                  sizes="48px"
                  alt=""
                  width={48}
                  height={60}
                  loading="lazy"
                  className="h-15 w-12 shrink-0 bg-neutral-100 object-cover"
                />
              ) : (
                <span aria-hidden="true" className="h-15 w-12 shrink-0 bg-neutral-100" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{item.name}</span>
                <span className="block text-xs uppercase tracking-[0.12em] text-muted">
                  {categoryName(item.category)}
                  {item.soldOut ? (
                    <>
                      {' · '}
                      <span className="font-semibold text-ink">{sayCatalog(SOLD_OUT_TEXT)}</span>
                    </>
                  ) : null}
                </span>
              </span>
              <span className="shrink-0 text-right text-sm">
                <span className={cx('block', item.price < item.originalPrice && 'text-sale')}>
                  {item.price < item.originalPrice ? (
                    <span className="sr-only">
                      <Trans>Sale price:</Trans>{' '}
                    </span>
                  ) : null}
                  {money(toCents(item.price))}
                </span>
                {item.price < item.originalPrice ? (
                  <s className="block text-xs text-muted">
                    <span className="sr-only">
                      <Trans>Original price:</Trans>{' '}
                    </span>
                    {money(toCents(item.originalPrice))}
                  </s>
                ) : null}
              </span>
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
