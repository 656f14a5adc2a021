/**
 * The prices each product keeps for the listing (migration 0023, decision 55): its display
 * size's price and own discount, and its sizes' lowest and highest prices, kept by triggers
 * on sizes and variants. They follow every write that changes them, a stock change writes
 * no product, and a discount that ends without a write is seen at the moment of the read.
 * Runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogQuerySchema } from '#domain/catalog-query.ts';
import type { ProductInput } from '#domain/product-input.ts';
import { queryRows, type Database } from '#server/db/client.ts';
import { createTestDatabase, openMigratedDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { migrationsBefore, migrationsFolder, openBareDatabase } from '#tests/support/migrations.ts';
import { createCatalogAdminService } from './admin';
import { createCatalogService } from './reads';
import { insertProducts } from './write';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

const now = new Date('2026-06-15T12:00:00.000Z');
const later = new Date('2026-06-20T12:00:00.000Z');
/** Ends between `now` and `later`. */
const endsSoon = new Date('2026-06-17T12:00:00.000Z');
const NO_DISCOUNT = { percentage: 0, expiresAt: null };

type SizeSpec = { size: string; price: number; discount?: { percentage: number; expiresAt: Date | null } };
const input = (name: string, variants: { color: string; sizes: SizeSpec[] }[]): ProductInput =>
  ({
    name,
    description: '',
    category: 'Scarves',
    isFeatured: false,
    variants: variants.map((v) => ({
      color: v.color,
      images: ['/uploads/demo/coats-black.webp'],
      sizes: v.sizes.map((s) => ({ size: s.size, price: s.price, stock: 3, discount: s.discount ?? NO_DISCOUNT })),
    })),
  }) as ProductInput;

interface Kept {
  display: number | null;
  percentage: number | null;
  expiresAt: string | null;
  min: number | null;
  max: number | null;
}

/** What the product keeps, and the same figures read from its sizes as they are now. */
async function keptAndActual(id: string): Promise<{ kept: Kept; actual: Kept }> {
  const [kept] = await queryRows<Kept>(
    database.db,
    sql`select display_price_cents as display, display_discount_percentage as percentage,
      display_discount_expires_at::text as "expiresAt", min_size_price_cents as min, max_size_price_cents as max
      from products where id = ${id}`,
  );
  const [actual] = await queryRows<Kept>(
    database.db,
    sql`select
      (select s.price_cents from variants v join sizes s on s.variant_id = v.id where v.product_id = ${id}
        order by v.position, s.position limit 1) as display,
      (select s.discount_percentage from variants v join sizes s on s.variant_id = v.id where v.product_id = ${id}
        order by v.position, s.position limit 1) as percentage,
      (select s.discount_expires_at::text from variants v join sizes s on s.variant_id = v.id where v.product_id = ${id}
        order by v.position, s.position limit 1) as "expiresAt",
      (select min(s.price_cents) from variants v join sizes s on s.variant_id = v.id where v.product_id = ${id}) as min,
      (select max(s.price_cents) from variants v join sizes s on s.variant_id = v.id where v.product_id = ${id}) as max`,
  );
  return { kept: kept!, actual: actual! };
}

async function expectKept(id: string, expected: Partial<Kept>) {
  const { kept, actual } = await keptAndActual(id);
  expect(kept).toEqual(actual);
  expect(kept).toMatchObject(expected);
}

it('follows a product written, edited (price, discount applied and removed, variants reordered and removed) and deleted', async () => {
  const catalog = createCatalogService(database.db);
  const admin = createCatalogAdminService(database.db, catalog);
  const scarf = await admin.createProduct(
    input('Kept Scarf', [
      {
        color: 'Black',
        sizes: [
          { size: 'S', price: 40 },
          { size: 'M', price: 55 },
        ],
      },
      { color: 'Navy', sizes: [{ size: 'S', price: 30 }] },
    ]),
  );
  await expectKept(scarf._id, { display: 4000, percentage: 0, expiresAt: null, min: 3000, max: 5500 });

  // A discount applied to the display size, and its price changed.
  await admin.updateProduct(
    scarf._id,
    input('Kept Scarf', [
      {
        color: 'Black',
        sizes: [
          { size: 'S', price: 42, discount: { percentage: 25, expiresAt: endsSoon } },
          { size: 'M', price: 55 },
        ],
      },
      { color: 'Navy', sizes: [{ size: 'S', price: 30 }] },
    ]),
  );
  await expectKept(scarf._id, { display: 4200, percentage: 25, min: 3000, max: 5500 });

  // The discount removed, the variants in the other order, the dearest size gone.
  await admin.updateProduct(
    scarf._id,
    input('Kept Scarf', [
      { color: 'Navy', sizes: [{ size: 'S', price: 30 }] },
      { color: 'Black', sizes: [{ size: 'S', price: 42 }] },
    ]),
  );
  await expectKept(scarf._id, { display: 3000, percentage: 0, expiresAt: null, min: 3000, max: 4200 });

  // The first variant removed: the next one's first size is shown.
  await admin.updateProduct(scarf._id, input('Kept Scarf', [{ color: 'Black', sizes: [{ size: 'L', price: 61 }] }]));
  await expectKept(scarf._id, { display: 6100, min: 6100, max: 6100 });

  // Its sizes deleted by hand: nothing to show, the product price is used.
  await database.db.execute(
    sql`delete from sizes where variant_id in (select id from variants where product_id = ${scarf._id})`,
  );
  await expectKept(scarf._id, { display: null, percentage: null, expiresAt: null, min: null, max: null });

  await admin.deleteProduct(scarf._id);
  expect(await queryRows(database.db, sql`select id from products where id = ${scarf._id}`)).toEqual([]);
});

it('writes no product when only stock changes', async () => {
  const catalog = createCatalogService(database.db);
  const admin = createCatalogAdminService(database.db, catalog);
  const shawl = await admin.createProduct(input('Stock Shawl', [{ color: 'Grey', sizes: [{ size: 'M', price: 20 }] }]));
  const version = async () =>
    (await queryRows<{ v: string }>(database.db, sql`select xmin::text as v from products where id = ${shawl._id}`))[0]!
      .v;
  const before = await version();
  await database.db.execute(
    sql`update sizes set stock = stock - 1 where variant_id in (select id from variants where product_id = ${shawl._id})`,
  );
  expect(await version()).toBe(before);
  await expectKept(shawl._id, { display: 2000, min: 2000, max: 2000 });
});

it('writes a new product once: its listing prices are written with it, and the trigger finds nothing to change', async () => {
  const now = new Date('2026-06-15T12:00:00.000Z');
  await database.db.execute(sql`create table product_updates (id uuid)`);
  await database.db.execute(sql`create function log_product_update() returns trigger language plpgsql as $$
    begin insert into product_updates values (new.id); return null; end $$`);
  await database.db.execute(sql`create trigger log_product_update after update on products
    for each row execute function log_product_update()`);
  try {
    const [id] = await insertProducts(database.db, [
      {
        name: 'Once Stole',
        description: '',
        category: 'Scarves',
        priceCents: 900,
        isFeatured: false,
        createdAt: now,
        variants: [
          { color: 'Grey', images: [], sizes: [] },
          {
            color: 'Red',
            images: [],
            sizes: [
              { size: 'L', priceCents: 5100, stock: 1, discountPercentage: 0, discountExpiresAt: null },
              { size: 'S', priceCents: 4400, stock: 1, discountPercentage: 15, discountExpiresAt: endsSoon },
            ],
          },
        ],
      },
    ]);
    expect(await queryRows(database.db, sql`select id from product_updates`)).toEqual([]);
    // The first size in the store's size order of the first variant with sizes.
    await expectKept(id!, { display: 4400, percentage: 15, min: 4400, max: 5100 });
  } finally {
    await database.db.execute(sql`drop trigger log_product_update on products`);
    await database.db.execute(sql`drop function log_product_update()`);
    await database.db.execute(sql`drop table product_updates`);
  }
});

it('reads a discount that ended without a write at its undiscounted price: in the sort, the filters and the range', async () => {
  const catalog = createCatalogService(database.db);
  const admin = createCatalogAdminService(database.db, catalog);
  await database.db.execute(sql`delete from products`);
  const dear = await admin.createProduct(
    input('Dear Wrap', [
      { color: 'Red', sizes: [{ size: 'M', price: 100, discount: { percentage: 50, expiresAt: endsSoon } }] },
    ]),
  );
  const middle = await admin.createProduct(input('Middle Wrap', [{ color: 'Red', sizes: [{ size: 'M', price: 70 }] }]));
  const query = catalogQuerySchema.parse({ sort: 'price-asc' });
  const order = async (at: Date) => (await catalog.listCatalog(query, at)).products.map((p) => p._id);

  expect(await order(now)).toEqual([dear._id, middle._id]);
  expect((await catalog.catalogFacets(undefined, now)).price).toEqual({ min: 50, max: 70 });
  expect((await catalog.listCatalog(catalogQuerySchema.parse({ onSale: 'true' }), now)).total).toBe(1);

  expect(await order(later)).toEqual([middle._id, dear._id]);
  expect((await catalog.catalogFacets(undefined, later)).price).toEqual({ min: 70, max: 100 });
  expect((await catalog.listCatalog(catalogQuerySchema.parse({ onSale: 'true' }), later)).total).toBe(0);
});

it('migration 0023 fills in the products already stored', async () => {
  const before = await migrationsBefore('0023_listing_first_visit');
  const bareDb = await createTestDatabase(undefined, { empty: true });
  const { db, migrate, close } = await openBareDatabase(bareDb.url);
  try {
    await migrate(before.folder);
    await db.execute(sql`insert into products (id, name, category, price_cents)
      values ('00000000-0000-4000-8000-000000000001', 'Old Coat', 'Coats', 9000)`);
    await db.execute(sql`insert into variants (id, product_id, color, position) values
      ('00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000001', 'Black', 1),
      ('00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000001', 'Navy', 0)`);
    await db.execute(sql`insert into sizes (variant_id, size, price_cents, discount_percentage, discount_expires_at, position) values
      ('00000000-0000-4000-8000-000000000011', 'M', 5000, 0, null, 0),
      ('00000000-0000-4000-8000-000000000012', 'L', 8000, 10, '2030-01-01T00:00:00Z', 1),
      ('00000000-0000-4000-8000-000000000012', 'S', 7000, 20, '2030-01-01T00:00:00Z', 0)`);

    await migrate(migrationsFolder);

    const { rows } = await db.execute<Record<string, unknown>>(
      sql`select display_price_cents, display_discount_percentage, min_size_price_cents, max_size_price_cents from products`,
    );
    expect(rows).toEqual([
      {
        display_price_cents: 7000,
        display_discount_percentage: 20,
        min_size_price_cents: 5000,
        max_size_price_cents: 8000,
      },
    ]);
  } finally {
    await close();
    await before.remove();
    await bareDb.drop();
  }
  // Migrating a fresh database from the first migration takes a while on a busy machine.
}, 120_000);
