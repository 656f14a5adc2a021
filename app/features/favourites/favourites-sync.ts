/**
 * The browser's list and the account's (decision 63). On a page load, once the signed-in
 * state is known: a visitor's list stays in the browser; a shopper who signs in has the
 * visitor's list merged into the account's (the server deduplicates and bounds it), then
 * the browser keeps a copy of the result; a shopper already signed in reads the account's
 * list once per page load (it may have changed on another device); signing out forgets the
 * copy, so the next person on this browser starts with an empty list.
 */
import type { FavouritesAnswer } from '#domain/api-answer-schemas.ts';
import { FAVOURITES_LIMIT } from '#domain/favourites.ts';
import { isEntityId } from '#domain/input-checks.ts';
import { apiFetch, ApiError } from '#app/lib/api.ts';
import { favouritesNow, setFavourites } from './favourites-store';

/** The account this page load has matched the list with (undefined: not yet). */
let matchedWith: string | null | undefined;

export function syncFavourites(userId: string | null): void {
  const { owner, ids } = favouritesNow();
  if (matchedWith === userId) return;
  matchedWith = userId;
  if (userId === null) {
    setFavourites(owner === null ? { settled: true } : { owner: null, ids: [], settled: true });
    return;
  }
  setFavourites({ settled: false }, false);
  const visitorIds = owner === null ? ids.filter(isEntityId) : [];
  const answer =
    visitorIds.length > 0
      ? apiFetch<FavouritesAnswer>('/favourites/merge', { method: 'POST', body: { productIds: visitorIds } })
      : apiFetch<FavouritesAnswer>('/favourites');
  answer.then(
    ({ productIds }) => {
      if (matchedWith === userId) setFavourites({ owner: userId, ids: productIds, settled: true });
    },
    () => {
      // Offline or refused: the list shown stays as it was (a visitor's list is merged on a later load).
      if (matchedWith === userId) setFavourites({ settled: true }, false);
    },
  );
}

/** How a heart's click ended, for the message the button shows. */
export type ToggleOutcome = 'done' | 'full' | 'busy' | 'failed';

/**
 * Adds or removes a product at once on screen; for a shopper the server is asked too, and its
 * answer (the whole list) is what stays. A refusal puts the list back as it was.
 */
export async function toggleFavourite(productId: string, add: boolean, userId: string | null): Promise<ToggleOutcome> {
  const before = favouritesNow().ids;
  const held = before.includes(productId);
  if (add === held) return 'done';
  if (add && before.length >= FAVOURITES_LIMIT) return 'full';
  const optimistic = add ? [productId, ...before] : before.filter((id) => id !== productId);
  setFavourites({ ids: optimistic });
  if (userId === null) return 'done';
  try {
    const { productIds } = await apiFetch<FavouritesAnswer>(`/favourites/${productId}`, {
      method: add ? 'PUT' : 'DELETE',
    });
    if (favouritesNow().owner === userId) setFavourites({ ids: productIds });
    return 'done';
  } catch (error) {
    const now = favouritesNow().ids;
    const status = error instanceof ApiError ? error.status : 0;
    // A product deleted since is simply gone from the list; anything else is undone.
    if (status === 404) {
      setFavourites({ ids: now.filter((id) => id !== productId) });
      return 'done';
    }
    // Nothing else changed meanwhile: the list as it was, order and all.
    const undone = now === optimistic ? before : add ? now.filter((id) => id !== productId) : [productId, ...now];
    setFavourites({ ids: undone });
    return status === 409 ? 'full' : status === 429 ? 'busy' : 'failed';
  }
}
