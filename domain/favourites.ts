/**
 * Favourites as the server and the storefront share them (decision 63): the list's bound,
 * the browser's storage key and the API's texts. Free of zod on purpose: the storefront's
 * hearts import it; the input schema is domain/favourites-input.ts.
 */

/** A shopper keeps at most this many favourites; adding past it is refused with FAVOURITES_TEXT.full. */
export const FAVOURITES_LIMIT = 200;

/** Where the browser keeps the list: a visitor's own, or a copy of the signed-in shopper's. */
export const FAVOURITES_STORAGE_KEY = 'favourites';

export const FAVOURITES_TEXT = {
  full: `Your favourites are full (${FAVOURITES_LIMIT} products). Remove one to add another.`,
  productNotFound: 'Product not found.',
  tooMany: 'You have changed your favourites many times in a short time. Please try again in a minute.',
  removed: 'Removed from favourites.',
} as const;

/**
 * The ids kept in the browser, newest first: strings only, no repeats, at most the limit.
 * Anything else in storage (an old shape, a hand edit) is read as far as it makes sense.
 */
export function cleanFavouriteIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64);
  return [...new Set(ids)].slice(0, FAVOURITES_LIMIT);
}
