/** The cart-page feature's public API: other features and the routes import only this. */
export { CartPage } from './cart-page';
