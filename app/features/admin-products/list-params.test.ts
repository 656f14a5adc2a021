import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_PARAMS, listSearch, listUrlFrom, readListParams } from './list-params';

describe('the product list in its URL', () => {
  it('reads back what it writes, defaults left out', () => {
    const list = { q: 'linen shirt', category: 'Shirts & tops', sort: 'price-asc' as const, page: 3 };
    expect(readListParams(new URLSearchParams(listSearch(list)))).toEqual(list);
    expect(listSearch(DEFAULT_LIST_PARAMS)).toBe('');
  });

  it('falls back to defaults for values it does not know', () => {
    expect(readListParams(new URLSearchParams('sort=name&page=-2'))).toEqual(DEFAULT_LIST_PARAMS);
    expect(readListParams(new URLSearchParams('page=1.5'))).toEqual(DEFAULT_LIST_PARAMS);
  });

  it('goes back only to a product list', () => {
    expect(listUrlFrom({ listUrl: '/admin/products?page=2' })).toBe('/admin/products?page=2');
    expect(listUrlFrom({ listUrl: 'https://elsewhere.example/' })).toBe('/admin/products');
    expect(listUrlFrom({ listUrl: '/admin/products-other' })).toBe('/admin/products');
    expect(listUrlFrom(null)).toBe('/admin/products');
  });
});
