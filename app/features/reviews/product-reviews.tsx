import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '#app/lib/local-links.tsx';
import { useDomainText } from '#app/features/i18n/index.ts';
import { REVIEW_TEXTS } from './review-texts';
import { buttonStyles } from '#app/components/ui/button.tsx';
import { REVIEW_TEXT } from '#domain/review-rules.ts';
import type { ApiReview, ReviewPage } from '#domain/api-answer-schemas.ts';
import { loginUrlFor, useAuth } from '#app/features/auth/index.ts';
import { errorText } from '#app/lib/api.ts';
import { useBrowserQuery } from '#app/lib/browser-query.ts';
import { confirmToast, notify } from '#app/features/toast/index.ts';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';
import { deleteReview, fetchReviewPage } from './reviews-api';

interface Props {
  productId: string;
  /** The product page's path, for the log-in prompt to come back to. */
  productPath: string;
  /** The first page, from the page's loader (so it is in the server-rendered HTML). */
  firstPage: ReviewPage;
}

// The form's code loads only where it is shown (signed in); the server renders it in place.
const ReviewForm = lazy(() => import('./review-form'));

/**
 * The pages after the loader's first one, fetched with 'Show more': the first click starts
 * the query (and loads the query library), later clicks fetch the next page. New loader data
 * (after a post or a delete) starts the list again from its first page.
 */
function useMoreReviews(productId: string, firstPage: ReviewPage) {
  const [asked, setAsked] = useState<ReviewPage | null>(null);
  const say = useDomainText(REVIEW_TEXTS);
  const active = asked === firstPage;
  const result = useBrowserQuery({
    queryKey: [
      'reviews',
      productId,
      firstPage.nextCursor,
      firstPage.numReviews,
      firstPage.reviews.map((review) => review._id),
    ],
    queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
      fetchReviewPage(productId, pageParam, signal),
    initialPageParam: firstPage.nextCursor,
    getNextPageParam: (page: ReviewPage) => page.nextCursor,
    enabled: active,
  });
  const pages = result.pages;
  const nextCursor = pages.length > 0 ? pages[pages.length - 1]!.nextCursor : firstPage.nextCursor;
  const loading = active && result.isFetching;
  // Told once per failure: the next click asks again.
  useEffect(() => {
    if (result.error) notify.error(say(errorText(result.error, REVIEW_TEXT.fetchFailed)));
  }, [result.error, say]);

  function showMore() {
    if (!nextCursor || loading) return;
    if (!active) setAsked(firstPage);
    else void result.fetchNextPage?.();
  }

  return { reviews: [...firstPage.reviews, ...pages.flatMap((page) => page.reviews)], nextCursor, loading, showMore };
}

/**
 * The reviews section (SPEC §2): summary with the 5→1 bars, the form or the log-in prompt,
 * and the list newest first with 'Show more'. After a post or a delete the page's loader
 * runs again, so the summary here, the stars at the top and the JSON-LD all agree.
 */
export function ProductReviews({ productId, productPath, firstPage }: Props) {
  const { user } = useAuth();
  const revalidator = useRevalidator();
  const more = useMoreReviews(productId, firstPage);
  const { t } = useLingui();
  const say = useDomainText(REVIEW_TEXTS);
  const reviews = more.reviews;

  async function remove(review: ApiReview) {
    if (!review._id) {
      notify.error(say(REVIEW_TEXT.reviewIdMissing));
      return;
    }
    if (!(await confirmToast(t`Delete this review?`, { confirmLabel: t`Delete`, cancelLabel: t`Cancel` }))) return;
    try {
      const { message } = await deleteReview(productId, review._id);
      notify.success(say(message || REVIEW_TEXT.deleted));
      await revalidator.revalidate();
    } catch (error) {
      notify.error(say(errorText(error, REVIEW_TEXT.deleteFailed)));
    }
  }

  return (
    <section aria-labelledby="reviews-heading" className="mt-16 border-t border-line pt-12" id="reviews">
      <h2 id="reviews-heading" className="text-xs font-semibold uppercase tracking-[0.2em]">
        <Trans>Reviews</Trans>
      </h2>
      <div className="mt-8 grid gap-10 lg:grid-cols-[18rem_1fr] lg:gap-16">
        <div className="space-y-10">
          <RatingSummary
            averageRating={firstPage.averageRating}
            numReviews={firstPage.numReviews}
            distribution={firstPage.distribution}
          />
          {user ? (
            <Suspense fallback={null}>
              <ReviewForm
                productId={productId}
                sizes={firstPage.fit.sizes.map((entry) => entry.size)}
                onPosted={() => void revalidator.revalidate()}
              />
            </Suspense>
          ) : (
            <p className="text-sm text-neutral-700">
              <Trans>
                <Link to={loginUrlFor(productPath)} className="underline underline-offset-4 hover:text-ink">
                  Log in
                </Link>{' '}
                to write a review.
              </Trans>
            </p>
          )}
        </div>
        <div>
          {reviews.length === 0 ? (
            <p className="text-sm text-muted">
              <Trans>No reviews yet. Be the first to review this product.</Trans>
            </p>
          ) : (
            <ul aria-label={t`Customer reviews`} data-testid="review-list">
              {reviews.map((review) => (
                <ReviewItem
                  key={review._id}
                  review={review}
                  canDelete={Boolean(
                    user && (user.role === 'admin' || (review.userId !== null && review.userId === user._id)),
                  )}
                  onDelete={remove}
                />
              ))}
            </ul>
          )}
          {more.nextCursor ? (
            <button
              type="button"
              onClick={more.showMore}
              disabled={more.loading}
              className={buttonStyles({ variant: 'secondary', className: 'mt-8' })}
            >
              {more.loading ? t`Loading...` : t`Show more`}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
