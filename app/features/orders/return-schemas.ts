/** The chunk return-form.tsx loads: zod and the return request's own schema (decision 0052). */
import { returnRequestSchema } from '#domain/return-input.ts';
import type { Validation } from '#app/lib/use-form.ts';
import { formFieldFor, returnRequestOf, type ReturnFormValues } from './return-request';

/** A well-formed stand-in: the key is made by the form, not typed, so it is not what is checked. */
const CHECKED_KEY = 'form-check';

/**
 * The values checked as the request they make, with the server's own schema: its messages
 * go under the fields that make them (the lines' on the first line).
 */
export function returnFormValidator(values: ReturnFormValues): Validation<ReturnFormValues> {
  const result = returnRequestSchema.safeParse(returnRequestOf(values, CHECKED_KEY));
  if (result.success) return { ok: true, values };
  const errors: Partial<Record<keyof ReturnFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = formFieldFor(issue.path.join('.'), values);
    if (field) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
