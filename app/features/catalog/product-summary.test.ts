import { describe, expect, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { productCardData } from './product-summary';

const now = new Date('2026-06-15T12:00:00Z');

const base: ApiProduct = {
  _id: 'p1',
  name: 'Linen Shirt',
  description: 'Light linen.',
  category: 'Shirts',
  price: 30,
  isFeatured: false,
  createdAt: '2026-06-01T00:00:00.000Z',
  averageRating: 4.5,
  numReviews: 2,
  categoryDiscount: { percentage: 0, flatAmount: 0, expiresAt: null },
  translations: {},
  variants: [
    {
      _id: 'v1',
      color: 'White',
      images: ['/uploads/a.webp', '/uploads/b.webp'],
      sizes: [
        {
          size: 'S',
          price: 60,
          discountedPrice: 45,
          stock: 1,
          discount: { percentage: 25, expiresAt: '2026-07-01T00:00:00.000Z' },
        },
      ],
    },
    { _id: 'v2', color: 'Black', images: ['/uploads/c.webp'], sizes: [] },
  ],
};

describe('productCardData', () => {
  it('takes the first image of the first variant, the SPEC price and badge, and the rating', () => {
    expect(productCardData(base, now)).toEqual({
      _id: 'p1',
      name: 'Linen Shirt',
      description: 'Light linen.',
      image: '/uploads/a.webp',
      price: 45,
      originalPrice: 60,
      priceFrom: false,
      discountPercent: 25,
      averageRating: 4.5,
      numReviews: 2,
      soldOut: false,
    });
  });

  it('is sold out only when no size of any variant has stock left', () => {
    const stock = (a: number, b: number): ApiProduct => ({
      ...base,
      variants: [
        { ...base.variants[0]!, sizes: [{ ...base.variants[0]!.sizes[0]!, stock: a }] },
        {
          _id: 'v2',
          color: 'Black',
          images: [],
          sizes: [
            { size: 'M', price: 60, discountedPrice: 60, stock: b, discount: { percentage: 0, expiresAt: null } },
          ],
        },
      ],
    });
    expect(productCardData(stock(0, 0), now).soldOut).toBe(true);
    expect(productCardData(stock(0, 1), now).soldOut).toBe(false);
    expect(productCardData(stock(-2, 0), now).soldOut).toBe(true);
    expect(productCardData({ ...base, variants: [] }, now).soldOut).toBe(true);
  });

  it('has no image (placeholder) when the first variant has none, and falls back to the product price', () => {
    const card = productCardData({ ...base, variants: [{ _id: 'v1', color: 'Red', images: [], sizes: [] }] }, now);
    expect(card).toMatchObject({ image: null, price: 30, originalPrice: 30, discountPercent: null });
  });

  it('says the lowest size price, "from", when sizes sell at different prices (the price filter matches any size)', () => {
    const size = (name: string, price: number, discountedPrice: number) => ({
      size: name,
      price,
      discountedPrice,
      stock: 1,
      discount: { percentage: 0, expiresAt: null },
    });
    const priced = (...sizes: ReturnType<typeof size>[][]): ApiProduct => ({
      ...base,
      variants: sizes.map((list, i) => ({ _id: `v${i}`, color: `C${i}`, images: [], sizes: list })),
    });
    // The second colour's L sells for less, at a sale price, than the first size.
    expect(productCardData(priced([size('S', 80, 80), size('M', 80, 80)], [size('L', 60, 45)]), now)).toMatchObject({
      price: 45,
      originalPrice: 60,
      priceFrom: true,
    });
    // Same selling price everywhere: the SPEC price, no "from".
    expect(productCardData(priced([size('S', 80, 50)], [size('M', 50, 50)]), now)).toMatchObject({
      price: 50,
      originalPrice: 80,
      priceFrom: false,
    });
  });

  it('shortens very long descriptions at a word boundary', () => {
    const long = `${'word '.repeat(100)}end`;
    const card = productCardData({ ...base, description: long }, now);
    expect(card.description.length).toBeLessThanOrEqual(221);
    expect(card.description.endsWith('word…')).toBe(true);
  });
});
