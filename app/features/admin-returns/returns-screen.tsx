import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useEffect, useRef } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { errorText } from '#app/lib/api.ts';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import {
  AdminPageHeader,
  FilterButtons,
  AdminScreen,
  EmptyState,
  ErrorState,
  Pager,
  SkeletonRows,
} from '#app/features/admin/index.ts';
import {
  EMPTY_TEXT,
  filterCount,
  readReturnsPage,
  RETURN_FILTERS,
  returnsSearch,
  type ReturnsPage,
} from './return-display';
import { ReturnRow } from './return-row';
import { fetchReturns, RETURNS_KEY, returnsKey } from './returns-api';
import { RETURNS_TEXT } from './returns-text';

const SKELETON_ROWS = 5;

/**
 * /admin/returns (decision 0052): the returns queue, requested ones first and oldest on top,
 * filtered by status in the URL, each with the steps its status allows. `onOrdersChanged` is
 * the route's way to have the orders' own screens read them again after a step.
 */
export function AdminReturnsScreen({ onOrdersChanged }: { onOrdersChanged?: () => unknown }) {
  const [params, setParams] = useSearchParams();
  const current = readReturnsPage(params);
  const client = useQueryClient();
  const { revalidate } = useRevalidator();
  const returns = useBrowserQuery({
    queryKey: returnsKey(current),
    queryFn: ({ signal }) => fetchReturns(current, signal),
    keepPrevious: true,
  });
  const data = returns.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A return that leaves the list after its step (approved, out of "Requested") takes the
  // focus with it: it goes to the list instead of the page's start.
  const list = useRef<HTMLUListElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || returns.isPlaceholderData) return;
    refocus.current = false;
    if (!document.activeElement || document.activeElement === document.body) list.current?.focus();
  }, [data, returns.isPlaceholderData]);

  const go = (next: ReturnsPage) => setParams(new URLSearchParams(returnsSearch(next)), { preventScrollReset: true });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: RETURNS_KEY });
    // The sidebar's count is the layout's: a request that came in meanwhile shows there too.
    void revalidate();
  };

  return (
    <AdminScreen>
      <AdminPageHeader
        title={RETURNS_TEXT.title}
        subtitle={RETURNS_TEXT.subtitle}
        badges={data && data.counts.requested > 0 ? [RETURNS_TEXT.countBadge(data.counts.requested)] : undefined}
        actions={
          <Button variant="secondary" onClick={refresh} disabled={returns.isFetching}>
            <Icon
              node={RefreshCw}
              aria-hidden="true"
              className={cx('size-4', returns.isFetching && 'animate-spin')}
              strokeWidth={1.5}
            />
            {RETURNS_TEXT.refresh}
          </Button>
        }
      />

      <FilterButtons
        label={RETURNS_TEXT.filters}
        options={RETURN_FILTERS}
        current={current.filter}
        onChoose={(filter) => go({ filter, page: 1 })}
        count={(filter) => (data ? filterCount(data.counts, filter) : undefined)}
      />

      {returns.status === 'pending' ? (
        <SkeletonRows count={SKELETON_ROWS} label={RETURNS_TEXT.loading} />
      ) : returns.status === 'error' && !data ? (
        <ErrorState
          title={RETURNS_TEXT.errorTitle}
          message={errorText(returns.error, RETURNS_TEXT.loadFailed)}
          onRetry={() => void returns.refetch()}
        />
      ) : data && data.returns.length === 0 ? (
        <EmptyState
          title={RETURNS_TEXT.emptyTitle}
          message={current.page > 1 ? RETURNS_TEXT.emptyPage : EMPTY_TEXT[current.filter]}
          action={
            current.page > 1 ? (
              <Button variant="secondary" onClick={() => go({ ...current, page: 1 })}>
                {RETURNS_TEXT.firstPage}
              </Button>
            ) : undefined
          }
        />
      ) : data ? (
        <div>
          <ul
            ref={list}
            tabIndex={-1}
            aria-label={RETURNS_TEXT.list}
            aria-busy={returns.isPlaceholderData || undefined}
            className={cx(
              'divide-y divide-line border-y border-line bg-white focus:outline-none',
              returns.isPlaceholderData && 'opacity-60',
            )}
          >
            {data.returns.map((ret) => (
              <ReturnRow
                key={ret._id}
                ret={ret}
                onChanged={() => {
                  refocus.current = true;
                  return onOrdersChanged?.();
                }}
              />
            ))}
          </ul>
          <Pager page={current.page} pageCount={pageCount} onPage={(page) => go({ ...current, page })} />
        </div>
      ) : null}
    </AdminScreen>
  );
}
