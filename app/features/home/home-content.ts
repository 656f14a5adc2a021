import {
  categoryBanner,
  isFeaturedForHome,
  isInCollection,
  isNewThisWeek,
  type CategoryBanner,
} from '../../../domain/catalog-display';
import type { ApiProduct } from '../../../domain/product';
import { productCardData, type ProductCardData } from '../catalog/product-summary';

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

function list(products: ApiProduct[], now: Date): HomeList {
  return { total: products.length, products: products.slice(0, SLIDER_LIMIT).map((product) => productCardData(product, now)) };
}

/**
 * The home page's data from the whole catalogue (newest first), computed on the server so
 * the browser receives card data only: the banner and the three lists of SPEC §4.
 */
export function buildHomeContent(products: ApiProduct[], currency: string, now: Date): HomeContent {
  return {
    banner: categoryBanner(products, currency, now),
    featured: list(products.filter(isFeaturedForHome), now),
    newThisWeek: list(
      products.filter((product) => isNewThisWeek(product, now)),
      now,
    ),
    collection: list(
      products.filter((product) => isInCollection(product, now)),
      now,
    ),
  };
}
