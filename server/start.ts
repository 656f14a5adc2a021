/**
 * Starting the store: configuration → database (migrated) → demo catalogue when empty →
 * admin bootstrap → HTTP server. Returns a handle whose close() shuts down gracefully.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import pino, { type Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createServices } from './services';
import { createTokenSigner, loadSigningKey } from './auth/tokens';
import { exposedInDevelopment } from './http/dev-only';
import { createMemoryRateLimiter, createRedisRateLimiter } from './http/rate-limit';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { ensureAdmin } from './services/users';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed/seed';
import { createLocalStorage } from './storage/storage';

export interface StartOptions {
  /** Where the UI comes from: Vite's dev server (hot reload), a built bundle, or none (API only). */
  ui: { kind: 'vite' } | { kind: 'build'; buildDir: string } | { kind: 'none' };
  logger?: Logger;
}

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  logger: Logger;
  close(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;

export function createLogger(config: Config): Logger {
  return pino({ level: config.LOG_LEVEL, base: undefined });
}

/** Opens the database for this configuration and applies migrations. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, 'db') });
  await database.migrate();
  return database;
}

export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config);
  const database = await openConfiguredDatabase(config);
  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  const storage = createLocalStorage(uploadsDir);
  await fs.mkdir(uploadsDir, { recursive: true });

  try {
    if (config.SEED_DEMO && (await isCatalogueEmpty(database.db))) {
      logger.info('empty catalogue: seeding the demo catalogue');
      await seedDemoCatalogue(database.db, storage, {
        includeDemoAccounts: config.NODE_ENV !== 'production',
        log: (msg) => logger.info(msg),
      });
    }
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      logger.info({ email: config.ADMIN_EMAIL }, 'admin account ensured');
    }
  } catch (err) {
    await database.close();
    throw err;
  }

  const publicUrl = config.PUBLIC_URL;
  const mailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(database.db, logger);
  const signer = createTokenSigner(await loadSigningKey(database.db, config.SESSION_SECRET));
  const rateLimiter = config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL) : createMemoryRateLimiter();
  const services = createServices({ db: database.db, mailer, signer, publicUrl, currency: config.STORE_CURRENCY });
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
    uploadsDir,
    rateLimiter,
    viteDev: options.ui.kind === 'vite',
  });
  const listener = getRequestListener(app.fetch);
  const server = http.createServer((req, res) => {
    if (viteMiddleware) viteMiddleware(req, res, () => void listener(req, res));
    else void listener(req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  if (exposedInDevelopment(config)) {
    logger.warn(
      { host: config.HOST },
      `development mode listening on ${config.HOST}: other machines can reach this store (the mail outbox still answers only on this machine); set NODE_ENV=production to run it for real`,
    );
  }

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Stop accepting, let in-flight requests finish, then close the database so
      // PGlite flushes its files cleanly.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections become idle as their last response ends: close them then.
      server.closeIdleConnections();
      const sweeper = setInterval(() => server.closeIdleConnections(), 50);
      const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearInterval(sweeper);
      clearTimeout(timer);
      await closeVite();
      await rateLimiter.close();
      await database.close();
    })());

  return { url, port, database, logger, close };
}
