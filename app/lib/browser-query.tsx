/**
 * How the browser reads data after the first render: TanStack Query with the SPEC §9 cache
 * settings (app/lib/query-client), behind two small hooks. The query library loads in a
 * chunk of its own after the page is up (app/lib/query-runner), so a page that reads data
 * later pays nothing for it on first load. Loaders do the server-rendered reads.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { InfiniteRunnerProps, QueryRunnerProps } from './query-runner';

export interface BrowserQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  enabled?: boolean;
  /** While the next key loads, keep the last key's answer (marked `isPlaceholderData`). */
  keepPrevious?: boolean;
}

export interface BrowserQueryResult<T> {
  data: T | undefined;
  isPlaceholderData: boolean;
  status: 'pending' | 'error' | 'success';
  isFetching: boolean;
  error: unknown;
}

export interface BrowserInfiniteOptions<T, P> {
  queryKey: QueryKey;
  queryFn: (context: { pageParam: P; signal: AbortSignal }) => Promise<T>;
  initialPageParam: P;
  /** The next page's parameter, or null after the last page. */
  getNextPageParam: (lastPage: T) => P | null;
}

export interface BrowserInfiniteResult<T> {
  pages: T[];
  isFetching: boolean;
  error: unknown;
  /** Undefined until the query library has loaded. */
  fetchNextPage?: () => Promise<unknown>;
}

const PENDING: BrowserQueryResult<never> = { data: undefined, isPlaceholderData: false, status: 'pending', isFetching: false, error: null };
const NO_PAGES: BrowserInfiniteResult<never> = { pages: [], isFetching: true, error: null };

const QueryRunner = lazy(() => import('./query-runner').then((m) => ({ default: m.QueryRunner as ComponentType<QueryRunnerProps<unknown>> })));
const InfiniteRunner = lazy(() =>
  import('./query-runner').then((m) => ({ default: m.InfiniteRunner as ComponentType<InfiniteRunnerProps<unknown, unknown>> })),
);

/** useQuery, loaded lazily: render `runner` anywhere in the component's output. */
export function useBrowserQuery<T>(options: BrowserQueryOptions<T>): { result: BrowserQueryResult<T>; runner: ReactElement } {
  const [result, setResult] = useState<BrowserQueryResult<T>>(PENDING);
  const runner = (
    <Suspense fallback={null}>
      <QueryRunner options={options as BrowserQueryOptions<unknown>} onResult={setResult as QueryRunnerProps<unknown>['onResult']} />
    </Suspense>
  );
  return { result, runner };
}

/**
 * useInfiniteQuery, loaded lazily, for lists paged with 'Show more'. Nothing is loaded or
 * fetched while `active` is false; once true, the first page is fetched.
 */
export function useBrowserInfiniteQuery<T, P>(
  options: BrowserInfiniteOptions<T, P>,
  active: boolean,
): { result: BrowserInfiniteResult<T>; runner: ReactElement | null } {
  const [result, setResult] = useState<BrowserInfiniteResult<T>>(NO_PAGES);
  // Switched off: the next start shows nothing of the last run's pages.
  if (!active && result !== NO_PAGES) setResult(NO_PAGES);
  const runner = active ? (
    <Suspense fallback={null}>
      <InfiniteRunner options={options as BrowserInfiniteOptions<unknown, unknown>} onResult={setResult as InfiniteRunnerProps<unknown, unknown>['onResult']} />
    </Suspense>
  ) : null;
  return { result, runner };
}
