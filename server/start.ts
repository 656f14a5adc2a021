/**
 * Starting the store: configuration → database (migrated) → demo catalogue when empty →
 * admin bootstrap (these three under the setup lock) → HTTP server. Returns a handle whose
 * close() shuts down gracefully.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pino, { type Logger, type LoggerOptions } from 'pino';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createServices } from './services';
import { createTokenSigner, loadSigningKey } from './auth/tokens';
import { exposedInDevelopment } from './http/dev-only';
import { createDrain } from './http/drain';
import { createMemoryRateLimiter, createRedisRateLimiter } from './limits/rate-limit';
import { createMailWorker } from './mail/delivery';
import { createMailboxTransport, createSmtpTransport } from './mail/mailer';
import { createMailQueue } from './mail/outbox';
import { selectPaymentProvider } from './payments/select';
import { ensureAdmin } from './services/accounts';
import { createLocalCatalogChanges, createRedisCatalogChanges } from './services/catalog';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed/seed';
import { disableDemoAccountsAtStart } from './seed/demo-accounts';
import { createConfiguredStorage } from './storage/select';
import { createHttpSender, createWebhookWorker, type WebhookAddressRules } from './services/webhooks';
import { outboxDepth } from './mail/outbox-depth';
import { logContext } from './observability/log-context';
import { observeStore } from './observability/metrics';
import { startTracing } from './observability/tracing';

export interface StartOptions {
  /** Where the UI comes from: Vite's dev server (hot reload), a built bundle, or none (API only). */
  ui: { kind: 'vite' } | { kind: 'build'; buildDir: string } | { kind: 'none' };
  logger?: Logger;
  /**
   * The clock of the time-bound rules: the sign-up code's resend pause, the sign-in slow-down,
   * the in-memory rate-limit windows and the orders' (the return window). Default: the real
   * clock; tests move their own forward instead of waiting.
   */
  clock?: () => Date;
}

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  logger: Logger;
  /** The routes the app registered, as Hono lists them (tests compare them with the API's description). */
  routes: readonly { method: string; path: string }[];
  close(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;
/** How often unpaid orders are checked for an ended payment session. */
const EXPIRY_SWEEP_MS = 60_000;

/** Resolves once every promise in the set has settled, including ones added meanwhile. */
async function settled(pending: Set<Promise<unknown>>): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** Every line written while a request is handled carries its `requestId` and `traceId` (decision 71). */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return { level: config.LOG_LEVEL, base: undefined, mixin: logContext };
}

export function createLogger(config: Config): Logger {
  return pino(loggerOptions(config));
}

/**
 * Opens the database for this configuration, then applies migrations and runs `setup` (if
 * given) under the setup lock: processes starting together on one PostgreSQL take turns,
 * so they end with one schema, one admin and one catalogue.
 */
export async function openConfiguredDatabase(
  config: Config,
  setup?: (database: Database) => Promise<void>,
  logger?: Logger,
): Promise<Database> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'db'),
    onConnectionLost: (err) => logger?.warn({ err }, 'a database connection was lost: the next query opens a new one'),
  });
  try {
    await database.withSetupLock(async () => {
      await database.migrate();
      await setup?.(database);
    });
    // The embedded database has no autovacuum: its planner statistics are gathered here, at
    // each start, or a catalogue grown through the back office would be planned as empty.
    if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config);
  const clock = options.clock ?? (() => new Date());
  // Before anything that talks to the network is made: the database client, Stripe's and
  // S3's clients wrap their calls in spans only when traces are exported (decision 71).
  const tracing = startTracing({
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: config.OTEL_SERVICE_NAME,
    batchDelayMs: config.OTEL_BSP_SCHEDULE_DELAY,
  });
  const storage = await createConfiguredStorage(config).catch(async (err: unknown) => {
    await tracing.shutdown();
    throw err;
  });

  const database = await openConfiguredDatabase(
    config,
    async ({ db }) => {
      if (config.SEED_DEMO && (await isCatalogueEmpty(db))) {
        logger.info('empty catalogue: seeding the demo catalogue');
        await seedDemoCatalogue(db, storage, {
          includeDemoAccounts: config.NODE_ENV !== 'production',
          log: (msg) => logger.info(msg),
        });
      }
      if (config.NODE_ENV === 'production') await disableDemoAccountsAtStart(db, logger);
      if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
        await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
        logger.info({ email: config.ADMIN_EMAIL }, 'admin account ensured');
      }
    },
    logger,
  ).catch(async (err: unknown) => {
    await storage.close();
    await tracing.shutdown();
    throw err;
  });

  const publicUrl = config.PUBLIC_URL;
  // E-mail is written with the change that causes it and sent by this worker (decision 0040).
  const mailWorker = createMailWorker({
    db: database.db,
    transport: config.SMTP_URL
      ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM, config.STORE_EMAIL)
      : createMailboxTransport(),
    logger,
    messageIdHost: new URL(publicUrl).hostname,
    leaseMs: config.MAIL_LEASE_SECONDS * 1000,
  });
  // Webhook events are written with their cause and sent, signed, by this worker (decision 70).
  // Private addresses for what an admin points the store at (webhooks, imported images): either name allows them.
  const allowPrivateOutbound = config.OUTBOUND_ALLOW_PRIVATE || config.WEBHOOKS_ALLOW_PRIVATE;
  const webhookRules: WebhookAddressRules = {
    allowPrivate: allowPrivateOutbound,
    httpsOnly: config.NODE_ENV === 'production',
  };
  const webhookWorker = createWebhookWorker({ db: database.db, send: createHttpSender(webhookRules), logger });
  const signer = createTokenSigner(await loadSigningKey(database.db, config.SESSION_SECRET));
  const rateLimiter = config.REDIS_URL
    ? createRedisRateLimiter(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}rl:`, logger)
    : createMemoryRateLimiter(() => clock().getTime());
  // With several processes, each one's catalogue cache hears the others' writes through Redis.
  const catalogChanges = config.REDIS_URL
    ? createRedisCatalogChanges(config.REDIS_URL, logger, `${config.REDIS_KEY_PREFIX}catalog-changed`)
    : createLocalCatalogChanges();
  const payments = selectPaymentProvider(config, database.db, (message, details) => logger.error(details, message));
  if (payments.name === 'none')
    logger.warn(
      'no payment provider is configured: checkout is refused (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or ALLOW_TEST_PAYMENTS=true for a demo store)',
    );
  const services = createServices({
    db: database.db,
    mail: createMailQueue(() => mailWorker.nudge()),
    signer,
    publicUrl,
    currency: config.STORE_CURRENCY,
    payments,
    rateLimiter,
    storeEmail: config.STORE_EMAIL,
    storage,
    onLatePayment: (payment) => logger.warn(payment, 'payment received for an order that had already ended: refund it'),
    catalogChanges,
    webhookRules,
    imageFetchRules: { allowPrivate: allowPrivateOutbound },
    onWebhooksWritten: () => webhookWorker.nudge(),
    now: clock,
  });
  const stopObserving = observeStore({ outbox: () => outboxDepth(database.db), pool: () => database.poolUse() });
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let clientDir: string | undefined;
  let viteMiddleware: ((req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void) | undefined;
  let closeVite = async () => {};

  if (options.ui.kind === 'vite') {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    viteMiddleware = vite.middlewares;
    closeVite = () => vite.close();
  } else if (options.ui.kind === 'build') {
    const serverEntry = path.join(options.ui.buildDir, 'server', 'index.js');
    build = (await import(serverEntry)) as ServerBuild;
    clientDir = path.join(options.ui.buildDir, 'client');
  } else {
    build = async () => {
      throw new Error('This server was started without a UI.');
    };
  }

  const app = createApp({
    config,
    database,
    services,
    logger,
    build,
    clientDir,
    storage,
    rateLimiter,
    viteDev: options.ui.kind === 'vite',
  });
  let closing: Promise<void> | undefined;
  const listener = getRequestListener(app.fetch);
  // Requests whose handler has not finished yet. A connection can close before its handler
  // does (the client gave up), so shutdown waits for these, not only for the sockets.
  const inFlight = new Set<Promise<unknown>>();
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    drain.admit(res);
    const done = Promise.resolve(listener(req, res)).finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  const server = http.createServer((req, res) => {
    if (viteMiddleware) viteMiddleware(req, res, () => handle(req, res));
    else handle(req, res);
  });
  const drain = createDrain(server);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // Once listening: unpaid orders past their payment session give their stock and coupon use back. Every
  // process sweeps; each order is claimed by one conditional update, so it is released once.
  let sweeping: Promise<unknown> = Promise.resolve();
  const expirySweep = setInterval(() => {
    sweeping = services.orders
      .expireUnpaid()
      .catch((err: unknown) => logger.error({ err }, 'expiring unpaid orders failed'));
  }, EXPIRY_SWEEP_MS);
  expirySweep.unref();
  mailWorker.start();
  webhookWorker.start();
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  if (exposedInDevelopment(config)) {
    logger.warn(
      { host: config.HOST },
      `development mode listening on ${config.HOST}: other machines can reach this store (the mail outbox still answers only on this machine); set NODE_ENV=production to run it for real`,
    );
  }

  const close = () =>
    (closing ??= (async () => {
      // Stop accepting, answer the requests in flight and let keep-alive connections close
      // without cutting off a request on its way (server/http/drain.ts), up to the grace
      // period; then close Redis and the database so PGlite flushes its files cleanly.
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS)));
      // A handler can outlive its connection (the client gave up): its work is waited for too.
      const [drained] = await Promise.all([
        drain.drain(SHUTDOWN_GRACE_MS),
        Promise.race([settled(inFlight), graceOver]),
      ]);
      clearTimeout(timer);
      if (!drained || inFlight.size > 0) {
        logger.warn({ inFlight: inFlight.size }, 'shutdown grace period over: the remaining connections were closed');
      }
      clearInterval(expirySweep);
      await sweeping;
      await mailWorker.stop();
      await webhookWorker.stop();
      await closeVite();
      await rateLimiter.close();
      await catalogChanges.close();
      await storage.close();
      stopObserving();
      await database.close();
      await tracing.shutdown();
    })());

  return { url, port, database, logger, routes: app.routes.map(({ method, path }) => ({ method, path })), close };
}
