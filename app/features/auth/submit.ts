import { ApiError, errorText } from '../../lib/api';
import type { FieldError } from '../../lib/use-form';

/**
 * Shows a failed call on the form: a validation error's per-field messages (`errors` in
 * the body) under those fields, anything else as the form's message.
 */
export function showSubmitError<F extends string>(
  error: unknown,
  setError: (name: F | 'root.server', error: FieldError) => void,
  fields: F[],
  fallback: string,
): void {
  let placed = false;
  if (error instanceof ApiError) {
    for (const field of fields) {
      const message = error.fieldErrors[field];
      if (message) {
        setError(field, { message });
        placed = true;
      }
    }
  }
  if (!placed) setError('root.server', { message: errorText(error, fallback) });
}
