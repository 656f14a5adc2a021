/** The reviews feature's public API: other features and the routes import only this. */
export { FitAdvice } from './fit-advice';
export { ProductReviewsSection } from './product-reviews-section';
