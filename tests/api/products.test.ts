import { describe, expect, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { KNOWN_COLORS } from '#domain/product.ts';
import { getJson } from '#tests/support/http.ts';

describe('GET /api/products', () => {
  it('returns the seeded catalogue as an array in the SPEC §3 shape', async () => {
    const { status, body } = await getJson<ApiProduct[]>('/api/products');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThanOrEqual(60);
    expect(new Set(body.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);

    const product = body[0]!;
    expect(Object.keys(product).sort()).toEqual(
      [
        '_id',
        'averageRating',
        'categoryDiscount',
        'category',
        'createdAt',
        'description',
        'isFeatured',
        'name',
        'numReviews',
        'price',
        'variants',
        // The store's addition (decision 62): the name and description in Russian and Kyrgyz.
        'translations',
      ].sort(),
    );
    for (const language of Object.keys(product.translations)) expect(['ru', 'ky']).toContain(language);
    expect(Object.keys(product.categoryDiscount).sort()).toEqual(['expiresAt', 'flatAmount', 'percentage']);
    const variant = product.variants[0]!;
    expect(Object.keys(variant).sort()).toEqual(['_id', 'color', 'images', 'sizes']);
    expect(Object.keys(variant.sizes[0]!).sort()).toEqual(['discount', 'discountedPrice', 'price', 'size', 'stock']);
    expect(Object.keys(variant.sizes[0]!.discount).sort()).toEqual(['expiresAt', 'percentage']);
    expect(variant.images[0]).toMatch(/^\/uploads\/.+\.webp$/);
  });

  it('prices are currency units with at most 2 decimals, discounted never above the price', async () => {
    const { body } = await getJson<ApiProduct[]>('/api/products');
    for (const size of body.flatMap((p) => p.variants.flatMap((v) => v.sizes))) {
      expect(Math.round(size.price * 100)).toBeCloseTo(size.price * 100, 6);
      expect(Math.round(size.discountedPrice * 100)).toBeCloseTo(size.discountedPrice * 100, 6);
      expect(size.discountedPrice).toBeLessThanOrEqual(size.price);
      expect(size.discountedPrice).toBeGreaterThanOrEqual(0);
    }
  });

  it('computes discounted prices from active discounts only', async () => {
    const { body } = await getJson<ApiProduct[]>('/api/products');
    const now = Date.now();
    const sizes = body.flatMap((p) => p.variants.flatMap((v) => v.sizes.map((s) => ({ s, p }))));
    const activeCategory = (p: ApiProduct) =>
      p.categoryDiscount.expiresAt !== null && Date.parse(p.categoryDiscount.expiresAt) > now;

    const withActiveSizeDiscount = sizes.filter(
      ({ s, p }) =>
        !activeCategory(p) &&
        s.discount.percentage > 0 &&
        s.discount.expiresAt &&
        Date.parse(s.discount.expiresAt) > now,
    );
    expect(withActiveSizeDiscount.length).toBeGreaterThan(0);
    for (const { s } of withActiveSizeDiscount) {
      expect(s.discountedPrice).toBeCloseTo(Math.round(s.price * (100 - s.discount.percentage)) / 100, 2);
    }

    const withExpiredSizeDiscount = sizes.filter(
      ({ s, p }) =>
        !activeCategory(p) &&
        s.discount.percentage > 0 &&
        s.discount.expiresAt &&
        Date.parse(s.discount.expiresAt) <= now,
    );
    expect(withExpiredSizeDiscount.length).toBeGreaterThan(0);
    for (const { s } of withExpiredSizeDiscount) expect(s.discountedPrice).toBe(s.price);

    const inDiscountedCategory = sizes.filter(({ p }) => activeCategory(p));
    expect(inDiscountedCategory.length).toBeGreaterThan(0);
    for (const { s } of inDiscountedCategory) expect(s.discountedPrice).toBeLessThan(s.price);
  });

  it('uses only the SPEC colour names and includes sold-out sizes and featured products', async () => {
    const { body } = await getJson<ApiProduct[]>('/api/products');
    const colors = new Set(body.flatMap((p) => p.variants.map((v) => v.color)));
    for (const c of colors) expect(KNOWN_COLORS).toContain(c);
    expect(body.some((p) => p.variants.some((v) => v.sizes.some((s) => s.stock === 0)))).toBe(true);
    expect(body.some((p) => p.isFeatured)).toBe(true);
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product', async () => {
    const { body: list } = await getJson<ApiProduct[]>('/api/products');
    const wanted = list[5]!;
    const { status, body } = await getJson<ApiProduct>(`/api/products/${wanted._id}`);
    expect(status).toBe(200);
    expect(body).toEqual(wanted);
  });

  it('answers 404 with the SPEC message for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1'; drop table products;--"]) {
      const { status, body } = await getJson(`/api/products/${encodeURIComponent(id)}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Product not found.' });
    }
  });
});

describe('GET /api/products/search', () => {
  it('finds products by name, category and colour', async () => {
    const { status, body } = await getJson<ApiProduct[]>('/api/products/search?query=jacket');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body[0]!.category).toBe('Jackets');

    const byColor = await getJson<ApiProduct[]>('/api/products/search?query=navy');
    expect(byColor.body.length).toBeGreaterThan(0);
    expect(
      byColor.body.every((p) => p.variants.some((v) => v.color === 'Navy') || /navy/i.test(p.name + p.description)),
    ).toBe(true);
  });

  it('still finds jackets for the typo "jaket"', async () => {
    const { status, body } = await getJson<ApiProduct[]>('/api/products/search?query=jaket');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.slice(0, 3).every((p) => p.category === 'Jackets')).toBe(true);
  });

  it('finds products by a misspelt colour', async () => {
    const { status, body } = await getJson<ApiProduct[]>('/api/products/search?query=navvy');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const product of body) expect(product.variants.some((v) => v.color === 'Navy')).toBe(true);
  });

  it('returns an empty array when nothing matches', async () => {
    const { status, body } = await getJson('/api/products/search?query=zzqxw');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('rejects a term shorter than 2 characters after trimming', async () => {
    for (const q of ['', 'a', '%20b%20']) {
      const { status, body } = await getJson<{ message: string }>(`/api/products/search?query=${q}`);
      expect(status).toBe(400);
      expect(body.message).toBe('Search term must be at least 2 characters.');
    }
    const missing = await getJson<{ message: string }>('/api/products/search');
    expect(missing.status).toBe(400);
  });

  it('honours a limit and rejects a bad one', async () => {
    const { body } = await getJson<ApiProduct[]>('/api/products/search?query=shirt&limit=2');
    expect(body.length).toBeLessThanOrEqual(2);
    const bad = await getJson('/api/products/search?query=shirt&limit=0');
    expect(bad.status).toBe(400);
  });

  it('treats SQL-looking input as plain text', async () => {
    const { status } = await getJson(`/api/products/search?query=${encodeURIComponent("' or 1=1; --")}`);
    expect(status).toBe(200);
  });
});
