// Wrong on purpose: a feature importing an answer schema as a value, which would put zod on
// the page. Linted as app/features/checkout/… by tests/lint/answer-types.test.ts, which
// expects the error; `import type` of the same module passes (feature-right-way.ts).
import { type CartQuoteAnswer, cartQuoteAnswerSchema } from '#domain/api-answer-schemas.ts';

export const readQuote = (body: unknown): CartQuoteAnswer => cartQuoteAnswerSchema.parse(body);
