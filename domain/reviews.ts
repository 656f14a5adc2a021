/**
 * The review inputs' schemas, one per input, used by the API and (loaded lazily) by the
 * review form, so both give the SPEC §5 messages. Texts and limits: domain/review-rules.ts.
 */
import { z } from 'zod';
import { integer, text } from './input-rules';
import { MAX_COMMENT_LENGTH, MAX_RATING, MAX_REVIEW_PAGE_SIZE, MIN_RATING, REVIEW_TEXT } from './review-rules';
import { FIT_ANSWERS, FIT_TEXT, MAX_BOUGHT_SIZE_LENGTH } from './fit-advice';

export const reviewInputSchema = z.object({
  rating: integer({ label: 'Rating', min: MIN_RATING, max: MAX_RATING, message: REVIEW_TEXT.ratingRequired }),
  comment: text({
    label: 'Comment',
    min: 1,
    max: MAX_COMMENT_LENGTH,
    multiline: true,
    messages: {
      type: REVIEW_TEXT.commentRequired,
      required: REVIEW_TEXT.commentRequired,
      tooLong: REVIEW_TEXT.commentTooLong,
      unsafe: REVIEW_TEXT.commentUnsafe,
    },
  }),
  /** How it fits (decision 65); left out or null when the shopper does not say. */
  fit: z.nullish(z.enum(FIT_ANSWERS, FIT_TEXT.fitInvalid)),
  /**
   * The size bought; left out, null or blank when not said. Whether the product has it is
   * the service's check (it knows the product's sizes).
   */
  size: z.nullish(
    z.pipe(
      text({
        label: 'Size',
        max: MAX_BOUGHT_SIZE_LENGTH,
        messages: { type: FIT_TEXT.sizeInvalid, tooLong: FIT_TEXT.sizeInvalid, unsafe: FIT_TEXT.sizeInvalid },
      }),
      z.transform((size: string) => size || null),
    ),
  ),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

/** A cursor names the last review of a page: its exact creation time and its id. */
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export const INVALID_CURSOR = 'cursor is not a cursor this store gave out.';

export interface ReviewCursor {
  /** ISO 8601 with microseconds, as PostgreSQL stores it. */
  createdAt: string;
  id: string;
}

function toBase64Url(value: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function encodeReviewCursor(cursor: ReviewCursor): string {
  return toBase64Url(`${cursor.createdAt}|${cursor.id}`);
}

export function decodeReviewCursor(value: string): ReviewCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  let decoded: string;
  try {
    decoded = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const match = CURSOR.exec(decoded);
  return match ? { createdAt: match[1]!, id: match[2]!.toLowerCase() } : null;
}

/**
 * A paged list: `limit` (1–50, default 10) and the `cursor` of the previous page. Without
 * either the API answers the SPEC's plain array of every review (decision 0024).
 */
export const reviewPageQuerySchema = z.object({
  limit: z.optional(
    integer({
      label: 'limit',
      min: 1,
      max: MAX_REVIEW_PAGE_SIZE,
      message: `limit must be a number from 1 to ${MAX_REVIEW_PAGE_SIZE}.`,
    }),
  ),
  cursor: z.optional(
    z.pipe(
      z.string(INVALID_CURSOR),
      z.transform((value, ctx) => {
        const cursor = decodeReviewCursor(value);
        if (!cursor) {
          ctx.issues.push({ code: 'custom', message: INVALID_CURSOR, input: value });
          return z.NEVER;
        }
        return cursor;
      }),
    ),
  ),
});

export function hasReviewPageParams(keys: readonly string[]): boolean {
  return keys.includes('limit') || keys.includes('cursor');
}

/** What the translate call takes: the comment as the page shows it. */
export const translateInputSchema = z.object({
  text: text({
    label: 'Text',
    min: 1,
    max: MAX_COMMENT_LENGTH,
    multiline: true,
    messages: { required: REVIEW_TEXT.translateFailed },
  }),
});
