/**
 * The HTTP application: /api, static files and the React Router SSR handler in one
 * Hono app. Built from its dependencies so tests can run it against any database.
 */
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { createApi } from './api';
import { feedsApi } from './api/feeds';
import { METRICS_PATH, metricsApi } from './api/metrics';
import { analyticsService, type Config } from './config';
import type { Services } from './context';
import type { Database } from './db/client';
import { isDatabaseUnavailable } from './db/unavailable';
import { clientAddress } from './http/client-address';
import { compression } from './http/compression';
import { DEV_PATH_PREFIX, devOnly, mayReadDevOutbox } from './http/dev-only';
import { sendEncodedOnce } from './http/encoded-once';
import { errorResponse } from './http/errors';
import {
  createPageCache,
  inlineScriptHashes,
  sharedPageKey,
  sharedRenderRequest,
  withoutPageSignals,
  type RenderedPage,
} from './http/page-cache';
import { rememberLanguage } from './http/language';
import { trailingSlashRedirect } from './http/trailing-slash';
import { pageMethods, type PageAction } from './http/page-methods';
import type { RateLimiter } from './limits/rate-limit';
import { requestLogger, type LoggerVariables } from './http/request-logger';
import { telemetry } from './http/telemetry';
import { securityHeaders, type SecurityVariables } from './http/security-headers';
import { serveStoredFiles } from './http/stored-files';
import { displayCurrencyPost } from './http/display-currency';
import type { DisplayChoice } from '#domain/display-currency.ts';
import { UPLOADS_URL_PREFIX, type FileStorage } from './storage/storage';
import { carriesSession } from '#domain/session-cookies.ts';
import { consentFromCookies, type ConsentState } from '#domain/consent.ts';
import { PRIVATE_NO_STORE } from './http/cache-control';

export interface AppDeps {
  config: Config;
  database: Database;
  services: Services;
  logger: Logger;
  /** The React Router server build (a function in development, so edits show up). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** True when Vite's dev server serves the UI (hot reload needs a looser CSP). */
  viteDev?: boolean;
  /** build/client: hashed assets and public files; absent in development (Vite serves them). */
  clientDir?: string;
  /** Where product images are kept; served at /uploads. */
  storage: FileStorage;
  rateLimiter: RateLimiter;
}

/** SPEC §2 lists links to paths that have no route; they redirect to the pages they mean. */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/refund-policy': '/refund-return-policy',
  '/terms-and-conditions': '/terms-conditions',
};

const YEAR = 60 * 60 * 24 * 365;

export function createApp(deps: AppDeps) {
  const dev = deps.viteDev ?? false;
  const app = new Hono<{ Variables: LoggerVariables & SecurityVariables }>();

  app.onError((err, c) => errorResponse(c, err, c.get('log') ?? deps.logger));
  // First, so the request's span and timing hold everything after it, its log lines included.
  app.use('*', telemetry());
  app.use('*', requestLogger(deps.logger));
  const analytics = analyticsService(deps.config);
  app.use('*', securityHeaders({ dev, trustProxy: deps.config.TRUST_PROXY, analytics }));
  app.use('*', compression());

  app.route(
    '/api',
    createApi({ ...deps, trustProxy: deps.config.TRUST_PROXY, stripeWebhookSecret: deps.config.STRIPE_WEBHOOK_SECRET }),
  );

  // The product feeds (decision 69), for shopping services to fetch.
  app.route('/feeds', feedsApi(deps.services));
  app.route(METRICS_PATH, metricsApi(deps.config.METRICS_TOKEN));

  app.get(`${UPLOADS_URL_PREFIX}/*`, serveStoredFiles(deps.storage));
  app.all(`${UPLOADS_URL_PREFIX}/*`, (c) => c.text('Not Found', 404));

  if (deps.clientDir) {
    const clientDir = deps.clientDir;
    // Vite puts content-hashed files under /assets: they never change, so cache for a year.
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_p, c) => {
          c.header('Cache-Control', `public, max-age=${YEAR}, immutable`);
        },
      }),
    );
    app.all('/assets/*', (c) => c.text('Not Found', 404));
    app.use(
      '*',
      serveStatic({
        root: clientDir,
        onFound: (p, c) => {
          if (path.basename(p) !== 'index.html') c.header('Cache-Control', 'public, max-age=3600');
        },
      }),
    );
  }

  app.use(`${DEV_PATH_PREFIX}*`, devOnly(deps.config));

  app.use('*', trailingSlashRedirect());
  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
    app.get(from, (c) => c.redirect(to, 301));
  }

  // Pages whose form also works before JavaScript loads: they take a POST (a route action).
  const pageActions: Record<string, PageAction> = {
    '/contact-us': { admit: (c) => deps.services.contact.admit(clientAddress(c, deps.config.TRUST_PROXY)) },
  };
  app.post(...displayCurrencyPost(deps.services.currencies));
  app.use('*', pageMethods(pageActions));
  app.use('*', rememberLanguage());
  const handleRequest = createRequestHandler(deps.build, dev ? 'development' : 'production');
  const loadContext = (
    c: Context,
    display: DisplayChoice,
    consent: ConsentState,
    cspNonce?: string,
    sharedPage = false,
  ): AppLoadContext => ({
    config: {
      STORE_CURRENCY: deps.config.STORE_CURRENCY,
      NODE_ENV: deps.config.NODE_ENV,
      PUBLIC_URL: deps.config.PUBLIC_URL,
      STORE_EMAIL: deps.config.STORE_EMAIL,
    },
    services: deps.services,
    database: deps.database,
    cspNonce,
    sharedPage,
    display,
    consent,
    analytics,
    devOutbox: mayReadDevOutbox(c, deps.config),
    logger: c.get('log'),
    isDatabaseUnavailable,
  });
  const pages = createPageCache(deps.services.catalog.cacheWindow);
  // A product's page shows its exact stock: it goes when that stock moves (decision 53).
  deps.services.catalog.onProductsChange((ids) => pages.forgetProducts(ids));

  /** A page for many visitors: rendered without a nonce, on a request of its own (page-cache.ts). */
  async function renderShared(c: Context, display: DisplayChoice, consent: ConsentState): Promise<RenderedPage> {
    // On a request of its own, so the first visitor leaving does not cut short a render
    // others are waiting for; without cookies, so it is the same for every reader.
    const res = await handleRequest(sharedRenderRequest(c.req.raw), loadContext(c, display, consent, undefined, true));
    const html = await res.text();
    return { status: res.status, headers: new Headers(res.headers), html, scriptHashes: inlineScriptHashes(html) };
  }

  app.all('*', async (c) => {
    // Vite's development server changes the page under the cache's feet: render every time.
    const display = await deps.services.currencies.displayFor(c.req.raw);
    // The banner, or the analytics module, is part of the page: kept per consent (decision 72).
    const consent = consentFromCookies(c.req.header('Cookie'));
    const key = dev ? null : sharedPageKey(c.req.raw, display.code, consent);
    if (key !== null) {
      const page = await pages.page(key, () => renderShared(c, display, consent));
      c.set('cspScriptHashes', page.scriptHashes);
      const headers = withoutPageSignals(new Headers(page.headers));
      // The same bytes as a visitor's, yet a response to a session stays out of shared caches
      // (decision 18), as every other answer to one does.
      if (carriesSession(c.req.raw.headers)) headers.set('Cache-Control', PRIVATE_NO_STORE);
      return sendEncodedOnce(c, page, page.html, page.status, headers);
    }
    const res = await handleRequest(c.req.raw, loadContext(c, display, consent, c.get('cspNonce')));
    withoutPageSignals(res.headers);
    // A signed-in shopper's page carries their name and cart: no shared cache may keep it.
    if (carriesSession(c.req.raw.headers)) res.headers.set('Cache-Control', PRIVATE_NO_STORE);
    return res;
  });

  return app;
}
