import { describe, expect, it } from 'vitest';
import type { ApiProduct, ApiSize } from '#domain/api-answer-schemas.ts';
import { priceRangeText, ratingText, stockSummary, thumbnailOf } from './product-display';

const size = (name: string, price: number, stock: number): ApiSize => ({
  size: name,
  price,
  discountedPrice: price,
  stock,
  discount: { percentage: 0, expiresAt: null },
});

function product(sizes: ApiSize[][], extra: Partial<ApiProduct> = {}): ApiProduct {
  return {
    _id: 'p1',
    name: 'Shirt',
    description: '',
    category: 'Shirts',
    price: sizes[0]?.[0]?.price ?? 10,
    isFeatured: false,
    createdAt: '2026-01-02T10:00:00.000Z',
    averageRating: 0,
    numReviews: 0,
    categoryDiscount: { percentage: 0, flatAmount: 0, expiresAt: null },
    translations: {},
    variants: sizes.map((s, i) => ({
      _id: `v${i}`,
      color: `C${i}`,
      images: i === 1 ? ['/uploads/products/a.webp'] : [],
      sizes: s,
    })),
    ...extra,
  };
}

describe('product rows', () => {
  it('shows the lowest and highest price over every colour, in the store currency', () => {
    expect(priceRangeText(product([[size('S', 19.99, 4)], [size('M', 29, 4)]]), 'USD')).toBe('$19.99 – $29.00');
    expect(priceRangeText(product([[size('S', 25, 4), size('M', 25, 9)]]), 'EUR')).toBe('€25.00');
  });

  it('adds up stock, marks a size at 3 or fewer as low, and nothing left as out of stock', () => {
    expect(stockSummary(product([[size('S', 1, 4)], [size('M', 1, 10)]]))).toEqual({
      total: 14,
      low: false,
      out: false,
    });
    expect(stockSummary(product([[size('S', 1, 3)], [size('M', 1, 10)]]))).toEqual({
      total: 13,
      low: true,
      out: false,
    });
    expect(stockSummary(product([[size('S', 1, 0)], [size('M', 1, 0)]]))).toEqual({ total: 0, low: false, out: true });
  });

  it('gives the rating with its count, none without reviews', () => {
    expect(ratingText(product([[size('S', 1, 1)]]))).toBeNull();
    expect(ratingText(product([[size('S', 1, 1)]], { averageRating: 4.25, numReviews: 8 }))).toBe('4.3 (8)');
  });

  it('takes the first picture of the first colour that has one', () => {
    expect(thumbnailOf(product([[size('S', 1, 1)], [size('M', 1, 1)]]))).toBe('/uploads/products/a.webp');
    expect(thumbnailOf(product([[size('S', 1, 1)]]))).toBeNull();
  });
});
