/**
 * Product feeds for shopping catalogues (decision 69): Google Merchant Center's product data
 * and Meta's catalogue read one item per colour and size of a product, grouped by product.
 * These are the item's facts, worked out from a product as the catalogue answers it (its
 * sizes' discounted prices already follow domain/discounts.ts); the feeds' files
 * (server/services/feeds/) only write them down in their two formats.
 */
import { z } from 'zod';
import type { ApiProduct, ApiSize, ApiVariant } from './api-answer-schemas.ts';
import { discountedPriceCents } from './discounts.ts';
import { LANGUAGES, pathInLanguage, type Language } from './languages.ts';
import { fromCents, toCents } from './money.ts';
import { ORDER_PROCESSING_DAYS, type ShippingZoneOffer } from './shipping.ts';
import { STORE_NAME } from './store.ts';

/** Where the feeds are served; robots.txt names them too. */
export const FEED_PATHS = { google: '/feeds/google.xml', meta: '/feeds/meta.csv' } as const;

/** `?lang=ru`: the feed's texts and links in one of the storefront's languages; English by default. */
export const feedQuerySchema = z.object({ lang: z.optional(z.enum(LANGUAGES)) });

/** Google's limits on an item's texts (its product data specification). */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;
const ID_MAX = 50;
/** Google reads at most 10 additional images, Meta 20: the smaller for both. */
const ADDITIONAL_IMAGES_MAX = 10;
/** Google reads at most 100 shipping entries per item. */
const SHIPPING_MAX = 100;

export type FeedAvailability = 'in_stock' | 'out_of_stock';

/** One shipping option: Google's `g:shipping` country, service and price, with its days. */
export interface FeedShipping {
  country: string;
  service: string;
  price: string;
  minHandlingDays: number;
  maxHandlingDays: number;
  minTransitDays: number;
  maxTransitDays: number;
}

/** One colour and size of a product, as both feeds state it. */
export interface FeedItem {
  id: string;
  itemGroupId: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  availability: FeedAvailability;
  /** "49.99 USD" */
  price: string;
  /** Only while a discount lowers the price, with the interval it holds for. */
  sale: { price: string; effectiveDate: string } | null;
  brand: string;
  condition: 'new';
  color: string;
  size: string;
  productType: string;
}

/** What every item of one feed shares. */
export interface FeedContext {
  /** The store's public origin, without a trailing slash. */
  origin: string;
  currency: string;
  language: Language;
  /** The category's name in the feed's language, when the owner gave one. */
  categoryName: (category: string) => string;
  shipping: readonly FeedShipping[];
  now: Date;
}

/** "49.99 USD", as both feeds write an amount. */
export function feedPrice(cents: number, currency: string): string {
  return `${fromCents(cents).toFixed(2)} ${currency}`;
}

/**
 * The shipping every item states: each method of each zone that names its countries, for
 * each of those countries. The rest of the world names none (it is every other country):
 * listing each would be some two hundred entries per item, past Google's limit, so it is
 * left to the account's shipping settings (decision 69).
 */
export function feedShipping(zones: readonly ShippingZoneOffer[], currency: string): FeedShipping[] {
  return zones
    .filter((zone) => !zone.restOfWorld)
    .flatMap((zone) =>
      zone.countries.flatMap((country) =>
        zone.methods.map((method) => ({
          country,
          service: `${zone.name} ${method.name}`,
          price: feedPrice(method.priceCents, currency),
          minHandlingDays: ORDER_PROCESSING_DAYS.min,
          maxHandlingDays: ORDER_PROCESSING_DAYS.max,
          minTransitDays: method.minDays,
          maxTransitDays: method.maxDays,
        })),
      ),
    )
    .slice(0, SHIPPING_MAX);
}

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

/** A short, stable tag for a size name that cannot go into an id as it is. */
function sizeTag(size: string): string {
  let hash = 0x811c9dc5;
  for (const char of size) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * Unique per colour and size, the same in every feed and at every fetch (the catalogues
 * keep an item's history by it): the variant's id and the size's name, or a tag of the
 * name when it has other characters or would pass Google's 50.
 */
export function feedItemId(variantId: string, size: string): string {
  const plain = `${variantId}-${size}`;
  return /^[A-Za-z0-9._]+$/.test(size) && plain.length <= ID_MAX ? plain : `${variantId}-${sizeTag(size)}`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The sale a size is in, if any: its discounted price (already the lowest of its own and its
 * category's active discounts) and until when that price holds — the later end of the
 * discounts that give it. The interval starts when the product was added, a moment that stays
 * the same at every fetch, so an unchanged catalogue gives the same feed (and ETag).
 */
function saleOf(product: ApiProduct, size: ApiSize, context: FeedContext): FeedItem['sale'] {
  const priceCents = toCents(size.price);
  const saleCents = toCents(size.discountedPrice);
  if (saleCents >= priceCents) return null;
  const date = (iso: string | null) => (iso === null ? null : new Date(iso));
  const own = { percentage: size.discount.percentage, expiresAt: date(size.discount.expiresAt) };
  const category = {
    percentage: product.categoryDiscount.percentage,
    flatAmountCents: toCents(product.categoryDiscount.flatAmount),
    expiresAt: date(product.categoryDiscount.expiresAt),
  };
  const ends = [
    discountedPriceCents(priceCents, own, null, context.now) === saleCents ? own.expiresAt : null,
    discountedPriceCents(priceCents, null, category, context.now) === saleCents ? category.expiresAt : null,
  ].filter((end): end is Date => end !== null);
  // A discount is active only with an end date (SPEC §4), so a sale price always has one.
  if (ends.length === 0) return null;
  const end = new Date(Math.max(...ends.map((e) => e.getTime())));
  return {
    price: feedPrice(saleCents, context.currency),
    effectiveDate: `${new Date(product.createdAt).toISOString()}/${end.toISOString()}`,
  };
}

function itemOf(product: ApiProduct, variant: ApiVariant, size: ApiSize, images: string[], context: FeedContext) {
  const query = new URLSearchParams({ color: variant.color, size: size.size });
  const path = pathInLanguage(context.language, `/products/${encodeURIComponent(product._id)}`);
  return {
    id: feedItemId(variant._id, size.size),
    itemGroupId: product._id,
    title: clip(`${product.name}, ${variant.color}, ${size.size}`, TITLE_MAX),
    description: clip(product.description.trim() || product.name, DESCRIPTION_MAX),
    link: `${context.origin}${path}?${query.toString()}`,
    imageLink: images[0]!,
    additionalImageLinks: images.slice(1, 1 + ADDITIONAL_IMAGES_MAX),
    availability: size.stock > 0 ? 'in_stock' : 'out_of_stock',
    price: feedPrice(toCents(size.price), context.currency),
    sale: saleOf(product, size, context),
    brand: STORE_NAME,
    condition: 'new',
    color: variant.color,
    size: size.size,
    productType: context.categoryName(product.category),
  } satisfies FeedItem;
}

/**
 * A product's items: one per colour and size. A colour without pictures shows the
 * product's first one (the page shows it too); a product with no picture at all has no
 * items, as both catalogues refuse an item without an image.
 */
export function feedItems(product: ApiProduct, context: FeedContext): FeedItem[] {
  const fallback = product.variants.find((v) => v.images.length > 0)?.images ?? [];
  return product.variants.flatMap((variant) => {
    const images = (variant.images.length > 0 ? variant.images : fallback).map((url) => absolute(context.origin, url));
    if (images.length === 0) return [];
    return variant.sizes.map((size) => itemOf(product, variant, size, images, context));
  });
}
