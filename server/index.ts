/**
 * Process entry: `npm start` / `npm run serve` run the built app, `npm run dev` runs it
 * through Vite with hot reload (--dev). SIGTERM and SIGINT shut down gracefully.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const useVite = process.argv.includes('--dev');

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The store's mode (config.NODE_ENV: demo account, development pages) is read above.
  // A built app always renders with React's production build, which React and React Router
  // choose from process.env.NODE_ENV when they load — so set it before loading them.
  if (!useVite) process.env.NODE_ENV = 'production';
  const { createLogger, startServer } = await import('./start');
  const logger = createLogger(config);
  const running = await startServer(config, {
    ui: useVite ? { kind: 'vite' } : { kind: 'build', buildDir: path.resolve(process.env.BUILD_DIR ?? 'build') },
    logger,
  });
  logger.info({ url: running.url, database: running.database.kind }, `store listening on ${running.url}`);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? `Failed to start: ${err.message}` : err);
  process.exit(1);
});
