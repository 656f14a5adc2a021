/**
 * Product names and descriptions and category names in Russian and Kyrgyz (decision 62):
 * saved and read back, a text not given left out (the page shows English), found by the
 * search in either language, and a category's names shared by every spelling of it. Runs on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { productInputSchema } from '#domain/product-input.ts';
import { productInLanguage } from '#domain/product-texts.ts';
import { createTestDatabase, type TestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import type { Database } from '#server/db/client.ts';
import { createCatalogAdminService } from './admin';
import { createCatalogService } from './reads';

let testDb: TestDatabase;
let database: Database;

const productInput = (name: string, translations: unknown) =>
  productInputSchema.parse({
    name,
    description: 'Warm wool.',
    translations,
    category: 'Winter Coats',
    variants: [{ color: 'Black', images: [], sizes: [{ size: 'M', price: 40, stock: 3 }] }],
  });

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

it('saves a product’s Russian and Kyrgyz texts, reads back only those given, and falls back to English', async () => {
  const catalog = createCatalogService(database.db);
  const admin = createCatalogAdminService(database.db, catalog);
  const created = await admin.createProduct(
    productInput('Felted Coat', { ru: { name: 'Валяное пальто', description: 'Тёплая шерсть.' }, ky: { name: '  ' } }),
  );
  expect(created.translations).toEqual({ ru: { name: 'Валяное пальто', description: 'Тёплая шерсть.' } });
  expect((await catalog.getProduct(created._id))!.translations).toEqual(created.translations);

  const ru = productInLanguage(created, 'ru');
  expect([ru.name, ru.description, ru.translations]).toEqual(['Валяное пальто', 'Тёплая шерсть.', {}]);
  const ky = productInLanguage(created, 'ky');
  expect([ky.name, ky.description]).toEqual(['Felted Coat', 'Warm wool.']);
  expect(productInLanguage(created, 'en').name).toBe('Felted Coat');

  // An edit without translations removes them.
  const edited = await admin.updateProduct(created._id, productInput('Felted Coat', { ky: { name: 'Кийиз пальто' } }));
  expect(edited.translations).toEqual({ ky: { name: 'Кийиз пальто' } });
  expect(productInLanguage(edited, 'ru').name).toBe('Felted Coat');

  // An order's lines are named in a language by product id: only the products given a name in it.
  const other = await admin.createProduct(productInput('Linen Belt', { ru: { name: 'Льняной пояс' } }));
  const ids = [created._id, other._id, other._id, 'not-an-id'];
  expect(await catalog.productNames(ids, 'ru')).toEqual({ [other._id]: 'Льняной пояс' });
  expect(await catalog.productNames(ids, 'ky')).toEqual({ [created._id]: 'Кийиз пальто' });
  expect(await catalog.productNames([], 'ru')).toEqual({});
});

it('finds a product by its Russian or Kyrgyz name, exactly and misspelt, as well as by its English one', async () => {
  const catalog = createCatalogService(database.db);
  const admin = createCatalogAdminService(database.db, catalog);
  const scarf = await admin.createProduct(
    productInput('Marigold Scarf', { ru: { name: 'Шарф бархатцы' }, ky: { name: 'Жибек моюн орогуч' } }),
  );
  expect(await catalog.searchProductIds('шарф')).toEqual([scarf._id]);
  expect(await catalog.searchProductIds('Шарф бархатцы')).toEqual([scarf._id]);
  expect(await catalog.searchProductIds('орогуч')).toEqual([scarf._id]);
  // A Russian word in another form than the name's is still close to it.
  expect(await catalog.searchProductIds('шарфы')).toEqual([scarf._id]);
  expect(await catalog.searchProductIds('marigold')).toEqual([scarf._id]);

  // A renamed translation is found by its new words, no longer by the old.
  await admin.updateProduct(scarf._id, productInput('Marigold Scarf', { ru: { name: 'Палантин' } }));
  expect((await catalog.searchProductIds('палантин'))[0]).toBe(scarf._id);
  expect(await catalog.searchProductIds('шарф')).not.toContain(scarf._id);
});

it('names a category in Russian and Kyrgyz under every spelling of it, and refuses a category without products', async () => {
  const catalog = createCatalogService(database.db);
  const admin = createCatalogAdminService(database.db, catalog);
  await admin.createProduct(productInput('Quilted Coat', {}));
  expect(await catalog.categoryNames('ru')).toEqual({});

  const named = await admin.setCategoryNames({ category: ' winter coats', names: { ru: 'Зимние пальто' } });
  expect([named.name, named.names]).toEqual(['Winter Coats', { ru: 'Зимние пальто' }]);
  expect(await catalog.categoryNames('ru')).toEqual({ 'winter coats': 'Зимние пальто' });
  expect(await catalog.categoryNames('ky')).toEqual({});
  expect((await admin.listCategories()).find((c) => c.name === 'Winter Coats')?.names).toEqual({ ru: 'Зимние пальто' });

  await admin.setCategoryNames({ category: 'Winter Coats', names: { ky: 'Кышкы пальтолор' } });
  expect(await catalog.categoryNames('ru')).toEqual({});
  expect(await catalog.categoryNames('ky')).toEqual({ 'winter coats': 'Кышкы пальтолор' });

  await expect(admin.setCategoryNames({ category: 'Hats', names: { ru: 'Шапки' } })).rejects.toMatchObject({
    message: 'There is no product in this category.',
  });
});
