// Wrong on purpose: a domain rule importing an answer schema as a value. Pages load domain/,
// so zod would come with it. Linted as domain/… by tests/lint/answer-types.test.ts, which
// expects the error.
import { type ApiProduct, productSchema } from './api-answer-schemas';

export const readProduct = (body: unknown): ApiProduct => productSchema.parse(body);
