import { describe, expect, it } from 'vitest';
import { isNoResultsMessage, SEARCH_TEXT } from './search-texts';

describe('search texts', () => {
  it('words the empty result with the term', () => {
    expect(SEARCH_TEXT.noResults('zzqxw')).toBe('No products found for "zzqxw"');
  });

  it('treats a "No products found" failure as an empty result', () => {
    expect(isNoResultsMessage('No products found')).toBe(true);
    expect(isNoResultsMessage('No products found matching "x"')).toBe(true);
    expect(isNoResultsMessage('Failed to search products')).toBe(false);
  });
});
