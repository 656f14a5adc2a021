/** The browser's review calls (SPEC §7), with the SPEC §8 defaults when the server gives no message. */
import type { ApiReview, MessageAnswer, ReviewPage, TranslationAnswer } from '#domain/api-answer-schemas.ts';
import { REVIEW_PAGE_SIZE, REVIEW_TEXT } from '#domain/review-rules.ts';
import { apiFetch } from '#app/lib/api.ts';
import type { FitAnswer } from '#domain/fit-advice.ts';

const reviewsPath = (productId: string) => `/products/${encodeURIComponent(productId)}/reviews`;

export function fetchReviewPage(productId: string, cursor: string | null, signal?: AbortSignal): Promise<ReviewPage> {
  const query = new URLSearchParams({ limit: String(REVIEW_PAGE_SIZE), ...(cursor ? { cursor } : {}) });
  return apiFetch<ReviewPage>(`${reviewsPath(productId)}?${query}`, {
    defaultMessage: REVIEW_TEXT.fetchFailed,
    signal,
  });
}

export function postReview(
  productId: string,
  input: { rating: number; comment: string; fit: FitAnswer | null; size: string | null },
): Promise<ApiReview> {
  return apiFetch<ApiReview>(reviewsPath(productId), {
    method: 'POST',
    body: input,
    defaultMessage: REVIEW_TEXT.submitFailed,
  });
}

export function deleteReview(productId: string, reviewId: string): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(`${reviewsPath(productId)}/${encodeURIComponent(reviewId)}`, {
    method: 'DELETE',
    defaultMessage: REVIEW_TEXT.deleteFailed,
  });
}

export function translateComment(text: string): Promise<TranslationAnswer> {
  return apiFetch<TranslationAnswer>('/reviews/translate', {
    method: 'POST',
    body: { text },
    defaultMessage: REVIEW_TEXT.translateFailed,
  });
}
