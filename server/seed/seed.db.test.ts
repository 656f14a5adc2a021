import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { RESPONSIVE_WIDTHS, responsiveImageUrl } from '#domain/images.ts';
import { productSimilarityText } from '#domain/product.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#server/auth/password.ts';
import { type Database } from '#server/db/client.ts';
import { createCatalogService } from '#server/services/catalog/index.ts';
import { findUserByEmail } from '#server/services/accounts/index.ts';
import { createLocalStorage, UPLOADS_URL_PREFIX } from '#server/storage/storage.ts';
import { openMigratedDatabase } from '#tests/support/test-database.ts';
import { DEFAULT_PRODUCT_COUNT } from './demo-catalogue';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './garment-images';
import { DEMO_CUSTOMER, REVIEW_AUTHORS, isCatalogueEmpty, seedDemoCatalogue, type SeedSummary } from './seed';

let database: Database;
let uploadsDir: string;
let first: SeedSummary;

/** Rows of a raw query (PGlite and node-postgres both answer with `rows`). */
async function query<T>(statement: SQL): Promise<T[]> {
  const result = (await database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

async function counts() {
  type Counts = Record<
    'products' | 'variants' | 'images' | 'sizes' | 'reviews' | 'category_discounts' | 'users',
    number
  >;
  const [row] = await query<Counts>(sql`
    select
      (select count(*)::int from products) as products,
      (select count(*)::int from variants) as variants,
      (select count(*)::int from variant_images) as images,
      (select count(*)::int from sizes) as sizes,
      (select count(*)::int from reviews) as reviews,
      (select count(*)::int from category_discounts) as category_discounts,
      (select count(*)::int from users) as users`);
  return row!;
}

beforeAll(async () => {
  database = await openMigratedDatabase(undefined);
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-test-'));
  expect(await isCatalogueEmpty(database.db)).toBe(true);
  first = await seedDemoCatalogue(database.db, createLocalStorage(uploadsDir), { includeDemoAccounts: true });
  // Rendering every item's pictures takes a while on a busy machine.
}, 240_000);

afterAll(async () => {
  await database?.close();
  if (uploadsDir) await fs.rm(uploadsDir, { recursive: true, force: true });
});

describe('seedDemoCatalogue', () => {
  it('writes the products with their variants, images and sizes', async () => {
    const c = await counts();
    expect(await isCatalogueEmpty(database.db)).toBe(false);
    expect(c.products).toBe(DEFAULT_PRODUCT_COUNT);
    expect(first.products).toBe(DEFAULT_PRODUCT_COUNT);
    expect(c.variants).toBeGreaterThanOrEqual(c.products);
    expect(c.variants).toBeLessThanOrEqual(c.products * 3);
    expect(c.images).toBe(c.variants);
    expect(c.sizes).toBeGreaterThanOrEqual(c.variants * 4);
    expect(c.category_discounts).toBe(1);
    expect(c.reviews).toBe(first.reviews);
    expect(c.reviews).toBeGreaterThan(0);
  });

  it('fills search text with names in every language, category, colours and description', async () => {
    const rows = await query<{
      search_text: string;
      name: string;
      name_ru: string | null;
      name_ky: string | null;
      category: string;
      colors: string[];
    }>(sql`
      select p.search_text, p.name, p.name_ru, p.name_ky, p.category, array_agg(v.color) as colors
      from products p join variants v on v.product_id = p.id
      group by p.id`);
    // The demo names its products in Russian and Kyrgyz too (decision 62).
    expect(rows.filter((row) => row.name_ru && row.name_ky).length).toBe(rows.length);
    for (const row of rows) {
      expect(row.search_text.startsWith(`${row.name} ${row.name_ru} ${row.name_ky} ${row.category}`)).toBe(true);
      for (const color of row.colors) expect(row.search_text).toContain(color);
    }
  });

  it('fills the similarity text with names, category and distinct colours, as the migration did for older products', async () => {
    type Row = {
      id: string;
      similarity_text: string;
      name: string;
      name_ru: string | null;
      name_ky: string | null;
      category: string;
      colors: string[];
    };
    const similarityTexts = () =>
      query<Row>(sql`
        select p.id, p.similarity_text, p.name, p.name_ru, p.name_ky, p.category, array_agg(v.color order by v.position) as colors
        from products p join variants v on v.product_id = p.id
        group by p.id order by p.id`);
    const translated = (row: Row) => ({
      ...row,
      translations: { ru: { name: row.name_ru ?? undefined }, ky: { name: row.name_ky ?? undefined } },
    });
    const written = await similarityTexts();
    for (const row of written) expect(row.similarity_text).toBe(productSimilarityText(translated(row)));

    // Migration 0015 filled the column for products written before it, which had no names in
    // other languages: its statement, run again over these products, must give each the text
    // the code gives them without those names.
    const migration = await fs.readFile(
      path.join(import.meta.dirname, '../db/migrations/0015_search_trigram.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "products"'));
    expect(backfill).toBeDefined();
    await database.db.execute(sql`update products set similarity_text = ''`);
    await database.db.execute(sql.raw(backfill!));
    for (const row of await similarityTexts()) expect(row.similarity_text).toBe(productSimilarityText(row));
    // The catalogue as the seed wrote it, for the tests that follow.
    for (const row of written)
      await database.db.execute(sql`update products set similarity_text = ${row.similarity_text} where id = ${row.id}`);
  });

  it('stores one WebP image per item style and colour, with its smaller widths', async () => {
    const urls = await query<{ url: string }>(sql`select distinct url from variant_images`);
    expect(urls.length).toBe(first.images);
    const widths = [...RESPONSIVE_WIDTHS, IMAGE_WIDTH];
    expect((await fs.readdir(path.join(uploadsDir, 'demo'))).length).toBe(first.images * widths.length);
    for (const { url } of urls) {
      expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.webp$/);
      for (const width of widths) {
        const variantUrl = width === IMAGE_WIDTH ? url : responsiveImageUrl(url, width);
        const meta = await sharp(path.join(uploadsDir, variantUrl.slice(UPLOADS_URL_PREFIX.length + 1))).metadata();
        expect(meta.format).toBe('webp');
        expect([meta.width, meta.height]).toEqual([width, (IMAGE_HEIGHT * width) / IMAGE_WIDTH]);
      }
    }
  });

  it('sets average ratings and review counts from the reviews', async () => {
    const mismatches = await query(sql`
      select p.id
      from products p
      left join (select product_id, count(*)::int as n, round(avg(rating)::numeric, 1) as avg from reviews group by product_id) r
        on r.product_id = p.id
      where p.num_reviews <> coalesce(r.n, 0) or abs(p.average_rating - coalesce(r.avg, 0)) > 0.001`);
    expect(mismatches).toEqual([]);
    const [rated] = await query<{ n: number }>(sql`select count(*)::int as n from products where average_rating > 0`);
    expect(rated!.n).toBeGreaterThan(DEFAULT_PRODUCT_COUNT * 0.15);
  });

  it('answers how most reviewed products fit, from sizes the products have', async () => {
    const [answers] = await query<{ answered: number; total: number; foreign_sizes: number }>(sql`
      select
        (select count(*)::int from reviews where fit is not null) as answered,
        (select count(*)::int from reviews) as total,
        (select count(*)::int from reviews r where r.size is not null and not exists (
          select 1 from variants v join sizes s on s.variant_id = v.id
          where v.product_id = r.product_id and s.size = r.size)) as foreign_sizes`);
    expect(answers!.answered / answers!.total).toBeGreaterThan(0.6);
    expect(answers!.foreign_sizes).toBe(0);
    const [counted] = await query<{ n: number }>(
      sql`select count(distinct product_id)::int as n from review_fit_counts`,
    );
    const [reviewed] = await query<{ n: number }>(sql`select count(distinct product_id)::int as n from reviews`);
    expect(counted!.n).toBeGreaterThan(reviewed!.n * 0.6);
  });

  it('creates the verified demo customer and the review authors', async () => {
    const demo = await findUserByEmail(database.db, DEMO_CUSTOMER.email);
    expect(demo).toBeDefined();
    expect(demo!.name).toBe('Demo Shopper');
    expect(demo!.role).toBe('customer');
    expect(demo!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword('demo12345', demo!.passwordHash)).toBe(true);
    for (const author of REVIEW_AUTHORS) expect(await findUserByEmail(database.db, author.email)).toBeDefined();
  });

  it('suits the catalogue search: colours and typos find the right products', async () => {
    const catalog = createCatalogService(database.db);
    const jackets = await catalog.searchProducts('jacket');
    expect(jackets[0]!.category).toBe('Jackets');
    const typo = await catalog.searchProducts('jaket');
    expect(typo.slice(0, 3).every((p) => p.category === 'Jackets')).toBe(true);
    const navy = await catalog.searchProducts('navy');
    expect(navy.length).toBeGreaterThan(0);
    expect(navy.every((p) => p.variants.some((v) => v.color === 'Navy') || /navy/i.test(p.name + p.description))).toBe(
      true,
    );
  });

  it('replaces the catalogue when run again instead of duplicating it', async () => {
    const before = await counts();
    const again = await seedDemoCatalogue(database.db, createLocalStorage(uploadsDir), { includeDemoAccounts: true });
    const after = await counts();
    expect(after.products).toBe(DEFAULT_PRODUCT_COUNT);
    expect(after.category_discounts).toBe(1);
    expect(after.users).toBe(before.users);
    expect(after.reviews).toBe(again.reviews);
    expect(after.images).toBe(before.images);

    // Without demo accounts (production) there are no demo reviews; other sizes work too.
    await seedDemoCatalogue(database.db, createLocalStorage(uploadsDir), { includeDemoAccounts: false, count: 15 });
    const small = await counts();
    expect(small.products).toBe(15);
    expect(small.reviews).toBe(0);
    expect(small.category_discounts).toBe(1);
  }, 60_000);
});
