import type { Route } from './+types/favourites';
import { FavouritesPage } from '#app/features/favourites-page/index.ts';
import { pageTitle } from '#app/features/i18n/index.ts';

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: pageTitle(matches, location.pathname) },
  { name: 'robots', content: 'noindex' },
];

/**
 * The Favourites page (decision 63). The list is in the browser, so the server renders the
 * frame and the page reads the products once it knows the list.
 */
export default function Favourites() {
  return <FavouritesPage />;
}
