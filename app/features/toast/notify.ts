/**
 * Toasts without react-hot-toast in the first-load bundle: `notify` loads the library on
 * its first call and asks the ToastHost to mount the Toaster, then shows the toast.
 * Ids are made here, so callers get one back at once (e.g. to dismiss a loading toast).
 */
import type { toast } from 'react-hot-toast';

type ToastModule = { toast: typeof toast };
type Kind = 'blank' | 'success' | 'error' | 'loading' | 'custom';
export interface NotifyOptions {
  id?: string;
  /** Milliseconds; each kind has its SPEC §9 default (see toaster.tsx). */
  duration?: number;
}

let library: Promise<ToastModule> | null = null;
const listeners = new Set<() => void>();
let counter = 0;

function loadLibrary(): Promise<ToastModule> {
  if (!library) {
    library = import('react-hot-toast');
    listeners.forEach((listener) => listener());
  }
  return library;
}

function show(kind: Kind, message: string, options: NotifyOptions = {}): string {
  const id = options.id ?? `notify-${++counter}`;
  void loadLibrary().then(({ toast }) => {
    const opts = { ...options, id };
    if (kind === 'blank') toast(message, opts);
    else toast[kind](message, opts);
  });
  return id;
}

export const notify = Object.assign((message: string, options?: NotifyOptions) => show('blank', message, options), {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  /** Stays until dismissed (SPEC §9). */
  loading: (message: string, options?: NotifyOptions) => show('loading', message, options),
  custom: (message: string, options?: NotifyOptions) => show('custom', message, options),
  dismiss: (id?: string) => {
    void library?.then(({ toast }) => toast.dismiss(id));
  },
});

/** Hands the library to `use` once loaded (mounting the Toaster too), for toasts with their own content (confirm-toast.tsx). */
export function withToastLibrary(use: (library: ToastModule) => void): void {
  void loadLibrary().then(use);
}

/** For the ToastHost: whether any toast was asked for yet (the Toaster mounts from then on). */
export function toastsRequested(): boolean {
  return library !== null;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
