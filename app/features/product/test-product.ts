import type { ApiProduct, ApiSize } from '#domain/api-answer-schemas.ts';

/** A small product for the product page's unit tests. */
export function size(name: string, stock: number, price = 50, discountedPrice = price): ApiSize {
  return { size: name, price, discountedPrice, stock, discount: { percentage: 0, expiresAt: null } };
}

export function testProduct(overrides: Partial<ApiProduct> = {}): ApiProduct {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Satin Slip Dress',
    description: 'A bias-cut satin slip dress.',
    category: 'Dresses',
    price: 99,
    isFeatured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    averageRating: 0,
    numReviews: 0,
    categoryDiscount: { percentage: 0, flatAmount: 0, expiresAt: null },
    translations: {},
    variants: [
      {
        _id: 'v1',
        color: 'Mint',
        images: ['/uploads/demo/dress-mint.webp'],
        sizes: [size('XL', 3, 60, 51), size('S', 5, 50, 42.5), size('M', 0, 50, 42.5), size('L', 2, 55)],
      },
      {
        _id: 'v2',
        color: 'Blue',
        images: ['/uploads/demo/dress-blue.webp', '/uploads/demo/dress-blue-back.webp'],
        sizes: [size('S', 0), size('M', 4), size('XXL', 0)],
      },
    ],
    ...overrides,
  };
}
