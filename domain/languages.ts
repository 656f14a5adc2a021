/**
 * The storefront's languages (decision 59): English, the default, at the store's addresses
 * as they are; Russian and Kyrgyz under a prefix (`/ru/products`, `/ky/faqs`). The back
 * office stays English.
 */
export const LANGUAGES = ['en', 'ru', 'ky'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** The languages the texts are translated into from English. */
export type TranslatedLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;

/** Each language's name in itself, as the language switcher offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский', ky: 'Кыргызча' };

/** The locale `Intl` formats numbers, dates and plurals of a language with. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', ru: 'ru-RU', ky: 'ky-KG' };

/** The cookie that remembers a shopper's last chosen language (server/http/language.ts). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `value` if it is one of the store's languages, else the default (an i18n instance's `locale` is typed as any string). */
export const asLanguage = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

export function isTranslatedLanguage(value: unknown): value is TranslatedLanguage {
  return isLanguage(value) && value !== DEFAULT_LANGUAGE;
}

/** The language of a URL's path: its prefix, or English when it has none. */
export function languageOfPath(pathname: string): Language {
  const prefix = /^\/([a-z]{2})(?=[/?#]|$)/.exec(pathname)?.[1];
  return isTranslatedLanguage(prefix) ? prefix : DEFAULT_LANGUAGE;
}

/** A path (with its query, if any) without its language prefix: `/ru/products` → `/products`, `/ky` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A store path in a language: `/products` in Russian is `/ru/products`, the home page `/ru`.
 * A path that already carries a language is moved to this one.
 */
export function pathInLanguage(language: Language, pathname: string): string {
  const bare = pathWithoutLanguage(pathname);
  if (language === DEFAULT_LANGUAGE) return bare;
  // The home page is `/ru`, not `/ru/`; its query, if any, follows straight on.
  return /^\/(?:[?#]|$)/.test(bare) ? `/${language}${bare.slice(1)}` : `/${language}${bare}`;
}
