/**
 * How the storefront shows products (SPEC §4): the price and discount badge of a card,
 * the category-discount banner, the home page lists and the star rating. Pure rules on
 * the API product shape; every time-dependent rule takes `now`.
 */
import { expiresInFuture } from './expiry';
import { formatMoney, toCents } from './money';

const MINUTE = 60_000;
/** SPEC §9: "new this week" is a 7-day window, 10080 minutes. */
export const NEW_THIS_WEEK_MINUTES = 7 * 24 * 60;

/** The parts of a size these rules read; `discountedPrice` may be missing in older data. */
export interface DisplaySize {
  price: number;
  discountedPrice?: number | null;
  stock: number;
  discount?: { percentage: number; expiresAt: string | null } | null;
}

export interface DisplayProduct {
  price: number;
  isFeatured: boolean;
  createdAt: string;
  category: string;
  categoryDiscount?: { percentage: number; flatAmount: number; expiresAt: string | null } | null;
  variants: ReadonlyArray<{ sizes: readonly DisplaySize[] }>;
}

/** SPEC §4: active only with an expiresAt in the future (an unparsable date is not one). */
export function isActiveUntil(expiresAt: string | null | undefined, now: Date): boolean {
  return expiresInFuture(expiresAt, now);
}

function firstSize(product: Pick<DisplayProduct, 'variants'>): DisplaySize | undefined {
  return product.variants[0]?.sizes[0];
}

/**
 * SPEC §4 price shown per product: the first size of the first variant, its
 * discountedPrice if present, else its price; the product price when there is no size.
 * `originalPrice` is what a lower price is struck through against.
 */
export function displayPrice(product: Pick<DisplayProduct, 'price' | 'variants'>): {
  price: number;
  originalPrice: number;
} {
  const size = firstSize(product);
  if (!size) return { price: product.price, originalPrice: product.price };
  return { price: size.discountedPrice ?? size.price, originalPrice: size.price };
}

/**
 * The card's price when the product's sizes sell at different prices: the lowest, which a
 * card says as "from …" (null when every size sells at one price, and the card says the
 * SPEC §4 price). A listing's price filter matches a product by any one of its sizes, so a
 * card under "up to $50" may be there for its $45 size while its first size costs $80: the
 * card then says "from $45", the price the filter found.
 */
export function lowestPriceWhenSizesDiffer(
  product: Pick<DisplayProduct, 'variants'>,
): { price: number; originalPrice: number } | null {
  let lowest: DisplaySize | undefined;
  let differ = false;
  const selling = (size: DisplaySize) => size.discountedPrice ?? size.price;
  for (const variant of product.variants) {
    for (const size of variant.sizes) {
      if (lowest && selling(size) !== selling(lowest)) differ = true;
      if (!lowest || selling(size) < selling(lowest)) lowest = size;
    }
  }
  return differ && lowest ? { price: selling(lowest), originalPrice: lowest.price } : null;
}

/**
 * SPEC §4 badge, as the n of '{n}% OFF': the discount the shopper really gets on the first
 * size (decision 0019). That is the size's own percentage while it is active and is the
 * price charged; when a larger category discount wins (DESIGN "Discounts": the lowest
 * price, never stacked) it is the rounded saving of discountedPrice against price — a
 * jacket under a 20 % category discount shows 20 %, not its size's own 15 %.
 * Null when there is nothing to show (a saving that rounds to 0% included).
 */
export function discountPercent(product: Pick<DisplayProduct, 'variants'>, now: Date): number | null {
  const size = firstSize(product);
  if (!size) return null;
  const discounted = size.discountedPrice;
  if (discounted == null || size.price <= 0 || !(discounted < size.price)) return null;
  const own = size.discount;
  if (own && own.percentage > 0 && isActiveUntil(own.expiresAt, now)) {
    const priceCents = toCents(size.price);
    if (Math.round((priceCents * (100 - Math.min(own.percentage, 100))) / 100) === toCents(discounted))
      return own.percentage;
  }
  const computed = Math.round((1 - discounted / size.price) * 100);
  return computed > 0 ? computed : null;
}

export function discountBadgeText(percent: number): string {
  return `${percent}% OFF`;
}

export interface CategoryBanner {
  category: string;
  text: string;
}

/**
 * SPEC §4 banner: among products with an active category discount, the highest
 * percentage wins; a flat amount (the largest) is used only when no category has an
 * active percentage. Ties keep the first product in the given order. Amounts are
 * formatted in the store currency.
 */
export function categoryBanner(
  products: ReadonlyArray<Pick<DisplayProduct, 'category' | 'categoryDiscount'>>,
  currency: string,
  now: Date,
): CategoryBanner | null {
  let byPercentage: { category: string; percentage: number } | null = null;
  let byFlat: { category: string; amount: number } | null = null;
  for (const product of products) {
    const discount = product.categoryDiscount;
    if (!discount || !isActiveUntil(discount.expiresAt, now)) continue;
    if (discount.percentage > 0 && (!byPercentage || discount.percentage > byPercentage.percentage)) {
      byPercentage = { category: product.category, percentage: discount.percentage };
    }
    if (discount.flatAmount > 0 && (!byFlat || discount.flatAmount > byFlat.amount)) {
      byFlat = { category: product.category, amount: discount.flatAmount };
    }
  }
  if (byPercentage) {
    return {
      category: byPercentage.category,
      text: `LIMITED TIME: GET ${byPercentage.percentage}% OFF ON ALL ${byPercentage.category.toUpperCase()}!`,
    };
  }
  if (byFlat) {
    return {
      category: byFlat.category,
      text: `LIMITED TIME: GET ${formatMoney(toCents(byFlat.amount), currency)} OFF ON ALL ${byFlat.category.toUpperCase()}!`,
    };
  }
  return null;
}

/** Units in stock over every size of every variant (negative stock counts as none). */
export function totalStock(product: Pick<DisplayProduct, 'variants'>): number {
  let sum = 0;
  for (const variant of product.variants) for (const size of variant.sizes) sum += Math.max(0, size.stock);
  return sum;
}

/** The mark of a product with no stock left in any size: its card, search result and page. */
export const SOLD_OUT_TEXT = 'Sold out';

export function isInStock(product: Pick<DisplayProduct, 'variants'>): boolean {
  return totalStock(product) > 0;
}

/** SPEC §4 Featured: flagged as featured and with stock left in some size. */
export function isFeaturedForHome(product: Pick<DisplayProduct, 'isFeatured' | 'variants'>): boolean {
  return product.isFeatured && isInStock(product);
}

/** SPEC §4 New this week: created within the last 10080 minutes (not in the future) and in stock. */
export function isNewThisWeek(product: Pick<DisplayProduct, 'createdAt' | 'variants'>, now: Date): boolean {
  const created = Date.parse(product.createdAt);
  if (Number.isNaN(created)) return false;
  const ageMinutes = (now.getTime() - created) / MINUTE;
  return ageMinutes >= 0 && ageMinutes <= NEW_THIS_WEEK_MINUTES && isInStock(product);
}

/** The calendar years of the home collection (SPEC §9), in UTC so server and browser agree. */
export function collectionYears(now: Date): { previousYear: number; currentYear: number } {
  const currentYear = now.getUTCFullYear();
  return { previousYear: currentYear - 1, currentYear };
}

/** SPEC §4 Collection: created in the current or previous calendar year and in stock. */
export function isInCollection(product: Pick<DisplayProduct, 'createdAt' | 'variants'>, now: Date): boolean {
  const created = new Date(product.createdAt);
  if (Number.isNaN(created.getTime())) return false;
  const { previousYear, currentYear } = collectionYears(now);
  const year = created.getUTCFullYear();
  return (year === previousYear || year === currentYear) && isInStock(product);
}

/**
 * The home page's three lists as a listing filter (`/products?section=featured`), so a
 * section's "View All" shows exactly the products its heading counts.
 */
export const HOME_SECTIONS = ['featured', 'new-this-week', 'collection'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export function isHomeSection(value: unknown): value is HomeSection {
  return typeof value === 'string' && (HOME_SECTIONS as readonly string[]).includes(value);
}

/** SPEC §4 "Home lists": whether a product belongs to the given list at `now`. */
export function isInHomeSection(
  section: HomeSection,
  product: Pick<DisplayProduct, 'isFeatured' | 'createdAt' | 'variants'>,
  now: Date,
): boolean {
  switch (section) {
    case 'featured':
      return isFeaturedForHome(product);
    case 'new-this-week':
      return isNewThisWeek(product, now);
    case 'collection':
      return isInCollection(product, now);
  }
}

/** A list's name as its home heading gives it (without the count). */
export function homeSectionTitle(section: HomeSection, now: Date): string {
  switch (section) {
    case 'featured':
      return 'Featured';
    case 'new-this-week':
      return 'New This Week';
    case 'collection': {
      const { previousYear, currentYear } = collectionYears(now);
      return `Collections ${previousYear}-${currentYear}`;
    }
  }
}

export interface StarBreakdown {
  full: number;
  half: number;
  empty: number;
}

/** SPEC §9: five stars for a 1–5 average, with a half star at a fraction of 0.5 or more. */
export function starBreakdown(averageRating: number): StarBreakdown {
  const rating = Number.isFinite(averageRating) ? Math.min(Math.max(averageRating, 0), 5) : 0;
  const full = Math.floor(rating);
  const half = rating - full >= 0.5 ? 1 : 0;
  return { full, half, empty: 5 - full - half };
}
