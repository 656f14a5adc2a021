/**
 * The hearts and the header's favourites link as pages place them. They are on every page
 * (the link) and on every product card, so they are not part of any page's first load: the
 * server renders them complete, and the browser hydrates them from a chunk of their own.
 * Until the chunk is here React keeps the server's HTML, so nothing moves (the currency
 * picker does the same, app/features/currency/currency-picker-slot.tsx).
 */
import { lazy, Suspense } from 'react';
import type * as Parts from './favourites-parts';
import type { FavouriteButtonProps } from './favourite-button';

let serverParts: typeof Parts | undefined;
const loadParts = () => import('./favourites-parts');
// The server loads the module at start and renders the parts at once, in the page's shell.
if (import.meta.env.SSR) void loadParts().then((module) => (serverParts = module));

const LazyButton = lazy(() => loadParts().then((module) => ({ default: module.FavouriteButton })));
const LazyLink = lazy(() => loadParts().then((module) => ({ default: module.FavouritesLink })));

export function FavouriteButtonSlot(props: FavouriteButtonProps) {
  // The browser always renders the lazy one: switching components later would remount it.
  const Button = (import.meta.env.SSR && serverParts?.FavouriteButton) || LazyButton;
  return (
    // Nothing while the chunk loads outside a hydration: the header's link loads it on every
    // page's first load, so a later navigation finds it here.
    <Suspense fallback={null}>
      <Button {...props} />
    </Suspense>
  );
}

export function FavouritesLinkSlot({ className }: { className?: string }) {
  const Link = (import.meta.env.SSR && serverParts?.FavouritesLink) || LazyLink;
  return (
    <Suspense fallback={null}>
      <Link className={className} />
    </Suspense>
  );
}
