import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorText } from '../../lib/api';

/**
 * Shows a failed call on the form: a validation error's per-field messages (`errors` in
 * the body) under those fields, anything else as the form's message.
 */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Array<Path<T>>,
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
  if (!placed) setError('root.server' as Path<T>, { message: errorText(error, fallback) });
}
