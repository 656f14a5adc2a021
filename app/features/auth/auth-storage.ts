/**
 * The browser's signed-in state (SPEC §3/§4/§9): token and user in local storage and in
 * the `token` / `user` cookies, so server renders see it too. Every change fires
 * `authChange` on window; other tabs hear about it through the `storage` event.
 */
import type { AuthUser } from '#domain/api-answer-schemas.ts';
import { getToken, TOKEN_STORAGE_KEY } from '#app/lib/auth-token.ts';
import { authCookie, readCookie, TOKEN_COOKIE, USER_COOKIE } from './cookies';

export { getToken, TOKEN_STORAGE_KEY };
export const AUTH_CHANGE_EVENT = 'authChange';
export const USER_STORAGE_KEY = 'user';

const inBrowser = () => typeof window !== 'undefined';

function storageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (privacy modes, blocked site data): the cookies still work.
    return null;
  }
}

function storageSet(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See storageGet.
  }
}

function writeCookie(name: string, value: string, clear = false): void {
  document.cookie = authCookie(name, value, { secure: window.location.protocol === 'https:', clear });
}

function announce(): void {
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}

export function setAuth(token: string, user: AuthUser): void {
  if (!inBrowser()) return;
  const userJson = JSON.stringify(user);
  storageSet(TOKEN_STORAGE_KEY, token);
  storageSet(USER_STORAGE_KEY, userJson);
  writeCookie(TOKEN_COOKIE, token);
  writeCookie(USER_COOKIE, userJson);
  announce();
}

export function clearAuth(): void {
  if (!inBrowser()) return;
  storageSet(TOKEN_STORAGE_KEY, null);
  storageSet(USER_STORAGE_KEY, null);
  writeCookie(TOKEN_COOKIE, '', true);
  writeCookie(USER_COOKIE, '', true);
  announce();
}

export function parseStoredUser(raw: string | null): AuthUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AuthUser> | null;
    if (!value || typeof value._id !== 'string' || typeof value.email !== 'string') return null;
    return {
      _id: value._id,
      name: typeof value.name === 'string' ? value.name : '',
      email: value.email,
      role: value.role === 'admin' ? 'admin' : 'customer',
    };
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same object while nothing changed.
let cachedRaw: string | null = null;
let cachedUser: AuthUser | null = null;

/** The stored user while a token is stored too; null when signed out. */
export function getStoredUser(): AuthUser | null {
  if (!inBrowser() || !getToken()) return null;
  const raw = storageGet(USER_STORAGE_KEY) || readCookie(document.cookie, USER_COOKIE);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseStoredUser(raw);
  }
  return cachedUser;
}

/** Calls `listener` whenever the signed-in state may have changed, in this tab or another. */
export function subscribeToAuth(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) listener();
  };
  window.addEventListener(AUTH_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(AUTH_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** 'Hello, {name}!' falls back to 'User' (SPEC §2). */
export function displayName(user: Pick<AuthUser, 'name'> | null | undefined): string {
  return user?.name?.trim() || 'User';
}
