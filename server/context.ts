/**
 * What the server hands to React Router loaders and actions: the same services the
 * API uses (one place for each rule), plus per-request facts.
 */
import type { Logger } from 'pino';
import type { AnalyticsService, ConsentState } from '#domain/consent.ts';
import type { DisplayChoice } from '#domain/display-currency.ts';
import type { Config } from './config';
import type { Database } from './db/client';
import type { createServices } from './services';

export type Services = ReturnType<typeof createServices>;

export interface AppContext {
  config: Pick<Config, 'STORE_CURRENCY' | 'NODE_ENV' | 'PUBLIC_URL' | 'STORE_EMAIL'>;
  services: Services;
  database: Database;
  /**
   * CSP nonce for this response's inline scripts; absent in a page rendered once for many
   * visitors, whose scripts are allowed by hash (server/http/page-cache.ts).
   */
  cspNonce: string | undefined;
  /**
   * True while rendering a page kept for every reader (server/http/page-cache.ts): it is
   * rendered without cookies, and the root loader says the signed-in user is for the
   * browser to fill in.
   */
  sharedPage: boolean;
  /** The currency this request's prices are shown in, and those offered (server/services/currencies, decision 60). */
  display: DisplayChoice;
  /**
   * The shopper's cookie consent, from the request's `consent` cookie (decision 72): a page
   * kept for many is kept per consent, so it reads this rather than the cookies it lacks.
   */
  consent: ConsentState;
  /** ANALYTICS_PROVIDER and ANALYTICS_ID, or null when events go to the page's dataLayer only. */
  analytics: AnalyticsService | null;
  /** This request may read the development mailbox (see server/http/dev-only.ts). */
  devOutbox: boolean;
  /** The store's logger for this request: its lines carry the request id (server/http/request-logger.ts). */
  logger: Logger;
  /**
   * True when a page's failure means the database could not be reached for a moment
   * (server/db/unavailable.ts): the page answers 503 instead of 500.
   */
  isDatabaseUnavailable(error: unknown): boolean;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
