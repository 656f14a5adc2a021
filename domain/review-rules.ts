/**
 * Reviews as the server and the storefront share them: the SPEC §8 texts, the limits, and
 * the pure rules — relative dates (SPEC §9) and the star distribution. The answer shapes
 * are the schemas' (domain/api-answer-schemas.ts); which comments offer a translation is
 * domain/review-greetings.ts.
 *
 * Free of zod on purpose: the product page imports it on first load. The input schemas
 * built from these limits and texts live in domain/reviews.ts.
 */
import type { ReviewPage } from './api-answer-schemas';

/** How many reviews give each star count, 1 to 5. */
export type RatingDistribution = ReviewPage['distribution'];

export const REVIEW_TEXT = {
  ratingRequired: 'Please select a star rating.',
  commentRequired: 'Please enter a comment.',
  commentTooLong: 'Your comment can be at most 2000 characters.',
  commentUnsafe: 'Your comment contains characters that are not allowed.',
  thanks: 'Thank you for your review!',
  submitFailed: 'Failed to submit review.',
  addFailed: 'Failed to add review',
  fetchFailed: 'Failed to fetch reviews',
  deleted: 'Review deleted successfully!',
  deleteFailed: 'Failed to delete review',
  reviewIdMissing: 'Review ID is missing.',
  reviewNotFound: 'Review not found.',
  notYourReview: 'You can only delete your own reviews.',
  translateFailed: 'Failed to translate comment.',
  tooManyReviews: 'You have posted many reviews in a short time. Please try again later.',
  tooManyTranslations: 'Too many translation requests. Please try again in a minute.',
} as const;

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_COMMENT_LENGTH = 2000;
/** Reviews per page on the product page and in a paged API answer (issue 12). */
export const REVIEW_PAGE_SIZE = 10;
/** Largest page a client may ask for. */
export const MAX_REVIEW_PAGE_SIZE = 50;

export function emptyDistribution(): RatingDistribution {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

/** The distribution bars, 5 stars first: each star's count and its share of all reviews in whole percent. */
export function distributionBars(
  distribution: RatingDistribution,
): Array<{ stars: 1 | 2 | 3 | 4 | 5; count: number; percent: number }> {
  const total = (Object.values(distribution) as number[]).reduce((sum, n) => sum + n, 0);
  return ([5, 4, 3, 2, 1] as const).map((stars) => ({
    stars,
    count: distribution[stars],
    percent: total === 0 ? 0 : Math.round((distribution[stars] / total) * 100),
  }));
}

/** The average the store shows and stores: one decimal, 0 without reviews. */
export function averageOf(distribution: RatingDistribution): number {
  let count = 0;
  let sum = 0;
  for (const stars of [1, 2, 3, 4, 5] as const) {
    count += distribution[stars];
    sum += stars * distribution[stars];
  }
  return count === 0 ? 0 : Math.round((sum / count) * 10) / 10;
}

// ---------------------------------------------------------------------------------------
// Relative dates (SPEC §9)

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

function ago(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * When a review was written, as the list shows it (SPEC §9): 'just now' under 5 seconds,
 * then seconds, minutes, hours, days up to 6 days, weeks up to 29 days, then month and
 * day ('Mar 5'), and with the year once it is a year old or more ('Mar 5, 2025').
 * A date ahead of `now` (clocks differ a little) reads 'just now'. Month and day are in
 * `timeZone` (the reader's own when omitted).
 */
export function relativeReviewDate(date: Date | string, now: Date, timeZone?: string): string {
  const when = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(when.getTime())) return '';
  const elapsed = now.getTime() - when.getTime();
  if (elapsed < 5 * SECOND) return 'just now';
  if (elapsed < MINUTE) return ago(Math.floor(elapsed / SECOND), 'second');
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days <= 6) return ago(days, 'day');
  if (days <= 29) return ago(Math.floor(days / 7), 'week');
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(elapsed >= YEAR ? { year: 'numeric' } : {}),
    ...(timeZone ? { timeZone } : {}),
  }).format(when);
}

// Made once: a format costs far more to make than to use, and a product page prints every review's date.
const ABSOLUTE_REVIEW_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The date as the server renders it and hydration repeats: fixed locale and UTC, so both
 * print the same text (the relative text replaces it once the page is live).
 */
export function absoluteReviewDate(date: Date | string): string {
  const when = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(when.getTime())) return '';
  return ABSOLUTE_REVIEW_DATE.format(when);
}
