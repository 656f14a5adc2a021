import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { distributionBars, type RatingDistribution } from '#domain/review-rules.ts';
import { StarRating } from '#app/features/catalog/index.ts';
import { useLanguage } from '#app/lib/local-links.tsx';
import { writeDecimal } from '#domain/local-numbers.ts';

/** The average, the count and a bar for each of 5 to 1 stars (SPEC §2). */
export function RatingSummary({
  averageRating,
  numReviews,
  distribution,
}: {
  averageRating: number;
  numReviews: number;
  distribution: RatingDistribution;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <div>
      <p className="flex items-baseline gap-3">
        <span className="text-4xl font-semibold" data-testid="review-average">
          {writeDecimal(language, averageRating, 1)}
        </span>
        <span className="text-sm text-muted">
          <Trans>out of 5</Trans>
        </span>
      </p>
      <StarRating rating={averageRating} className="mt-2" />
      <p className="mt-2 text-sm text-neutral-600" data-testid="review-count">
        <Plural value={numReviews} one="# review" other="# reviews" />
      </p>
      <ul className="mt-5 space-y-2" aria-label={t`Ratings by stars`}>
        {distributionBars(distribution).map(({ stars, count, percent }) => (
          <li key={stars} className="flex items-center gap-3 text-xs text-neutral-600">
            <span className="min-w-12 shrink-0 whitespace-nowrap">
              <Plural value={stars} one="# star" other="# stars" />
            </span>
            <span className="h-2 flex-1 bg-neutral-200" aria-hidden="true">
              <span className="block h-full bg-ink" style={{ width: `${percent}%` }} />
            </span>
            <span className="w-10 shrink-0 text-right">{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
