/**
 * The browser reads the API's answer types from their schemas (domain/api-answer-schemas.ts)
 * through `import type` only, which the build erases: `npm run lint` refuses a value import
 * of that module from app/ or domain/, so zod cannot reach a page that way (decision 0044).
 */
import { describe, expect, it } from 'vitest';
import { boundaryErrors } from './lint-fixture';

const TYPES_ONLY = "The browser reads the answer schemas' types only";

describe('answer types in browser code', () => {
  it('refuses a feature importing an answer schema as a value', async () => {
    expect(await boundaryErrors('feature-reads-answer-schemas.ts', 'app/features/checkout/wrong-way.ts')).toEqual([
      expect.stringContaining(TYPES_ONLY),
    ]);
  });

  it('refuses a domain rule importing an answer schema as a value', async () => {
    expect(await boundaryErrors('domain/reads-answer-schemas.ts', 'domain/wrong-way.ts')).toEqual([
      expect.stringContaining(TYPES_ONLY),
    ]);
  });

  it('accepts the answer types through import type', async () => {
    expect(await boundaryErrors('feature-right-way.ts', 'app/features/checkout/right-way.ts')).toEqual([]);
  });
});
