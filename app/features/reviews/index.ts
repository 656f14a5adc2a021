/** The reviews feature's public API: other features and the routes import only this. */
export { ProductReviewsSection } from './product-reviews-section';
