/**
 * `npm run seed [-- --products N]`: replaces the catalogue with the demo catalogue
 * (72 products by default, up to 100,000). Outside production it also creates the demo
 * customer and demo reviews. Uses the same DATA_DIR / DATABASE_URL as the server.
 *
 * `npm run seed -- --orders N` adds N orders of history over the past year to the store's
 * catalogue instead (seeding the demo catalogue first only when the store has no products),
 * for the statistics screens; with --products too, the catalogue is replaced first.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { MAX_ORDER_COUNT, seedOrderHistory } from '#server/seed/order-history.ts';
import { seedDemoCatalogue } from '#server/seed/seed.ts';
import { DEFAULT_PRODUCT_COUNT, MAX_PRODUCT_COUNT } from '#server/seed/demo-catalogue.ts';
import { createConfiguredStorage } from '#server/storage/select.ts';
import type { FileStorage } from '#server/storage/storage.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const USAGE = `Usage: npm run seed [-- --products N] [-- --orders M]   (N from 1 to ${MAX_PRODUCT_COUNT}, default ${DEFAULT_PRODUCT_COUNT}; M from 1 to ${MAX_ORDER_COUNT})`;

function wholeNumber(flag: string, value: string | undefined, max: number): number {
  const n = value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) {
    fail(`seed: ${flag} must be an integer from 1 to ${max}, got ${value === undefined ? 'nothing' : `"${value}"`}`);
  }
  return n;
}

function parseArgs(argv: string[]): { count: number | undefined; orders: number | undefined } {
  let count: number | undefined;
  let orders: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--products') count = wholeNumber('--products', argv[++i], MAX_PRODUCT_COUNT);
    else if (arg.startsWith('--products='))
      count = wholeNumber('--products', arg.slice('--products='.length), MAX_PRODUCT_COUNT);
    else if (arg === '--orders') orders = wholeNumber('--orders', argv[++i], MAX_ORDER_COUNT);
    else if (arg.startsWith('--orders='))
      orders = wholeNumber('--orders', arg.slice('--orders='.length), MAX_ORDER_COUNT);
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`seed: unknown argument "${arg}" (${USAGE})`);
  }
  return { count, orders };
}

const { count, orders } = parseArgs(process.argv.slice(2));

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
  const where = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  // Under the setup lock, so a server starting meanwhile does not seed its own catalogue too.
  await database.withSetupLock(async () => {
    await database.migrate();
    const hasProducts = (await database.db.select({ id: products.id }).from(products).limit(1)).length > 0;
    if (orders === undefined || count !== undefined || !hasProducts) {
      const summary = await seedDemoCatalogue(database.db, storage, {
        count: count ?? DEFAULT_PRODUCT_COUNT,
        includeDemoAccounts: config.NODE_ENV !== 'production',
      });
      console.log(
        `Seeded ${summary.products} products (${summary.images} images, ${summary.reviews} reviews) ` +
          `into ${where} in ${(summary.ms / 1000).toFixed(1)} s`,
      );
    }
    if (orders !== undefined) {
      const history = await seedOrderHistory(database.db, { count: orders, currency: config.STORE_CURRENCY });
      console.log(
        `Seeded ${history.orders} orders (${history.lines} lines) into ${where} in ${(history.ms / 1000).toFixed(1)} s`,
      );
    }
  });
} catch (err) {
  console.error(`seed failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await opened?.close();
  await database.close();
}
