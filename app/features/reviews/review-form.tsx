import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { cx } from '../../components/ui/cx';
import { lazySchemas, usePreload } from '../../lib/lazy-validation';
import { MAX_COMMENT_LENGTH, REVIEW_TEXT } from '../../../domain/review-rules';
import { ApiError, errorText } from '../../lib/api';
import { notify } from '../toast';
import { postReview } from './reviews-api';
import { StarPicker } from './star-picker';

// The API's own schema, in its own chunk: zod stays out of the product page's first load.
const loadSchemas = lazySchemas(() => import('../../../domain/reviews'));

type FieldErrors = { rating?: string; comment?: string };

/** The same messages the server gives; when the chunk cannot load, the server checks alone. */
async function validate(values: { rating: number | null; comment: string }): Promise<FieldErrors> {
  try {
    const { reviewInputSchema } = await loadSchemas();
    const result = reviewInputSchema.safeParse(values);
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if ((field === 'rating' || field === 'comment') && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  } catch {
    return {};
  }
}

/**
 * Writing a review (signed-in shoppers only; SPEC §2/§5). Loaded in its own chunk by the
 * reviews section: most readers never write one.
 */
export default function ReviewForm({ productId, onPosted }: { productId: string; onPosted: () => void }) {
  usePreload(loadSchemas);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const commentId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = await validate({ rating, comment });
    setErrors(found);
    if (found.rating || found.comment) return;
    setSubmitting(true);
    try {
      await postReview(productId, { rating: rating!, comment });
      notify.success(REVIEW_TEXT.thanks);
      setRating(null);
      setComment('');
      onPosted();
    } catch (error) {
      if (error instanceof ApiError && (error.fieldErrors.rating || error.fieldErrors.comment)) {
        setErrors({ rating: error.fieldErrors.rating, comment: error.fieldErrors.comment });
      }
      notify.error(errorText(error, REVIEW_TEXT.submitFailed));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Write a review">
      <h3 className="text-xs font-semibold uppercase tracking-[0.2em]">Write a review</h3>
      <StarPicker
        value={rating}
        onChange={(stars) => {
          setRating(stars);
          setErrors((e) => ({ ...e, rating: undefined }));
        }}
        error={errors.rating}
      />
      <div>
        <label htmlFor={commentId} className="mb-2 block text-xs font-medium uppercase tracking-[0.15em]">
          Your review
        </label>
        <textarea
          id={commentId}
          name="comment"
          rows={4}
          maxLength={MAX_COMMENT_LENGTH}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setErrors((e) => ({ ...e, comment: undefined }));
          }}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${commentId}-error` : undefined}
          className={cx(
            'block min-h-28 w-full rounded-none border bg-white px-4 py-3 text-[15px] leading-6 text-ink placeholder:text-neutral-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
            errors.comment ? 'border-sale' : 'border-neutral-300 hover:border-neutral-500',
          )}
        />
        {errors.comment ? (
          <p id={`${commentId}-error`} className="mt-2 text-sm text-sale">
            {errors.comment}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Submit review'}
      </Button>
    </form>
  );
}
