import { useEffect } from 'react';
import { useAuth } from '#app/features/auth/index.ts';
import { hydrateFavourites } from './favourites-store';
import { syncFavourites } from './favourites-sync';

/**
 * Reads the stored list after hydration and, once the signed-in state is known, matches it
 * with the account's (favourites-sync.ts). Answers the signed-in shopper's id, or null.
 */
export function useFavouritesSync(): string | null {
  const { user, known } = useAuth();
  const userId = user?._id ?? null;
  useEffect(() => {
    hydrateFavourites();
    if (known) syncFavourites(userId);
  }, [known, userId]);
  return userId;
}
