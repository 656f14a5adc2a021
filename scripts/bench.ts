/**
 * `npm run bench`: throughput and latency of the store's busiest calls, on the embedded
 * database and then on PostgreSQL, each with a generated catalogue (10,000 products by
 * default). The store runs as production runs it (the compiled server with `node`, a fresh
 * storefront build) in a process of its own; autocannon loads it over loopback for a fixed
 * time per call at a fixed number of connections. Prints a table per database and a
 * comparison, and writes every figure as JSON.
 *
 *   npm run bench -- [--products 10000] [--seconds 10] [--connections 10] [--json file]
 *                    [--postgres postgres://postgres@127.0.0.1:5432/postgres] [--port 0]
 *                    [--only listing] [--rounds 10]
 *
 * `--only listing` times only the listings not yet cached (below), on both databases: no
 * build, no store process, no load — a seed, then the reads. `--rounds` sets how many reads
 * of each are counted (10 by default).
 *
 * PostgreSQL: a fresh database is created on that server (BENCH_DATABASE_URL names the
 * server), named after this run (`store_bench_<time>_<random>`), and dropped afterwards; an
 * unreachable server is skipped with a line saying so.
 * Checkout and coupon calls are real ones: every checkout reserves stock (the benchmark
 * product holds plenty) and must succeed. Any answer other than a success, and any call
 * that completes no request at all, is printed and makes the run fail. Neither call counts
 * against a rate limit when it succeeds, so the store runs with its production settings.
 * After the single calls, the sale scenario (bench-sale.ts) reads beside checkouts.
 * Each table is headed by the machine's load average, since other work skews the figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_CATALOG_QUERY, type CatalogQuery } from '#domain/catalog-query.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { coupons, sizes, variants } from '#server/db/schema.ts';
import { seedDemoCatalogue } from '#server/seed/seed.ts';
import { createCatalogService } from '#server/services/catalog/index.ts';
import { openConfiguredDatabase } from '#server/start.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { buildServer } from './build-server';
import {
  failureOf,
  figuresOf,
  prepareSale,
  runSale,
  saleFailures,
  saleLines,
  SHIPPING_ADDRESS,
  type LoadFigures,
  type SaleFixture,
  type SaleRun,
} from './bench-sale';
import { createScratchDatabase, type ScratchDatabase } from '#tests/support/test-database.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    json: { type: 'string' },
    postgres: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    port: { type: 'string', default: '0' },
    only: { type: 'string' },
    rounds: { type: 'string', default: '10' },
  },
});
if (values.only !== undefined && values.only !== 'listing') {
  console.error('--only takes one value: listing');
  process.exit(1);
}
const onlyListing = values.only === 'listing';
const productCount = Number(values.products);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const fixedPort = Number(values.port);
const listingRounds = Number(values.rounds);
for (const [name, value, min, max] of [
  ['--rounds', listingRounds, 1, 1000],
  ['--products', productCount, 100, 100_000],
  ['--seconds', seconds, 1, 120],
  ['--connections', connections, 1, 200],
  ['--port', fixedPort, 0, 65_535],
] as const) {
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}`);
    process.exit(1);
  }
}

const workDir = path.resolve('.tmp', 'bench');
const buildDir = path.join(workDir, 'build');
const jsonPath = path.resolve(
  values.json ?? path.join(workDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
);
/** Seconds of load before each measured run, not counted: caches fill, connections open. */
const WARMUP_SECONDS = 1;
/** Searches timed straight on the database (cache bypassed), per term. */
const SEARCH_ROUNDS = 20;
const COUPON_CODE = 'BENCH10';
/** Enough for every checkout a run can make: each takes one. */
const BENCH_STOCK = 10_000_000;

interface CallResult extends LoadFigures {
  method: string;
  path: string;
}

interface DatabaseRun {
  database: 'embedded' | 'postgresql';
  skipped?: string;
  calls?: CallResult[];
  /** A search on the database, cache bypassed: the matching ids, then their products loaded. */
  databaseSearchMs?: SearchTimes;
  /** The matching ids alone: what a term not yet cached costs when its products are kept. */
  databaseSearchIdsMs?: SearchTimes;
  serverRssMiB?: number;
  seedSeconds?: number;
  /** The machine's load average (1, 5, 15 min) when the calls began. */
  loadAverage?: number[];
  sale?: SaleRun;
  /** Listings not yet cached: page and facets per query (timeUncachedListings). */
  listings?: ListingTimes[];
}

interface SearchTimes {
  terms: string[];
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

interface Fixture {
  productId: string;
  productName: string;
  category: string;
  color: string;
  size: string;
  priceCents: number;
  searchTerms: string[];
  /** The token and user cookies of a signed-in session, once the store runs (benchSession). */
  sessionCookie?: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function freePort(): Promise<number> {
  if (fixedPort !== 0) return fixedPort;
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The benchmark's product, coupon and search terms, written into the freshly seeded catalogue. */
async function prepareFixture(database: Database): Promise<Fixture> {
  const { db } = database;
  const catalog = createCatalogService(db);
  const page = await catalog.listCatalog({ ...DEFAULT_CATALOG_QUERY, inStock: true, pageSize: 1 });
  const product = page.products[0];
  if (!product) throw new Error('the generated catalogue has no product in stock');
  const variant = product.variants[0]!;
  const size = variant.sizes[0]!;
  // Plenty of stock for every checkout the run makes, so each one is a success.
  await db
    .update(sizes)
    .set({ stock: BENCH_STOCK })
    .where(
      sql`${sizes.variantId} in (select ${variants.id} from ${variants} where ${eq(variants.productId, product._id)})`,
    );
  await db
    .insert(coupons)
    .values({ code: COUPON_CODE, description: 'Benchmark coupon', type: 'percentage', valueHundredths: 1000 });
  const firstWord = product.name.split(/\s+/).find((w) => w.length >= 4) ?? product.category;
  const typo = firstWord.length > 4 ? firstWord.slice(0, 2) + firstWord.slice(3) : firstWord;
  return {
    productId: product._id,
    productName: product.name,
    category: product.category,
    color: variant.color,
    size: size.size,
    priceCents: Math.round(size.discountedPrice * 100),
    searchTerms: [
      ...new Set([
        firstWord.toLowerCase(),
        typo.toLowerCase(),
        product.category.toLowerCase(),
        `${variant.color} ${product.category}`.toLowerCase(),
        'wool',
        'linen shirt',
      ]),
    ],
  };
}

function calls(f: Fixture): {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}[] {
  const listing = new URLSearchParams({
    category: f.category,
    color: f.color,
    size: f.size,
    inStock: 'true',
    sort: 'price-asc',
  });
  const shippingAddress = SHIPPING_ADDRESS;
  return [
    { name: 'home page (SSR)', method: 'GET', path: '/' },
    { name: 'product page (SSR)', method: 'GET', path: `/products/${f.productId}` },
    {
      name: 'product page signed in (SSR)',
      method: 'GET',
      path: `/products/${f.productId}`,
      headers: { cookie: f.sessionCookie! },
    },
    { name: 'GET /api/products/:id', method: 'GET', path: `/api/products/${f.productId}` },
    { name: 'listing with filters', method: 'GET', path: `/api/products?${listing}` },
    {
      name: 'search (typo)',
      method: 'GET',
      path: `/api/products/search?query=${encodeURIComponent(f.searchTerms[1]!)}`,
    },
    {
      name: 'coupon apply',
      method: 'POST',
      path: '/api/coupons/apply',
      body: {
        code: COUPON_CODE,
        productIds: [f.productId],
        cartTotal: f.priceCents / 100,
        items: [{ productId: f.productId, color: f.color, size: f.size, quantity: 1 }],
      },
    },
    {
      name: 'checkout session',
      method: 'POST',
      path: '/api/orders/create-checkout-session',
      body: {
        cart: {
          items: [
            {
              _id: `${f.productId}-${f.color}-${f.size}`,
              product: { _id: f.productId, name: f.productName, category: f.category },
              variant: {
                color: f.color,
                size: f.size,
                price: f.priceCents / 100,
                discountedPrice: f.priceCents / 100,
                images: [],
              },
              quantity: 1,
            },
          ],
        },
        shippingAddress,
        shippingMethod: 'standard',
      },
    },
  ];
}

async function load(url: string, call: ReturnType<typeof calls>[number], duration: number) {
  return autocannon({
    url: url + call.path,
    method: call.method,
    connections,
    duration,
    headers: {
      'accept-encoding': 'br',
      ...(call.body ? { 'content-type': 'application/json' } : {}),
      ...call.headers,
    },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
}

interface StoreProcess {
  child: ChildProcess;
  url: string;
  output(): string;
}

/** The compiled store in a process of its own (as `npm run serve` runs it), once it answers. */
async function startStore(env: Record<string, string>): Promise<StoreProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(buildDir, 'runtime', 'index.js')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      BUILD_DIR: buildDir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // The built-in test payment page takes the checkouts (no money moves).
      ALLOW_TEST_PAYMENTS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the store exited (${child.exitCode}) before answering:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`the store did not answer within 60 s:\n${output}`);
}

/** The account the store is started with, signed in for the signed-in page. */
const BENCH_ACCOUNT = { email: 'bench-owner@example.com', password: 'bench-owner-password-1' };

/** A real session's cookies, as a signed-in browser sends them with every page (SPEC §9). */
async function benchSession(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ACCOUNT),
  });
  if (!res.ok) throw new Error(`signing in for the benchmark answered ${res.status}`);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  return `token=${encodeURIComponent(token)}; user=${encodeURIComponent(JSON.stringify(user))}`;
}

async function stopStore(store: StoreProcess): Promise<void> {
  if (store.child.exitCode !== null) return;
  const exited = once(store.child, 'exit');
  store.child.kill('SIGTERM');
  await exited;
}

function rssMiB(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** `search(term)` on the database itself (no cache), each term SEARCH_ROUNDS times. */
async function timeSearch(terms: string[], search: (term: string) => Promise<unknown>): Promise<SearchTimes> {
  const samples: number[] = [];
  for (const term of terms) await search(term);
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    for (const term of terms) {
      const started = performance.now();
      await search(term);
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  return {
    terms,
    samples: samples.length,
    p50: round(percentile(samples, 50)),
    p95: round(percentile(samples, 95)),
    max: round(samples.at(-1)!),
  };
}

interface ListingTimes {
  name: string;
  page: { p50: number; p95: number };
  facets: { p50: number; p95: number };
}

/**
 * "Listing not yet cached": what a first visit to a listing costs on the database, the
 * cache bypassed — the page of products and the facets for the same query, each query
 * `--rounds` times (10 by default). Prints p50/p95 per kind and returns them.
 */
async function timeUncachedListings(database: Database, fixture: Fixture): Promise<ListingTimes[]> {
  const catalog = createCatalogService(database.db);
  const q = DEFAULT_CATALOG_QUERY;
  const kinds: [string, CatalogQuery][] = [
    ['no filter, page 1', q],
    ['a category', { ...q, category: [fixture.category] }],
    ['colour + size + in stock', { ...q, color: [fixture.color], size: [fixture.size], inStock: true }],
    ['price range + sale', { ...q, minPrice: 20, maxPrice: 80, onSale: true }],
    ['sorted by price', { ...q, sort: 'price-asc' }],
    ['a deep page', { ...q, page: 200 }],
  ];
  const timed = async (read: () => Promise<unknown>) => {
    await read();
    const samples: number[] = [];
    for (let i = 0; i < listingRounds; i++) {
      const started = performance.now();
      await read();
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)) };
  };
  const results: ListingTimes[] = [];
  console.log(`listing not yet cached (on the database, cache bypassed; ${listingRounds} reads each, ms):`);
  console.log(
    `  ${'query'.padEnd(26)}${'page p50'.padStart(10)}${'p95'.padStart(8)}${'facets p50'.padStart(12)}${'p95'.padStart(8)}`,
  );
  for (const [name, query] of kinds) {
    const page = await timed(() => catalog.listCatalog(query));
    const facets = await timed(() => catalog.catalogFacets(query));
    results.push({ name, page, facets });
    console.log(
      `  ${name.padEnd(26)}${String(page.p50).padStart(10)}${String(page.p95).padStart(8)}${String(facets.p50).padStart(12)}${String(facets.p95).padStart(8)}`,
    );
  }
  console.log(
    `  load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  return results;
}

const COLUMNS = ['call', 'req/s', 'p50 ms', 'p99 ms', 'not 2xx', 'errors'];
const WIDTHS = [30, 9, 9, 9, 9, 8];
const line = (cells: (string | number)[]) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(WIDTHS[i]!) : String(c).padStart(WIDTHS[i]!))).join('');

async function benchDatabase(kind: DatabaseRun['database'], databaseUrl: string | undefined): Promise<DatabaseRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1',
    });
    const seedStarted = performance.now();
    const database = await openConfiguredDatabase(config);
    let fixture: Fixture;
    let sale: SaleFixture;
    try {
      await seedDemoCatalogue(database.db, createLocalStorage(path.join(dataDir, 'uploads')), {
        count: productCount,
        includeDemoAccounts: false,
      });
      fixture = await prepareFixture(database);
      sale = await prepareSale(database, [fixture.productId]);
    } finally {
      await database.close();
    }
    const seedSeconds = round((performance.now() - seedStarted) / 1000);
    if (onlyListing) return await benchListingOnly(kind, config, seedSeconds, fixture);
    const loadAverage = os.loadavg();
    console.log(
      `\n${kind === 'embedded' ? 'Embedded database (PGlite)' : 'PostgreSQL'}: ${productCount} products seeded in ${seedSeconds} s · ${connections} connections · ${seconds} s per call · load average ${loadAverage.map((n) => n.toFixed(2)).join(' ')}`,
    );

    const store = await startStore({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_EMAIL: BENCH_ACCOUNT.email,
      ADMIN_PASSWORD: BENCH_ACCOUNT.password,
    });
    fixture.sessionCookie = await benchSession(store.url);
    const results: CallResult[] = [];
    let serverRssMiB: number | undefined;
    let saleRun: SaleRun;
    try {
      console.log(line(COLUMNS));
      for (const call of calls(fixture)) {
        const first = await fetch(store.url + call.path, {
          method: call.method,
          headers: { ...(call.body ? { 'content-type': 'application/json' } : {}), ...call.headers },
          body: call.body ? JSON.stringify(call.body) : undefined,
        });
        if (!first.ok)
          throw new Error(
            `${call.name}: ${call.method} ${call.path} answered ${first.status}: ${(await first.text()).slice(0, 300)}`,
          );
        await load(store.url, call, WARMUP_SECONDS);
        const r = await load(store.url, call, seconds);
        const result: CallResult = { ...figuresOf(call.name, r), method: call.method, path: call.path };
        results.push(result);
        console.log(
          line([
            call.name,
            result.requestsPerSecond,
            result.latencyMs.p50,
            result.latencyMs.p99,
            r.non2xx,
            result.errors,
          ]),
        );
        const failure = failureOf(result);
        if (failure) console.log(`  ${failure}`);
      }
      saleRun = await runSale(store.url, sale, { connections, seconds, warmupSeconds: WARMUP_SECONDS });
      for (const l of saleLines(saleRun)) console.log(l);
      for (const failure of saleFailures(saleRun)) console.log(`  ${failure}`);
      serverRssMiB = rssMiB(store.child.pid!);
    } finally {
      await stopStore(store);
    }

    const again = await openDatabase({ url: databaseUrl, pgliteDir: path.join(dataDir, 'db') });
    let databaseSearchMs: SearchTimes;
    let databaseSearchIdsMs: SearchTimes;
    let listings: ListingTimes[];
    try {
      const catalog = createCatalogService(again.db);
      databaseSearchMs = await timeSearch(fixture.searchTerms, (term) => catalog.searchProducts(term));
      databaseSearchIdsMs = await timeSearch(fixture.searchTerms, (term) => catalog.searchProductIds(term));
      listings = await timeUncachedListings(again, fixture);
    } finally {
      await again.close();
    }
    const times = (t: SearchTimes) => `p50 ${t.p50} ms, p95 ${t.p95} ms, max ${t.max} ms`;
    console.log(
      `search on the database itself (cache bypassed), ${databaseSearchMs.samples} searches of ${databaseSearchMs.terms.length} terms: ${times(databaseSearchMs)}`,
    );
    console.log(
      `  of which finding the matches (products kept in the cache are not read again): ${times(databaseSearchIdsMs)}`,
    );
    if (serverRssMiB !== undefined) console.log(`store process memory (RSS) after the run: ${serverRssMiB} MiB`);
    return {
      database: kind,
      calls: results,
      databaseSearchMs,
      databaseSearchIdsMs,
      serverRssMiB,
      seedSeconds,
      loadAverage,
      sale: saleRun,
      listings,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `--only listing`: the seeded database opened as the store opens it (migrations, and on the
 * embedded database the planner's statistics gathered), statistics gathered on PostgreSQL too
 * (as its autovacuum does soon after a seed), then the listings not yet cached timed.
 */
async function benchListingOnly(
  kind: DatabaseRun['database'],
  config: ReturnType<typeof loadConfig>,
  seedSeconds: number,
  fixture: Fixture,
): Promise<DatabaseRun> {
  const database = await openConfiguredDatabase(config);
  try {
    if (database.kind !== 'pglite') await database.db.execute(sql`vacuum analyze`);
    const loadAverage = os.loadavg();
    console.log(
      `\n${kind === 'embedded' ? 'Embedded database (PGlite)' : 'PostgreSQL'}: ${productCount} products seeded in ${seedSeconds} s · load average ${loadAverage.map((n) => n.toFixed(2)).join(' ')}`,
    );
    const listings = await timeUncachedListings(database, fixture);
    return { database: kind, seedSeconds, loadAverage, listings };
  } finally {
    await database.close();
  }
}

/** A fresh database on the PostgreSQL server, or why there is none. */
async function createPostgresDatabase(adminUrl: string): Promise<ScratchDatabase | { skipped: string }> {
  try {
    return await createScratchDatabase(adminUrl, 'store_bench');
  } catch (err) {
    return {
      skipped: `PostgreSQL at ${new URL(adminUrl).host} is not reachable (${err instanceof Error ? err.message : String(err)})`,
    };
  }
}

fs.mkdirSync(workDir, { recursive: true });
if (!onlyListing) {
  console.log(`Building the store into ${path.relative(process.cwd(), buildDir)}…`);
  await run(path.resolve('node_modules/.bin/react-router'), ['build'], {
    ...process.env,
    BUILD_DIR: buildDir,
    NODE_ENV: 'production',
  });
  await buildServer(buildDir);
}

const runs: DatabaseRun[] = [await benchDatabase('embedded', undefined)];
const postgres = await createPostgresDatabase(values.postgres);
if ('skipped' in postgres) {
  console.log(`\nPostgreSQL skipped: ${postgres.skipped}`);
  runs.push({ database: 'postgresql', skipped: postgres.skipped });
} else {
  try {
    runs.push(await benchDatabase('postgresql', postgres.url));
  } finally {
    await postgres.drop();
  }
}

const [embedded, server] = runs;
if (embedded?.calls && server?.calls) {
  console.log('\nEmbedded database against PostgreSQL (ratio of p99 latency; of requests per second)');
  for (const call of embedded.calls) {
    const other = server.calls.find((c) => c.name === call.name);
    if (!other) continue;
    const p99 = other.latencyMs.p99 > 0 ? round(call.latencyMs.p99 / other.latencyMs.p99, 2) : NaN;
    const rps = other.requestsPerSecond > 0 ? round(call.requestsPerSecond / other.requestsPerSecond, 2) : NaN;
    console.log(`${call.name.padEnd(26)}${`p99 ×${p99}`.padStart(12)}${`req/s ×${rps}`.padStart(14)}`);
  }
}

const failed = runs.flatMap((r) =>
  [
    ...(r.calls ?? []).map(failureOf).filter((f): f is string => f !== null),
    ...(r.sale ? saleFailures(r.sale) : []),
  ].map((f) => `${r.database}: ${f}`),
);
fs.mkdirSync(path.dirname(jsonPath), { recursive: true });
fs.writeFileSync(
  jsonPath,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: {
        node: process.version,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? null,
        platform: `${os.platform()} ${os.arch()}`,
      },
      settings: onlyListing
        ? { products: productCount, only: 'listing', rounds: listingRounds }
        : { products: productCount, seconds, connections, warmupSeconds: WARMUP_SECONDS, rounds: listingRounds },
      runs,
      failed,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nFigures written to ${path.relative(process.cwd(), jsonPath)}`);
if (failed.length > 0) {
  console.error(`Some calls cannot be trusted:\n  ${failed.join('\n  ')}`);
  process.exitCode = 1;
}
