import { msg } from '@lingui/core/macro';
import { domainTexts } from '#app/features/i18n/index.ts';
import { REVIEW_TEXT } from '#domain/review-rules.ts';
import { FIT_TEXT } from '#domain/fit-advice.ts';

/** The SPEC's review messages (the form's checks, the API's answers) in the page's language. */
export const REVIEW_TEXTS = domainTexts([
  [REVIEW_TEXT.ratingRequired, msg`Please select a star rating.`],
  [REVIEW_TEXT.commentRequired, msg`Please enter a comment.`],
  [REVIEW_TEXT.commentTooLong, msg`Your comment can be at most 2000 characters.`],
  [REVIEW_TEXT.commentUnsafe, msg`Your comment contains characters that are not allowed.`],
  [REVIEW_TEXT.thanks, msg`Thank you for your review!`],
  [REVIEW_TEXT.submitFailed, msg`Failed to submit review.`],
  [REVIEW_TEXT.addFailed, msg`Failed to add review`],
  [REVIEW_TEXT.fetchFailed, msg`Failed to fetch reviews`],
  [REVIEW_TEXT.deleted, msg`Review deleted successfully!`],
  [REVIEW_TEXT.deleteFailed, msg`Failed to delete review`],
  [REVIEW_TEXT.reviewIdMissing, msg`Review ID is missing.`],
  [REVIEW_TEXT.reviewNotFound, msg`Review not found.`],
  [REVIEW_TEXT.notYourReview, msg`You can only delete your own reviews.`],
  [REVIEW_TEXT.translateFailed, msg`Failed to translate comment.`],
  [REVIEW_TEXT.tooManyReviews, msg`You have posted many reviews in a short time. Please try again later.`],
  [REVIEW_TEXT.tooManyTranslations, msg`Too many translation requests. Please try again in a minute.`],
  [FIT_TEXT.fitInvalid, msg`Please choose how it fits: runs small, true to size or runs large.`],
  [FIT_TEXT.sizeInvalid, msg`Please choose one of this product’s sizes.`],
]);
