import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { Wordmark } from '#app/components/ui/wordmark.tsx';

/** The full-screen branded loading screen (SPEC §1): the wordmark with three animated dots. */
export function LoadingScreen() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} className="fixed inset-0 z-50 flex items-center justify-center bg-white">
      <div aria-hidden="true" className="flex items-end text-2xl lg:text-3xl">
        <Wordmark />
        <span className="ml-2 flex gap-1.5 pb-2">
          <span className="loading-dot size-1.5 rounded-full bg-ink" />
          <span className="loading-dot size-1.5 rounded-full bg-ink" />
          <span className="loading-dot size-1.5 rounded-full bg-ink" />
        </span>
      </div>
    </div>
  );
}

/**
 * True once the current navigation has been loading for `delayMs`. Fast navigations never
 * reach it, so the screen does not flash for pages that arrive almost at once.
 */
export function useSlowNavigation(delayMs = 300): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  // A new query on the same page (filters, sort, paging) keeps the page: it shows its own
  // pending state instead of the full-screen cover.
  const samePage = navigation.location?.pathname === location.pathname;
  const pendingKey = navigation.state === 'loading' && !samePage ? navigation.location.key : null;
  const [slowKey, setSlowKey] = useState<string | null>(null);

  useEffect(() => {
    if (pendingKey === null) return;
    const timer = window.setTimeout(() => setSlowKey(pendingKey), delayMs);
    return () => window.clearTimeout(timer);
  }, [pendingKey, delayMs]);

  return pendingKey !== null && slowKey === pendingKey;
}

/** Shows the loading screen while a navigation is slow. */
export function NavigationLoadingScreen() {
  return useSlowNavigation() ? <LoadingScreen /> : null;
}
