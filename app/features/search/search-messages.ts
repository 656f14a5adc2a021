import { msg } from '@lingui/core/macro';
import { domainTexts } from '#app/features/i18n/index.ts';
import { SEARCH_TEXT } from './search-texts';

/**
 * The search's fixed texts, and the API's refusals of a search (domain/search.ts), in the
 * page's language; the texts with the term in them are their components' own messages.
 */
export const SEARCH_TEXTS = domainTexts([
  [SEARCH_TEXT.inlinePlaceholder, msg`Search for products, colors, categories...`],
  [SEARCH_TEXT.modalPlaceholder, msg`Search products...`],
  [SEARCH_TEXT.prompt, msg`Search for products, categories, and more.`],
  [SEARCH_TEXT.searching, msg`Searching...`],
  [SEARCH_TEXT.failed, msg`Search failed.`],
  [SEARCH_TEXT.callFailed, msg`Failed to search products`],
  ['Please enter a search term.', msg`Please enter a search term.`],
  ['Search term must be at least 2 characters.', msg`Search term must be at least 2 characters.`],
  ['Search term must be at most 100 characters.', msg`Search term must be at most 100 characters.`],
]);
