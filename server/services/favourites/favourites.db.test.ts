import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITES_LIMIT, FAVOURITES_TEXT } from '#domain/favourites.ts';
import { type Database } from '#server/db/client.ts';
import { upsertUser } from '#server/services/accounts/index.ts';
import { insertProducts, type WrittenProduct } from '#server/services/catalog/index.ts';
import { createTestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { createFavouritesService, type FavouritesService } from './favourites';

/**
 * Favourites on the embedded database, and on PostgreSQL as well when TEST_DATABASE_URL is
 * set: add (twice is once), remove, each shopper's own list, the merge of a visitor's list
 * on sign-in, the limit, and products deleted since dropping out.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const targets = [
  { name: 'PGlite', url: undefined as string | undefined },
  ...(serverUrl ? [{ name: 'PostgreSQL', url: serverUrl }] : []),
];

const product = (name: string): WrittenProduct => ({
  name,
  description: '',
  category: 'Coats',
  priceCents: 1000,
  isFeatured: false,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  variants: [
    {
      color: 'Black',
      images: [],
      sizes: [{ size: 'M', priceCents: 1000, stock: 1, discountPercentage: 0, discountExpiresAt: null }],
    },
  ],
});

const UNKNOWN_PRODUCT = '00000000-0000-4000-8000-000000000000';

describe.each(targets)('favourites on $name', ({ url }) => {
  let database: Database;
  let dropDatabase = async () => {};
  let favourites: FavouritesService;
  let ids: string[];
  let newUser: () => Promise<string>;

  beforeAll(async () => {
    const testDb = await createTestDatabase(url);
    dropDatabase = testDb.drop;
    database = await openMigratedDatabase(testDb.url, { poolSize: 4 });
    favourites = createFavouritesService(database.db);
    ids = await insertProducts(
      database.db,
      Array.from({ length: FAVOURITES_LIMIT + 3 }, (_, i) => product(`Coat ${i}`)),
    );
    let n = 0;
    newUser = async () =>
      (
        await upsertUser(database.db, {
          name: `Shopper ${++n}`,
          email: `shopper${n}@example.com`,
          password: 'a long shopper password',
          role: 'customer',
        })
      ).id;
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await dropDatabase();
  });

  it('adds newest first, adds a product once however often it is added, and removes', async () => {
    const user = await newUser();
    expect(await favourites.list(user)).toEqual([]);
    expect(await favourites.add(user, ids[0]!, new Date('2026-11-28T10:00:00Z'))).toEqual([ids[0]]);
    expect(await favourites.add(user, ids[1]!, new Date('2026-11-28T10:01:00Z'))).toEqual([ids[1], ids[0]]);
    // Adding again changes nothing, its place included.
    expect(await favourites.add(user, ids[0]!, new Date('2026-11-28T10:02:00Z'))).toEqual([ids[1], ids[0]]);
    expect(await favourites.list(user)).toEqual([ids[1], ids[0]]);
    expect(await favourites.remove(user, ids[1]!)).toEqual([ids[0]]);
    // Removing what is not there is no error.
    expect(await favourites.remove(user, ids[1]!)).toEqual([ids[0]]);
  });

  it('keeps each shopper’s list their own', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await favourites.add(alice, ids[2]!);
    await favourites.add(bob, ids[3]!);
    expect(await favourites.list(alice)).toEqual([ids[2]]);
    expect(await favourites.list(bob)).toEqual([ids[3]]);
    // Bob removing Alice's product touches only his own list.
    await favourites.remove(bob, ids[2]!);
    expect(await favourites.list(alice)).toEqual([ids[2]]);
  });

  it('refuses an unknown product and changes nothing', async () => {
    const user = await newUser();
    await expect(favourites.add(user, UNKNOWN_PRODUCT)).rejects.toMatchObject({
      kind: 'not_found',
      message: FAVOURITES_TEXT.productNotFound,
    });
    expect(await favourites.list(user)).toEqual([]);
  });

  it('merges a visitor’s list: in its order, no repeats, unknown products left out, twice is once', async () => {
    const user = await newUser();
    await favourites.add(user, ids[4]!, new Date('2026-11-28T09:00:00Z'));
    const visitor = [ids[5]!, ids[4]!, UNKNOWN_PRODUCT, ids[6]!, ids[5]!];
    const merged = await favourites.merge(user, visitor, new Date('2026-11-28T10:00:00Z'));
    expect(merged).toEqual({ productIds: [ids[5], ids[6], ids[4]], skipped: 1 });
    expect(await favourites.list(user)).toEqual([ids[5], ids[6], ids[4]]);
    const again = await favourites.merge(user, visitor, new Date('2026-11-28T11:00:00Z'));
    expect(again).toEqual({ productIds: [ids[5], ids[6], ids[4]], skipped: 1 });
    expect(await favourites.merge(user, [])).toEqual({ productIds: [ids[5], ids[6], ids[4]], skipped: 0 });
  });

  it(`holds at most ${FAVOURITES_LIMIT}: adding past it is refused, merging fills only the room left`, async () => {
    const user = await newUser();
    const first = ids.slice(0, FAVOURITES_LIMIT - 2);
    const merged = await favourites.merge(user, first);
    expect(merged.productIds).toHaveLength(FAVOURITES_LIMIT - 2);
    const rest = await favourites.merge(user, ids.slice(FAVOURITES_LIMIT - 2));
    expect(rest.productIds).toHaveLength(FAVOURITES_LIMIT);
    expect(rest.skipped).toBe(ids.length - FAVOURITES_LIMIT);
    const full = ids.at(-1)!;
    expect(rest.productIds).not.toContain(full);
    await expect(favourites.add(user, full)).rejects.toMatchObject({ kind: 'conflict', message: FAVOURITES_TEXT.full });
    // A product already on a full list is no error.
    expect(await favourites.add(user, ids[0]!)).toHaveLength(FAVOURITES_LIMIT);
    // Adds at once never pass the limit together.
    await favourites.remove(user, ids[0]!);
    const racing = await Promise.allSettled([favourites.add(user, ids.at(-1)!), favourites.add(user, ids.at(-2)!)]);
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await favourites.list(user)).toHaveLength(FAVOURITES_LIMIT);
  });

  it('drops a product deleted since, and the list with its account', async () => {
    const user = await newUser();
    const [gone] = await insertProducts(database.db, [product('Deleted coat')]);
    await favourites.add(user, gone!);
    await favourites.add(user, ids[7]!);
    await database.db.execute(sql`delete from products where id = ${gone}`);
    expect(await favourites.list(user)).toEqual([ids[7]]);
    await database.db.execute(sql`delete from users where id = ${user}`);
    const left = await database.db.execute(sql`select count(*)::int as n from favourites where user_id = ${user}`);
    expect(JSON.stringify(left)).toContain('"n":0');
  });
});
