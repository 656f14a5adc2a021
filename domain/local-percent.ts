import type { Language } from './languages.ts';
import { groupDigits } from './local-numbers.ts';

/**
 * A whole percentage as the language writes it (CLDR, as `Intl.NumberFormat` with
 * `style: 'percent'` writes it): "82%" in English and Kyrgyz, "82 %" (no-break space) in
 * Russian — without Intl, for the reasons in ./local-numbers.ts. A file of its own so that
 * only the pages showing a percentage carry it.
 */
export function writePercent(language: Language, percent: number): string {
  return groupDigits(language, String(Math.round(percent))) + (language === 'ru' ? '\u00a0%' : '%');
}
