/**
 * Product reviews (decision 0045); a product's rating aggregates are set through the catalogue,
 * its fit answers' counts are this module's own (decision 65).
 */
export { createReviewService, PRODUCT_NOT_FOUND, refreshRatings, type ReviewService } from './reviews';
export { refreshFitCounts } from './fit-counts';
