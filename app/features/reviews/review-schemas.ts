/** The chunk review-form.tsx loads: zod and the review API's own schema. */
import { reviewInputSchema } from '#domain/reviews.ts';
import { schemaValidator } from '#app/lib/schema-validator.ts';
import type { Validation } from '#app/lib/use-form.ts';

/** The fields as the form holds them: the rating is '' until a star is picked; fit and size '' when not said. */
export interface ReviewValues {
  rating: string;
  comment: string;
  fit: string;
  size: string;
}

const validator = schemaValidator<ReviewValues>(reviewInputSchema);

// The schema's output (the rating a number, the comment trimmed, fit and size null when not
// said) is what the form posts.
export const reviewValidator = (values: ReviewValues): Validation<ReviewValues> =>
  validator({ ...values, fit: values.fit || null, size: values.size || null } as unknown as ReviewValues);
