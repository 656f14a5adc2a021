import { describe, expect, it } from 'vitest';
import { KNOWN_COLORS, LETTER_SIZES, compareSizes } from '#domain/product.ts';
import type { WrittenProduct } from '#server/services/catalog/index.ts';
import { FIT_ANSWERS, type FitCounts, emptyFitCounts, fitMajority } from '#domain/fit-advice.ts';
import { greetingLanguage } from '#domain/review-greetings.ts';
import { REVIEW_AUTHORS } from './demo-accounts';
import { DEFAULT_PRODUCT_COUNT, REVIEW_COMMENTS, generateDemoCatalogue, planDemoReviews } from './demo-catalogue';

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

  it('asks for images per item style and colour, the repeats of an item sharing its style', () => {
    const { products: withImages } = generateDemoCatalogue({
      now: NOW,
      count: 200,
      imagesFor: (style, color) => [`/img/${style}/${color}.webp`],
    });
    for (const p of withImages)
      for (const v of p.variants) expect(v.images).toEqual([`/img/${p.style}/${v.color}.webp`]);
    const styleOf = new Map(withImages.map((p) => [p.name, p.style]));
    for (const p of withImages.slice(DEFAULT_PRODUCT_COUNT)) {
      const item = p.name.replace(/^(\S+|Silk Road) /, '');
      expect(p.style).toBe(styleOf.get(item));
    }
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

describe('REVIEW_COMMENTS', () => {
  const comments = Object.entries(REVIEW_COMMENTS).flatMap(([rating, list]) =>
    list.map((c) => ({ ...c, rating: Number(rating) })),
  );
  const languages = [...new Set(REVIEW_AUTHORS.flatMap((a) => a.languages))];

  it('are all different', () => {
    expect(new Set(comments.map((c) => c.text)).size).toBe(comments.length);
  });

  it('carry language tags their text bears out', () => {
    for (const c of comments) {
      const greeting = greetingLanguage(c.text);
      if (c.language === 'es' || c.language === 'fr' || c.language === 'hi') expect(greeting, c.text).toBe(c.language);
      else expect(greeting, c.text).toBeNull();
      if (c.language === 'ru' || c.language === 'ky')
        expect(c.text, c.text).toMatch(/^[\p{Script=Cyrillic}\p{P}\s]+$/u);
      // Letters Russian lacks: a Kyrgyz comment has them, a Russian one has not.
      if (c.language === 'ky') expect(c.text, c.text).toMatch(/[өүң]/i);
      if (c.language === 'ru') expect(c.text, c.text).not.toMatch(/[өүң]/i);
      if (c.language === 'en') expect(c.text, c.text).toMatch(/^[A-Za-z0-9 ,.'!-]+$/);
    }
  });

  it('give every author language a comment silent on fit for every rating', () => {
    for (const language of languages)
      for (const rating of [1, 2, 3, 4, 5])
        expect(
          comments.some((c) => c.language === language && c.rating === rating && c.fit === undefined),
          `${language} ${rating}`,
        ).toBe(true);
  });

  it('speak of fit only with a rating that suits it: a perfect fit is never a complaint', () => {
    for (const c of comments.filter((c) => c.fit === 'true_to_size'))
      expect(c.rating, c.text).toBeGreaterThanOrEqual(3);
  });
});

describe('planDemoReviews', () => {
  const { products } = generateDemoCatalogue({ now: NOW, count: 2000 });
  const reviews = planDemoReviews(products, REVIEW_AUTHORS, NOW);
  const commentOf = (text: string) =>
    Object.values(REVIEW_COMMENTS)
      .flat()
      .find((c) => c.text === text)!;

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

  it('writes each comment in a language of its author, under its own rating', () => {
    for (const r of reviews) {
      const comment = commentOf(r.comment);
      expect(comment, r.comment).toBeDefined();
      expect(REVIEW_AUTHORS[r.authorIndex]!.languages, r.comment).toContain(comment.language);
      expect(REVIEW_COMMENTS[r.rating as 1 | 2 | 3 | 4 | 5]).toContain(comment);
    }
    // Every author writes, and every language is written.
    expect(new Set(reviews.map((r) => r.authorIndex)).size).toBe(REVIEW_AUTHORS.length);
    expect(new Set(reviews.map((r) => commentOf(r.comment).language))).toEqual(
      new Set(REVIEW_AUTHORS.flatMap((a) => a.languages)),
    );
  });

  it('includes comments in other languages for translation', () => {
    for (const greeting of ['Hola', 'Bonjour', 'Namaste', 'नमस्ते']) {
      expect(reviews.some((r) => r.comment.includes(greeting))).toBe(true);
    }
  });

  it('answers how it fits in most reviews, with a size of the product, never against its comment', () => {
    const answered = reviews.filter((r) => r.fit !== null);
    expect(answered.length / reviews.length).toBeGreaterThan(0.7);
    expect(answered.length / reviews.length).toBeLessThan(0.9);
    for (const answer of FIT_ANSWERS) expect(answered.some((r) => r.fit === answer)).toBe(true);
    for (const r of reviews) {
      const spoken = commentOf(r.comment).fit;
      if (spoken !== undefined) expect(r.fit, r.comment).toBe(spoken);
      if (r.fit === null) expect(r.size).toBeNull();
      else expect(products[r.productIndex]!.variants.flatMap((v) => v.sizes.map((s) => s.size))).toContain(r.size);
    }
    // Most products lean one way, so their page has advice to give.
    const byProduct = new Map<number, FitCounts>();
    for (const r of answered) {
      const counts = byProduct.get(r.productIndex) ?? emptyFitCounts();
      counts[r.fit!] += 1;
      byProduct.set(r.productIndex, counts);
    }
    const advised = [...byProduct.values()].filter((counts) => fitMajority(counts)?.answer != null);
    expect(advised.length / byProduct.size).toBeGreaterThan(0.8);
  });

  it('plans nothing without authors and is deterministic', () => {
    expect(planDemoReviews(products, [], NOW)).toEqual([]);
    expect(planDemoReviews(products, REVIEW_AUTHORS, NOW)).toEqual(reviews);
  });
});
