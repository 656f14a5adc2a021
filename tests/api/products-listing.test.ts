/**
 * The product listing on GET /api/products: filters, sorting and paging in the database,
 * the facets, validation, and the plain array without parameters. Expected results are
 * computed from the full catalogue's JSON, whose discountedPrice comes from
 * domain/discounts.ts — so matching them proves the SQL price rule agrees with it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogQuerySchema } from '#domain/catalog-query.ts';
import type { ApiProduct, ApiSize, CatalogFacets, CatalogPage } from '#domain/api-answer-schemas.ts';
import { HOME_SECTIONS, isInHomeSection } from '#domain/catalog-display.ts';
import { discountedPriceCents } from '#domain/discounts.ts';
import { fromCents } from '#domain/money.ts';
import { compareSizes } from '#domain/product.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { categoryDiscounts, products as productsTable } from '#server/db/schema.ts';
import { createCatalogService, insertProducts, type WrittenProduct } from '#server/services/catalog/index.ts';
import { getJson } from '#tests/support/http.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

type Page = CatalogPage;
interface ValidationBody {
  message: string;
  errors: Record<string, string>;
}

let all: ApiProduct[] = [];
beforeAll(async () => {
  const { body } = await getJson<ApiProduct[]>('/api/products');
  all = body;
});

const page = async (qs: string) => {
  const { status, body } = await getJson<Page>(`/api/products?${qs}`);
  expect(status).toBe(200);
  return body;
};
const ids = (list: ApiProduct[]) => list.map((p) => p._id);
const sizesOf = (p: ApiProduct) => p.variants.flatMap((v) => v.sizes.map((s) => ({ ...s, color: v.color })));
const displayPrice = (p: ApiProduct) => p.variants[0]?.sizes[0]?.discountedPrice ?? p.price;
/** The expected ids, newest first (the default order, as the plain array has it). */
const expectedIds = (match: (p: ApiProduct) => boolean) => ids(all.filter(match)).sort();
const sortedIds = (list: ApiProduct[]) => ids(list).sort();

describe('GET /api/products without listing parameters', () => {
  it('still answers the plain full array (SPEC §7)', async () => {
    for (const path of ['/api/products', '/api/products?', '/api/products?_=123&utm_source=mail']) {
      const { status, body } = await getJson<ApiProduct[]>(path);
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      expect(body).toHaveLength(72);
    }
  });
});

describe('paging', () => {
  it('answers a page object whose products have the same shape as the plain array', async () => {
    const body = await page('page=1');
    expect(Object.keys(body).sort()).toEqual(['page', 'pageCount', 'pageSize', 'products', 'total']);
    expect(body).toMatchObject({ total: 72, page: 1, pageSize: 24, pageCount: 3 });
    // Newest first, like the plain array: the first page is its first 24 entries, field for field.
    expect(body.products).toEqual(all.slice(0, 24));
  });

  it('walks every product exactly once across the pages, the last page included', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((n) => page(`page=${n}&pageSize=20`)));
    expect(pages.map((p) => p.products.length)).toEqual([20, 20, 20, 12]);
    expect(pages.every((p) => p.total === 72 && p.pageCount === 4)).toBe(true);
    const walked = pages.flatMap((p) => ids(p.products));
    expect(new Set(walked).size).toBe(72);
    expect(walked).toEqual(ids(all));
  });

  it('answers an empty list with the right total for a page beyond the end', async () => {
    const body = await page('page=9');
    expect(body).toEqual({ products: [], total: 72, page: 9, pageSize: 24, pageCount: 3 });
  });

  it('takes up to 96 per page', async () => {
    const body = await page('pageSize=96');
    expect(body.products).toHaveLength(72);
    expect(body.pageCount).toBe(1);
  });
});

describe('filters', () => {
  it('by one or more categories', async () => {
    const jeans = await page('category=Jeans&pageSize=96');
    expect(jeans.total).toBeGreaterThan(0);
    expect(sortedIds(jeans.products)).toEqual(expectedIds((p) => p.category === 'Jeans'));

    const two = await page('category=Jeans&category=Skirts&pageSize=96');
    expect(sortedIds(two.products)).toEqual(expectedIds((p) => ['Jeans', 'Skirts'].includes(p.category)));
    expect(two.total).toBe(two.products.length);
  });

  it('by colour of any variant and by size', async () => {
    const black = await page('color=Black&pageSize=96');
    expect(black.total).toBeGreaterThan(0);
    expect(sortedIds(black.products)).toEqual(expectedIds((p) => p.variants.some((v) => v.color === 'Black')));

    const sizes = await page('size=XS&size=28&pageSize=96');
    expect(sortedIds(sizes.products)).toEqual(
      expectedIds((p) => sizesOf(p).some((s) => ['XS', '28'].includes(s.size))),
    );
  });

  it('in stock only: some size with stock above 0', async () => {
    const body = await page('inStock=true&pageSize=96');
    expect(body.total).toBe(71);
    expect(sortedIds(body.products)).toEqual(expectedIds((p) => sizesOf(p).some((s) => s.stock > 0)));
  });

  it('on sale: some size whose discounted price is below its price, by the same rule as discountedPrice', async () => {
    const body = await page('onSale=true&pageSize=96');
    const expected = expectedIds((p) => sizesOf(p).some((s) => s.discountedPrice < s.price));
    expect(expected.length).toBeGreaterThan(0);
    expect(sortedIds(body.products)).toEqual(expected);
    // The seed's Jackets have a live 20% category discount: every jacket is on sale.
    expect(body.products.filter((p) => p.category === 'Jackets')).toHaveLength(
      all.filter((p) => p.category === 'Jackets').length,
    );
  });

  it('by price range on discounted size prices, bounds included, to the cent', async () => {
    const prices = [...new Set(all.flatMap((p) => sizesOf(p).map((s) => s.discountedPrice)))].sort((a, b) => a - b);
    // Every 7th distinct price as an exact [p, p] range, then some wider ones.
    const ranges: [number, number][] = prices.filter((_, i) => i % 7 === 0).map((p) => [p, p]);
    ranges.push([0, 30], [30, 60], [59.99, 80], [100, 1000], [prices.at(-1)!, prices.at(-1)!]);
    for (const [min, max] of ranges) {
      const body = await page(`minPrice=${min}&maxPrice=${max}&pageSize=96`);
      const expected = expectedIds((p) => sizesOf(p).some((s) => s.discountedPrice >= min && s.discountedPrice <= max));
      expect(sortedIds(body.products), `${min}–${max}`).toEqual(expected);
    }
    const onlyMin = await page(`minPrice=100&pageSize=96`);
    expect(sortedIds(onlyMin.products)).toEqual(expectedIds((p) => sizesOf(p).some((s) => s.discountedPrice >= 100)));
  });

  it('combined: the colour, size, stock and price conditions hold for one size together', async () => {
    const body = await page(
      'category=T-Shirts&category=Shirts&color=White&size=M&inStock=true&maxPrice=60&pageSize=96',
    );
    const matches = (s: ApiSize & { color: string }) =>
      s.color === 'White' && s.size === 'M' && s.stock > 0 && s.discountedPrice <= 60;
    const expected = expectedIds((p) => ['T-Shirts', 'Shirts'].includes(p.category) && sizesOf(p).some(matches));
    expect(sortedIds(body.products)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('an unknown value matches nothing', async () => {
    const body = await page('color=Chartreuse');
    expect(body).toEqual({ products: [], total: 0, page: 1, pageSize: 24, pageCount: 0 });
  });
});

describe('home sections (section=…)', () => {
  it('lists exactly the products of each home list, newest first, by the same rule as the home page', async () => {
    const now = new Date();
    for (const section of HOME_SECTIONS) {
      const body = await page(`section=${section}&pageSize=96`);
      const expected = ids(all.filter((p) => isInHomeSection(section, p, now)));
      expect(body.total, section).toBe(expected.length);
      expect(ids(body.products), section).toEqual(expected);
    }
  });

  it('combines with the other filters', async () => {
    const now = new Date();
    const category = all[0]!.category;
    const body = await page(`category=${encodeURIComponent(category)}&section=collection&pageSize=96`);
    expect(sortedIds(body.products)).toEqual(
      expectedIds((p) => p.category === category && isInHomeSection('collection', p, now)),
    );
  });

  it('refuses an unknown section', async () => {
    const { status, body } = await getJson<ValidationBody>('/api/products?section=sale');
    expect(status).toBe(400);
    expect(body.errors.section).toBe('section must be one of: featured, new-this-week, collection.');
  });
});

describe('sorting', () => {
  it('newest first by default', async () => {
    const body = await page('pageSize=96');
    expect(ids(body.products)).toEqual(ids(all));
    const dates = body.products.map((p) => Date.parse(p.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('by the displayed price, low to high and high to low, across pages', async () => {
    const asc = [
      ...(await page('sort=price-asc&pageSize=40')).products,
      ...(await page('sort=price-asc&pageSize=40&page=2')).products,
    ];
    expect(asc).toHaveLength(72);
    const ascPrices = asc.map(displayPrice);
    expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b));
    // Not just sorted, but sorted by the SPEC §4 price: the cheapest shown price comes first.
    expect(ascPrices[0]).toBe(Math.min(...all.map(displayPrice)));

    const desc = (await page('sort=price-desc&pageSize=96')).products.map(displayPrice);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(Math.max(...all.map(displayPrice)));
  });

  it('top rated: highest average rating first', async () => {
    const body = await page('sort=top-rated&pageSize=96');
    const ratings = body.products.map((p) => p.averageRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBeGreaterThan(0);
  });

  it('sorts within the filtered results', async () => {
    const body = await page('category=Dresses&sort=price-desc');
    expect(body.products.every((p) => p.category === 'Dresses')).toBe(true);
    const prices = body.products.map(displayPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});

describe('GET /api/products/facets', () => {
  it('offers every category with its count, the colours, the sizes in order and the price range', async () => {
    const { status, body } = await getJson<CatalogFacets>('/api/products/facets');
    expect(status).toBe(200);
    expect(body.categories.map((c) => c.name)).toEqual([
      'Dresses',
      'Hoodies',
      'Jackets',
      'Jeans',
      'Shirts',
      'Shorts',
      'Skirts',
      'Sweaters',
      'T-Shirts',
    ]);
    for (const c of body.categories) expect(c.count).toBe(all.filter((p) => p.category === c.name).length);
    expect(new Set(body.colors)).toEqual(new Set(all.flatMap((p) => p.variants.map((v) => v.color))));
    const sizes = new Set(all.flatMap((p) => sizesOf(p).map((s) => s.size)));
    expect(new Set(body.sizes)).toEqual(sizes);
    expect(body.sizes.slice(0, 6)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    const letters = body.sizes.filter((s) => Number.isNaN(Number(s)));
    const numbers = body.sizes.filter((s) => !Number.isNaN(Number(s)));
    expect(letters).toEqual([...letters].sort(compareSizes));
    expect(numbers).toEqual([...numbers].sort((a, b) => Number(a) - Number(b)));
    const discounted = all.flatMap((p) => sizesOf(p).map((s) => s.discountedPrice));
    expect(body.price).toEqual({ min: Math.min(...discounted), max: Math.max(...discounted) });
  });

  it('counts categories under the other active filters', async () => {
    const { body } = await getJson<CatalogFacets>('/api/products/facets?color=Black&category=Jeans');
    expect(body.categories).toHaveLength(9);
    for (const c of body.categories) {
      expect(c.count, c.name).toBe(
        all.filter((p) => p.category === c.name && p.variants.some((v) => v.color === 'Black')).length,
      );
    }
  });

  it('rejects bad parameters like the listing does', async () => {
    const { status, body } = await getJson<ValidationBody>('/api/products/facets?inStock=perhaps');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'inStock must be true or false.',
      errors: { inStock: 'inStock must be true or false.' },
    });
  });
});

describe('bad listing parameters', () => {
  it('answer 400 with a message per field', async () => {
    const cases: [string, string, string][] = [
      ['page=0', 'page', 'page must be a whole number from 1 to 10000.'],
      ['page=two', 'page', 'page must be a whole number from 1 to 10000.'],
      ['pageSize=97', 'pageSize', 'pageSize must be a whole number from 1 to 96.'],
      ['sort=cheapest', 'sort', 'sort must be one of: newest, price-asc, price-desc, top-rated.'],
      ['minPrice=abc', 'minPrice', 'Min price must be an amount from 0 to 1000000, like 25 or 19.99.'],
      ['maxPrice=-1', 'maxPrice', 'Max price must be an amount from 0 to 1000000, like 25 or 19.99.'],
      ['minPrice=50&maxPrice=10', 'maxPrice', 'Max price must be at least the min price.'],
      ['onSale=sometimes', 'onSale', 'onSale must be true or false.'],
    ];
    for (const [qs, field, message] of cases) {
      const { status, body } = await getJson<ValidationBody>(`/api/products?${qs}`);
      expect(status, qs).toBe(400);
      expect(body, qs).toEqual({ message, errors: { [field]: message } });
    }
  });

  it('name every bad field at once', async () => {
    const { status, body } = await getJson<ValidationBody>('/api/products?page=0&sort=nope');
    expect(status).toBe(400);
    expect(body.message).toBe('Please correct the highlighted fields.');
    expect(Object.keys(body.errors).sort()).toEqual(['page', 'sort']);
  });

  it('treat SQL-looking values as plain text', async () => {
    const body = await page(
      `category=${encodeURIComponent("Jeans' or '1'='1")}&color=${encodeURIComponent('Black; drop table products;--')}`,
    );
    expect(body.total).toBe(0);
    expect((await getJson<ApiProduct[]>('/api/products')).body).toHaveLength(72);
  });
});

/**
 * The seed has no flat-amount discount and few rounding edges, so the SQL price rule is
 * also checked directly against discountedPriceCents on generated catalogues: flat
 * amounts larger than the price, half-cent rounding, discounts expiring exactly now.
 * (It drives the catalogue service over its own database, as the seed cannot be changed
 * through the API.)
 */
describe('the SQL discounted price agrees with domain/discounts.ts', () => {
  // Its own database of the suite's kind: a fresh PostgreSQL one with TEST_DATABASE_URL, else in-memory PGlite.
  let testDatabase: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase(
      testDatabase.url ? { url: testDatabase.url, poolSize: 2 } : { pgliteDir: 'memory://' },
    );
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  const now = new Date('2026-06-15T12:00:00.000Z');
  const expiry = fc.constantFrom<Date | null>(
    null,
    now,
    new Date(now.getTime() - 1000),
    new Date(now.getTime() + 1000),
  );
  const size = fc.record({
    priceCents: fc.oneof(fc.integer({ min: 0, max: 30_000 }), fc.constantFrom(1, 5, 1001, 1950, 9999)),
    discountPercentage: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(0, 50, 100)),
    discountExpiresAt: expiry,
  });
  const categoryNames = ['A', 'B', 'C', 'D'];
  const catalogue = fc.record({
    discounts: fc.tuple(
      ...categoryNames.map((category) =>
        fc.option(
          fc.record({
            category: fc.constant(category),
            percentage: fc.integer({ min: 0, max: 100 }),
            flatAmountCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40_000 })),
            expiresAt: expiry,
          }),
          { nil: undefined },
        ),
      ),
    ),
    products: fc.array(
      fc.record({ category: fc.constantFrom(...categoryNames), sizes: fc.array(size, { minLength: 1, maxLength: 3 }) }),
      { minLength: 1, maxLength: 20 },
    ),
  });

  type Generated = typeof catalogue extends fc.Arbitrary<infer T> ? T : never;

  /** Writes a generated catalogue; answers what domain/discounts.ts says each size costs. */
  async function writeCatalogue({ discounts, products }: Generated) {
    const { db } = database;
    await db.delete(productsTable);
    await db.delete(categoryDiscounts);
    const rows = discounts.filter((d) => d !== undefined);
    if (rows.length > 0) await db.insert(categoryDiscounts).values(rows);
    const inputs: WrittenProduct[] = products.map((p, i) => ({
      name: `Product ${i}`,
      description: '',
      category: p.category,
      priceCents: p.sizes[0]!.priceCents,
      isFeatured: false,
      createdAt: new Date(now.getTime() - i * 60_000),
      variants: [
        { color: 'Black', images: [], sizes: p.sizes.map((s, j) => ({ ...s, size: String(30 + j), stock: 1 })) },
      ],
    }));
    const productIds = await insertProducts(db, inputs);

    // What domain/discounts.ts says each size costs.
    const expected = inputs.map((input) => {
      const d = rows.find((r) => r.category === input.category);
      return input.variants[0]!.sizes.map((s) =>
        discountedPriceCents(
          s.priceCents,
          { percentage: s.discountPercentage, expiresAt: s.discountExpiresAt },
          d ? { percentage: d.percentage, flatAmountCents: d.flatAmountCents, expiresAt: d.expiresAt } : null,
          now,
        ),
      );
    });
    return { db, inputs, productIds, expected };
  }

  it('for every size of random catalogues', async () => {
    await fc.assert(
      fc.asyncProperty(catalogue, async (generated) => {
        const { db, inputs, productIds, expected } = await writeCatalogue(generated);
        const catalog = createCatalogService(db);
        const list = (input: Record<string, string>) =>
          catalog.listCatalog(catalogQuerySchema.parse({ pageSize: '96', ...input }), now);
        for (const cents of new Set(expected.flat())) {
          const units = String(fromCents(cents));
          const found = (await list({ minPrice: units, maxPrice: units })).products.map((p) => p._id).sort();
          const want = productIds.filter((_, i) => expected[i]!.includes(cents)).sort();
          expect(found, `price ${units}`).toEqual(want);
        }
        const onSale = (await list({ onSale: 'true' })).products.map((p) => p._id).sort();
        expect(onSale).toEqual(
          productIds
            .filter((_, i) => expected[i]!.some((c, j) => c < inputs[i]!.variants[0]!.sizes[j]!.priceCents))
            .sort(),
        );
      }),
      { numRuns: 15 },
    );
  });

  it("for the facets' price range, the sort by price and the category counts under a price filter, of random catalogues", async () => {
    await fc.assert(
      fc.asyncProperty(catalogue, async (generated) => {
        const { db, inputs, productIds, expected } = await writeCatalogue(generated);
        const catalog = createCatalogService(db);
        const list = (input: Record<string, string>) =>
          catalog.listCatalog(catalogQuerySchema.parse({ pageSize: '96', ...input }), now);
        const onSale = (await list({ onSale: 'true' })).products.map((p) => p._id);

        // The facets' price range, read from a few index entries, is that of every size (decision 55).
        const cents = expected.flat();
        expect((await catalog.catalogFacets(undefined, now)).price).toEqual({
          min: fromCents(Math.min(...cents)),
          max: fromCents(Math.max(...cents)),
        });
        // Sorted by the displayed price (the first size's, kept on the product), newest first among equals.
        const byPrice = (await list({ sort: 'price-asc' })).products.map((p) => p._id);
        expect(byPrice).toEqual(
          productIds
            .map((id, i) => ({ id, cents: expected[i]![0]!, at: inputs[i]!.createdAt.getTime() }))
            .sort((a, b) => a.cents - b.cents || b.at - a.at)
            .map((p) => p.id),
        );
        // Category counts under a price filter: the products with a size on sale, per category.
        const saleCounts = (await catalog.catalogFacets(catalogQuerySchema.parse({ onSale: 'true' }), now)).categories;
        expect(saleCounts).toEqual(
          [...new Set(inputs.map((p) => p.category))].sort().map((name) => ({
            name,
            count: productIds.filter((id, i) => inputs[i]!.category === name && onSale.includes(id)).length,
          })),
        );
      }),
      { numRuns: 15 },
    );
  });
});
