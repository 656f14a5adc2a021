import { describe, expect, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { buildHomeContent, SLIDER_LIMIT } from './home-content';

const now = new Date('2026-06-15T12:00:00Z');
const DAY = 24 * 60 * 60_000;

function product(id: number, overrides: Partial<ApiProduct> & { stock?: number } = {}): ApiProduct {
  const { stock = 5, ...rest } = overrides;
  return {
    _id: `p${id}`,
    name: `Product ${id}`,
    description: 'A garment.',
    category: 'Shirts',
    price: 40,
    isFeatured: false,
    createdAt: new Date(now.getTime() - 30 * DAY).toISOString(),
    averageRating: 0,
    numReviews: 0,
    categoryDiscount: { percentage: 0, flatAmount: 0, expiresAt: null },
    translations: {},
    variants: [
      {
        _id: `v${id}`,
        color: 'Black',
        images: [],
        sizes: [{ size: 'M', price: 50, discountedPrice: 40, stock, discount: { percentage: 0, expiresAt: null } }],
      },
    ],
    ...rest,
  };
}

describe('buildHomeContent', () => {
  it('fills the three lists and the banner by the SPEC rules', () => {
    const products = [
      product(1, { isFeatured: true, createdAt: new Date(now.getTime() - DAY).toISOString() }),
      product(2, { isFeatured: true, stock: 0 }),
      product(3, { createdAt: '2024-05-01T00:00:00.000Z' }),
      product(4, {
        category: 'Jackets',
        categoryDiscount: { percentage: 20, flatAmount: 0, expiresAt: '2026-07-01T00:00:00.000Z' },
      }),
    ];
    const content = buildHomeContent(products, 'USD', now);
    expect(content.banner).toEqual({ category: 'Jackets', text: 'LIMITED TIME: GET 20% OFF ON ALL JACKETS!' });
    expect(content.featured.products.map((p) => p._id)).toEqual(['p1']);
    expect(content.newThisWeek.products.map((p) => p._id)).toEqual(['p1']);
    expect(content.collection.products.map((p) => p._id)).toEqual(['p1', 'p4']);
    expect(content.featured.products[0]).toEqual({
      _id: 'p1',
      name: 'Product 1',
      description: 'A garment.',
      image: null,
      price: 40,
      originalPrice: 50,
      priceFrom: false,
      discountPercent: 20,
      averageRating: 0,
      numReviews: 0,
      soldOut: false,
    });
  });

  it('caps each slider but counts every match', () => {
    const products = Array.from({ length: SLIDER_LIMIT + 5 }, (_, i) => product(i, { isFeatured: true }));
    const content = buildHomeContent(products, 'USD', now);
    expect(content.featured.total).toBe(SLIDER_LIMIT + 5);
    expect(content.featured.products).toHaveLength(SLIDER_LIMIT);
    expect(content.collection.total).toBe(SLIDER_LIMIT + 5);
    expect(content.newThisWeek).toEqual({ total: 0, products: [] });
    expect(content.banner).toBeNull();
  });
});
