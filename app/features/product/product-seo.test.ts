import { describe, expect, it } from 'vitest';
import type { OfferTerms } from '#app/features/seo/index.ts';
import { structuredDataProblems } from '#domain/structured-data-rules.ts';
import {
  absoluteUrl,
  bestOffer,
  metaDescription,
  productBreadcrumbJsonLd,
  productErrorMeta,
  productJsonLd,
  productMeta,
} from './product-seo';
import { size, testProduct } from './test-product';

const origin = 'https://alatoo.example';
const product = testProduct();

/** A variant of the ProductGroup, as the tests read it. */
interface Variant {
  color: string;
  size: string;
  offers: {
    price: string;
    availability: string;
    priceSpecification?: { price: string };
    shippingDetails?: Record<string, unknown>[];
    hasMerchantReturnPolicy?: Record<string, unknown>;
  };
}

/** What the loader builds from the zones (app/features/seo structured-data.server.ts): Kyrgyzstan's two methods. */
function shippingTo(method: 'standard' | 'express', name: string, price: string, days: [number, number]) {
  return {
    '@type': 'OfferShippingDetails',
    '@id': `${origin}/shipping-policy#shipping-kg-${method}`,
    shippingLabel: `Kyrgyzstan: ${name}`,
    shippingRate: { '@type': 'MonetaryAmount', value: price, currency: 'USD' },
    shippingDestination: [{ '@type': 'DefinedRegion', addressCountry: 'KG' }],
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
      transitTime: { '@type': 'QuantitativeValue', minValue: days[0], maxValue: days[1], unitCode: 'DAY' },
    },
  };
}
const TERMS: OfferTerms = {
  shipping: [shippingTo('standard', 'Standard', '5.99', [5, 7]), shippingTo('express', 'Express', '12.99', [2, 3])],
  returns: {
    '@type': 'MerchantReturnPolicy',
    '@id': `${origin}/refund-return-policy#return-policy`,
    applicableCountry: ['KG'],
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: 3,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/FreeReturn',
    merchantReturnLink: `${origin}/refund-return-policy`,
  },
};

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

  it('describes the product as a schema.org ProductGroup of its colours and sizes', () => {
    const ld = productJsonLd(product, origin, 'EUR');
    const url = `${origin}/products/${product._id}`;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Satin Slip Dress',
      productGroupID: product._id,
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
      brand: { '@type': 'Brand', name: 'ALATOO' },
      category: 'Dresses',
      url,
      image: [
        `${origin}/uploads/demo/dress-mint.webp`,
        `${origin}/uploads/demo/dress-blue.webp`,
        `${origin}/uploads/demo/dress-blue-back.webp`,
      ],
    });
    const variants = ld.hasVariant as Variant[];
    // One per colour and size: Mint XL, S, M, L and Blue S, M, XXL.
    expect(variants).toHaveLength(7);
    expect(variants[1]).toMatchObject({
      '@type': 'Product',
      sku: `${product._id}-Mint-S`,
      color: 'Mint',
      size: 'S',
      url: `${url}?color=Mint&size=S`,
      image: [`${origin}/uploads/demo/dress-mint.webp`],
      offers: {
        '@type': 'Offer',
        url: `${url}?color=Mint&size=S`,
        price: '42.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/StrikethroughPrice',
          price: '50.00',
          priceCurrency: 'EUR',
        },
      },
    });
    // Not on sale: no struck-through price; sold out says so.
    const blueS = variants.find((v) => v.color === 'Blue' && v.size === 'S')!;
    expect(blueS.offers).not.toHaveProperty('priceSpecification');
    expect(blueS.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(blueS.offers.price).toBe('50.00');

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
        fit: null,
        size: null,
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
  });

  it('writes a sale that ends with the day its price is valid until', () => {
    const ending = testProduct({
      variants: [
        {
          _id: 'v',
          color: 'Red',
          images: [],
          sizes: [{ ...size('S', 2, 80, 60), discount: { percentage: 25, expiresAt: '2026-12-31T18:00:00.000Z' } }],
        },
      ],
    });
    const [variant] = productJsonLd(ending, origin, 'USD').hasVariant as Variant[];
    expect(variant!.offers).toMatchObject({ price: '60.00', priceValidUntil: '2026-12-31' });
    expect(variant!.offers.priceSpecification!.price).toBe('80.00');
  });

  it('is one Product with one Offer when the product has no sizes', () => {
    const bare = productJsonLd(testProduct({ variants: [] }), origin, 'USD');
    expect(bare).toMatchObject({
      '@type': 'Product',
      sku: product._id,
      offers: { '@type': 'Offer', price: '99.00', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('gives every offer the shipping and the return policy, written once and referred to after', () => {
    const ld = productJsonLd(product, origin, 'USD', [], undefined, TERMS);
    const [first, second] = ld.hasVariant as Variant[];
    const shipping = first!.offers.shippingDetails!;
    expect(shipping).toHaveLength(2);
    expect(shipping[0]).toEqual({
      '@type': 'OfferShippingDetails',
      '@id': `${origin}/shipping-policy#shipping-kg-standard`,
      shippingLabel: 'Kyrgyzstan: Standard',
      shippingRate: { '@type': 'MonetaryAmount', value: '5.99', currency: 'USD' },
      shippingDestination: [{ '@type': 'DefinedRegion', addressCountry: 'KG' }],
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 5, maxValue: 7, unitCode: 'DAY' },
      },
    });
    expect(first!.offers.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      '@id': `${origin}/refund-return-policy#return-policy`,
      applicableCountry: ['KG'],
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 3,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
      merchantReturnLink: `${origin}/refund-return-policy`,
    });
    expect(second!.offers.shippingDetails).toEqual(shipping.map((s) => ({ '@id': s['@id'] })));
    expect(second!.offers.hasMerchantReturnPolicy).toEqual({ '@id': `${origin}/refund-return-policy#return-policy` });
    // Everything Google requires of a merchant listing with variants is there.
    expect(structuredDataProblems(ld)).toEqual([]);
  });

  it('writes the breadcrumb the page shows', () => {
    expect(productBreadcrumbJsonLd(product, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Products', item: `${origin}/products` },
        { '@type': 'ListItem', position: 3, name: 'Satin Slip Dress', item: `${origin}/products/${product._id}` },
      ],
    });
    const meta = productMeta(product, origin, 'USD', [], undefined, TERMS);
    const blocks = meta
      .filter((m) => 'script:ld+json' in m)
      .map((m) => (m as { 'script:ld+json': { '@type': string } })['script:ld+json']['@type']);
    expect(blocks).toEqual(['ProductGroup', 'BreadcrumbList']);
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
