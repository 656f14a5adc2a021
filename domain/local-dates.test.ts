import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LOCALES, LANGUAGES } from './languages.ts';
import { formatLongDate } from './local-dates.ts';

describe('formatLongDate', () => {
  it("writes every day as Intl's long date of the language does (Node has all three languages' data)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          for (const language of LANGUAGES) {
            const intl = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' });
            expect(formatLongDate(language, date)).toBe(intl.format(date));
          }
        },
      ),
    );
  });
});
