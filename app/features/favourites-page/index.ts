/** The Favourites page (decision 63). */
export { FavouritesPage } from './favourites-page';
