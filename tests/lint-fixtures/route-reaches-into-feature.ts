// Wrong on purpose: a route importing a feature's file instead of the feature's index.ts.
// Linted as app/routes/… by tests/lint/boundaries.test.ts, which expects the error.
import { CartPage } from '#app/features/cart-page/cart-page.tsx';

export default CartPage;
