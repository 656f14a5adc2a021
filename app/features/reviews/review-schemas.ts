/** The chunk review-form.tsx loads: zod and the review API's own schema. */
import { reviewInputSchema } from '#domain/reviews.ts';
import { schemaValidator } from '#app/lib/schema-validator.ts';

/** The fields as the form holds them: the rating is '' until a star is picked. */
export interface ReviewValues {
  rating: string;
  comment: string;
}

// The schema's output (the rating a number, the comment trimmed) is what the form posts.
export const reviewValidator = schemaValidator<ReviewValues>(reviewInputSchema);
