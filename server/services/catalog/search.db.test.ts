/**
 * Search for misspelt terms through the vocabulary of product words (decision 6): every
 * product written adds its words, a typo finds the products holding the closest word, the
 * newest first, and renaming a product makes its new words findable. Runs on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductInput } from '#domain/product-input.ts';
import { createTestDatabase, type TestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { queryRows, type Database } from '#server/db/client.ts';
import { createCatalogAdminService } from './admin';
import { createCatalogService } from './reads';

let testDb: TestDatabase;
let database: Database;
let dir: string;

const NO_DISCOUNT = { percentage: 0, expiresAt: null };
const productInput = (name: string, color = 'Black'): ProductInput =>
  ({
    name,
    description: 'Soft.',
    category: 'Scarves',
    isFeatured: false,
    variants: [
      {
        color,
        images: ['/uploads/demo/coats-black.webp'],
        sizes: [{ size: 'M', price: 40, stock: 3, discount: NO_DISCOUNT }],
      },
    ],
  }) as ProductInput;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'catalog-search-'));
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

it('finds products by the closest word of their name, newest first, and by words given on a rename', async () => {
  const catalog = createCatalogService(database.db);
  const admin = createCatalogAdminService(database.db, catalog);
  const older = await admin.createProduct(productInput('Marigold Scarf'));
  const newer = await admin.createProduct(productInput('Marigold Shawl'));
  const words = await queryRows<{ word: string }>(
    database.db,
    sql`select word from search_words where word in ('marigold', 'scarf', 'shawl', 'scarves', 'black')`,
  );
  expect(words.map((w) => w.word).sort()).toEqual(['black', 'marigold', 'scarf', 'scarves', 'shawl']);

  // "marigols" is no full-text match: both products hold "marigold", the newest comes first.
  expect((await catalog.searchProducts('marigols')).map((p) => p._id)).toEqual([newer._id, older._id]);
  expect(await catalog.searchProductIds('zzqxw')).toEqual([]);

  await admin.updateProduct(older._id, productInput('Tamarind Scarf'));
  expect(await catalog.searchProductIds('tamarnd')).toEqual([older._id]);
  expect(await catalog.searchProductIds('marigols')).toEqual([newer._id]);
});
