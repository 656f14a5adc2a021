export { SEARCH_MIN_LENGTH } from '#domain/search-limits.ts';

/** The search texts of SPEC §2/§8, shared by the inline search and the modal. */
export const SEARCH_TEXT = {
  inlinePlaceholder: 'Search for products, colors, categories...',
  modalPlaceholder: 'Search products...',
  prompt: 'Search for products, categories, and more.',
  searching: 'Searching...',
  /** Shown when a failure carries no message of its own. */
  failed: 'Search failed.',
  /** The call's own default when the server gives no message. */
  callFailed: 'Failed to search products',
  noResults: (term: string) => `No products found for "${term}"`,
} as const;

/** SPEC §4: a failure whose message says nothing was found is an empty result, not an error. */
export function isNoResultsMessage(message: string): boolean {
  return message.includes('No products found');
}
