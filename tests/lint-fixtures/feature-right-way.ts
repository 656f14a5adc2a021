// Right: a feature importing another feature's index.ts, app/lib and domain/ (the answer
// schemas' types through `import type`). Linted as app/features/checkout/… by
// tests/lint/boundaries.test.ts, which expects no error.
import type { CartQuoteAnswer } from '#domain/api-answer-schemas.ts';
import { apiFetch } from '#app/lib/api.ts';
import { useCartStore } from '#app/features/cart/index.ts';

export const parts: [typeof apiFetch, typeof useCartStore, CartQuoteAnswer | null] = [apiFetch, useCartStore, null];
