/**
 * The query library's side of app/lib/browser-query: watches one query (or one list paged
 * with 'Show more') in the page's client and reports each change. Imported lazily, so
 * TanStack Query is in no storefront page's first-load JavaScript. The hook's options are
 * declared here, and only as types there, so the two files do not import each other.
 */
import {
  InfiniteQueryObserver,
  keepPreviousData,
  QueryObserver,
  type InfiniteData,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import { queryClient } from './query-client';

export interface BrowserQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** False: nothing is loaded or fetched (yet). */
  enabled?: boolean;
  /** While the next key loads, keep the last key's answer (marked `isPlaceholderData`). */
  keepPrevious?: boolean;
  /** Instead of SPEC §9's 3 retries (4xx answers never retried). */
  retry?: (failureCount: number, error: Error) => boolean;
}

export interface BrowserPagesOptions<T, P> {
  queryKey: QueryKey;
  queryFn: (context: { pageParam: P; signal: AbortSignal }) => Promise<T>;
  initialPageParam: P;
  /** The next page's parameter, or null after the last page. */
  getNextPageParam: (lastPage: T) => P | null;
  /** False: nothing is loaded or fetched, and the pages of an earlier run are not shown. */
  enabled?: boolean;
}

/** As TanStack Query's: `isSuccess` means `data` is here, `isError` that `error` is. */
export type BrowserQueryResult<T> = {
  isFetching: boolean;
  isPlaceholderData: boolean;
  /** When the shown answer arrived (ms since the epoch; 0 before the first). */
  dataUpdatedAt: number;
} & (
  | { status: 'pending'; isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
  | { status: 'error'; isPending: false; isSuccess: false; isError: true; data: T | undefined; error: Error }
  | { status: 'success'; isPending: false; isSuccess: true; isError: false; data: T; error: null }
);

export interface BrowserPagesResult<T> {
  pages: T[];
  isFetching: boolean;
  error: Error | null;
  /** Undefined until the query library has loaded. */
  fetchNextPage?: () => Promise<unknown>;
}

export interface Observation<T, P> {
  /** Takes the caller's latest options: a new key fetches, the same key reads the cache. */
  setOptions: (options: BrowserQueryOptions<T> | BrowserPagesOptions<T, P>) => void;
  /** Asks the server again now, even within the cache's 5 minutes. */
  refetch: () => Promise<BrowserQueryResult<T> | BrowserPagesResult<T>>;
  stop: () => void;
}

export function observe<T, P>(
  options: BrowserQueryOptions<T> | BrowserPagesOptions<T, P>,
  onResult: (result: BrowserQueryResult<T> | BrowserPagesResult<T>) => void,
): Observation<T, P> {
  return 'getNextPageParam' in options ? observePages(options, onResult) : observeQuery(options, onResult);
}

function observeQuery<T, P>(
  options: BrowserQueryOptions<T>,
  onResult: (result: BrowserQueryResult<T>) => void,
): Observation<T, P> {
  const settings = (o: BrowserQueryOptions<T>) => ({
    queryKey: o.queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => o.queryFn({ signal }),
    enabled: o.enabled !== false,
    placeholderData: o.keepPrevious ? keepPreviousData : undefined,
    ...(o.retry ? { retry: o.retry } : {}),
  });
  const observer = new QueryObserver<T, Error, T, T, QueryKey>(queryClient(), settings(options));
  type Result = ReturnType<typeof observer.getCurrentResult>;
  const shape = (r: Result) =>
    ({
      data: r.data,
      status: r.status,
      isPending: r.isPending,
      isSuccess: r.isSuccess,
      isError: r.isError,
      isFetching: r.isFetching,
      isPlaceholderData: r.isPlaceholderData,
      error: r.error,
      dataUpdatedAt: r.dataUpdatedAt,
    }) as BrowserQueryResult<T>;
  const stop = observer.subscribe((r) => onResult(shape(r)));
  // An answer already in the cache comes without a notification: report the state as it is now.
  onResult(shape(observer.getCurrentResult()));
  return {
    setOptions: (next) => observer.setOptions(settings(next as BrowserQueryOptions<T>)),
    refetch: async () => shape(await observer.refetch()),
    stop,
  };
}

function observePages<T, P>(
  options: BrowserPagesOptions<T, P>,
  onResult: (result: BrowserPagesResult<T>) => void,
): Observation<T, P> {
  const settings = (o: BrowserPagesOptions<T, P>) => ({
    queryKey: o.queryKey,
    queryFn: ({ pageParam, signal }: QueryFunctionContext<QueryKey, P>) =>
      o.queryFn({ pageParam: pageParam as P, signal }),
    initialPageParam: o.initialPageParam,
    getNextPageParam: (lastPage: T) => o.getNextPageParam(lastPage) ?? undefined,
    enabled: o.enabled !== false,
  });
  const observer = new InfiniteQueryObserver<T, Error, InfiniteData<T, P>, QueryKey, P>(
    queryClient(),
    settings(options),
  );
  type Result = ReturnType<typeof observer.getCurrentResult>;
  const shape = (r: Result): BrowserPagesResult<T> => ({
    pages: r.data?.pages ?? [],
    isFetching: r.isFetching,
    error: r.error,
    fetchNextPage: r.fetchNextPage,
  });
  const stop = observer.subscribe((r) => onResult(shape(r)));
  onResult(shape(observer.getCurrentResult()));
  return {
    setOptions: (next) => observer.setOptions(settings(next as BrowserPagesOptions<T, P>)),
    refetch: async () => {
      await observer.refetch();
      return shape(observer.getCurrentResult());
    },
    stop,
  };
}
