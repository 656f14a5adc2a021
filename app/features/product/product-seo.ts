/**
 * What search engines and link previews read about a product page: title, description,
 * canonical address, Open Graph and Twitter card tags, and schema.org Product data.
 * URLs are absolute (crawlers and chat apps need them), built on the request's origin.
 */
import { ENGLISH_I18N, type I18n } from '#app/lib/i18n-runtime.tsx';
import { msg } from '@lingui/core/macro';
import type { MetaDescriptor } from 'react-router';
import { categoryNameIn } from '#app/features/i18n/index.ts';
import { DEFAULT_LANGUAGE, type Language, pathInLanguage } from '#domain/languages.ts';
import { PRODUCT_TEXTS } from './product-texts';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '#domain/images.ts';
import type { ApiProduct, ApiReview, ApiSize } from '#domain/api-answer-schemas.ts';
import { STORE_NAME } from '#domain/store.ts';
import { breadcrumbJsonLd, type JsonLd, type OfferTerms, ref } from '#app/features/seo/index.ts';
import { selectionQuery } from './product-options';

/** Search result snippets show about this many characters. */
const DESCRIPTION_LIMIT = 160;

/** The page's language and its texts, as the route's meta has them (English when not given). */
export interface MetaTexts {
  language: Language;
  i18n: I18n;
  /** The page's category names, by category key (the storefront layout's; none in English). */
  categoryNames?: Readonly<Record<string, string>>;
}

function englishTexts(): MetaTexts {
  return {
    language: DEFAULT_LANGUAGE,
    i18n: ENGLISH_I18N,
  };
}

/** A category's name in the page's language, or as it was written when the owner gave none. */
function categoryName(texts: MetaTexts, category: string): string {
  return categoryNameIn(texts.categoryNames ?? {}, category);
}

export function absoluteUrl(origin: string, path: string): string {
  try {
    return new URL(path, origin).href;
  } catch {
    return path;
  }
}

export function productPath(productId: string): string {
  return `/products/${encodeURIComponent(productId)}`;
}

export function productTitle(name: string): string {
  return `${name} | ${STORE_NAME}`;
}

/** The description on one line, cut at a word near 160 characters; a plain sentence when there is none. */
export function metaDescription(
  product: Pick<ApiProduct, 'name' | 'category' | 'description'>,
  texts: MetaTexts = englishTexts(),
): string {
  const { i18n } = texts;
  const text = product.description.replace(/\s+/g, ' ').trim();
  if (!text) {
    const name = product.name;
    const category = categoryName(texts, product.category);
    return i18n._(msg`${name} — ${category} from ${STORE_NAME}, shipped worldwide from Kyrgyzstan.`);
  }
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LIMIT / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export interface Offer {
  /** The lowest selling price among sizes in stock (among all sizes when none is). */
  price: number;
  inStock: boolean;
}

export function bestOffer(product: Pick<ApiProduct, 'price' | 'variants'>): Offer {
  const sizes = product.variants.flatMap((variant) => variant.sizes);
  const inStock = sizes.filter((size) => size.stock > 0);
  const pool = inStock.length > 0 ? inStock : sizes;
  if (pool.length === 0) return { price: product.price, inStock: false };
  return { price: Math.min(...pool.map((size) => size.discountedPrice ?? size.price)), inStock: inStock.length > 0 };
}

/** Every product picture once, in variant order. */
export function productImages(product: Pick<ApiProduct, 'variants'>): string[] {
  return [...new Set(product.variants.flatMap((variant) => variant.images))];
}

/** schema.org Review of one customer review (the page's first page of them goes into the Product). */
export function reviewJsonLd(review: ApiReview): Record<string, unknown> {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.name },
    datePublished: review.createdAt.slice(0, 10),
    reviewBody: review.comment,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

const NO_TERMS: OfferTerms = { shipping: [], returns: null };

/** A size's offer: its selling price, and the price before a sale as the struck-through one. */
function sizeOffer(size: ApiSize, url: string, currency: string, shared: OfferTerms): JsonLd {
  const onSale = size.discountedPrice < size.price;
  return {
    '@type': 'Offer',
    url,
    price: size.discountedPrice.toFixed(2),
    priceCurrency: currency,
    ...(onSale
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: size.price.toFixed(2),
            priceCurrency: currency,
          },
          ...(size.discount.expiresAt ? { priceValidUntil: size.discount.expiresAt.slice(0, 10) } : {}),
        }
      : {}),
    availability: size.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    ...(shared.shipping.length > 0 ? { shippingDetails: shared.shipping } : {}),
    ...(shared.returns ? { hasMerchantReturnPolicy: shared.returns } : {}),
  };
}

/**
 * schema.org data of a product page, as Google documents it for apparel sold in sizes and
 * colours: a ProductGroup whose variants (one Product per colour and size, each with its own
 * address `?color=&size=` and Offer) carry price, sale, stock, shipping and returns. The
 * shipping and return details (`full`, built by the loader from the zones) are written out
 * in the first offer and referred to by `@id` in the others. A product without variants is one Product with one Offer.
 */
export function productJsonLd(
  product: ApiProduct,
  origin: string,
  currency: string,
  reviews: readonly ApiReview[] = [],
  texts: MetaTexts = englishTexts(),
  full: OfferTerms = NO_TERMS,
): Record<string, unknown> {
  const url = absoluteUrl(origin, pathInLanguage(texts.language, productPath(product._id)));
  const refs = { shipping: full.shipping.map(ref), returns: full.returns && ref(full.returns) };
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    description: product.description.trim() || metaDescription(product, texts),
    image: productImages(product).map((src) => absoluteUrl(origin, src)),
    brand: { '@type': 'Brand', name: STORE_NAME },
    category: categoryName(texts, product.category),
    url,
    ...(product.numReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.averageRating * 10) / 10,
            reviewCount: product.numReviews,
            bestRating: 5,
            worstRating: 1,
          },
          ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
        }
      : {}),
  };
  const variants = product.variants.flatMap((variant) => variant.sizes.map((size) => ({ variant, size })));
  if (variants.length === 0) {
    return {
      ...common,
      '@type': 'Product',
      sku: product._id,
      productID: product._id,
      offers: sizeOffer(
        {
          size: '',
          price: product.price,
          discountedPrice: product.price,
          stock: 0,
          discount: { percentage: 0, expiresAt: null },
        },
        url,
        currency,
        full,
      ),
    };
  }
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: product._id,
    variesBy: ['https://schema.org/color', 'https://schema.org/size'],
    hasVariant: variants.map(({ variant, size }, index) => {
      const variantUrl = `${url}${selectionQuery('', { color: variant.color, size: size.size })}`;
      const images = variant.images.length > 0 ? variant.images : productImages(product);
      return {
        '@type': 'Product',
        sku: `${product._id}-${variant.color}-${size.size}`,
        name: `${product.name} (${variant.color}, ${size.size})`,
        color: variant.color,
        size: size.size,
        ...(images.length > 0 ? { image: images.map((src) => absoluteUrl(origin, src)) } : {}),
        url: variantUrl,
        offers: sizeOffer(size, variantUrl, currency, index === 0 ? full : refs),
      };
    }),
  };
}

/**
 * All head tags of a product page. React Router writes the JSON-LD into a
 * <script type="application/ld+json"> with `<`, `>` and `&` escaped, so a product text
 * can never close the tag; the page's script nonce does not apply to data blocks.
 */
export function productMeta(
  product: ApiProduct,
  origin: string,
  currency: string,
  reviews: readonly ApiReview[] = [],
  texts: MetaTexts = englishTexts(),
  terms: OfferTerms = NO_TERMS,
): MetaDescriptor[] {
  const title = productTitle(product.name);
  const description = metaDescription(product, texts);
  const url = absoluteUrl(origin, pathInLanguage(texts.language, productPath(product._id)));
  const offer = bestOffer(product);
  const image = productImages(product)[0];
  const imageUrl = image ? absoluteUrl(origin, image) : null;
  const imageAlt = `${product.name} — ${categoryName(texts, product.category)}`;

  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: STORE_NAME },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(imageUrl
      ? [
          { property: 'og:image', content: imageUrl },
          { property: 'og:image:width', content: String(PRODUCT_IMAGE_WIDTH) },
          { property: 'og:image:height', content: String(PRODUCT_IMAGE_HEIGHT) },
          { property: 'og:image:alt', content: imageAlt },
        ]
      : []),
    { property: 'product:price:amount', content: offer.price.toFixed(2) },
    { property: 'product:price:currency', content: currency },
    { property: 'product:availability', content: offer.inStock ? 'in stock' : 'out of stock' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(imageUrl
      ? [
          { name: 'twitter:image', content: imageUrl },
          { name: 'twitter:image:alt', content: imageAlt },
        ]
      : []),
    { 'script:ld+json': productJsonLd(product, origin, currency, reviews, texts, terms) },
    { 'script:ld+json': productBreadcrumbJsonLd(product, origin, texts) },
  ];
}

/** The page's breadcrumb (Home / Products / the product), as the page shows it, in its language. */
export function productBreadcrumbJsonLd(
  product: Pick<ApiProduct, '_id' | 'name'>,
  origin: string,
  texts: MetaTexts = englishTexts(),
): JsonLd {
  const { language, i18n } = texts;
  return breadcrumbJsonLd([
    { name: i18n._(msg`Home`), url: absoluteUrl(origin, pathInLanguage(language, '/')) },
    { name: i18n._(msg`Products`), url: absoluteUrl(origin, pathInLanguage(language, '/products')) },
    { name: product.name, url: absoluteUrl(origin, pathInLanguage(language, productPath(product._id))) },
  ]);
}

/** Head tags of the product error screens: a plain title, kept out of search results. */
export function productErrorMeta(message: string, { i18n }: MetaTexts = englishTexts()): MetaDescriptor[] {
  const known = PRODUCT_TEXTS.get(message);
  const said = known ? i18n._(known) : message;
  return [{ title: `${said.replace(/\.$/, '')} | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];
}
