/**
 * Time of each statistics query (decision 35) on a generated order history. Prints the
 * median of several runs per query; asserts nothing.
 *
 *   npm run bench:stats -- [--orders 100000] [--runs 7]
 *
 * Runs on a throw-away embedded database, or — with DATABASE_URL — on a new database on
 * that PostgreSQL server, dropped afterwards (the database named in the URL is untouched).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import { seedOrderHistory } from '#server/seed/order-history.ts';
import { seedDemoCatalogue } from '#server/seed/seed.ts';
import { createStatsService } from '#server/services/stats/index.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { createScratchDatabase } from '#tests/support/test-database.ts';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '100000' }, runs: { type: 'string', default: '7' } },
});
const orderCount = Number(values.orders);
const runs = Number(values.runs);
for (const [name, value, max] of [
  ['--orders', orderCount, 1_000_000],
  ['--runs', runs, 100],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max}`);
    process.exit(1);
  }
}

async function withServerDatabase<T>(serverUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(serverUrl, 'store_bench');
  try {
    return await work(scratch.url);
  } finally {
    await scratch.drop();
  }
}

async function median(work: () => Promise<unknown>): Promise<number> {
  await work(); // warm-up: plans and caches
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function bench(database: Database): Promise<void> {
  await database.migrate();
  const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-stats-'));
  const catalogue = await seedDemoCatalogue(database.db, createLocalStorage(imagesDir), {
    includeDemoAccounts: true,
  }).finally(() => fs.rmSync(imagesDir, { recursive: true, force: true }));
  const history = await seedOrderHistory(database.db, { count: orderCount, currency: 'USD' });
  console.log(
    `${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${catalogue.products} products, ${history.orders} orders ` +
      `(${history.lines} lines) seeded in ${(history.ms / 1000).toFixed(1)} s; median of ${runs} runs:`,
  );
  await database.db.execute(sql`analyze`);
  const stats = createStatsService(database.db, 'USD');
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const queries: [string, () => Promise<unknown>][] = [
    ['summary', () => stats.summary()],
    [
      'timeseries revenue by day, 1 year',
      () => stats.timeseries({ metric: 'revenue', interval: 'day', from: yearAgo, to: today }),
    ],
    [
      'timeseries orders by week, 1 year',
      () => stats.timeseries({ metric: 'orders', interval: 'week', from: yearAgo, to: today }),
    ],
    [
      'timeseries revenue by month, 1 year',
      () => stats.timeseries({ metric: 'revenue', interval: 'month', from: yearAgo, to: today }),
    ],
    ['breakdown, 30 days', () => stats.breakdown({ from: monthAgo, to: today })],
    ['breakdown, 1 year', () => stats.breakdown({ from: yearAgo, to: today })],
  ];
  for (const [name, work] of queries)
    console.log(`  ${name.padEnd(40)} ${(await median(work)).toFixed(1).padStart(8)} ms`);
}

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  await withServerDatabase(serverUrl, async (url) => {
    const database = await openDatabase({ url });
    try {
      await bench(database);
    } finally {
      await database.close();
    }
  });
} else {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await bench(database);
  } finally {
    await database.close();
  }
}
