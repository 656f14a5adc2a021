/**
 * A zod schema as a form's validator (app/lib/use-form): the schema's output on success,
 * else the first message of each field, the message the API would give for it. Imported
 * by the lazily loaded schema modules only, beside zod.
 */
import type { z } from 'zod';
import type { Validation } from './use-form';

export function schemaValidator<T extends object>(schema: z.ZodType): (values: T) => Validation<T> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { ok: true, values: result.data as T };
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
    return { ok: false, errors };
  };
}
