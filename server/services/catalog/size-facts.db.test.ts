/**
 * Each size carries its variant's product and colour (migration 0025, decision 55 "Second
 * pass"), kept by triggers on sizes and variants, so the listing's filters read sizes without
 * their variants. After any mix of writes — products written and edited by the store, variants
 * moved, recoloured and deleted by hand, sizes moved, added and written to directly, stock
 * changes — every size's copy equals its variant's; and the migration fills in the sizes
 * already stored. Runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogQuerySchema } from '#domain/catalog-query.ts';
import { queryRows, type Database } from '#server/db/client.ts';
import { createTestDatabase, openMigratedDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { migrationsBefore, migrationsFolder, openBareDatabase } from '#tests/support/migrations.ts';
import { createCatalogService } from './reads';
import { insertProducts, rewriteProduct, type WrittenProduct } from './write';

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
const COLORS = ['Black', 'black', 'Navy', 'Red'];
const SIZES = ['S', 'M', 'L'];

const product = fc.record({
  category: fc.constantFrom('Coats', 'Hats'),
  variants: fc.uniqueArray(
    fc.record({
      color: fc.constantFrom(...COLORS),
      sizes: fc.uniqueArray(fc.constantFrom(...SIZES), { minLength: 1, maxLength: 3 }),
      price: fc.integer({ min: 0, max: 9000 }),
    }),
    { minLength: 1, maxLength: 3, selector: (v) => v.color.toLowerCase() },
  ),
});
type ProductSpec = typeof product extends fc.Arbitrary<infer T> ? T : never;

function written(spec: ProductSpec, name: string): WrittenProduct {
  return {
    name,
    description: '',
    category: spec.category,
    priceCents: 1000,
    isFeatured: false,
    createdAt: now,
    variants: spec.variants.map((v) => ({
      color: v.color,
      images: [],
      sizes: v.sizes.map((size) => ({
        size,
        priceCents: v.price,
        stock: 2,
        discountPercentage: 0,
        discountExpiresAt: null,
      })),
    })),
  };
}

/** A write, naming products, variants and sizes by their index among those stored (modulo their count). */
const write = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), spec: product }),
  fc.record({ kind: fc.constant('rewrite' as const), at: fc.nat(), spec: product }),
  fc.record({ kind: fc.constant('moveVariant' as const), at: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant('recolorVariant' as const), at: fc.nat(), color: fc.constantFrom(...COLORS) }),
  fc.record({ kind: fc.constant('deleteVariant' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('moveSize' as const), at: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant('addSize' as const), at: fc.nat(), size: fc.constantFrom('XS', 'XL') }),
  fc.record({ kind: fc.constant('writeCopies' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('stock' as const) }),
  fc.record({ kind: fc.constant('deleteProduct' as const), at: fc.nat() }),
);
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

async function ids(table: 'products' | 'variants' | 'sizes'): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(database.db, sql`select id from ${sql.identifier(table)} order by id`);
  return rows.map((r) => r.id);
}
const pick = (list: string[], at: number) => (list.length === 0 ? undefined : list[at % list.length]);

async function apply(w: Write, n: number): Promise<void> {
  const db = database.db;
  switch (w.kind) {
    case 'insert':
      await insertProducts(db, [written(w.spec, `Product ${n}`)]);
      return;
    case 'rewrite': {
      const id = pick(await ids('products'), w.at);
      if (id)
        await db.transaction((tx) =>
          rewriteProduct(tx, id, written(w.spec, `Product ${n}`), {
            reason: 'admin_edit',
            actor: null,
            onRestock: async () => {},
          }),
        );
      return;
    }
    case 'moveVariant': {
      const variant = pick(await ids('variants'), w.at);
      const to = pick(await ids('products'), w.to);
      if (variant && to) await db.execute(sql`update variants set product_id = ${to} where id = ${variant}`);
      return;
    }
    case 'recolorVariant': {
      const variant = pick(await ids('variants'), w.at);
      if (variant) await db.execute(sql`update variants set color = ${w.color} where id = ${variant}`);
      return;
    }
    case 'deleteVariant': {
      const variant = pick(await ids('variants'), w.at);
      if (variant) await db.execute(sql`delete from variants where id = ${variant}`);
      return;
    }
    case 'moveSize': {
      const size = pick(await ids('sizes'), w.at);
      const to = pick(await ids('variants'), w.to);
      // A size name the variant does not hold yet, so the move meets the unique (variant, size).
      if (size && to)
        await db.execute(sql`update sizes set variant_id = ${to}, size = 'moved-' || id::text where id = ${size}`);
      return;
    }
    case 'addSize': {
      const variant = pick(await ids('variants'), w.at);
      if (variant)
        await db.execute(sql`insert into sizes (variant_id, size, price_cents, stock) values (${variant}, ${w.size}, 500, 1)
          on conflict do nothing`);
      return;
    }
    case 'writeCopies': {
      // Written directly, the copies are replaced by the variant's.
      const size = pick(await ids('sizes'), w.at);
      if (size)
        await db.execute(
          sql`update sizes set product_id = gen_random_uuid(), color = 'Not its colour' where id = ${size}`,
        );
      return;
    }
    case 'stock':
      await db.execute(sql`update sizes set stock = stock + 1`);
      return;
    case 'deleteProduct': {
      const id = pick(await ids('products'), w.at);
      if (id) await db.execute(sql`delete from products where id = ${id}`);
      return;
    }
  }
}

/** Sizes whose copies differ from their variant's product and colour. */
async function stale(): Promise<unknown[]> {
  return queryRows(
    database.db,
    sql`select s.id, s.product_id, s.color, v.product_id as variant_product_id, v.color as variant_color
      from sizes s join variants v on v.id = s.variant_id
      where (s.product_id, s.color) is distinct from (v.product_id, v.color)`,
  );
}

it("keeps each size's product and colour equal to its variant's after any mix of writes", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
      await database.db.execute(sql`delete from products`);
      for (const [n, w] of writes.entries()) {
        await apply(w, n);
        expect(await stale(), `after ${JSON.stringify(w)}`).toEqual([]);
      }
      // The listing's colour filter reads the copies: it finds what the variants say.
      const catalog = createCatalogService(database.db);
      for (const color of COLORS) {
        const found = (await catalog.listCatalog(catalogQuerySchema.parse({ color, pageSize: '96' }), now)).products
          .map((p) => p._id)
          .sort();
        const want = (
          await queryRows<{ id: string }>(
            database.db,
            sql`select distinct v.product_id as id from variants v join sizes s on s.variant_id = v.id
              where v.color = ${color}`,
          )
        )
          .map((r) => r.id)
          .sort();
        expect(found, color).toEqual(want);
      }
    }),
    { numRuns: 25 },
  );
});

it('migration 0025 fills in the sizes already stored', async () => {
  const before = await migrationsBefore('0025_listing_sizes_product');
  const bareDb = await createTestDatabase(undefined, { empty: true });
  const { db, migrate, close } = await openBareDatabase(bareDb.url);
  try {
    await migrate(before.folder);
    await db.execute(sql`insert into products (id, name, category, price_cents)
      values ('00000000-0000-4000-8000-000000000001', 'Old Coat', 'Coats', 9000)`);
    await db.execute(sql`insert into variants (id, product_id, color, position) values
      ('00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000001', 'Black', 0),
      ('00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000001', 'Navy', 1)`);
    await db.execute(sql`insert into sizes (variant_id, size, price_cents, position) values
      ('00000000-0000-4000-8000-000000000011', 'M', 5000, 0),
      ('00000000-0000-4000-8000-000000000012', 'L', 8000, 0)`);

    await migrate(migrationsFolder);

    const { rows } = await db.execute<Record<string, unknown>>(
      sql`select size, product_id, color from sizes order by size`,
    );
    expect(rows).toEqual([
      { size: 'L', product_id: '00000000-0000-4000-8000-000000000001', color: 'Navy' },
      { size: 'M', product_id: '00000000-0000-4000-8000-000000000001', color: 'Black' },
    ]);
  } finally {
    await close();
    await before.remove();
    await bareDb.drop();
  }
  // Migrating a fresh database from the first migration takes a while on a busy machine.
}, 120_000);
