import { data, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/storefront-layout';
import { msg } from '@lingui/core/macro';
import { metaI18n, pageTitle, type PageLanguage } from '#app/features/i18n/index.ts';
import { loadMessages, pageNamesIn } from '#app/features/i18n/index.server.ts';
import {
  errorMessage,
  ErrorScreen,
  isNotFound,
  NavigationLoadingScreen,
  NotFoundScreen,
  SiteShell,
} from '#app/features/shell/index.ts';
import { ToastHost } from '#app/features/toast/index.ts';
import { DEFAULT_LANGUAGE, isTranslatedLanguage } from '#domain/languages.ts';
import { STORE_NAME } from '#domain/store.ts';

/**
 * The page's language, from its prefix, and that language's catalogue (decision 59). English
 * needs none: its texts are compiled into the scripts. An unknown prefix, or English's own
 * (`/en/...`, which would be a second address of every page), is a page not found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const prefix = params.lang;
  const english: PageLanguage = {
    language: DEFAULT_LANGUAGE,
    messages: {},
    known: true,
    pageNames: {},
    categoryNames: {},
  };
  if (prefix === undefined) return english;
  if (!isTranslatedLanguage(prefix)) return data({ ...english, known: false }, { status: 404 });
  // Category names come with the catalogue, so every category on the page (filters, headings,
  // the product page, search results) is named from one table (decision 62). A page that
  // needs no catalogue still opens while the database is away, its categories in English.
  const [messages, categoryNames] = await Promise.all([
    loadMessages(prefix),
    context.services.catalog.categoryNames(prefix).catch((error: unknown) => {
      context.logger.error({ err: error }, 'category names could not be read');
      return {};
    }),
  ]);
  return {
    language: prefix,
    messages,
    known: true,
    pageNames: pageNamesIn(prefix, messages),
    categoryNames,
  } satisfies PageLanguage;
}

/**
 * The head of every storefront page without its own, in the page's language: a route's meta
 * sees only the routes above it, so the root's could not read the language from here.
 */
export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: pageTitle(matches, location.pathname) },
  {
    name: 'description',
    content: metaI18n(matches)._(msg`${STORE_NAME} — fashion from Kyrgyzstan, shipped worldwide.`),
  },
];

/** The catalogue is sent again only when the language changes, not on every navigation. */
export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang && defaultShouldRevalidate;
}

export default function StorefrontLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <NavigationLoadingScreen />
      <SiteShell>{loaderData.known ? <Outlet /> : <NotFoundScreen />}</SiteShell>
      <ToastHost />
    </>
  );
}

/** Errors of storefront pages keep the header and footer, so the visitor can move on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>{isNotFound(error) ? <NotFoundScreen /> : <ErrorScreen message={errorMessage(error)} />}</SiteShell>
  );
}
