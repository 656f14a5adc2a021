/**
 * Whether the orders screen shows its SPEC rows ('list') or the compact table ('table'),
 * remembered in this browser's local storage. The server and the hydrating render show the
 * list; the remembered view follows at once, before the rows (read in the browser only)
 * arrive, so the rows never jump from one view to the other.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { readStoredJson, writeStoredJson } from '#app/lib/browser-storage.ts';

export const ORDERS_VIEWS = ['list', 'table'] as const;
export type OrdersView = (typeof ORDERS_VIEWS)[number];

const STORAGE_KEY = 'admin_orders_view';
const listeners = new Set<() => void>();

function storedView(): OrdersView {
  const stored = readStoredJson(STORAGE_KEY);
  return stored === 'table' ? 'table' : 'list';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice shows here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useOrdersView(): [OrdersView, (view: OrdersView) => void] {
  const view = useSyncExternalStore(subscribe, storedView, () => 'list' as const);
  const choose = useCallback((next: OrdersView) => {
    writeStoredJson(STORAGE_KEY, next);
    for (const listener of listeners) listener();
  }, []);
  return [view, choose];
}
