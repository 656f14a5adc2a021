/**
 * The query library's side of app/lib/browser-query: runs the query and reports its state
 * to the component that asked. Loaded lazily, so TanStack Query is not in any page's
 * first-load JavaScript.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BrowserInfiniteOptions, BrowserInfiniteResult, BrowserQueryOptions, BrowserQueryResult } from './browser-query';
import { QueryProvider } from './query-provider';

export interface QueryRunnerProps<T> {
  options: BrowserQueryOptions<T>;
  onResult: (result: BrowserQueryResult<T>) => void;
}

export interface InfiniteRunnerProps<T, P> {
  options: BrowserInfiniteOptions<T, P>;
  onResult: (result: BrowserInfiniteResult<T>) => void;
}

export function QueryRunner<T>(props: QueryRunnerProps<T>) {
  return (
    <QueryProvider>
      <RunQuery {...props} />
    </QueryProvider>
  );
}

function RunQuery<T>({ options: { queryKey, queryFn, enabled, keepPrevious }, onResult }: QueryRunnerProps<T>) {
  const { data, isPlaceholderData, status, isFetching, error } = useQuery({
    queryKey,
    queryFn,
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  useEffect(() => onResult({ data, isPlaceholderData, status, isFetching, error }), [data, isPlaceholderData, status, isFetching, error, onResult]);
  return null;
}

export function InfiniteRunner<T, P>(props: InfiniteRunnerProps<T, P>) {
  return (
    <QueryProvider>
      <RunInfinite {...props} />
    </QueryProvider>
  );
}

function RunInfinite<T, P>({ options: { queryKey, queryFn, initialPageParam, getNextPageParam }, onResult }: InfiniteRunnerProps<T, P>) {
  const { data, isFetching, error, fetchNextPage } = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => queryFn({ pageParam: pageParam as P, signal }),
    initialPageParam,
    getNextPageParam: (lastPage) => getNextPageParam(lastPage) ?? undefined,
  });
  useEffect(() => onResult({ pages: data?.pages ?? [], isFetching, error, fetchNextPage }), [data, isFetching, error, fetchNextPage, onResult]);
  return null;
}
