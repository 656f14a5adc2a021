/** Product reviews (decision 0045); a product's rating aggregates are set through the catalogue. */
export { createReviewService, PRODUCT_NOT_FOUND, refreshRatings, type ReviewService } from './reviews';
