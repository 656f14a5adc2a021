import { describe, expect, it } from 'vitest';
import type { ApiProduct } from './api-answer-schemas';
import { feedItemId, feedItems, feedShipping, type FeedContext } from './product-feeds';

const now = new Date('2026-06-15T12:00:00.000Z');
const SOON = '2026-06-20T00:00:00.000Z';
const LATER = '2026-07-01T00:00:00.000Z';
const VARIANT = '0b6f2c7e-3d1a-4c8e-9f00-1234567890ab';

function product(overrides: Partial<ApiProduct> = {}): ApiProduct {
  return {
    _id: 'p1',
    name: 'Coat',
    description: 'Wool.',
    category: 'Coats',
    price: 100,
    isFeatured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    averageRating: 0,
    numReviews: 0,
    categoryDiscount: { percentage: 0, flatAmount: 0, expiresAt: null },
    variants: [
      {
        _id: VARIANT,
        color: 'Black',
        images: ['/uploads/a.webp'],
        sizes: [
          { size: 'M', price: 100, discountedPrice: 100, stock: 1, discount: { percentage: 0, expiresAt: null } },
        ],
      },
    ],
    translations: {},
    ...overrides,
  };
}

const context: FeedContext = {
  origin: 'https://shop.example',
  currency: 'USD',
  language: 'en',
  categoryName: (c) => c,
  shipping: [],
  now,
};

describe('feedItemId', () => {
  it('is the variant and the size, or a stable tag for a size that cannot go into an id', () => {
    expect(feedItemId(VARIANT, 'XL')).toBe(`${VARIANT}-XL`);
    const tagged = feedItemId(VARIANT, 'One size');
    expect(tagged).toMatch(new RegExp(`^${VARIANT}-[0-9a-z]+$`));
    expect(feedItemId(VARIANT, 'One size')).toBe(tagged);
    expect(feedItemId(VARIANT, 'One Size')).not.toBe(tagged);
    expect(feedItemId(VARIANT, 'EU 42 / UK 8').length).toBeLessThanOrEqual(50);
  });
});

describe('feedItems: the sale', () => {
  it('ends with the discount that gives the price, the later one when both give it', () => {
    const sized = (percentage: number, categoryPercentage: number, discountedPrice: number) =>
      feedItems(
        product({
          categoryDiscount: { percentage: categoryPercentage, flatAmount: 0, expiresAt: LATER },
          variants: [
            {
              _id: VARIANT,
              color: 'Black',
              images: ['/uploads/a.webp'],
              sizes: [{ size: 'M', price: 100, discountedPrice, stock: 0, discount: { percentage, expiresAt: SOON } }],
            },
          ],
        }),
        context,
      )[0]!;
    // The size's own 30 % beats the category's 20 %: it holds until the size's discount ends.
    expect(sized(30, 20, 70).sale).toEqual({
      price: '70.00 USD',
      effectiveDate: `2026-01-01T00:00:00.000Z/${SOON}`,
    });
    expect(sized(10, 20, 80).sale?.effectiveDate).toBe(`2026-01-01T00:00:00.000Z/${LATER}`);
    expect(sized(20, 20, 80).sale?.effectiveDate).toBe(`2026-01-01T00:00:00.000Z/${LATER}`);
    expect(sized(0, 0, 100).sale).toBeNull();
    expect(sized(30, 20, 70).availability).toBe('out_of_stock');
  });
});

describe('feedItems: pictures and links', () => {
  it('makes links absolute, keeps other hosts, borrows the first colour’s pictures, and skips a product with none', () => {
    const items = feedItems(
      product({
        variants: [
          {
            _id: 'v1',
            color: 'Black',
            images: ['/uploads/a.webp', 'https://cdn.example/b.webp'],
            sizes: [
              { size: 'M', price: 10, discountedPrice: 10, stock: 1, discount: { percentage: 0, expiresAt: null } },
            ],
          },
          {
            _id: 'v2',
            color: 'Sky blue',
            images: [],
            sizes: [
              { size: 'S', price: 10, discountedPrice: 10, stock: 1, discount: { percentage: 0, expiresAt: null } },
            ],
          },
        ],
      }),
      { ...context, language: 'ky' },
    );
    expect(items.map((i) => [i.id, i.imageLink, i.additionalImageLinks, i.link])).toEqual([
      [
        'v1-M',
        'https://shop.example/uploads/a.webp',
        ['https://cdn.example/b.webp'],
        'https://shop.example/ky/products/p1?color=Black&size=M',
      ],
      [
        'v2-S',
        'https://shop.example/uploads/a.webp',
        ['https://cdn.example/b.webp'],
        'https://shop.example/ky/products/p1?color=Sky+blue&size=S',
      ],
    ]);
    const bare = product();
    bare.variants[0]!.images = [];
    expect(feedItems(bare, context)).toEqual([]);
  });
});

describe('feedShipping', () => {
  it('lists each method for each country of the zones that name theirs, not the rest of the world', () => {
    const method = { id: 'standard', name: 'Standard', priceCents: 599, minDays: 5, maxDays: 7 };
    const shipping = feedShipping(
      [
        { id: 'z1', name: 'Neighbours', restOfWorld: false, countries: ['KZ', 'UZ'], methods: [method] },
        { id: 'z2', name: 'World', restOfWorld: true, countries: [], methods: [method] },
      ],
      'USD',
    );
    expect(shipping).toEqual(
      ['KZ', 'UZ'].map((country) => ({
        country,
        service: 'Neighbours Standard',
        price: '5.99 USD',
        minHandlingDays: 1,
        maxHandlingDays: 2,
        minTransitDays: 5,
        maxTransitDays: 7,
      })),
    );
  });
});
