import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { Download, Plus, RotateCw, Upload } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CATALOG_SORTS, SORT_LABELS, type CatalogSort } from '#domain/catalog-query.ts';
import { SEARCH_MIN_LENGTH } from '#domain/search-limits.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { errorText } from '#app/lib/api.ts';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import {
  AdminPageHeader,
  AdminScreen,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Pager,
  SearchBox,
  SkeletonRows,
} from '#app/features/admin/index.ts';
import { notify } from '#app/features/toast/index.ts';
import { listSearch, PRODUCTS_PATH, readListParams } from './list-params';
import { PRODUCT_TEXT } from './product-texts';
import { CatalogueImport } from './catalogue-import';
import {
  CATEGORIES_KEY,
  deleteProduct,
  downloadCatalogue,
  fetchCategories,
  fetchProductPage,
  PRODUCTS_KEY,
  productsKey,
  type ProductListQuery,
} from './products-api';
import { ProductsCards, ProductsTable } from './products-list';

const SKELETON_ROWS = 6;
/** SPEC §9: search waits until typing pauses. */
const SEARCH_DELAY_MS = 300;

const controlStyles =
  'h-10 border border-neutral-300 bg-white px-3 text-sm hover:border-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

/** The back office's Products screen, money in `currency`. */
export function ProductsScreen({ currency }: { currency: string }) {
  const queryClient = useQueryClient();
  // The list starts from the URL (a reload, a shared link, coming back from a form shows the
  // same list) and writes its state back there, replacing the entry so Back still leaves.
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => readListParams(params));
  const [searchInput, setSearchInput] = useState(initial.q);
  const typed = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  // One letter finds nothing useful (the search needs two); the list stays as it was.
  const search = typed.length >= SEARCH_MIN_LENGTH ? typed : '';
  const [category, setCategory] = useState(initial.category);
  const [sort, setSort] = useState<CatalogSort>(initial.sort);
  const [page, setPage] = useState(initial.page);
  // A new search, category or sort starts again on its first page: the old page may not exist for it.
  const criteria = JSON.stringify([search, category, sort]);
  const [shownCriteria, setShownCriteria] = useState(criteria);
  if (shownCriteria !== criteria) {
    setShownCriteria(criteria);
    setPage(1);
  }
  const current: ProductListQuery = { search, category, sort, page };
  const listUrl = `${PRODUCTS_PATH}${listSearch({ q: search, category, sort, page })}`;
  useEffect(() => {
    const wanted = listSearch({ q: search, category, sort, page });
    const now = params.toString() ? `?${params.toString()}` : '';
    if (wanted !== now) setParams(new URLSearchParams(wanted), { replace: true, preventScrollReset: true });
  }, [search, category, sort, page, params, setParams]);
  const [pending, setPending] = useState<ApiProduct | null>(null);
  const [importing, setImporting] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  const products = useBrowserQuery({
    queryKey: productsKey(current),
    queryFn: ({ signal }) => fetchProductPage(current, signal),
    keepPrevious: true,
  });
  const categories = useBrowserQuery({ queryKey: CATEGORIES_KEY, queryFn: ({ signal }) => fetchCategories(signal) });

  const remove = useMutation({
    mutationFn: (product: ApiProduct) => deleteProduct(product._id),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
      // The row whose button opened the question is gone: keyboard users continue from the list.
      window.requestAnimationFrame(() => resultsRef.current?.focus());
    },
    onError: (error) => notify.error(errorText(error, PRODUCT_TEXT.deleteFailed)),
  });
  const exportCsv = useMutation({
    mutationFn: downloadCatalogue,
    onError: (error) => notify.error(errorText(error, PRODUCT_TEXT.exportFailed)),
  });

  const data = products.data;
  const goTo = (next: number) => setPage(next);
  const filtered = search !== '' || category !== '';

  return (
    <AdminScreen>
      <AdminPageHeader
        title={PRODUCT_TEXT.title}
        subtitle={PRODUCT_TEXT.subtitle}
        badges={data ? [PRODUCT_TEXT.count(data.total)] : undefined}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => void products.refetch()}
              disabled={products.isFetching}
              aria-busy={products.isFetching}
            >
              <Icon
                node={RotateCw}
                aria-hidden="true"
                className={cx('size-3.5', products.isFetching && 'animate-spin')}
              />{' '}
              {PRODUCT_TEXT.refresh}
            </Button>
            <Button
              variant="secondary"
              onClick={() => exportCsv.mutate()}
              disabled={exportCsv.isPending}
              aria-busy={exportCsv.isPending}
            >
              <Icon node={Download} aria-hidden="true" className="size-3.5" />{' '}
              {exportCsv.isPending ? PRODUCT_TEXT.exporting : PRODUCT_TEXT.exportCsv}
            </Button>
            <Button
              id={`${ids}-import-toggle`}
              variant="secondary"
              onClick={() => setImporting((open) => !open)}
              aria-expanded={importing}
              aria-controls={`${ids}-import`}
            >
              <Icon node={Upload} aria-hidden="true" className="size-3.5" /> {PRODUCT_TEXT.importCsv}
            </Button>
            <ButtonLink to="/admin/products/new" state={{ listUrl }}>
              <Icon node={Plus} aria-hidden="true" className="size-3.5" /> {PRODUCT_TEXT.add}
            </ButtonLink>
          </>
        }
      />

      <div id={`${ids}-import`}>
        {importing ? (
          <CatalogueImport
            onClose={() => {
              setImporting(false);
              window.requestAnimationFrame(() => document.getElementById(`${ids}-import-toggle`)?.focus());
            }}
          />
        ) : null}
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <SearchBox
          value={searchInput}
          onChange={setSearchInput}
          placeholder={PRODUCT_TEXT.searchPlaceholder}
          label={PRODUCT_TEXT.searchLabel}
        />
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={`${ids}-category`} className="text-muted">
            {PRODUCT_TEXT.categoryLabel}
          </label>
          <select
            id={`${ids}-category`}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className={controlStyles}
          >
            <option value="">{PRODUCT_TEXT.allCategories}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.name} value={c.name}>
                {c.name} ({c.productCount})
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={`${ids}-sort`} className="text-muted">
            {PRODUCT_TEXT.sortLabel}
          </label>
          <select
            id={`${ids}-sort`}
            value={sort}
            onChange={(e) => setSort(e.target.value as CatalogSort)}
            disabled={search !== ''}
            className={controlStyles}
          >
            {CATALOG_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {search ? <p className="text-xs text-muted">{PRODUCT_TEXT.searchHint}</p> : null}

      {products.status === 'pending' ? (
        <SkeletonRows count={SKELETON_ROWS} label={PRODUCT_TEXT.loading} />
      ) : products.status === 'error' && !data ? (
        <ErrorState
          title={PRODUCT_TEXT.loadError}
          message={errorText(products.error, PRODUCT_TEXT.loadFailed)}
          onRetry={() => void products.refetch()}
        />
      ) : data && data.products.length === 0 ? (
        <EmptyState
          title={PRODUCT_TEXT.emptyTitle}
          message={page > 1 ? PRODUCT_TEXT.emptyPage : filtered ? PRODUCT_TEXT.emptyFiltered : PRODUCT_TEXT.emptyNone}
          action={
            page > 1 ? (
              <Button variant="secondary" onClick={() => goTo(1)}>
                {PRODUCT_TEXT.firstPage}
              </Button>
            ) : filtered ? undefined : (
              <ButtonLink to="/admin/products/new" state={{ listUrl }}>
                {PRODUCT_TEXT.add}
              </ButtonLink>
            )
          }
        />
      ) : data ? (
        <div
          ref={resultsRef}
          tabIndex={-1}
          className={cx('focus:outline-none', products.isPlaceholderData && 'opacity-60')}
        >
          <ProductsTable
            products={data.products}
            currency={currency}
            onDelete={setPending}
            busy={products.isPlaceholderData}
            listUrl={listUrl}
          />
          <ProductsCards
            products={data.products}
            currency={currency}
            onDelete={setPending}
            busy={products.isPlaceholderData}
            listUrl={listUrl}
          />
          <Pager page={page} pageCount={data.pageCount} onPage={goTo} />
        </div>
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && !remove.isPending && setPending(null)}
        title={PRODUCT_TEXT.deleteTitle}
        message={pending ? PRODUCT_TEXT.deleteMessage(pending.name) : ''}
        confirmLabel="Delete"
        busyLabel={PRODUCT_TEXT.deleting}
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending)}
      />
    </AdminScreen>
  );
}
