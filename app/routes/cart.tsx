import { CartPage } from '#app/features/cart-page/index.ts';
import type { Route } from './+types/cart';
import { noindexMeta } from '#app/features/seo/index.ts';

/** One visitor's page: kept out of search results. */
export const meta: Route.MetaFunction = ({ matches }) => noindexMeta(matches);

/**
 * SPEC §2 Cart. The cart lives in the browser's storage, so the server renders the page's
 * frame and the lines appear after mount; the title comes from the root's path rule.
 */
export default function Cart() {
  return <CartPage />;
}
