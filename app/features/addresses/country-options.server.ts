/**
 * The country select's options as one HTML string, for a loader (checkout's first step, the
 * account's address editor). Making them in the browser cost a mid-range phone's main
 * thread about 30 ms for the names (Intl's region names and a collator over 250 countries),
 * their code counted in the page's first load, 250 options as data to decode and as
 * elements for React to create (decision 56). One string is none of that. The names are in
 * the page's language (the server's Intl knows Kyrgyz's; a browser may not).
 */
import { COUNTRY_CODES, countryOptions, type CountryOption, FIRST_COUNTRIES } from '#domain/countries.ts';
import { isTranslatedLanguage, LANGUAGE_LOCALES, type Language, type TranslatedLanguage } from '#domain/languages.ts';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The country list in a translated language: the first countries, then the rest by their names in it. Made once. */
const translatedOptions = new Map<TranslatedLanguage, readonly CountryOption[]>();
function countryOptionsIn(language: TranslatedLanguage): readonly CountryOption[] {
  const made = translatedOptions.get(language);
  if (made) return made;
  const locale = LANGUAGE_LOCALES[language];
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const name = (code: string) => names.of(code) ?? code;
  const byName = new Intl.Collator(locale);
  const options = [
    ...FIRST_COUNTRIES.map((code) => ({ code, name: name(code) })),
    ...COUNTRY_CODES.filter((code) => !(FIRST_COUNTRIES as readonly string[]).includes(code))
      .map((code) => ({ code, name: name(code) }))
      .sort((a, b) => byName.compare(a.name, b.name)),
  ];
  translatedOptions.set(language, options);
  return options;
}

const madeHtml = new Map<Language, string>();

/** The options of the country select in the page's language: the first countries, a divider, the rest. */
export function countryOptionsHtml(language: Language): string {
  const made = madeHtml.get(language);
  if (made) return made;
  const option = ({ code, name }: { code: string; name: string }) =>
    `<option value="${code}">${escapeText(name)}</option>`;
  const countries = isTranslatedLanguage(language) ? countryOptionsIn(language) : countryOptions();
  const html = [
    ...countries.slice(0, FIRST_COUNTRIES.length).map(option),
    '<option disabled value="">──────────</option>',
    ...countries.slice(FIRST_COUNTRIES.length).map(option),
  ].join('');
  madeHtml.set(language, html);
  return html;
}
