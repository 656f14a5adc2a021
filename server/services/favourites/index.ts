/** Favourites (decision 63): a signed-in shopper's list of products, and the merge of a visitor's on sign-in. */
export { createFavouritesService, type FavouritesService, type MergeResult } from './favourites';
