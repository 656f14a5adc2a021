import { useEffect, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { AuthUser } from '#domain/api-answer-schemas.ts';
import { apiFetch, ApiError } from '#app/lib/api.ts';
import { clearAuth, getStoredUser, getToken, subscribeToAuth } from './auth-storage';

/** The part of the root loader's data this feature reads. */
type RootAuthData = { user?: AuthUser | null } | undefined;

// One check per page load is enough; see the effect below.
let staleTokenChecked = false;

/**
 * The signed-in user. The server render and hydration use the root loader's user (read
 * from the token cookie and verified on the server), so the first paint is right; after
 * that the browser's stored state rules, refreshed on `authChange` and `storage` events.
 */
export function useAuth(): { user: AuthUser | null; isAuthenticated: boolean } {
  const serverUser = useRouteLoaderData<RootAuthData>('root')?.user ?? null;
  const user = useSyncExternalStore(subscribeToAuth, getStoredUser, () => serverUser);

  useEffect(() => {
    // The server said signed out, yet a token is stored: it may have been revoked (a
    // password reset, a logout elsewhere) — or set after this page loaded. Ask once.
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

  return { user, isAuthenticated: user !== null };
}
