import { CartPage } from '#app/features/cart-page/index.ts';

/**
 * SPEC §2 Cart. The cart lives in the browser's storage, so the server renders the page's
 * frame and the lines appear after mount; the title comes from the root's path rule.
 */
export default function Cart() {
  return <CartPage />;
}
