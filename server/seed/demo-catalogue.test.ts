import { describe, expect, it } from 'vitest';
import { KNOWN_COLORS, LETTER_SIZES, compareSizes } from '#domain/product.ts';
import type { WrittenProduct } from '#server/services/catalog/index.ts';
import { DEFAULT_PRODUCT_COUNT, generateDemoCatalogue, planDemoReviews } from './demo-catalogue';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;

const inStock = (p: WrittenProduct) => p.variants.some((v) => v.sizes.some((s) => s.stock > 0));
const allSizes = (products: WrittenProduct[]) => products.flatMap((p) => p.variants.flatMap((v) => v.sizes));

/** The SPEC §4 home lists, relative to `now`. */
function homeLists(products: WrittenProduct[], now: Date) {
  const year = now.getUTCFullYear();
  return {
    featured: products.filter((p) => p.isFeatured && inStock(p)),
    newThisWeek: products.filter((p) => inStock(p) && now.getTime() - p.createdAt.getTime() <= 7 * DAY),
    collection: products.filter((p) => inStock(p) && p.createdAt.getUTCFullYear() >= year - 1),
  };
}

describe('generateDemoCatalogue', () => {
  const { products, categoryDiscount } = generateDemoCatalogue({ now: NOW });

  it('has at least 60 products over at least 7 categories by default', () => {
    expect(products).toHaveLength(DEFAULT_PRODUCT_COUNT);
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
  });

  it('writes real names and short descriptions, a few of them empty', () => {
    for (const p of products) {
      expect(p.name).toMatch(/^[A-Z][\w' -]+$/);
      const sentences = p.description.split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
    const empty = products.filter((p) => p.description === '').length;
    expect(empty).toBeGreaterThanOrEqual(1);
    expect(empty).toBeLessThan(products.length * 0.1);
  });

  it('uses 1 to 3 distinct SPEC colours per product', () => {
    for (const p of products) {
      expect(p.variants.length).toBeGreaterThanOrEqual(1);
      expect(p.variants.length).toBeLessThanOrEqual(3);
      const colors = p.variants.map((v) => v.color);
      expect(new Set(colors).size).toBe(colors.length);
      for (const c of colors) expect(KNOWN_COLORS).toContain(c);
    }
  });

  it('sizes jeans by waist and everything else by letter, in order, with sane prices and stock', () => {
    for (const p of products) {
      for (const v of p.variants) {
        const labels = v.sizes.map((s) => s.size);
        expect([...labels].sort(compareSizes)).toEqual(labels);
        for (const label of labels) {
          if (p.category === 'Jeans') expect(Number(label)).toBeGreaterThanOrEqual(28);
          else expect(LETTER_SIZES).toContain(label);
        }
        for (const s of v.sizes) {
          expect(Number.isInteger(s.priceCents)).toBe(true);
          expect(s.priceCents).toBeGreaterThanOrEqual(1999);
          expect(s.priceCents).toBeLessThanOrEqual(18999);
          expect(s.priceCents % 100).toBe(99);
          expect(Number.isInteger(s.stock)).toBe(true);
          expect(s.stock).toBeGreaterThanOrEqual(0);
          expect(s.stock).toBeLessThanOrEqual(40);
        }
        // Bigger sizes never cost less than smaller ones.
        const prices = v.sizes.map((s) => s.priceCents);
        expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      }
      expect(p.priceCents).toBe(p.variants[0]!.sizes[0]!.priceCents);
    }
  });

  it('fills every home list relative to now', () => {
    const lists = homeLists(products, NOW);
    expect(lists.featured.length).toBeGreaterThanOrEqual(4);
    expect(lists.newThisWeek.length).toBeGreaterThanOrEqual(4);
    expect(lists.collection.length).toBeGreaterThanOrEqual(10);
    const featured = products.filter((p) => p.isFeatured).length / products.length;
    expect(featured).toBeGreaterThan(0.08);
    expect(featured).toBeLessThan(0.25);
  });

  it('spreads creation dates over this week, this year, last year and older, never in the future', () => {
    const year = NOW.getUTCFullYear();
    const week = NOW.getTime() - 7 * DAY;
    const ts = products.map((p) => p.createdAt.getTime());
    expect(Math.max(...ts)).toBeLessThanOrEqual(NOW.getTime());
    expect(products.filter((p) => p.createdAt.getTime() > week).length).toBeGreaterThanOrEqual(5);
    expect(
      products.filter((p) => p.createdAt.getTime() <= week && p.createdAt.getUTCFullYear() === year).length,
    ).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.createdAt.getUTCFullYear() === year - 1).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.createdAt.getUTCFullYear() < year - 1).length).toBeGreaterThanOrEqual(5);
  });

  it('has active and expired size discounts of 10–40%', () => {
    const discounted = allSizes(products).filter((s) => s.discountPercentage > 0);
    for (const s of discounted) {
      expect(s.discountPercentage).toBeGreaterThanOrEqual(10);
      expect(s.discountPercentage).toBeLessThanOrEqual(40);
      expect(s.discountExpiresAt).toBeInstanceOf(Date);
    }
    expect(discounted.some((s) => s.discountExpiresAt!.getTime() > NOW.getTime())).toBe(true);
    expect(discounted.some((s) => s.discountExpiresAt!.getTime() <= NOW.getTime())).toBe(true);
    for (const s of allSizes(products).filter((x) => x.discountPercentage === 0))
      expect(s.discountExpiresAt).toBeNull();
  });

  it('has sold-out sizes and at least one product sold out entirely', () => {
    expect(allSizes(products).some((s) => s.stock === 0)).toBe(true);
    expect(products.filter((p) => !inStock(p)).length).toBeGreaterThanOrEqual(1);
    expect(products.filter(inStock).some((p) => p.variants.some((v) => v.sizes.some((s) => s.stock === 0)))).toBe(true);
  });

  it('returns one active category discount on a category it uses', () => {
    expect(products.some((p) => p.category === categoryDiscount.category)).toBe(true);
    expect(categoryDiscount.percentage).toBeGreaterThan(0);
    expect(categoryDiscount.expiresAt.getTime()).toBe(NOW.getTime() + 30 * DAY);
  });

  it('is deterministic for the same seed and now', () => {
    expect(generateDemoCatalogue({ now: NOW })).toEqual(generateDemoCatalogue({ now: NOW }));
    expect(generateDemoCatalogue({ now: NOW, seed: 7 })).toEqual(generateDemoCatalogue({ now: NOW, seed: 7 }));
    expect(generateDemoCatalogue({ now: NOW, seed: 7 }).products).not.toEqual(products);
  });

  it('asks for images per category and colour', () => {
    const { products: withImages } = generateDemoCatalogue({
      now: NOW,
      imagesFor: (c, color) => [`/img/${c}/${color}.webp`],
    });
    for (const p of withImages)
      for (const v of p.variants) expect(v.images).toEqual([`/img/${p.category}/${v.color}.webp`]);
  });

  it('still fills the lists early in January', () => {
    const january = new Date('2027-01-03T09:00:00Z');
    const catalogue = generateDemoCatalogue({ now: january });
    const lists = homeLists(catalogue.products, january);
    expect(lists.featured.length).toBeGreaterThan(0);
    expect(lists.newThisWeek.length).toBeGreaterThan(0);
    expect(lists.collection.length).toBeGreaterThan(0);
    expect(Math.max(...catalogue.products.map((p) => p.createdAt.getTime()))).toBeLessThanOrEqual(january.getTime());
  });

  it('generates 10,000 products quickly', () => {
    const started = performance.now();
    const big = generateDemoCatalogue({ now: NOW, count: 10_000 });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(big.products).toHaveLength(10_000);
    expect(new Set(big.products.map((p) => p.name)).size).toBe(10_000);
    const lists = homeLists(big.products, NOW);
    expect(lists.featured.length).toBeGreaterThan(1000);
    expect(lists.newThisWeek.length).toBeGreaterThan(500);
    for (const c of new Set(big.products.flatMap((p) => p.variants.map((v) => v.color))))
      expect(KNOWN_COLORS).toContain(c);
  });

  it('rejects a count out of range', () => {
    expect(() => generateDemoCatalogue({ now: NOW, count: -1 })).toThrow(RangeError);
    expect(() => generateDemoCatalogue({ now: NOW, count: 1.5 })).toThrow(RangeError);
    expect(generateDemoCatalogue({ now: NOW, count: 3 }).products).toHaveLength(3);
  });
});

describe('planDemoReviews', () => {
  const { products } = generateDemoCatalogue({ now: NOW, count: 2000 });
  const reviews = planDemoReviews(products, 6, NOW);

  it('reviews about 30% of the products, each author at most once per product', () => {
    const reviewed = new Set(reviews.map((r) => r.productIndex));
    expect(reviewed.size / products.length).toBeGreaterThan(0.25);
    expect(reviewed.size / products.length).toBeLessThan(0.35);
    const pairs = reviews.map((r) => `${r.productIndex}:${r.authorIndex}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('rates 1 to 5 with comments, dated between the product and now', () => {
    for (const r of reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.comment.trim().length).toBeGreaterThan(10);
      expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(products[r.productIndex]!.createdAt.getTime());
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(new Set(reviews.map((r) => r.rating)).size).toBe(5);
  });

  it('includes comments in other languages for translation', () => {
    for (const greeting of ['Hola', 'Bonjour', 'Namaste', 'नमस्ते']) {
      expect(reviews.some((r) => r.comment.includes(greeting))).toBe(true);
    }
  });

  it('plans nothing without authors and is deterministic', () => {
    expect(planDemoReviews(products, 0, NOW)).toEqual([]);
    expect(planDemoReviews(products, 6, NOW)).toEqual(reviews);
  });
});
