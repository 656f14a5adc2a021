import { describe, expect, it } from 'vitest';
import { absoluteUrl, bestOffer, metaDescription, productErrorMeta, productJsonLd, productMeta } from './product-seo';
import { size, testProduct } from './test-product';

const origin = 'https://alatoo.example';
const product = testProduct();

function tag(meta: ReturnType<typeof productMeta>, key: string, value: string) {
  return meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;
}

describe('product SEO', () => {
  it('builds absolute URLs on the origin', () => {
    expect(absoluteUrl(origin, '/uploads/a.webp')).toBe('https://alatoo.example/uploads/a.webp');
    expect(absoluteUrl(origin, 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });

  it('cuts long descriptions at a word, and has a sentence for none', () => {
    const long = testProduct({ description: `${'Soft cotton jersey '.repeat(20)}end.` });
    const text = metaDescription(long);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/ (Soft|cotton|jersey)…$/);
    expect(metaDescription(testProduct({ description: '  ' }))).toBe(
      'Satin Slip Dress — Dresses from ALATOO, shipped worldwide from Kyrgyzstan.',
    );
    expect(metaDescription(testProduct({ description: 'Line one\n\nline two' }))).toBe('Line one line two');
  });

  it('offers the lowest selling price among sizes in stock', () => {
    // Mint M (42.50) is sold out; Mint S at 42.50 is in stock; Blue M at 50.
    expect(bestOffer(product)).toEqual({ price: 42.5, inStock: true });
    const soldOut = testProduct({
      variants: [{ _id: 'v', color: 'Red', images: [], sizes: [size('S', 0, 80, 70), size('M', 0, 90)] }],
    });
    expect(bestOffer(soldOut)).toEqual({ price: 70, inStock: false });
    expect(bestOffer(testProduct({ variants: [] }))).toEqual({ price: 99, inStock: false });
  });

  it('writes title, description, canonical, Open Graph and Twitter tags', () => {
    const meta = productMeta(product, origin, 'USD');
    const url = `${origin}/products/${product._id}`;
    expect(meta[0]).toEqual({ title: 'Satin Slip Dress | ALATOO' });
    expect(tag(meta, 'name', 'description')?.content).toBe('A bias-cut satin slip dress.');
    expect(tag(meta, 'rel', 'canonical')).toEqual({ tagName: 'link', rel: 'canonical', href: url });
    expect(tag(meta, 'property', 'og:type')?.content).toBe('product');
    expect(tag(meta, 'property', 'og:title')?.content).toBe('Satin Slip Dress | ALATOO');
    expect(tag(meta, 'property', 'og:url')?.content).toBe(url);
    expect(tag(meta, 'property', 'og:image')?.content).toBe(`${origin}/uploads/demo/dress-mint.webp`);
    expect(tag(meta, 'property', 'product:price:amount')?.content).toBe('42.50');
    expect(tag(meta, 'property', 'product:price:currency')?.content).toBe('USD');
    expect(tag(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(tag(meta, 'name', 'twitter:image')?.content).toBe(`${origin}/uploads/demo/dress-mint.webp`);
  });

  it('leaves image tags out for a product without pictures', () => {
    const meta = productMeta(testProduct({ variants: [] }), origin, 'USD');
    expect(tag(meta, 'property', 'og:image')).toBeUndefined();
    expect(tag(meta, 'name', 'twitter:image')).toBeUndefined();
  });

  it('describes the product as schema.org Product data', () => {
    const ld = productJsonLd(product, origin, 'EUR');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Satin Slip Dress',
      sku: product._id,
      brand: { '@type': 'Brand', name: 'ALATOO' },
      category: 'Dresses',
      image: [
        `${origin}/uploads/demo/dress-mint.webp`,
        `${origin}/uploads/demo/dress-blue.webp`,
        `${origin}/uploads/demo/dress-blue-back.webp`,
      ],
      offers: {
        '@type': 'Offer',
        price: '42.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${origin}/products/${product._id}`,
      },
    });
    expect(ld).not.toHaveProperty('aggregateRating');
    const reviewed = productJsonLd(testProduct({ numReviews: 4, averageRating: 4.25 }), origin, 'USD');
    expect(reviewed.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 4,
      bestRating: 5,
      worstRating: 1,
    });
    expect(reviewed).not.toHaveProperty('review');
    const withReviews = productJsonLd(testProduct({ numReviews: 2, averageRating: 4.5 }), origin, 'USD', [
      {
        _id: 'r1',
        name: 'Camille Dubois',
        rating: 5,
        comment: 'Bonjour ! <b>Très</b> belle qualité.',
        createdAt: '2026-03-01T10:00:00.000Z',
        userId: null,
      },
    ]);
    expect(withReviews.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Camille Dubois' },
        datePublished: '2026-03-01',
        reviewBody: 'Bonjour ! <b>Très</b> belle qualité.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
    const soldOut = productJsonLd(
      testProduct({ variants: [{ _id: 'v', color: 'Red', images: [], sizes: [size('S', 0)] }] }),
      origin,
      'USD',
    );
    expect((soldOut.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock');
  });

  it('puts the JSON-LD in the meta list for React Router to write (escaped) into the head', () => {
    const meta = productMeta(testProduct({ name: '</script><b>x' }), origin, 'USD');
    expect(meta.some((m) => 'script:ld+json' in m)).toBe(true);
  });

  it('keeps error screens out of search results', () => {
    expect(productErrorMeta('Product not found.')).toEqual([
      { title: 'Product not found | ALATOO' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});
