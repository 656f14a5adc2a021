import { createI18n, type I18n } from '#app/lib/i18n-runtime.tsx';
import { DEFAULT_LANGUAGE, pathWithoutLanguage } from '#domain/languages.ts';
import { pageTitleFromPath } from '#domain/page-title.ts';
import { STORE_NAME } from '#domain/store.ts';
import type { PageLanguage } from './language-provider';

/** What React Router gives a meta function of each route matched. */
interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The page's language and catalogue, as the storefront layout loaded them; English elsewhere. */
export function metaLanguage(matches: readonly (MetaMatch | undefined)[]): PageLanguage {
  const layout = matches.find((match) => match?.id === 'routes/storefront-layout')?.loaderData as
    PageLanguage | undefined;
  return layout ?? { language: DEFAULT_LANGUAGE, messages: {}, known: true, pageNames: {}, categoryNames: {} };
}

/**
 * Texts for a route's `meta`, which runs outside the page's components: an i18n of the
 * page's language, made for the call (decision 59).
 */
export function metaI18n(matches: readonly (MetaMatch | undefined)[]): I18n {
  const { language, messages } = metaLanguage(matches);
  return createI18n(language, messages);
}

/**
 * A store page's title: "PRODUCTS | ALATOO" by SPEC §2's rule from the path in English; in
 * Russian or Kyrgyz the page's name in the language ("ТОВАРЫ | ALATOO"), which the storefront
 * layout's loader sends with the catalogue (page-names.server.ts).
 */
export function pageTitle(matches: readonly (MetaMatch | undefined)[], pathname: string): string {
  const path = pathWithoutLanguage(pathname).replace(/\/+$/, '') || '/';
  const name = metaLanguage(matches).pageNames[path.replace(/^\/reset-password\/.*$/, '/reset-password')];
  return `${name ?? pageTitleFromPath(path)} | ${STORE_NAME}`;
}
