import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { migrationsBefore, migrationsFolder, openBareDatabase } from '#tests/support/migrations.ts';

it('migration 0017 fills the search vocabulary from the products already stored, and later writes add theirs', async () => {
  const before = await migrationsBefore('0017_search_words');
  const testDb = await createTestDatabase(undefined, { empty: true });
  const { db, migrate, close } = await openBareDatabase(testDb.url);
  try {
    await migrate(before.folder);
    await db.execute(
      sql`insert into products (name, category, price_cents, similarity_text) values ('Felt Vest', 'Vests', 1000, 'Felt Vest Vests Olive')`,
    );

    await migrate(migrationsFolder);

    const words = async () =>
      (await db.execute<{ word: string }>(sql`select word from search_words order by word`)).rows.map((r) => r.word);
    expect(await words()).toEqual(['felt', 'olive', 'vest', 'vests']);
    // A product written after it, by any means, brings its own words.
    await db.execute(sql`update products set similarity_text = 'Felt Gilet Vests Olive'`);
    await db.execute(
      sql`insert into products (name, category, price_cents, similarity_text) values ('Wool Cap', 'Hats', 900, 'Wool Cap Hats Grey')`,
    );
    expect(await words()).toEqual(['cap', 'felt', 'gilet', 'grey', 'hats', 'olive', 'vest', 'vests', 'wool']);
  } finally {
    await close();
    await before.remove();
    await testDb.drop();
  }
});
