/** What the slots load in one chunk of its own, after the page's first load (favourites-slots.tsx). */
export { FavouriteButton } from './favourite-button';
export { FavouritesLink } from './favourites-link';
