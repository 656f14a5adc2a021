import { describe, expect, it } from 'vitest';
import {
  categoryBanner,
  collectionYears,
  discountBadgeText,
  discountPercent,
  displayPrice,
  HOME_SECTIONS,
  homeSectionTitle,
  isActiveUntil,
  isInHomeSection,
  isFeaturedForHome,
  isInCollection,
  isInStock,
  isNewThisWeek,
  NEW_THIS_WEEK_MINUTES,
  starBreakdown,
  totalStock,
  type DisplayProduct,
  type DisplaySize,
} from './catalog-display';

const now = new Date('2026-06-15T12:00:00Z');
const FUTURE = '2026-06-20T00:00:00.000Z';
const PAST = '2026-06-15T11:59:59.000Z';
const MINUTE = 60_000;

function size(overrides: Partial<DisplaySize> = {}): DisplaySize {
  return { price: 50, discountedPrice: 50, stock: 3, discount: { percentage: 0, expiresAt: null }, ...overrides };
}

function product(overrides: Partial<DisplayProduct> = {}): DisplayProduct {
  return {
    price: 40,
    isFeatured: false,
    createdAt: '2026-06-10T00:00:00.000Z',
    category: 'Jackets',
    categoryDiscount: { percentage: 0, flatAmount: 0, expiresAt: null },
    variants: [{ sizes: [size()] }],
    ...overrides,
  };
}

const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE).toISOString();

describe('isActiveUntil', () => {
  it('is active only with an expiresAt in the future', () => {
    expect(isActiveUntil(FUTURE, now)).toBe(true);
    expect(isActiveUntil(PAST, now)).toBe(false);
    expect(isActiveUntil(now.toISOString(), now)).toBe(false);
    expect(isActiveUntil(null, now)).toBe(false);
    expect(isActiveUntil(undefined, now)).toBe(false);
    expect(isActiveUntil('not a date', now)).toBe(false);
  });
});

describe('displayPrice', () => {
  it('uses the discountedPrice of the first size of the first variant', () => {
    const p = product({
      variants: [
        { sizes: [size({ price: 80, discountedPrice: 60 }), size({ price: 90, discountedPrice: 10 })] },
        { sizes: [size({ price: 5 })] },
      ],
    });
    expect(displayPrice(p)).toEqual({ price: 60, originalPrice: 80 });
  });

  it('falls back to the size price when discountedPrice is missing', () => {
    expect(displayPrice(product({ variants: [{ sizes: [size({ price: 80, discountedPrice: undefined })] }] }))).toEqual(
      { price: 80, originalPrice: 80 },
    );
    expect(displayPrice(product({ variants: [{ sizes: [size({ price: 80, discountedPrice: null })] }] }))).toEqual({
      price: 80,
      originalPrice: 80,
    });
  });

  it('keeps a discountedPrice of 0 (present, not missing)', () => {
    expect(displayPrice(product({ variants: [{ sizes: [size({ price: 80, discountedPrice: 0 })] }] }))).toEqual({
      price: 0,
      originalPrice: 80,
    });
  });

  it('falls back to the product price without variants or sizes', () => {
    expect(displayPrice(product({ price: 33, variants: [] }))).toEqual({ price: 33, originalPrice: 33 });
    expect(displayPrice(product({ price: 33, variants: [{ sizes: [] }] }))).toEqual({ price: 33, originalPrice: 33 });
  });
});

describe('discountPercent', () => {
  it("shows the size's own percentage while it is active and is the price charged", () => {
    const p = product({
      variants: [
        { sizes: [size({ price: 100, discountedPrice: 85, discount: { percentage: 15, expiresAt: FUTURE } })] },
      ],
    });
    expect(discountPercent(p, now)).toBe(15);
  });

  it('shows the discount the shopper really gets when a larger category discount wins', () => {
    // A jacket with its size's own 15 % under a 20 % category discount sells at 20 % off.
    const p = product({
      variants: [
        { sizes: [size({ price: 149.99, discountedPrice: 119.99, discount: { percentage: 15, expiresAt: FUTURE } })] },
      ],
    });
    expect(discountPercent(p, now)).toBe(20);
    const flat = product({
      variants: [
        { sizes: [size({ price: 100, discountedPrice: 70, discount: { percentage: 15, expiresAt: FUTURE } })] },
      ],
    });
    expect(discountPercent(flat, now)).toBe(30);
  });

  it('computes the saving when the size discount has expired', () => {
    const p = product({
      variants: [{ sizes: [size({ price: 100, discountedPrice: 80, discount: { percentage: 15, expiresAt: PAST } })] }],
    });
    expect(discountPercent(p, now)).toBe(20);
  });

  it('computes the saving when the size discount has no expiresAt', () => {
    const p = product({
      variants: [{ sizes: [size({ price: 100, discountedPrice: 75, discount: { percentage: 40, expiresAt: null } })] }],
    });
    expect(discountPercent(p, now)).toBe(25);
  });

  it('ignores an active size discount of 0%', () => {
    const p = product({
      variants: [
        { sizes: [size({ price: 100, discountedPrice: 90, discount: { percentage: 0, expiresAt: FUTURE } })] },
      ],
    });
    expect(discountPercent(p, now)).toBe(10);
  });

  it('rounds the computed percentage', () => {
    const at = (price: number, discountedPrice: number) =>
      discountPercent(product({ variants: [{ sizes: [size({ price, discountedPrice, discount: null })] }] }), now);
    expect(at(149.99, 119.99)).toBe(20);
    expect(at(30, 20)).toBe(33); // 33.3…
    expect(at(3, 1)).toBe(67); // 66.6…
    expect(at(200, 199)).toBe(1); // 0.5 rounds up
  });

  it('shows no badge without a saving', () => {
    const at = (overrides: Partial<DisplaySize>) =>
      discountPercent(product({ variants: [{ sizes: [size(overrides)] }] }), now);
    expect(at({ price: 50, discountedPrice: 50 })).toBeNull();
    expect(at({ price: 50, discountedPrice: undefined })).toBeNull();
    expect(at({ price: 50, discountedPrice: 60 })).toBeNull();
    expect(at({ price: 1000, discountedPrice: 999 })).toBeNull(); // 0.1% rounds to 0
    expect(at({ price: 0, discountedPrice: 0 })).toBeNull();
    expect(discountPercent(product({ variants: [] }), now)).toBeNull();
  });

  it('formats the badge', () => {
    expect(discountBadgeText(20)).toBe('20% OFF');
  });
});

describe('categoryBanner', () => {
  const withDiscount = (category: string, percentage: number, flatAmount: number, expiresAt: string | null) =>
    product({ category, categoryDiscount: { percentage, flatAmount, expiresAt } });

  it('is null when no category discount is active', () => {
    expect(categoryBanner([], 'USD', now)).toBeNull();
    expect(
      categoryBanner([product(), withDiscount('Shirts', 30, 0, PAST), withDiscount('Jeans', 25, 0, null)], 'USD', now),
    ).toBeNull();
  });

  it('chooses the highest active percentage', () => {
    const banner = categoryBanner(
      [
        withDiscount('Shirts', 10, 0, FUTURE),
        withDiscount('Jackets', 20, 0, FUTURE),
        withDiscount('Jeans', 50, 0, PAST),
      ],
      'USD',
      now,
    );
    expect(banner).toEqual({ category: 'Jackets', text: 'LIMITED TIME: GET 20% OFF ON ALL JACKETS!' });
  });

  it('keeps the first of equal percentages', () => {
    const banner = categoryBanner(
      [withDiscount('Skirts', 15, 0, FUTURE), withDiscount('Dresses', 15, 0, FUTURE)],
      'USD',
      now,
    );
    expect(banner?.category).toBe('Skirts');
  });

  it('prefers any percentage to a flat amount', () => {
    const banner = categoryBanner(
      [withDiscount('Jeans', 0, 50, FUTURE), withDiscount('T-Shirts', 5, 0, FUTURE)],
      'USD',
      now,
    );
    expect(banner?.text).toBe('LIMITED TIME: GET 5% OFF ON ALL T-SHIRTS!');
  });

  it('uses the largest flat amount, in the store currency, when no percentage is active', () => {
    const products = [
      withDiscount('Jeans', 0, 10, FUTURE),
      withDiscount('Hoodies', 0, 12.5, FUTURE),
      withDiscount('Shirts', 40, 0, PAST),
    ];
    expect(categoryBanner(products, 'USD', now)).toEqual({
      category: 'Hoodies',
      text: 'LIMITED TIME: GET $12.50 OFF ON ALL HOODIES!',
    });
    expect(categoryBanner(products, 'EUR', now)?.text).toBe('LIMITED TIME: GET €12.50 OFF ON ALL HOODIES!');
  });

  it('ignores products without a category discount object', () => {
    expect(
      categoryBanner([product({ categoryDiscount: null }), product({ categoryDiscount: undefined })], 'USD', now),
    ).toBeNull();
  });
});

describe('stock', () => {
  it('sums every size of every variant, ignoring negative stock', () => {
    const p = product({
      variants: [{ sizes: [size({ stock: 2 }), size({ stock: -4 })] }, { sizes: [size({ stock: 5 })] }],
    });
    expect(totalStock(p)).toBe(7);
    expect(isInStock(p)).toBe(true);
    expect(isInStock(product({ variants: [{ sizes: [size({ stock: 0 })] }] }))).toBe(false);
    expect(isInStock(product({ variants: [] }))).toBe(false);
  });
});

describe('home lists', () => {
  const soldOut = { variants: [{ sizes: [size({ stock: 0 })] }] };

  it('Featured: flagged and in stock', () => {
    expect(isFeaturedForHome(product({ isFeatured: true }))).toBe(true);
    expect(isFeaturedForHome(product({ isFeatured: false }))).toBe(false);
    expect(isFeaturedForHome(product({ isFeatured: true, ...soldOut }))).toBe(false);
  });

  it('New this week: created within the last 10080 minutes and in stock', () => {
    expect(NEW_THIS_WEEK_MINUTES).toBe(10080);
    expect(isNewThisWeek(product({ createdAt: ago(0) }), now)).toBe(true);
    expect(isNewThisWeek(product({ createdAt: ago(10080) }), now)).toBe(true);
    expect(isNewThisWeek(product({ createdAt: ago(10081) }), now)).toBe(false);
    expect(isNewThisWeek(product({ createdAt: ago(-1) }), now)).toBe(false);
    expect(isNewThisWeek(product({ createdAt: ago(60), ...soldOut }), now)).toBe(false);
    expect(isNewThisWeek(product({ createdAt: 'bad' }), now)).toBe(false);
  });

  it('Collection: created in the current or previous calendar year (UTC) and in stock', () => {
    expect(collectionYears(now)).toEqual({ previousYear: 2025, currentYear: 2026 });
    expect(isInCollection(product({ createdAt: '2026-01-01T00:00:00.000Z' }), now)).toBe(true);
    expect(isInCollection(product({ createdAt: '2025-01-01T00:00:00.000Z' }), now)).toBe(true);
    expect(isInCollection(product({ createdAt: '2024-12-31T23:59:59.999Z' }), now)).toBe(false);
    expect(isInCollection(product({ createdAt: '2027-01-01T00:00:00.000Z' }), now)).toBe(false);
    expect(isInCollection(product({ createdAt: '2026-03-01T00:00:00.000Z', ...soldOut }), now)).toBe(false);
    expect(isInCollection(product({ createdAt: 'bad' }), now)).toBe(false);
  });
});

describe('starBreakdown', () => {
  it('fills whole stars and adds a half star from a fraction of 0.5', () => {
    expect(starBreakdown(4)).toEqual({ full: 4, half: 0, empty: 1 });
    expect(starBreakdown(4.5)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starBreakdown(3.49)).toEqual({ full: 3, half: 0, empty: 2 });
    expect(starBreakdown(3.7)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(starBreakdown(5)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starBreakdown(0.5)).toEqual({ full: 0, half: 1, empty: 4 });
  });

  it('clamps to the 0–5 scale', () => {
    expect(starBreakdown(0)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starBreakdown(-2)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starBreakdown(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starBreakdown(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });
});

describe('home sections as a listing filter', () => {
  it('applies the rule of each home list', () => {
    const soldOut = { variants: [{ sizes: [size({ stock: 0 })] }] };
    const cases: [DisplayProduct, Record<(typeof HOME_SECTIONS)[number], boolean>][] = [
      [product({ isFeatured: true }), { featured: true, 'new-this-week': true, collection: true }],
      [product({ isFeatured: true, ...soldOut }), { featured: false, 'new-this-week': false, collection: false }],
      [
        product({ createdAt: '2025-01-01T00:00:00.000Z' }),
        { featured: false, 'new-this-week': false, collection: true },
      ],
      [
        product({ createdAt: '2024-12-31T23:59:59.000Z' }),
        { featured: false, 'new-this-week': false, collection: false },
      ],
    ];
    for (const [candidate, expected] of cases) {
      for (const section of HOME_SECTIONS) expect(isInHomeSection(section, candidate, now)).toBe(expected[section]);
    }
  });

  it('names each list as its home heading does', () => {
    expect(homeSectionTitle('featured', now)).toBe('Featured');
    expect(homeSectionTitle('new-this-week', now)).toBe('New This Week');
    expect(homeSectionTitle('collection', now)).toBe('Collections 2025-2026');
  });
});
