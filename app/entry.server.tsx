/**
 * Server rendering. Streams HTML to browsers, waits for everything for bots (so product
 * pages are fully indexable), and stamps the request's CSP nonce on React's inline scripts.
 * Failures are logged through the request's logger from the load context (server/context.ts).
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { DATABASE_RETRY_AFTER_SECONDS } from '#domain/database-unavailable.ts';
import { scriptsAfterPaint } from './lib/scripts-after-paint';

export const streamTimeout = 5_000;

/**
 * Errors React Router catches in loaders, actions and rendering (its default writes them to
 * the console). A request the client abandoned is not a failure; for React Router's own
 * error responses (a URL no route matches) the error inside is what tells what happened.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const err = isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error;
  if (context.isDatabaseUnavailable(err)) {
    databaseUnreachable.add(context);
    context.logger.warn({ err }, 'page could not reach the database: answered 503');
    return;
  }
  context.logger.error({ err }, 'page request failed');
};

/**
 * Requests (by their load context) whose page failed because the database could not be
 * reached for a moment. handleError hears of a loader's failure before the page renders, so
 * the page can answer 503 (try again shortly) instead of 500.
 */
const databaseUnreachable = new WeakSet<AppLoadContext>();

/** Pages under the storefront's layout (routes.ts): the shop, its account and content pages. */
function isStorefrontPage(routerContext: EntryContext): boolean {
  return routerContext.staticHandlerContext.matches.some((match) => match.route.id === 'routes/storefront-layout');
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (databaseUnreachable.has(loadContext)) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  }
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React moves a finished Suspense boundary out of place once the page before it passes
        // this many bytes, and swaps it in later by script: the footer's currency picker on a
        // long order page arrived after the first paint and moved the page. Only boundaries
        // still waiting on data are streamed later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // A storefront page's scripts are requested after its first paint
          // (scripts-after-paint.ts). The back office is for staff who act at once, and is
          // not measured for paint: its scripts load as React Router writes them.
          if (isStorefrontPage(routerContext)) {
            const html = scriptsAfterPaint((problem) => loadContext.logger.warn({ url: request.url }, problem));
            html.pipe(body);
            pipe(html);
          } else {
            pipe(body);
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, onShellError rejects and handleError above logs it.
          if (shellRendered) loadContext.logger.error({ err: error }, 'page rendering failed after streaming began');
        },
      },
    );
  });
}
