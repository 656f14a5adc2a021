import { describe, expect, it } from 'vitest';
import { inboxSearch, readInboxPage } from './inbox-filter';

describe('the inbox URL', () => {
  it('opens on unhandled messages, page 1', () => {
    expect(readInboxPage(new URLSearchParams(''))).toEqual({ filter: 'unhandled', page: 1 });
    expect(inboxSearch({ filter: 'unhandled', page: 1 })).toBe('');
  });

  it('reads and writes the filter and the page', () => {
    expect(readInboxPage(new URLSearchParams('status=handled&page=3'))).toEqual({ filter: 'handled', page: 3 });
    expect(inboxSearch({ filter: 'all', page: 2 })).toBe('?status=all&page=2');
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(readInboxPage(new URLSearchParams('status=spam&page=-2'))).toEqual({ filter: 'unhandled', page: 1 });
    expect(readInboxPage(new URLSearchParams('page=1.5'))).toEqual({ filter: 'unhandled', page: 1 });
  });
});
