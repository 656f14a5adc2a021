/**
 * The browser's data cache: every read the browser makes after the first render goes
 * through TanStack Query with these settings (SPEC §9: stale after 5 minutes, kept 10,
 * 3 retries). Loaders do the server-rendered reads; this is for what the page asks later.
 */
import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api';

export const QUERY_STALE_MS = 5 * 60_000;
export const QUERY_GC_MS = 10 * 60_000;
export const QUERY_RETRIES = 3;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        // A 4xx answer is not retried: the same request would get the same answer, only later.
        retry: (failureCount, error) => failureCount < QUERY_RETRIES && !isClientError(error),
        refetchOnWindowFocus: false,
      },
      // Writes are not repeated behind the shopper's back (an order could be placed twice).
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The page's one client, shared by every feature that provides it, so one feature's answer
 * is another's cache hit. A server render gets a fresh one each time: nothing is fetched
 * there, and one shopper's answers must never reach another's page.
 */
export function queryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
