/**
 * Process entry: `npm start` / `npm run serve` run the built app with `node` (this file
 * compiled by scripts/build-server.ts), `npm run dev` runs it through tsx and Vite with hot
 * reload (--dev). SIGTERM and SIGINT shut down gracefully and exit 0.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const useVite = process.argv.includes('--dev');
const SHUTDOWN_BACKSTOP_MS = 20_000;

/**
 * The one place that writes to stderr directly: the logger's level and format come from
 * the configuration, so what stops the process before there is one is written plainly.
 */
function failBeforeLogger(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    failBeforeLogger(
      err instanceof ConfigError ? err.message : `Failed to start: ${String(err instanceof Error ? err.stack : err)}`,
    );
  }
  // The store's mode (config.NODE_ENV: demo account, development pages) is read above.
  // A built app always renders with React's production build, which React and React Router
  // choose from process.env.NODE_ENV when they load — so set it before loading them.
  if (!useVite) process.env.NODE_ENV = 'production';
  const { createLogger, startServer } = await import('./start');
  const logger = createLogger(config);

  // A signal may arrive more than once: to the whole process group and again forwarded by
  // `npm run serve`. The first starts the shutdown; later ones must not kill it half-way.
  // Listening from the start also keeps a signal during migrations from killing them.
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    // Backstop in case closing hangs (close() itself cuts connections after its grace period).
    setTimeout(() => {
      logger.error('shutdown did not finish in time');
      process.exit(1);
    }, SHUTDOWN_BACKSTOP_MS).unref();
    // `starting` is set synchronously below, before any signal can be delivered.
    starting
      .then((running) => running.close())
      .then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const starting = startServer(config, {
    ui: useVite ? { kind: 'vite' } : { kind: 'build', buildDir: path.resolve(process.env.BUILD_DIR ?? 'build') },
    logger,
  });
  let running;
  try {
    running = await starting;
  } catch (err) {
    // The line says why (e.g. why a migration stopped); `err` carries the wrapping errors too.
    logger.fatal({ err }, `Failed to start: ${innermostMessage(err)}`);
    process.exit(1);
  }
  logger.info({ url: running.url, database: running.database.kind }, `store listening on ${running.url}`);
}

/** The message of the error at the end of `err`'s cause chain (drizzle wraps the driver's error). */
function innermostMessage(err: unknown): string {
  let inner = err;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}

main().catch((err: unknown) => failBeforeLogger(`Failed to start: ${String(err instanceof Error ? err.stack : err)}`));
