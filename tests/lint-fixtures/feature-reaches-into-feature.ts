// Wrong on purpose: a feature reaching into another feature's files instead of its index.ts.
// Linted as app/features/checkout/… by tests/lint/boundaries.test.ts, which expects the error.
import { useCartStore } from '#app/features/cart/cart-store.ts';

export const cartStore = useCartStore;
