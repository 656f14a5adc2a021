import { categoryBanner, isInHomeSection, type CategoryBanner, type HomeSection } from '#domain/catalog-display.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { productCardData, type ProductCardData } from '#app/features/catalog/index.ts';

/** A slider holds at most this many cards; its heading still counts every match. */
export const SLIDER_LIMIT = 12;

export interface HomeList {
  /** Every product the SPEC §4 rule selects (the heading's count). */
  total: number;
  /** The first of them, as card data, for the slider. */
  products: ProductCardData[];
}

export interface HomeContent {
  banner: CategoryBanner | null;
  featured: HomeList;
  newThisWeek: HomeList;
  collection: HomeList;
}

function list(products: ApiProduct[], now: Date, total = products.length): HomeList {
  return { total, products: products.slice(0, SLIDER_LIMIT).map((product) => productCardData(product, now)) };
}

/** Full counts of each list when `products` holds only candidates, not the whole catalogue. */
export interface HomeListTotals {
  featured: number;
  newThisWeek: number;
  collection: number;
}

/**
 * The home page's data from the catalogue (newest first) — or from the server's home
 * candidates plus their full counts — computed on the server so the browser receives card
 * data only: the banner and the three lists of SPEC §4.
 */
export function buildHomeContent(
  products: ApiProduct[],
  currency: string,
  now: Date,
  totals?: HomeListTotals,
): HomeContent {
  const inSection = (section: HomeSection) => products.filter((product) => isInHomeSection(section, product, now));
  const featured = inSection('featured');
  const newThisWeek = inSection('new-this-week');
  const collection = inSection('collection');
  return {
    banner: categoryBanner(products, currency, now),
    featured: list(featured, now, totals?.featured),
    newThisWeek: list(newThisWeek, now, totals?.newThisWeek),
    collection: list(collection, now, totals?.collection),
  };
}
