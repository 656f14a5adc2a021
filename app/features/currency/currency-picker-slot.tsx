/**
 * The currency picker as the footer places it. The server renders it complete; the browser
 * hydrates it from a chunk of its own, so the picker is not part of any page's first load.
 * Until the chunk is here React keeps the server's HTML (nothing moves), and the form,
 * a plain post, works all the same.
 */
import { lazy, Suspense } from 'react';
import type { CurrencyPicker as CurrencyPickerComponent } from './currency-picker';

let serverPicker: typeof CurrencyPickerComponent | undefined;
const loadPicker = () => import('./currency-picker');
// The server loads the module at start and renders the picker at once, in the page's shell.
if (import.meta.env.SSR) void loadPicker().then((module) => (serverPicker = module.CurrencyPicker));

const LazyPicker = lazy(() => loadPicker().then((module) => ({ default: module.CurrencyPicker })));

export function CurrencyPickerSlot() {
  // The browser always renders the lazy one: switching components later would remount it.
  const Picker = (import.meta.env.SSR && serverPicker) || LazyPicker;
  return (
    <Suspense fallback={null}>
      <Picker />
    </Suspense>
  );
}
