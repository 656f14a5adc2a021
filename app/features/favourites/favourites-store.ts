/**
 * The favourites the browser shows (decision 63): a few lines over React's
 * `useSyncExternalStore`, like the cart's store, kept in local storage under 'favourites'.
 * For a visitor it is their list; for a signed-in shopper a copy of the account's list,
 * marked with the account it belongs to, so a sign-in elsewhere on this browser never shows
 * (or merges) someone else's.
 */
import { useSyncExternalStore } from 'react';
import { readStoredJson, writeStoredJson } from '#app/lib/browser-storage.ts';
import { cleanFavouriteIds, FAVOURITES_STORAGE_KEY } from '#domain/favourites.ts';

export interface FavouritesState {
  /** The account the list is a copy of; null: a visitor's own list. */
  owner: string | null;
  /** Product ids, newest first. */
  ids: readonly string[];
  /** The list can be shown as it is: read from storage, and for a shopper checked with the server this page load. */
  settled: boolean;
}

const serverState: FavouritesState = { owner: null, ids: [], settled: false };
let state = serverState;
let hydrated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readStored(): Pick<FavouritesState, 'owner' | 'ids'> {
  const stored = readStoredJson(FAVOURITES_STORAGE_KEY) as { owner?: unknown; ids?: unknown } | null;
  return {
    owner: typeof stored?.owner === 'string' ? stored.owner : null,
    ids: cleanFavouriteIds(stored?.ids),
  };
}

/** Shows the change to every reader; written to storage unless it was just read from there. */
export function setFavourites(change: Partial<FavouritesState>, persist = true): void {
  const next = { ...state, ...change };
  state = next;
  if (persist) writeStoredJson(FAVOURITES_STORAGE_KEY, { owner: next.owner, ids: next.ids });
  for (const listener of listeners) listener();
}

/** Reads the stored list once per page load, and again whenever another tab writes it. */
export function hydrateFavourites(): void {
  if (typeof window === 'undefined' || hydrated) return;
  hydrated = true;
  setFavourites(readStored(), false);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === FAVOURITES_STORAGE_KEY) setFavourites(readStored(), false);
  });
}

export function favouritesNow(): FavouritesState {
  hydrateFavourites();
  return state;
}

/** What a component shows of the list; the server and the hydrating render see the empty list. */
export function useFavourites<T>(select: (state: FavouritesState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(serverState),
  );
}

/** Drops products that no longer exist from the list shown (the server has dropped them already). */
export function forgetFavourites(gone: readonly string[]): void {
  if (gone.length === 0) return;
  const { ids } = favouritesNow();
  setFavourites({ ids: ids.filter((id) => !gone.includes(id)) });
}
