/**
 * The browser's local storage, for what the store keeps there (the cart, checkout details).
 * Storage can be refused — privacy modes, blocked site data, a full quota — and there is
 * none on the server: reads then find nothing and writes are skipped, never an error.
 */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The JSON stored under `key`, or null when there is none or it does not parse. */
export function readStoredJson(key: string): unknown {
  try {
    return JSON.parse(localStore()?.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  try {
    localStore()?.setItem(key, JSON.stringify(value));
  } catch {
    // Refused or full: what is in memory goes on working.
  }
}

export function removeStored(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is refused.
  }
}
