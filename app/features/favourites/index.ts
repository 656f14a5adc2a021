/** The favourites feature's public API (decision 63): other features and the routes import only this. */
export { FavouriteButtonSlot as FavouriteButton, FavouritesLinkSlot as FavouritesLink } from './favourites-slots';
export { FavouritesAccountLink } from './favourites-account-link';
export { forgetFavourites, useFavourites, type FavouritesState } from './favourites-store';
export { useFavouritesSync } from './use-favourites-sync';
