import { absoluteReviewDate, relativeReviewDate } from '#domain/review-rules.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';

/**
 * When a review was written. The server render (and hydration, which must match it) shows
 * the calendar date in UTC; once the page is live the SPEC §9 relative text takes over,
 * computed with the reader's clock and time zone. The exact date stays in the tooltip.
 */
export function ReviewDate({ createdAt }: { createdAt: string }) {
  const hydrated = useHydrated();
  const absolute = absoluteReviewDate(createdAt);
  return (
    <time dateTime={createdAt} title={absolute} className="text-xs text-muted">
      {hydrated ? relativeReviewDate(createdAt, new Date()) : absolute}
    </time>
  );
}
