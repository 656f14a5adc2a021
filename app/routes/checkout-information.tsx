import type { Route } from './+types/checkout-information';
import { COUNTRY_CODES, countryOptions, type CountryOption, FIRST_COUNTRIES } from '#domain/countries.ts';
import {
  DEFAULT_LANGUAGE,
  isTranslatedLanguage,
  LANGUAGE_LOCALES,
  type TranslatedLanguage,
} from '#domain/languages.ts';
import { useAuth } from '#app/features/auth/index.ts';
import { checkoutMeta, CheckoutPage, InformationStep } from '#app/features/checkout/index.ts';

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

/**
 * The country select's options, written by the server as HTML, with the page or, moving
 * here inside the app, with its data. Making them in the browser cost a mid-range phone's
 * main thread about 30 ms for the names (Intl's region names and a collator over 250
 * countries), their code counted in the page's first load, 250 options as data to decode
 * and as elements for React to create (decision 56). One string is none of that. The names
 * are in the page's language (the server's Intl knows Kyrgyz's; a browser may not).
 */
export function loader({ params }: Route.LoaderArgs) {
  const option = ({ code, name }: { code: string; name: string }) =>
    `<option value="${code}">${escapeText(name)}</option>`;
  const language = params.lang ?? DEFAULT_LANGUAGE;
  const countries = isTranslatedLanguage(language) ? countryOptionsIn(language) : countryOptions();
  const countryOptionsHtml = [
    ...countries.slice(0, FIRST_COUNTRIES.length).map(option),
    '<option disabled value="">──────────</option>',
    ...countries.slice(FIRST_COUNTRIES.length).map(option),
  ].join('');
  return { countryOptionsHtml };
}

/** SPEC §2 checkout step INFORMATION. */
export const meta: Route.MetaFunction = checkoutMeta;

export default function CheckoutInformation({ loaderData }: Route.ComponentProps) {
  const { user } = useAuth();
  return (
    <CheckoutPage step="information">
      {() => <InformationStep user={user} countryOptionsHtml={loaderData.countryOptionsHtml} />}
    </CheckoutPage>
  );
}
