import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useState } from 'react';
import { greetingLanguage } from '#domain/review-greetings.ts';
import type { ApiReview } from '#domain/api-answer-schemas.ts';
import { StarRating } from '#app/features/catalog/index.ts';
import { ReviewDate } from './review-date';
import { TranslateToggle, useTranslation } from './translate-toggle';
import { ReviewFitLine } from './review-fit-line';

/**
 * One review. The comment is plain text (React escapes it; line breaks kept), never HTML.
 * The delete button shows only when `canDelete` (its author, or an admin).
 */
export function ReviewItem({
  review,
  canDelete,
  onDelete,
}: {
  review: ApiReview;
  canDelete: boolean;
  onDelete: (review: ApiReview) => Promise<void>;
}) {
  const translatable = greetingLanguage(review.comment) !== null;
  const translation = useTranslation(review.comment);
  const [deleting, setDeleting] = useState(false);
  const { t } = useLingui();
  const author = review.name;
  return (
    <li className="border-b border-line py-6" data-testid="review">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium">{review.name}</p>
          <div className="mt-1 flex items-center gap-3">
            <StarRating rating={review.rating} />
            <ReviewDate createdAt={review.createdAt} />
          </div>
          <ReviewFitLine fit={review.fit} size={review.size} />
        </div>
        {canDelete ? (
          <button
            type="button"
            aria-label={t`Delete review by ${author}`}
            title={t`Delete review`}
            disabled={deleting}
            onClick={async () => {
              setDeleting(true);
              try {
                await onDelete(review);
              } finally {
                setDeleting(false);
              }
            }}
            className="p-2 text-neutral-500 hover:text-sale focus-visible:outline-2 focus-visible:outline-ink disabled:opacity-50"
          >
            <Icon node={Trash2} aria-hidden="true" className="size-4" strokeWidth={1.5} />
          </button>
        ) : null}
      </div>
      <p
        className="mt-3 whitespace-pre-line break-words text-sm leading-7 text-neutral-700"
        lang={translation.shown === 'translated' ? 'en' : undefined}
      >
        {translation.shown === 'translated' ? translation.text : review.comment}
      </p>
      {translatable ? <TranslateToggle translation={translation} /> : null}
    </li>
  );
}
