import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { searchProducts, type SearchResult } from './search-api';
import { isNoResultsMessage, SEARCH_MIN_LENGTH, SEARCH_TEXT } from './search-texts';
import { useDebouncedValue } from '#app/lib/use-debounced-value.ts';
import { useLanguage } from '#app/lib/local-links.tsx';

/** SPEC §9: debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchState =
  | { kind: 'prompt' }
  | { kind: 'searching' }
  | { kind: 'error'; message: string }
  | { kind: 'results'; term: string; items: SearchResult[] };

const NO_ITEMS: SearchResult[] = [];

/**
 * SPEC §4 search: runs 300 ms after typing stops, only for a trimmed term of at least
 * 2 characters (shorter terms clear results and errors at once). A failure saying
 * "No products found" is an empty result. SPEC §9's cache settings apply (app/lib/browser-query).
 */
export function useProductSearch(rawTerm: string): SearchState {
  const term = rawTerm.trim();
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const valid = term.length >= SEARCH_MIN_LENGTH;
  const language = useLanguage();
  const query = useBrowserQuery({
    // The results name the products in the page's language.
    queryKey: ['product-search', language, debounced],
    queryFn: async ({ signal }) => ({ term: debounced, items: await searchProducts(debounced, language, signal) }),
    enabled: valid && debounced.length >= SEARCH_MIN_LENGTH,
    // While the next term loads, the last answer stays on screen instead of flickering.
    keepPrevious: true,
  });

  if (!valid) return { kind: 'prompt' };
  if (query.isError) {
    const message = query.error.message;
    if (isNoResultsMessage(message)) return { kind: 'results', term: debounced, items: NO_ITEMS };
    return { kind: 'error', message: message || SEARCH_TEXT.failed };
  }
  const data = query.data;
  // A stale "No products found" for the previous term would mislead; stale matches may stay.
  if (data && !(query.isPlaceholderData && data.items.length === 0))
    return { kind: 'results', term: data.term, items: data.items };
  return { kind: 'searching' };
}
