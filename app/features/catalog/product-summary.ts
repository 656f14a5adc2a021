import { discountPercent, displayPrice, isInStock, lowestPriceWhenSizesDiffer } from '#domain/catalog-display.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';

export { displayPrice, totalStock } from '#domain/catalog-display.ts';

/** SPEC §2 card image: the first image of the first variant (null shows the placeholder). */
export function firstImage(product: Pick<ApiProduct, 'variants'>): string | null {
  return product.variants[0]?.images[0] ?? null;
}

/** Unique colour names in variant order. */
export function variantColors(product: ApiProduct): string[] {
  return [...new Set(product.variants.map((variant) => variant.color))];
}

/** Only what a product card shows, so list pages do not ship every variant to the browser. */
export interface ProductCardData {
  _id: string;
  name: string;
  description: string;
  image: string | null;
  price: number;
  originalPrice: number;
  /** Sizes sell at different prices: `price` is the lowest, said "from …". */
  priceFrom: boolean;
  /** The n of the '{n}% OFF' badge, or null for no badge (SPEC §4). */
  discountPercent: number | null;
  averageRating: number;
  numReviews: number;
  /** No size of any variant has stock left. */
  soldOut: boolean;
}

/** Cards clamp the description to 2 lines; longer text would only weigh on the page data. */
const DESCRIPTION_LIMIT = 220;

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LIMIT / 2)).trimEnd()}…`;
}

/** Card data at a given moment (the badge depends on which discounts are still active). */
export function productCardData(product: ApiProduct, now: Date): ProductCardData {
  const lowest = lowestPriceWhenSizesDiffer(product);
  return {
    _id: product._id,
    name: product.name,
    description: shorten(product.description.trim()),
    image: firstImage(product),
    ...(lowest ?? displayPrice(product)),
    priceFrom: lowest !== null,
    discountPercent: discountPercent(product, now),
    averageRating: product.averageRating,
    numReviews: product.numReviews,
    soldOut: !isInStock(product),
  };
}

/** Card data as of now; unary so it can be passed straight to `Array.map`. */
export function toProductCardData(product: ApiProduct): ProductCardData {
  return productCardData(product, new Date());
}
