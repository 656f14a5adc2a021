import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '#server/db/client.ts';
import { shippingZoneChanges } from '#server/db/schema.ts';
import { upsertUser } from '#server/services/accounts/index.ts';
import { ServiceError } from '#server/services/errors.ts';
import { createTestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { createShippingService, type ShippingService, type ZoneEditor } from './zones';

/**
 * The shipping zones on the embedded database, and on PostgreSQL as well when
 * TEST_DATABASE_URL is set: the migration's defaults, what a method costs to a country, an
 * edit moving the catalogue version once committed and recorded with who made it.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const targets = [
  { name: 'PGlite', url: undefined as string | undefined },
  ...(serverUrl ? [{ name: 'PostgreSQL', url: serverUrl }] : []),
];

describe.each(targets)('shipping zones on $name', ({ url }) => {
  let database: Database;
  let dropDatabase = async () => {};
  let shipping: ShippingService;
  let changes = 0;
  let owner: ZoneEditor;

  beforeAll(async () => {
    const testDb = await createTestDatabase(url);
    dropDatabase = testDb.drop;
    database = await openMigratedDatabase(testDb.url, { poolSize: 2 });
    shipping = createShippingService(database.db, () => changes++);
    const user = await upsertUser(database.db, {
      name: 'Owner',
      email: 'owner@example.com',
      password: 'a long owner password',
      role: 'admin',
    });
    owner = { id: user.id, name: user.email };
  });

  afterAll(async () => {
    await database?.close();
    await dropDatabase();
  });

  it('charges the SPEC’s prices everywhere until the owner edits a zone', async () => {
    for (const country of ['KG', 'KZ', 'CN', 'US', 'DE', null]) {
      expect((await shipping.charge(country, 'standard')).priceCents).toBe(599);
      expect((await shipping.charge(country, 'express')).priceCents).toBe(1299);
      expect((await shipping.charge(country, 'overnight')).priceCents).toBe(2499);
    }
    expect(await shipping.charge('TJ', 'overnight')).toMatchObject({
      zoneName: 'Neighbouring countries',
      methodName: 'Overnight',
      delivery: 'next business day',
    });
    await expect(shipping.charge('KG', 'drone')).rejects.toMatchObject({
      kind: 'invalid',
      errors: { shippingMethod: expect.stringContaining('"drone" is not offered to Kyrgyzstan') },
    });
  });

  it('an edit is charged at once, offered without its disabled methods, recorded, and moves the version once', async () => {
    const kg = (await shipping.list()).find((z) => z.name === 'Kyrgyzstan')!;
    const before = changes;
    await shipping.update(
      kg._id,
      {
        name: 'Kyrgyzstan',
        countries: ['KG'],
        methods: [
          { id: 'standard', name: 'Standard', price: 2.5, minDays: 2, maxDays: 3, enabled: true },
          { id: 'overnight', name: 'Overnight', price: 24.99, minDays: 1, maxDays: 1, enabled: false },
        ],
      },
      owner,
    );
    expect(changes).toBe(before + 1);
    expect((await shipping.charge('KG', 'standard')).priceCents).toBe(250);
    expect((await shipping.charge('US', 'standard')).priceCents).toBe(599);
    await expect(shipping.charge('KG', 'overnight')).rejects.toBeInstanceOf(ServiceError);
    await expect(shipping.charge('KG', 'express')).rejects.toBeInstanceOf(ServiceError);
    const offered = (await shipping.offers()).find((z) => z.name === 'Kyrgyzstan')!;
    expect(offered.methods.map((m) => m.id)).toEqual(['standard']);
    const listed = (await shipping.list()).find((z) => z.name === 'Kyrgyzstan')!;
    expect(listed.methods.map((m) => [m.id, m.enabled])).toEqual([
      ['standard', true],
      ['overnight', false],
    ]);
    expect(listed.updatedBy).toEqual({ _id: owner.id, name: 'owner@example.com' });
    const recorded = await database.db.select().from(shippingZoneChanges);
    expect(recorded.map((r) => [r.zoneName, r.action, r.userId])).toEqual([['Kyrgyzstan', 'updated', owner.id]]);
  });

  it('a refused edit changes nothing and moves no version', async () => {
    const kg = (await shipping.list()).find((z) => z.name === 'Kyrgyzstan')!;
    const before = changes;
    await expect(
      shipping.update(kg._id, { name: 'Kyrgyzstan', countries: ['KG', 'UZ'], methods: [] }, owner),
    ).rejects.toMatchObject({ kind: 'conflict' });
    expect(changes).toBe(before);
    expect((await shipping.list()).find((z) => z.name === 'Kyrgyzstan')).toEqual(kg);
  });
});
