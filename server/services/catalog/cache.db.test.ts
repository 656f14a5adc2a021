/**
 * The catalogue cache: reads are served from memory once per catalogue version, and every
 * write that changes what shoppers see (admin product and discount writes, stock reserved
 * and given back, review ratings) is seen by the very next read, through the services as
 * the server builds them. A stock move that sells out no size drops only what holds its
 * products (decision 53). Runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_QUERY } from '#domain/catalog-query.ts';
import type { ProductInput } from '#domain/product-input.ts';
import { createTestDatabase, type TestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { createTokenSigner } from '#server/auth/tokens.ts';
import { type Database } from '#server/db/client.ts';
import { categoryDiscounts, orders, users } from '#server/db/schema.ts';
import { createMemoryRateLimiter } from '#server/limits/rate-limit.ts';
import { createMailQueue } from '#server/mail/outbox.ts';
import { createTestPaymentProvider } from '#server/payments/test-provider.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { until } from '#tests/support/until.ts';
import { createCatalogService } from './reads';
import { createCachedCatalog } from './cache';
import { createLocalCatalogChanges, createRedisCatalogChanges, type CatalogChanges } from './changes';
import { createServices } from '..';

let testDb: TestDatabase;
let database: Database;
let dir: string;
let services: ReturnType<typeof createServices>;
/** Services over the catalogue changes given (a process of their own). */
let servicesWith: (catalogChanges: CatalogChanges) => ReturnType<typeof createServices>;
let customer: { _id: string; name: string; email: string; role: 'customer' };

const address = {
  email: 'a@example.com',
  phone: '+996 555 000 111',
  firstName: 'A',
  lastName: 'B',
  country: 'KG',
  address: 'x',
  city: 'Bishkek',
  postalCode: '720001',
};
/** The back office's owner, as the order timeline names who changed a status. */
const OWNER = { type: 'admin' as const, name: 'owner@example.com' };
const NO_DISCOUNT = { percentage: 0, expiresAt: null };

function productInput(name: string, stock = 10, category = 'Coats'): ProductInput {
  return {
    name,
    description: 'Felt.',
    category,
    isFeatured: false,
    variants: [
      {
        color: 'Black',
        images: ['/uploads/demo/coats-black.webp'],
        sizes: [{ size: 'M', price: 100, stock, discount: NO_DISCOUNT }],
      },
    ],
  } as ProductInput;
}

const stockOf = (p: { variants: { sizes: { stock: number }[] }[] } | null) => p?.variants[0]?.sizes[0]?.stock;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'catalog-cache-'));
  servicesWith = (catalogChanges) =>
    createServices({
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
  services = servicesWith(createLocalCatalogChanges());
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Aida', email: 'aida@example.com', passwordHash: 'x' })
    .returning();
  customer = { _id: user!.id, name: 'Aida', email: 'aida@example.com', role: 'customer' };
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('catalogue reads', () => {
  it('are read from the database once per catalogue version, facets included, and again after a write', async () => {
    const counted = createCatalogService(database.db);
    const calls = { facets: 0, listing: 0, product: 0 };
    const changes = createLocalCatalogChanges();
    const cached = createCachedCatalog(
      {
        ...counted,
        catalogFacets: (...args) => (calls.facets++, counted.catalogFacets(...args)),
        listCatalog: (...args) => (calls.listing++, counted.listCatalog(...args)),
        getProduct: (...args) => (calls.product++, counted.getProduct(...args)),
      },
      changes,
    );
    const product = await services.catalogAdmin.createProduct(productInput('Counted Coat'));
    const query = { ...DEFAULT_CATALOG_QUERY, category: ['Coats'] };

    await Promise.all([cached.catalogFacets(query), cached.catalogFacets(query), cached.listCatalog(query)]);
    await cached.catalogFacets(query);
    await cached.listCatalog(query);
    await cached.getProduct(product._id);
    await cached.getProduct(product._id);
    expect(calls).toEqual({ facets: 1, listing: 1, product: 1 });

    // Another filter set is another answer.
    await cached.catalogFacets(DEFAULT_CATALOG_QUERY);
    expect(calls.facets).toBe(2);

    changes.changed();
    await cached.catalogFacets(query);
    await cached.getProduct(product._id);
    expect(calls).toEqual({ facets: 3, listing: 1, product: 2 });
  });

  it("take a search's products from those kept, reading only the others, together, and keeping them", async () => {
    const counted = createCatalogService(database.db);
    const loads: string[][] = [];
    const cached = createCachedCatalog(
      {
        ...counted,
        productsByIds: (ids, now) => (loads.push(ids), counted.productsByIds(ids, now)),
        getProduct: (id, now) => (loads.push([id]), counted.getProduct(id, now)),
      },
      createLocalCatalogChanges(),
    );
    const kept = await services.catalogAdmin.createProduct(productInput('Searched Parka One'));
    const other = await services.catalogAdmin.createProduct(productInput('Searched Parka Two'));
    await cached.getProduct(kept._id);

    const found = await cached.searchProducts('searched parka');
    expect(found.map((p) => p._id).sort()).toEqual([kept._id, other._id].sort());
    expect(loads).toEqual([[kept._id], [other._id]]);
    // Both are kept now: another term finding them, or a product read, reads no product.
    await cached.searchProducts('parka searched');
    expect((await cached.getProduct(other._id))?.name).toBe('Searched Parka Two');
    expect(loads).toHaveLength(2);
  });

  it('show each admin write at once: create, edit, delete, category discount applied and removed', async () => {
    const { catalog, catalogAdmin } = services;
    const before = await catalog.listProducts();
    const created = await catalogAdmin.createProduct(productInput('Wool Cape', 5, 'Capes'));
    expect((await catalog.listProducts()).length).toBe(before.length + 1);
    expect((await catalog.getProduct(created._id))?.name).toBe('Wool Cape');

    await catalogAdmin.updateProduct(created._id, productInput('Wool Cape, long', 9, 'Capes'));
    expect((await catalog.getProduct(created._id))?.name).toBe('Wool Cape, long');
    expect((await catalog.searchProducts('cape')).map((p) => p.name)).toContain('Wool Cape, long');

    const future = new Date(Date.now() + 86_400_000);
    await catalogAdmin.applyCategoryDiscount({ category: 'Capes', percentage: 50, expiresAt: future });
    expect((await catalog.getProduct(created._id))?.variants[0]?.sizes[0]?.discountedPrice).toBe(50);
    const facets = await catalog.catalogFacets({ ...DEFAULT_CATALOG_QUERY, onSale: true });
    expect(facets.categories.find((c) => c.name === 'Capes')?.count).toBe(1);

    await catalogAdmin.removeCategoryDiscount('Capes');
    expect((await catalog.getProduct(created._id))?.variants[0]?.sizes[0]?.discountedPrice).toBe(100);

    await catalogAdmin.deleteProduct(created._id);
    expect(await catalog.getProduct(created._id)).toBeNull();
    expect((await catalog.listCatalog({ ...DEFAULT_CATALOG_QUERY, category: ['Capes'] })).total).toBe(0);
  });

  it('show the stock a checkout reserved, and the stock its cancellation gave back', async () => {
    const { catalog, orders: orderService } = services;
    const product = await services.catalogAdmin.createProduct(productInput('Felt Coat', 10));
    expect(stockOf(await catalog.getProduct(product._id))).toBe(10);
    const listed = async () =>
      stockOf(
        (await catalog.listCatalog({ ...DEFAULT_CATALOG_QUERY, category: ['Coats'] })).products.find(
          (p) => p._id === product._id,
        ) ?? null,
      );
    expect(await listed()).toBe(10);

    const cart = {
      items: [{ product: { _id: product._id }, variant: { color: 'Black', size: 'M' }, quantity: 3 }],
      appliedCoupon: null,
    };
    const placed = await orderService.createCheckoutSession(
      { cart, shippingAddress: address, shippingMethod: 'standard' } as never,
      null,
    );
    expect(stockOf(await catalog.getProduct(product._id))).toBe(7);
    expect(await listed()).toBe(7);

    const [order] = await database.db
      .select({ accessToken: orders.accessToken })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    const { cancelled } = await orderService.cancelPayment(placed.orderId, { userId: null, token: order!.accessToken });
    expect(cancelled).toBe(true);
    expect(stockOf(await catalog.getProduct(product._id))).toBe(10);

    const again = await orderService.createCheckoutSession(
      { cart, shippingAddress: address, shippingMethod: 'standard' } as never,
      null,
    );
    expect(stockOf(await catalog.getProduct(product._id))).toBe(7);
    await orderService.setStatus(again.orderId, 'cancelled', { actor: OWNER });
    expect(stockOf(await catalog.getProduct(product._id))).toBe(10);
  });

  it('show a review rating as soon as it is posted or deleted', async () => {
    const { catalog, reviews } = services;
    const product = await services.catalogAdmin.createProduct(productInput('Reviewed Coat'));
    expect((await catalog.getProduct(product._id))?.numReviews).toBe(0);
    const { review } = await reviews.post(product._id, customer, { rating: 4, comment: 'Warm and well made.' });
    expect(await catalog.getProduct(product._id)).toMatchObject({ numReviews: 1, averageRating: 4 });
    await reviews.remove(product._id, review._id, customer);
    expect(await catalog.getProduct(product._id)).toMatchObject({ numReviews: 0, averageRating: 0 });
  });

  it('stop showing a discount the moment it ends, with no write', async () => {
    let clock = new Date();
    const changes = createLocalCatalogChanges();
    const catalog = createCachedCatalog(createCatalogService(database.db), changes, { clock: () => clock });
    const product = await services.catalogAdmin.createProduct(productInput('Short Sale Coat', 4, 'Ponchos'));
    const ends = new Date(clock.getTime() + 30_000);
    await database.db
      .insert(categoryDiscounts)
      .values({ category: 'Ponchos', percentage: 20, flatAmountCents: 0, expiresAt: ends });
    const price = async () => (await catalog.getProduct(product._id))?.variants[0]?.sizes[0]?.discountedPrice;

    expect(await price()).toBe(80);
    clock = new Date(ends.getTime() - 1);
    expect(await price()).toBe(80);
    clock = new Date(ends.getTime() + 1);
    expect(await price()).toBe(100);
  });

  it('come from the database while Redis cannot be reached, and still show every write', async () => {
    // Nothing listens on port 1: the channel to other processes is down from the start.
    const changes = createRedisCatalogChanges(
      'redis://127.0.0.1:1',
      pino({ level: 'silent' }),
      'catalog-cache-test:outage',
    );
    try {
      expect(changes.trustworthy).toBe(false);
      const catalog = createCachedCatalog(createCatalogService(database.db), changes);
      const product = await services.catalogAdmin.createProduct(productInput('Offline Coat'));
      expect((await catalog.getProduct(product._id))?.name).toBe('Offline Coat');
      // Written through other services (another process, say): seen all the same.
      await services.catalogAdmin.updateProduct(product._id, productInput('Offline Coat, renamed'));
      expect((await catalog.getProduct(product._id))?.name).toBe('Offline Coat, renamed');
    } finally {
      await changes.close();
    }
  });
});

/** A checkout of `quantity` units of the product's one size (Black, M), by a guest. */
function checkout(shop: ReturnType<typeof createServices>, productId: string, quantity: number) {
  const cart = {
    items: [{ product: { _id: productId }, variant: { color: 'Black', size: 'M' }, quantity }],
    appliedCoupon: null,
  };
  return shop.orders.createCheckoutSession(
    { cart, shippingAddress: address, shippingMethod: 'standard' } as never,
    null,
  );
}

/**
 * A cached catalogue over its own changes, counting its reads of the database by what was
 * read, on a clock that stands still (no discount ending mid-test opens a new window).
 */
function countedCatalog(options: { gate?: Promise<void> } = {}) {
  const changes = createLocalCatalogChanges();
  const plain = createCatalogService(database.db);
  const reads: string[] = [];
  const clock = new Date();
  const catalog = createCachedCatalog(
    {
      ...plain,
      getProduct: (id, now) => (reads.push(`product ${id}`), plain.getProduct(id, now)),
      productsByIds: (ids, now) => (reads.push(...ids.map((id) => `product ${id}`)), plain.productsByIds(ids, now)),
      listCatalog: async (query, now) => {
        reads.push(`listing ${query.category.join()}`);
        const page = await plain.listCatalog(query, now);
        await options.gate;
        return page;
      },
      catalogFacets: (query, now) => (reads.push(`facets ${query?.category.join()}`), plain.catalogFacets(query, now)),
    },
    changes,
    { clock: () => clock },
  );
  return { changes, catalog, reads, shop: servicesWith(changes) };
}

const inCategory = (category: string, inStock = false) => ({ ...DEFAULT_CATALOG_QUERY, category: [category], inStock });

describe('stock moves', () => {
  it('drop only the answers holding the product a checkout took from; its new stock shows on the very next read', async () => {
    const { changes, catalog, reads, shop } = countedCatalog();
    const x = await services.catalogAdmin.createProduct(productInput('Bought Wrap', 10, 'Wraps'));
    const y = await services.catalogAdmin.createProduct(productInput('Browsed Shawl', 10, 'Shawls'));
    const readAll = async () => ({
      x: stockOf(await catalog.getProduct(x._id)),
      y: stockOf(await catalog.getProduct(y._id)),
      xListed: stockOf((await catalog.listCatalog(inCategory('Wraps'))).products[0] ?? null),
      yListed: stockOf((await catalog.listCatalog(inCategory('Shawls'))).products[0] ?? null),
      xJson: (await catalog.getProductSerialized(x._id))?.json,
      yJson: (await catalog.getProductSerialized(y._id))?.json,
      facets: await catalog.catalogFacets(inCategory('Wraps')),
      search: stockOf((await catalog.searchProducts('Bought Wrap')).find((p) => p._id === x._id) ?? null),
    });
    const before = await readAll();
    expect(before).toMatchObject({ x: 10, y: 10, xListed: 10, yListed: 10, search: 10 });
    reads.length = 0;
    const version = changes.version;

    await checkout(shop, x._id, 3);
    const after = await readAll();
    expect(after).toMatchObject({ x: 7, y: 10, xListed: 7, yListed: 10, search: 7, facets: before.facets });
    expect(JSON.parse(after.xJson!)).toMatchObject({ variants: [{ sizes: [{ stock: 7 }] }] });
    expect(after.yJson).toBe(before.yJson);
    // Only what holds the bought product was read again; the version did not move.
    expect(reads.sort()).toEqual([`listing Wraps`, `product ${x._id}`]);
    expect(changes.version).toBe(version);
  });

  it('move the whole version when a size sells out or comes back: listings of what is in stock follow', async () => {
    const { changes, catalog, shop } = countedCatalog();
    const x = await services.catalogAdmin.createProduct(productInput('Last Stole', 2, 'Stoles'));
    const listed = async () => (await catalog.listCatalog(inCategory('Stoles', true))).products.map((p) => p._id);
    const counted = async () =>
      (await catalog.catalogFacets(inCategory('Stoles', true))).categories.find((c) => c.name === 'Stoles')?.count;
    expect(await listed()).toEqual([x._id]);
    expect(await counted()).toBe(1);
    const version = changes.version;

    const placed = await checkout(shop, x._id, 2);
    expect(changes.version).toBeGreaterThan(version);
    expect(await listed()).toEqual([]);
    expect(await counted()).toBe(0);

    await shop.orders.setStatus(placed.orderId, 'cancelled', { actor: OWNER });
    expect(await listed()).toEqual([x._id]);
    expect(await counted()).toBe(1);
    expect(stockOf(await catalog.getProduct(x._id))).toBe(2);
  });

  it('do not keep an answer read while the stock of one of its products moved', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { changes, catalog, reads } = countedCatalog({ gate });
    const x = await services.catalogAdmin.createProduct(productInput('Racing Wrap', 10, 'Capes'));
    const reading = catalog.listCatalog(inCategory('Capes'));
    await until('the listing to be read', async () => (reads.includes('listing Capes') ? true : undefined));
    // The listing's rows are read (stock 10); the stock moves before it is kept.
    changes.productsChanged([x._id]);
    open();
    expect(stockOf((await reading).products[0] ?? null)).toBe(10);
    await catalog.listCatalog(inCategory('Capes'));
    expect(reads.filter((r) => r === 'listing Capes')).toHaveLength(2);
  });
});
