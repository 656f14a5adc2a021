import { useEffect, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { AuthUser } from '#domain/api-answer-schemas.ts';
import { apiFetch, ApiError } from '#app/lib/api.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { clearAuth, getStoredUser, getToken, subscribeToAuth } from './auth-storage';

/** The part of the root loader's data this feature reads. */
type RootAuthData = { user?: AuthUser | null; userKnown?: boolean } | undefined;

// One check per page load is enough; see the effect below.
let staleTokenChecked = false;

/**
 * The signed-in user. A page rendered for one request uses the root loader's user (read
 * from the token cookie and verified on the server) for the server render and hydration,
 * so its first paint is right. A page kept for every reader (decision 54) was rendered
 * knowing no one: until hydration `known` is false and the user null, and personal parts
 * show a neutral placeholder. After hydration the browser's stored state rules, refreshed
 * on `authChange` and `storage` events.
 */
export function useAuth(): { user: AuthUser | null; isAuthenticated: boolean; known: boolean } {
  const root = useRouteLoaderData<RootAuthData>('root');
  const serverUser = root?.user ?? null;
  const user = useSyncExternalStore(subscribeToAuth, getStoredUser, () => serverUser);
  const known = useHydrated() || root?.userKnown !== false;

  useEffect(() => {
    // The server said signed out (or, in a page kept for every reader, said nothing), yet
    // a token is stored: it may have been revoked (a password reset, a logout elsewhere) —
    // or set after this page loaded. Ask once per page load.
    if (serverUser || staleTokenChecked) return;
    const token = getToken();
    if (!token) return;
    staleTokenChecked = true;
    apiFetch('/auth/me').catch((error: unknown) => {
      // Only a 401 says the token is dead; offline or a server failure keeps the state,
      // and the next page load asks again.
      if (error instanceof ApiError && error.status === 401 && getToken() === token) clearAuth();
    });
  }, [serverUser]);

  return { user, isAuthenticated: user !== null, known };
}
