import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LOCALES, LANGUAGES } from './languages';
import { writePercent } from './local-percent';

describe('writePercent', () => {
  it('writes what Intl writes for a whole percentage in each language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.integer({ min: 0, max: 100_000 }), (language, percent) => {
        const expected = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: 'percent' }).format(percent / 100);
        expect(writePercent(language, percent)).toBe(expected);
      }),
    );
  });
});
