/**
 * How the browser reads data after the first render: one hook over TanStack Query with the
 * SPEC §9 cache settings (app/lib/query-client). The query library loads in a chunk of its
 * own when a component first asks (app/lib/query-observer), so a storefront page that reads
 * data later pays nothing for it on first load, and the caller has nothing to render for it.
 * Loaders do the server-rendered reads.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lazyModule } from './lazy-validation';
import type {
  BrowserPagesOptions,
  BrowserPagesResult,
  BrowserQueryOptions,
  BrowserQueryResult,
  Observation,
} from './query-observer';

export type { BrowserPagesOptions, BrowserPagesResult, BrowserQueryOptions, BrowserQueryResult };

/** A read's state, and a way to ask the server again now (a 'Refresh' button). */
export type BrowserQuery<T> = BrowserQueryResult<T> & { refetch: () => Promise<BrowserQueryResult<T>> };

const loadObserver = lazyModule(() => import('./query-observer'));

const PENDING: BrowserQueryResult<never> = {
  data: undefined,
  status: 'pending',
  isPending: true,
  isSuccess: false,
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  error: null,
  dataUpdatedAt: 0,
};
const NO_PAGES: BrowserPagesResult<never> = { pages: [], isFetching: true, error: null };

/**
 * Reads `queryKey` with `queryFn` in the browser, through the page's shared cache. Given
 * `initialPageParam` and `getNextPageParam`, it reads a list paged with 'Show more'.
 */
export function useBrowserQuery<T, P>(options: BrowserPagesOptions<T, P>): BrowserPagesResult<T>;
export function useBrowserQuery<T>(options: BrowserQueryOptions<T>): BrowserQuery<T>;
export function useBrowserQuery<T, P>(options: BrowserQueryOptions<T> | BrowserPagesOptions<T, P>) {
  const paged = 'getNextPageParam' in options;
  const enabled = options.enabled !== false;
  const [result, setResult] = useState<BrowserQueryResult<T> | BrowserPagesResult<T>>(paged ? NO_PAGES : PENDING);
  const observation = useRef<Observation<T, P> | null>(null);
  const latest = useRef(options);
  // Switched off, a paged list shows nothing of the last run's pages.
  if (paged && !enabled && result !== NO_PAGES) setResult(NO_PAGES);

  useEffect(() => {
    latest.current = options;
    observation.current?.setOptions(options);
  });

  useEffect(() => {
    if (!enabled || observation.current) return;
    let cancelled = false;
    loadObserver().then(
      ({ observe }) => {
        if (!cancelled) observation.current = observe(latest.current, setResult);
      },
      // The chunk could not load (offline, a new deploy): the read stays pending, and is tried again when switched on again.
      () => {},
    );
    return () => {
      cancelled = true;
      // A paged list starts again from its first page when switched on again.
      if (paged) stop(observation);
    };
  }, [enabled, paged]);

  useEffect(() => () => stop(observation), []);

  const latestResult = useRef(result);
  useEffect(() => {
    latestResult.current = result;
  });
  // Before the library is here there is no answer to ask again for: the current state is the answer.
  const refetch = useCallback(
    async () => (observation.current ? observation.current.refetch() : latestResult.current),
    [],
  );
  return useMemo(() => (paged ? result : { ...result, refetch }), [paged, result, refetch]);
}

function stop<T, P>(observation: { current: Observation<T, P> | null }) {
  observation.current?.stop();
  observation.current = null;
}
