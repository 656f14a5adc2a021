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
import type { ApiProduct, ApiReview } from '#domain/api-answer-schemas.ts';
import { STORE_NAME } from '#domain/store.ts';

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

/** schema.org Product with one Offer; the rating and the shown reviews only once the product has reviews. */
export function productJsonLd(
  product: ApiProduct,
  origin: string,
  currency: string,
  reviews: readonly ApiReview[] = [],
  texts: MetaTexts = englishTexts(),
): Record<string, unknown> {
  const url = absoluteUrl(origin, pathInLanguage(texts.language, productPath(product._id)));
  const offer = bestOffer(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description.trim() || metaDescription(product, texts),
    image: productImages(product).map((src) => absoluteUrl(origin, src)),
    sku: product._id,
    productID: product._id,
    brand: { '@type': 'Brand', name: STORE_NAME },
    category: categoryName(texts, product.category),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: offer.price.toFixed(2),
      priceCurrency: currency,
      availability: offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
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
    { 'script:ld+json': productJsonLd(product, origin, currency, reviews, texts) },
  ];
}

/** Head tags of the product error screens: a plain title, kept out of search results. */
export function productErrorMeta(message: string, { i18n }: MetaTexts = englishTexts()): MetaDescriptor[] {
  const known = PRODUCT_TEXTS.get(message);
  const said = known ? i18n._(known) : message;
  return [{ title: `${said.replace(/\.$/, '')} | ${STORE_NAME}` }, { name: 'robots', content: 'noindex' }];
}
