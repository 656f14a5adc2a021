import { describe, expect, it } from 'vitest';
import { mailSearch, readMailPage } from './mail-filter';

describe('the Mail screen’s address', () => {
  it('reads the filter and page back as written, and ignores what it does not know', () => {
    for (const page of [
      { filter: 'all', page: 1 },
      { filter: 'failed', page: 3 },
      { filter: 'retrying', page: 1 },
    ] as const) {
      expect(readMailPage(new URLSearchParams(mailSearch(page)))).toEqual(page);
    }
    expect(readMailPage(new URLSearchParams('?state=sent&page=-2'))).toEqual({ filter: 'all', page: 1 });
  });
});
