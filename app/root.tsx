import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { pageTitleFromPath } from '#domain/page-title.ts';
import { STORE_NAME } from '#domain/store.ts';
import { readCookie, TOKEN_COOKIE } from '#domain/session-cookies.ts';
import {
  DEFAULT_LANGUAGE,
  isTranslatedLanguage,
  languageOfPath,
  LANGUAGES,
  pathInLanguage,
  pathWithoutLanguage,
} from '#domain/languages.ts';
import { analyticsModuleHtml, consentBannerHtml } from '#app/features/analytics/index.server.ts';
import { loadMessages } from '#app/features/i18n/index.server.ts';
import { SIGNED_IN_MARK_SCRIPT } from './features/auth';
import { LanguageProvider, type PageLanguage } from './features/i18n';
import { ErrorScreen, NotFoundScreen } from './features/shell';
// The stylesheet's URL, rendered by Layout with a `precedence`: React then writes it at the
// top of <head>, before the module preloads of the page's scripts, so the one
// render-blocking file is requested first (decision 39).
import appStylesheet from './app.css?url';

export async function loader({ context, request }: Route.LoaderArgs) {
  // A page kept for every reader knows no one: the browser fills in the signed-in user
  // (use-auth.ts). Otherwise the token cookie is checked against its live session, so a
  // revoked or expired token renders as signed out.
  const token = context.sharedPage ? null : readCookie(request.headers.get('Cookie'), TOKEN_COOKIE);
  const session = token ? await context.services.auth.authenticate(token) : null;
  return {
    currency: context.config.STORE_CURRENCY,
    origin: new URL(context.config.PUBLIC_URL).origin,
    display: context.display,
    nonce: context.cspNonce,
    user: session?.user ?? null,
    /** False in a page rendered once for many: `user` is then for the browser to tell. */
    userKnown: !context.sharedPage,
    // Sent with the page rather than built into the root's script, which every page loads.
    signedInMark: context.sharedPage ? SIGNED_IN_MARK_SCRIPT : null,
    /** The page's cookie consent, as React's dangerouslySetInnerHTML takes HTML (decision 72). */
    consent: { __html: await consentHtml(request, context) },
  };
}

/**
 * Cookie consent on a storefront page (decision 72): the banner while no choice is stored;
 * the analytics module for a shopper who allowed analytics, and for no one else. Plain HTML
 * from the server, which the page places as it is: none of it is in the pages' scripts.
 */
async function consentHtml(request: Request, context: Route.LoaderArgs['context']): Promise<string> {
  const { pathname } = new URL(request.url);
  if (/^\/(?:admin|dev)(?:\/|$)/.test(pathWithoutLanguage(pathname))) return '';
  if (context.consent === 'analytics') return analyticsModuleHtml(context.analytics);
  if (context.consent !== 'none') return '';
  const language = languageOfPath(pathname);
  return consentBannerHtml(language, isTranslatedLanguage(language) ? await loadMessages(language) : {});
}

/** The back office's and a root error's head; storefront pages get theirs from their layout, in their language. */
export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${pageTitleFromPath(location.pathname)} | ${STORE_NAME}` },
  { name: 'description', content: `${STORE_NAME} — fashion from Kyrgyzstan, shipped worldwide.` },
];

/** The storefront layout's language and catalogue; the back office and root errors are English. */
const ENGLISH: PageLanguage = {
  language: DEFAULT_LANGUAGE,
  messages: {},
  known: true,
  pageNames: {},
  categoryNames: {},
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const storefront = useRouteLoaderData<PageLanguage>('routes/storefront-layout');
  const { language, messages } = storefront ?? ENGLISH;
  const nonce = data?.nonce;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
        {/* A page kept for every reader learns before its first paint whether a shopper is signed in. */}
        {data?.signedInMark ? <script dangerouslySetInnerHTML={{ __html: data.signedInMark }} /> : null}
        {storefront?.known && data ? <LanguageAlternates origin={data.origin} /> : null}
        {/* A path whose first part is no language (`/no-such-page`) is a page not found whatever route matched. */}
        {storefront && !storefront.known ? <meta name="robots" content="noindex" /> : null}
      </head>
      <body className="min-h-screen bg-white font-sans">
        <LanguageProvider language={language} messages={messages}>
          {children}
        </LanguageProvider>
        {/* Cookie consent as the server wrote it (decision 72); empty on most pages. */}
        <div dangerouslySetInnerHTML={data?.consent} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The page in every language, for search engines (`hreflang`), English also as the default
 * for any other language (decision 59).
 */
function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      {LANGUAGES.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={language}
          href={origin + pathInLanguage(language, pathname + search)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + pathInLanguage(DEFAULT_LANGUAGE, pathname + search)} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ''}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return <ErrorScreen message={message} />;
}
