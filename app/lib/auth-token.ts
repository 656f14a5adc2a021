/**
 * The signed-in shopper's token as the browser keeps it (SPEC §3/§6/§9): in local storage
 * and in the `token` cookie. Here, not in the auth feature, because the API client sends it
 * with every call; the auth feature writes and clears it (features/auth/auth-storage).
 */
import { readCookie, TOKEN_COOKIE } from '#domain/session-cookies.ts';
import { localStore } from './browser-storage';

export const TOKEN_STORAGE_KEY = 'token';

function storedToken(): string | null {
  try {
    return localStore()?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be refused (privacy modes, blocked site data): the cookie still works.
    return null;
  }
}

/** SPEC §6: local storage first, then the cookie; null on the server. */
export function getToken(): string | null {
  if (typeof window === 'undefined') return null;
  return storedToken() || readCookie(document.cookie, TOKEN_COOKIE) || null;
}
