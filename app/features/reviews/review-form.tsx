import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useDomainText } from '#app/features/i18n/index.ts';
import { REVIEW_TEXTS } from './review-texts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { lazySchemas, lazyValidator, usePreload } from '#app/lib/lazy-validation.ts';
import { useForm } from '#app/lib/use-form.ts';
import { MAX_COMMENT_LENGTH, REVIEW_TEXT } from '#domain/review-rules.ts';
import { errorText } from '#app/lib/api.ts';
import { notify } from '#app/features/toast/index.ts';
import { postReview } from './reviews-api';
import type { ReviewValues } from './review-schemas';
import { StarPicker } from './star-picker';
import { FitFields } from './fit-fields';
import { isFitAnswer } from '#domain/fit-advice.ts';

// The API's own schema, in its own chunk: zod stays out of the product page's first load.
const loadSchemas = lazySchemas(() => import('./review-schemas'));
const validate = lazyValidator<ReviewValues>(async () => (await loadSchemas()).reviewValidator);

/**
 * Writing a review (signed-in shoppers only; SPEC §2/§5). Loaded in its own chunk by the
 * reviews section: most readers never write one.
 */
export default function ReviewForm({
  productId,
  sizes,
  onPosted,
}: {
  productId: string;
  /** The product's sizes, for "Size you bought". */
  sizes: readonly string[];
  onPosted: () => void;
}) {
  usePreload(loadSchemas);
  const { t } = useLingui();
  const say = useDomainText(REVIEW_TEXTS);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setSubmitError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues>({ defaultValues: { rating: '', comment: '', fit: '', size: '' }, validate });
  const rating = watch('rating');
  const fit = watch('fit');
  const commentId = useId();
  const commentError = errors.comment?.message;
  const ratingError = errors.rating?.message;

  const submit = handleSubmit(async (values) => {
    try {
      await postReview(productId, {
        rating: Number(values.rating),
        comment: values.comment,
        fit: isFitAnswer(values.fit) ? values.fit : null,
        size: values.size || null,
      });
      notify.success(say(REVIEW_TEXT.thanks));
      setValue('rating', '');
      setValue('comment', '');
      setValue('fit', '');
      setValue('size', '');
      onPosted();
    } catch (error) {
      // The server's messages for the rating or the comment go under them; the toast says why.
      setSubmitError(error, REVIEW_TEXT.submitFailed);
      notify.error(say(errorText(error, REVIEW_TEXT.submitFailed)));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t`Write a review`}>
      <h3 className="text-xs font-semibold uppercase tracking-[0.2em]">
        <Trans>Write a review</Trans>
      </h3>
      <StarPicker
        value={rating ? Number(rating) : null}
        onChange={(stars) => setValue('rating', String(stars), { asChange: true })}
        error={ratingError ? say(ratingError) : undefined}
      />
      <div>
        <label htmlFor={commentId} className="mb-2 block text-xs font-medium uppercase tracking-[0.15em]">
          <Trans>Your review</Trans>
        </label>
        <textarea
          id={commentId}
          rows={4}
          maxLength={MAX_COMMENT_LENGTH}
          {...register('comment')}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${commentId}-error` : undefined}
          className={cx(
            'block min-h-28 w-full rounded-none border bg-white px-4 py-3 text-[15px] leading-6 text-ink placeholder:text-neutral-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
            commentError ? 'border-sale' : 'border-neutral-300 hover:border-neutral-500',
          )}
        />
        {commentError ? (
          <p id={`${commentId}-error`} className="mt-2 text-sm text-sale">
            {say(commentError)}
          </p>
        ) : null}
      </div>
      <FitFields
        fit={isFitAnswer(fit) ? fit : ''}
        onFit={(answer) => setValue('fit', answer, { asChange: true })}
        sizes={sizes}
        sizeField={register('size')}
        fitError={errors.fit?.message ? say(errors.fit.message) : undefined}
        sizeError={errors.size?.message ? say(errors.size.message) : undefined}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Submitting...` : t`Submit review`}
      </Button>
    </form>
  );
}
