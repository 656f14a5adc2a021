/**
 * `npm run seed [-- --products N]`: replaces the catalogue with the demo catalogue
 * (72 products by default, up to 100,000). Outside production it also creates the demo
 * customer and demo reviews. Uses the same DATA_DIR / DATABASE_URL as the server.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDemoCatalogue } from '../server/seed/seed';
import { DEFAULT_PRODUCT_COUNT, MAX_PRODUCT_COUNT } from '../server/seed/demo-catalogue';
import { createConfiguredStorage } from '../server/storage/select';
import type { FileStorage } from '../server/storage/storage';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseArgs(argv: string[]): { count: number } {
  let count = DEFAULT_PRODUCT_COUNT;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    let value: string | undefined;
    if (arg === '--products') value = argv[++i];
    else if (arg.startsWith('--products=')) value = arg.slice('--products='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log(`Usage: npm run seed [-- --products N]   (N from 1 to ${MAX_PRODUCT_COUNT}, default ${DEFAULT_PRODUCT_COUNT})`);
      process.exit(0);
    } else fail(`seed: unknown argument "${arg}" (usage: npm run seed -- --products N)`);

    const n = value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_PRODUCT_COUNT) {
      fail(`seed: --products must be an integer from 1 to ${MAX_PRODUCT_COUNT}, got ${value === undefined ? 'nothing' : `"${value}"`}`);
    }
    count = n;
  }
  return { count };
}

const { count } = parseArgs(process.argv.slice(2));

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}

const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, 'db') });
let opened: FileStorage | undefined;
try {
  // The store's own storage: local disk, or the S3 bucket when S3_URL is set.
  const storage = (opened = await createConfiguredStorage(config));
  // Under the setup lock, so a server starting meanwhile does not seed its own catalogue too.
  const summary = await database.withSetupLock(async () => {
    await database.migrate();
    return seedDemoCatalogue(database.db, storage, {
      count,
      includeDemoAccounts: config.NODE_ENV !== 'production',
    });
  });
  console.log(
    `Seeded ${summary.products} products (${summary.images} images, ${summary.reviews} reviews) ` +
      `into ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} in ${(summary.ms / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error(`seed failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await opened?.close();
  await database.close();
}
