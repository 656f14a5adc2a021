import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  catalogInputFromParams,
  catalogQuerySchema,
  catalogQueryToParams,
  catalogQueryToSearch,
  clearFilters,
  countActiveFilters,
  DEFAULT_CATALOG_QUERY,
  hasCatalogParams,
  pageCountOf,
  readCatalogQuery,
  toggleFilterValue,
  visiblePages,
  withoutFilter,
  type CatalogQuery,
} from './catalog-query';

const parse = (qs: string) => catalogQuerySchema.safeParse(catalogInputFromParams(new URLSearchParams(qs)));
const errorsOf = (qs: string) => {
  const result = parse(qs);
  if (result.success) throw new Error(`expected ${qs} to fail`);
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('catalogQuerySchema', () => {
  it('has defaults for an empty query', () => {
    expect(catalogQuerySchema.parse({})).toEqual(DEFAULT_CATALOG_QUERY);
    expect(DEFAULT_CATALOG_QUERY).toEqual({
      category: [],
      color: [],
      size: [],
      minPrice: undefined,
      maxPrice: undefined,
      inStock: false,
      onSale: false,
      sort: 'newest',
      page: 1,
      pageSize: 24,
    });
  });

  it('reads repeated keys as several values, trimmed and without duplicates', () => {
    const result = parse('category=Jeans&category=%20Shirts%20&category=Jeans&color=Black&size=M&size=');
    expect(result.success && result.data).toMatchObject({
      category: ['Jeans', 'Shirts'],
      color: ['Black'],
      size: ['M'],
    });
  });

  it('reads prices, flags, sort and paging', () => {
    const result = parse('minPrice=10&maxPrice=49.99&inStock=true&onSale=on&sort=price-desc&page=3&pageSize=96');
    expect(result.success && result.data).toMatchObject({
      minPrice: 10,
      maxPrice: 49.99,
      inStock: true,
      onSale: true,
      sort: 'price-desc',
      page: 3,
      pageSize: 96,
    });
  });

  it('treats blank single values as not set (an empty price box submits minPrice=)', () => {
    const result = parse('minPrice=&maxPrice=%20&sort=&page=&inStock=');
    expect(result.success && result.data).toEqual(DEFAULT_CATALOG_QUERY);
  });

  it('explains each bad value under its field', () => {
    expect(errorsOf('minPrice=abc')).toEqual({
      minPrice: 'Min price must be an amount from 0 to 1000000, like 25 or 19.99.',
    });
    expect(errorsOf('maxPrice=-5')).toHaveProperty('maxPrice');
    expect(errorsOf('maxPrice=1.999')).toHaveProperty('maxPrice');
    expect(errorsOf('maxPrice=2000000')).toHaveProperty('maxPrice');
    expect(errorsOf('minPrice=50&maxPrice=20')).toEqual({ maxPrice: 'Max price must be at least the min price.' });
    expect(errorsOf('inStock=maybe')).toEqual({ inStock: 'inStock must be true or false.' });
    expect(errorsOf('sort=cheapest')).toEqual({
      sort: 'sort must be one of: newest, price-asc, price-desc, top-rated.',
    });
    expect(errorsOf('page=0')).toEqual({ page: 'page must be a whole number from 1 to 10000.' });
    expect(errorsOf('page=1.5')).toHaveProperty('page');
    expect(errorsOf('pageSize=97')).toEqual({ pageSize: 'pageSize must be a whole number from 1 to 96.' });
    expect(errorsOf(`color=${'x'.repeat(101)}`)).toEqual({ color: 'Each color must be at most 100 characters.' });
    expect(errorsOf(Array.from({ length: 51 }, (_, i) => `size=${i}`).join('&'))).toEqual({
      size: 'Choose at most 50 sizes.',
    });
  });

  it('ignores keys it does not know', () => {
    const result = parse('utm_source=mail&category=Jeans');
    expect(result.success && result.data.category).toEqual(['Jeans']);
  });
});

describe('catalogInputFromParams / hasCatalogParams', () => {
  it('takes the first value of single keys, from URLSearchParams or a record of lists', () => {
    expect(catalogInputFromParams(new URLSearchParams('page=2&page=3&color=A&color=B'))).toEqual({
      page: '2',
      color: ['A', 'B'],
    });
    expect(catalogInputFromParams({ page: ['2', '3'], color: ['A', 'B'], other: ['x'] })).toEqual({
      page: '2',
      color: ['A', 'B'],
    });
  });

  it('knows whether a query names any listing parameter', () => {
    expect(hasCatalogParams([])).toBe(false);
    expect(hasCatalogParams(['_', 'utm_source'])).toBe(false);
    expect(hasCatalogParams(['page'])).toBe(true);
    expect(hasCatalogParams(new URLSearchParams('category=Jeans').keys())).toBe(true);
  });
});

describe('readCatalogQuery', () => {
  it('drops only the bad values and names them', () => {
    const { query, invalid } = readCatalogQuery(new URLSearchParams('category=Jeans&page=abc&sort=nope&minPrice=5'));
    expect(query).toMatchObject({ category: ['Jeans'], page: 1, sort: 'newest', minPrice: 5 });
    expect(invalid.sort()).toEqual(['page', 'sort']);
  });

  it('drops a max price below the min price', () => {
    const { query, invalid } = readCatalogQuery(new URLSearchParams('minPrice=50&maxPrice=20'));
    expect(query.minPrice).toBe(50);
    expect(query.maxPrice).toBeUndefined();
    expect(invalid).toEqual(['maxPrice']);
  });
});

describe('catalogQueryToParams', () => {
  it('leaves defaults out and lists keys in a fixed order', () => {
    expect(catalogQueryToSearch(DEFAULT_CATALOG_QUERY)).toBe('');
    const query: CatalogQuery = {
      ...DEFAULT_CATALOG_QUERY,
      sort: 'top-rated',
      size: ['M'],
      category: ['T-Shirts', 'Jeans'],
      maxPrice: 19.5,
      minPrice: 10,
      onSale: true,
      page: 2,
    };
    expect(catalogQueryToParams(query).toString()).toBe(
      'category=T-Shirts&category=Jeans&size=M&minPrice=10&maxPrice=19.50&onSale=true&sort=top-rated&page=2',
    );
  });

  it('round-trips through the URL for any valid query', () => {
    const value = fc.stringMatching(/^[A-Za-z0-9 &+%-]{1,12}$/).filter((s) => s.trim() === s);
    const price = fc.integer({ min: 0, max: 100_000_00 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.record({
          category: fc.uniqueArray(value, { maxLength: 3 }),
          color: fc.uniqueArray(value, { maxLength: 3 }),
          size: fc.uniqueArray(value, { maxLength: 3 }),
          section: fc.constantFrom(undefined, 'featured', 'new-this-week', 'collection' as const),
          minPrice: fc.option(price, { nil: undefined }),
          maxPrice: fc.option(price, { nil: undefined }),
          inStock: fc.boolean(),
          onSale: fc.boolean(),
          sort: fc.constantFrom('newest', 'price-asc', 'price-desc', 'top-rated' as const),
          page: fc.integer({ min: 1, max: 10_000 }),
          pageSize: fc.integer({ min: 1, max: 96 }),
        }),
        (query) => {
          fc.pre(query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice);
          const url = new URL(`http://shop.test/products${catalogQueryToSearch(query)}`);
          expect(readCatalogQuery(url.searchParams)).toEqual({ query, invalid: [] });
        },
      ),
    );
  });
});

describe('the home section filter', () => {
  it('reads a known section and refuses any other', () => {
    expect(parse('section=featured')).toMatchObject({ success: true, data: { section: 'featured' } });
    expect(parse('section=')).toMatchObject({ success: true, data: { section: undefined } });
    expect(errorsOf('section=sale')).toEqual({
      section: 'section must be one of: featured, new-this-week, collection.',
    });
    expect(readCatalogQuery(new URLSearchParams('section=nope&color=Black')).invalid).toEqual(['section']);
  });

  it('is written after the multi-value filters and shown as a removable filter', () => {
    const query: CatalogQuery = { ...DEFAULT_CATALOG_QUERY, section: 'new-this-week', color: ['Black'], page: 3 };
    expect(catalogQueryToSearch(query)).toBe('?color=Black&section=new-this-week&page=3');
    expect(activeFilters(query)).toEqual([
      { field: 'section', value: 'new-this-week' },
      { field: 'color', value: 'Black' },
    ]);
    expect(countActiveFilters(query)).toBe(2);
    expect(withoutFilter(query, { field: 'section', value: 'new-this-week' })).toEqual({
      ...query,
      section: undefined,
      page: 1,
    });
    expect(clearFilters(query).section).toBeUndefined();
  });
});

describe('filter state changes', () => {
  const query: CatalogQuery = {
    ...DEFAULT_CATALOG_QUERY,
    category: ['Jeans'],
    color: ['Black', 'Navy'],
    minPrice: 20,
    inStock: true,
    sort: 'price-asc',
    page: 3,
  };

  it('lists the active filters and counts them (sort and page do not count)', () => {
    expect(activeFilters(query)).toEqual([
      { field: 'category', value: 'Jeans' },
      { field: 'color', value: 'Black' },
      { field: 'color', value: 'Navy' },
      { field: 'price', min: 20, max: undefined },
      { field: 'inStock' },
    ]);
    expect(countActiveFilters(query)).toBe(5);
    expect(countActiveFilters({ ...DEFAULT_CATALOG_QUERY, sort: 'price-desc', page: 4 })).toBe(0);
  });

  it('removes one filter and goes back to page 1', () => {
    expect(withoutFilter(query, { field: 'color', value: 'Black' })).toMatchObject({
      color: ['Navy'],
      page: 1,
      sort: 'price-asc',
    });
    expect(withoutFilter(query, { field: 'price' })).toEqual({
      ...query,
      minPrice: undefined,
      maxPrice: undefined,
      page: 1,
    });
    expect(withoutFilter(query, { field: 'inStock' })).toMatchObject({ inStock: false, page: 1 });
  });

  it('toggles a value on and off', () => {
    expect(toggleFilterValue(query, 'size', 'M')).toMatchObject({ size: ['M'], page: 1 });
    expect(toggleFilterValue(query, 'color', 'Navy')).toMatchObject({ color: ['Black'], page: 1 });
  });

  it('clears every filter but keeps the sort and page size', () => {
    expect(clearFilters({ ...query, pageSize: 48 })).toEqual({
      ...DEFAULT_CATALOG_QUERY,
      sort: 'price-asc',
      pageSize: 48,
    });
  });

  it('counts pages', () => {
    expect(pageCountOf(0, 24)).toBe(0);
    expect(pageCountOf(24, 24)).toBe(1);
    expect(pageCountOf(72, 24)).toBe(3);
    expect(pageCountOf(73, 24)).toBe(4);
  });
});

describe('visiblePages', () => {
  it('shows every page of a short list', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the ends and the neighbours of the current page, with gaps between', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(visiblePages(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(visiblePages(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('still shows the ends for a page beyond the end', () => {
    expect(visiblePages(30, 20)).toEqual([1, 'gap', 20]);
  });
});
