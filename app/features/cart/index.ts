/** The cart feature's public API: other features and the routes import only this. */
export { COUPON_CLEARED, COUPON_CLEARED_MESSAGE, addProductToCart } from './add-to-cart';
export { useCartStore } from './cart-store';
export { useCartCount } from './use-cart-count';
export { useCartReady } from './use-cart-ready';
export { fetchCartQuote, quoteItems, type QuoteOptions } from './cart-quote-api';
