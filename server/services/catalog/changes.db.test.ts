/**
 * Two store processes, each with its own catalogue cache, on one database and one Redis:
 * a write through one is seen by the other at once (a stock move for its products alone,
 * decision 53), and a Redis outage never leaves the other showing the catalogue as it was. Runs on PostgreSQL (two connections, as two
 * processes have) when TEST_DATABASE_URL is set, else both share one embedded database.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductInput } from '#domain/product-input.ts';
import { createTestDatabase, type TestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { startTcpProxy } from '#tests/support/tcp-proxy.ts';
import { createTokenSigner } from '#server/auth/tokens.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { createMemoryRateLimiter } from '#server/limits/rate-limit.ts';
import { createMailQueue } from '#server/mail/outbox.ts';
import { createTestPaymentProvider } from '#server/payments/test-provider.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { until } from '#tests/support/until.ts';
import { createCachedCatalog } from './cache';
import { createRedisCatalogChanges, type CatalogChanges } from './changes';
import { createCatalogService } from './reads';
import { createServices } from '..';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = pino({ level: 'silent' });

let testDb: TestDatabase;
let databases: Database[];
let dir: string;

function productInput(name: string): ProductInput {
  return {
    name,
    description: 'Felt.',
    category: 'Coats',
    isFeatured: false,
    variants: [
      {
        color: 'Black',
        images: ['/uploads/demo/coats-black.webp'],
        sizes: [{ size: 'M', price: 100, stock: 5, discount: { percentage: 0, expiresAt: null } }],
      },
    ],
  } as ProductInput;
}

/** One store process's services: its own database connection, cache and Redis connections. */
function storeProcess(database: Database, catalogChanges: CatalogChanges) {
  return createServices({
    db: database.db,
    mail: createMailQueue(),
    signer: createTokenSigner(new Uint8Array(32).fill(7)),
    publicUrl: 'https://shop.example',
    currency: 'USD',
    payments: createTestPaymentProvider('https://shop.example', database.db),
    rateLimiter: createMemoryRateLimiter(),
    storeEmail: 'hello@example.com',
    storage: createLocalStorage(dir),
    catalogChanges,
  });
}

/** A guest's checkout of `quantity` units of the product's one size. */
function checkout(shop: ReturnType<typeof storeProcess>, productId: string, quantity: number) {
  const cart = {
    items: [{ product: { _id: productId }, variant: { color: 'Black', size: 'M' }, quantity }],
    appliedCoupon: null,
  };
  const shippingAddress = {
    email: 'a@example.com',
    phone: '+996 555 000 111',
    firstName: 'A',
    lastName: 'B',
    country: 'KG',
    address: 'x',
    city: 'Bishkek',
    postalCode: '720001',
  };
  return shop.orders.createCheckoutSession({ cart, shippingAddress, shippingMethod: 'standard' } as never, null);
}

const stockOf = (p: { variants: { sizes: { stock: number }[] }[] } | null) => p?.variants[0]?.sizes[0]?.stock;

/** Waits, within until()'s generous bound, for `condition`. */
function eventually(what: string, condition: () => Promise<boolean> | boolean): Promise<true> {
  return until(what, async () => ((await condition()) ? true : undefined));
}

/** Polls `condition` every few milliseconds for at most `ms` (the propagation a test claims); the time it took, or fails. */
async function within(ms: number, condition: () => Promise<boolean> | boolean): Promise<number> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return performance.now() - started;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  const first = await openMigratedDatabase(testDb.url);
  databases = testDb.url ? [first, await openDatabase({ url: testDb.url })] : [first, first];
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'catalog-changes-'));
});
afterAll(async () => {
  for (const database of new Set(databases)) await database.close();
  await testDb.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('two store processes with REDIS_URL', () => {
  it('see each other’s catalogue writes at once', async () => {
    const channel = `catalog-changes-test:${randomUUID()}`;
    const changesA = createRedisCatalogChanges(redisUrl, silent, channel);
    const changesB = createRedisCatalogChanges(redisUrl, silent, channel);
    try {
      const a = storeProcess(databases[0]!, changesA);
      const b = storeProcess(databases[1]!, changesB);
      await eventually('both processes to hear catalogue changes', () => changesA.trustworthy && changesB.trustworthy);

      const product = await a.catalogAdmin.createProduct(productInput('Shared Coat'));
      await eventually(
        'the write to reach the other process',
        async () => (await b.catalog.getProduct(product._id)) !== null,
      );
      // B now holds the product in its cache; a read straight after stays in memory.
      const versionBefore = changesB.version;
      expect((await b.catalog.getProduct(product._id))?.name).toBe('Shared Coat');
      expect(changesB.version).toBe(versionBefore);

      await a.catalogAdmin.updateProduct(product._id, productInput('Shared Coat, renamed'));
      const took = await within(
        1_000,
        async () => (await b.catalog.getProduct(product._id))?.name === 'Shared Coat, renamed',
      );
      expect(took).toBeLessThan(1_000);
      expect(changesB.version).toBeGreaterThan(versionBefore);

      // And the other way round, for a list.
      expect((await a.catalog.listProducts()).some((p) => p._id === product._id)).toBe(true);
      await b.catalogAdmin.deleteProduct(product._id);
      await eventually(
        'the deletion to reach the other process',
        async () => !(await a.catalog.listProducts()).some((p) => p._id === product._id),
      );
    } finally {
      await changesA.close();
      await changesB.close();
    }
  });

  it('see the stock the other’s checkout took, within a second, dropping only that product', async () => {
    const channel = `catalog-changes-test:${randomUUID()}`;
    const changesA = createRedisCatalogChanges(redisUrl, silent, channel);
    const changesB = createRedisCatalogChanges(redisUrl, silent, channel);
    try {
      const a = storeProcess(databases[0]!, changesA);
      // B's catalogue counts its reads of each product.
      const plain = createCatalogService(databases[1]!.db);
      const reads = new Map<string, number>();
      const b = createCachedCatalog(
        {
          ...plain,
          getProduct: (id, now) => (reads.set(id, (reads.get(id) ?? 0) + 1), plain.getProduct(id, now)),
        },
        changesB,
      );
      await eventually('both processes to hear catalogue changes', () => changesA.trustworthy && changesB.trustworthy);
      const heard = changesB.version;
      const x = await a.catalogAdmin.createProduct(productInput('Sold Coat'));
      const y = await a.catalogAdmin.createProduct(productInput('Kept Coat'));
      await eventually('both writes to reach the other process', () => changesB.version === heard + 2);
      expect(stockOf(await b.getProduct(x._id))).toBe(5);
      expect(stockOf(await b.getProduct(y._id))).toBe(5);
      const [readsOfY, version] = [reads.get(y._id), changesB.version];

      await checkout(a, x._id, 2);
      const took = await within(1_000, async () => stockOf(await b.getProduct(x._id)) === 3);
      expect(took).toBeLessThan(1_000);
      expect(stockOf(await b.getProduct(y._id))).toBe(5);
      expect(reads.get(y._id)).toBe(readsOfY);
      expect(changesB.version).toBe(version);
    } finally {
      await changesA.close();
      await changesB.close();
    }
  });

  it('read from the database while Redis is away, log the outage once, and cache again when it is back', async () => {
    const channel = `catalog-changes-test:${randomUUID()}`;
    const target = new URL(redisUrl);
    const proxy = await startTcpProxy(Number(target.port || 6379), target.hostname);
    const logs: { level: number; msg: string }[] = [];
    const logger = pino({ base: undefined }, { write: (line: string) => void logs.push(JSON.parse(line)) });
    // B reaches Redis through a connection the test can cut.
    const changesA = createRedisCatalogChanges(redisUrl, silent, channel);
    const changesB = createRedisCatalogChanges(`redis://127.0.0.1:${proxy.port}`, logger, channel);
    try {
      const a = storeProcess(databases[0]!, changesA);
      const b = storeProcess(databases[1]!, changesB);
      await eventually('both processes to hear catalogue changes', () => changesA.trustworthy && changesB.trustworthy);
      const product = await a.catalogAdmin.createProduct(productInput('Outage Coat'));
      await eventually(
        'the write to reach the other process',
        async () => (await b.catalog.getProduct(product._id)) !== null,
      );

      await proxy.cut({ countAttempts: true });
      await eventually('B to hear of the outage', () => !changesB.trustworthy);
      // A's message is lost on the way, yet B shows the write: it reads the database meanwhile.
      await a.catalogAdmin.updateProduct(product._id, productInput('Outage Coat, during'));
      expect((await b.catalog.getProduct(product._id))?.name).toBe('Outage Coat, during');
      // A checkout's stock too, though its message is lost as well.
      await checkout(a, product._id, 1);
      expect(stockOf(await b.catalog.getProduct(product._id))).toBe(4);
      await until('several reconnect attempts to fail', async () => (proxy.attempts() >= 3 ? true : undefined));
      expect(logs.filter((l) => l.level === 50).map((l) => l.msg)).toEqual([
        'Redis is unavailable: the catalogue is read from the database on every request until it is back',
      ]);

      await proxy.restore();
      await eventually('both processes to hear catalogue changes', () => changesB.trustworthy);
      expect(logs.filter((l) => l.level === 30).map((l) => l.msg)).toEqual([
        'Redis is back: the catalogue cache is shared again',
      ]);
      await a.catalogAdmin.updateProduct(product._id, productInput('Outage Coat, after'));
      await eventually(
        'the write to reach the other process',
        async () => (await b.catalog.getProduct(product._id))?.name === 'Outage Coat, after',
      );
    } finally {
      await changesA.close();
      await changesB.close();
      await proxy.close();
    }
  });
});
