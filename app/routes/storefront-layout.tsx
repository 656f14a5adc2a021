import { data, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/storefront-layout';
import type { PageLanguage } from '#app/features/i18n/index.ts';
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

/**
 * The page's language, from its prefix, and that language's catalogue (decision 59). English
 * needs none: its texts are compiled into the scripts. An unknown prefix, or English's own
 * (`/en/...`, which would be a second address of every page), is a page not found.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const prefix = params.lang;
  const english: PageLanguage = { language: DEFAULT_LANGUAGE, messages: {}, known: true, pageNames: {} };
  if (prefix === undefined) return english;
  if (!isTranslatedLanguage(prefix)) return data({ ...english, known: false }, { status: 404 });
  const messages = await loadMessages(prefix);
  return { language: prefix, messages, known: true, pageNames: pageNamesIn(prefix, messages) } satisfies PageLanguage;
}

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
