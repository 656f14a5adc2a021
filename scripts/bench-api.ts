/**
 * Throughput and latency of the store's busiest reads, measured with autocannon against a
 * server on loopback with a generated catalogue. Prints figures; asserts nothing.
 *
 *   npm run bench:api -- [--products 2000] [--seconds 10] [--connections 10]
 *
 * Runs on a throw-away embedded database (or DATABASE_URL when set); server-rendered pages
 * are included when a build exists (npm run build).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadConfig } from '../server/config';
import { openConfiguredDatabase, startServer } from '../server/start';
import { seedDemoCatalogue } from '../server/seed/seed';
import { createLocalStorage } from '../server/storage/storage';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const productCount = Number(values.products);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
for (const [name, value, max] of [['--products', productCount, 100_000], ['--seconds', seconds, 120], ['--connections', connections, 200]] as const) {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max}`);
    process.exit(1);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const hasBuild = fs.existsSync(path.join(buildDir, 'server', 'index.js'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost',
});

try {
  console.log(`Seeding ${productCount} products…`);
  const database = await openConfiguredDatabase(config);
  await seedDemoCatalogue(database.db, createLocalStorage(path.join(dataDir, 'uploads')), { count: productCount, includeDemoAccounts: false });
  await database.close();

  const server = await startServer(config, { ui: hasBuild ? { kind: 'build', buildDir } : { kind: 'none' } });
  try {
    const page = (await (await fetch(`${server.url}/api/products?page=1`)).json()) as { products: { _id: string }[] };
    const productId = page.products[0]!._id;
    const targets: [string, string][] = [
      ['GET /api/products?page=1 (24 of the listing)', '/api/products?page=1'],
      ['GET /api/products?category=Jackets&sort=price-asc', '/api/products?category=Jackets&sort=price-asc'],
      ['GET /api/products/search?query=jaket', '/api/products/search?query=jaket'],
      ['GET /api/products/:id', `/api/products/${productId}`],
      ...(hasBuild
        ? ([
            ['SSR /', '/'],
            ['SSR /products', '/products'],
            ['SSR /products/:id', `/products/${productId}`],
          ] as [string, string][])
        : []),
    ];

    console.log(`\n${productCount} products · ${server.database.kind} · ${connections} connections · ${seconds} s each\n`);
    console.log(`${'endpoint'.padEnd(52)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`);
    for (const [label, urlPath] of targets) {
      const result = await autocannon({ url: server.url + urlPath, connections, duration: seconds, headers: { 'accept-encoding': 'br' } });
      const errors = result.errors + result.non2xx;
      console.log(
        `${label.padEnd(52)}${result.requests.average.toFixed(0).padStart(9)}${String(result.latency.p50).padStart(9)}${String(result.latency.p99).padStart(9)}${String(errors).padStart(8)}`,
      );
    }
    console.log(`\nServer process memory (RSS) after the run: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
  } finally {
    await server.close();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
