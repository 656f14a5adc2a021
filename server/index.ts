/**
 * Process entry: `npm start` / `npm run serve` run the built app, `npm run dev` runs it
 * through Vite with hot reload (VITE_DEV=true). SIGTERM and SIGINT shut down gracefully.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { createLogger, startServer } from './start';

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
