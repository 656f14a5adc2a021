import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { upsertUser } from '#server/services/accounts/index.ts';
import { SAVED_ADDRESS_LIMIT, SAVED_ADDRESS_TEXT } from '#domain/saved-addresses.ts';
import type { ShippingAddress } from '#domain/shipping-address.ts';
import { createAddressService, saveCheckoutAddress } from './saved-addresses';

let testDb: TestDatabase;
let database: Database;
let service: ReturnType<typeof createAddressService>;
// Each change a minute after the last, so "the newest" is never a tie.
let clock = Date.parse('2026-11-28T10:00:00Z');
const now = () => new Date((clock += 60_000));

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
  service = createAddressService(database.db, now);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

let people = 0;
async function shopper(): Promise<string> {
  people += 1;
  const user = await upsertUser(database.db, {
    name: `Shopper ${people}`,
    email: `shopper-${people}@example.com`,
    password: 'a-long-password-1',
    verified: true,
  });
  return user.id;
}

const home: ShippingAddress = {
  phone: '+996 555 123 456',
  firstName: 'Aida',
  lastName: 'Bekova',
  country: 'KG',
  address: '1 Chui Avenue',
  city: 'Bishkek',
  postalCode: '720001',
};
const at = (street: string): ShippingAddress => ({ ...home, address: street });

describe('saved addresses', () => {
  it('keeps an address with every field, the first one the default', async () => {
    const userId = await shopper();
    expect(await service.list(userId)).toEqual({ addresses: [], limit: SAVED_ADDRESS_LIMIT });
    const { addresses } = await service.add(userId, { ...home, country: 'US', state: 'NY' });
    expect(addresses).toEqual([
      expect.objectContaining({ ...home, country: 'US', state: 'NY', isDefault: true, _id: expect.any(String) }),
    ]);
    const second = await service.add(userId, at('2 Erkindik Boulevard'));
    expect(second.addresses.map((a) => [a.address, a.isDefault])).toEqual([
      ['1 Chui Avenue', true],
      ['2 Erkindik Boulevard', false],
    ]);
    expect(second.addresses[1]!.state).toBeNull();
  });

  it('edits every field and leaves the default where it is', async () => {
    const userId = await shopper();
    await service.add(userId, home);
    const { addresses } = await service.add(userId, at('2 Erkindik Boulevard'));
    const other = addresses.find((a) => !a.isDefault)!;
    const after = await service.update(userId, other._id, {
      ...at('3 Manas Avenue'),
      city: 'Osh',
      postalCode: '723500',
    });
    expect(after.addresses.find((a) => a._id === other._id)).toMatchObject({
      address: '3 Manas Avenue',
      city: 'Osh',
      postalCode: '723500',
      isDefault: false,
    });
    expect(after.addresses.filter((a) => a.isDefault).map((a) => a.address)).toEqual(['1 Chui Avenue']);
  });

  it('makes another the default, one default at a time, listed first', async () => {
    const userId = await shopper();
    await service.add(userId, home);
    const { addresses } = await service.add(userId, at('2 Erkindik Boulevard'));
    const second = addresses.find((a) => !a.isDefault)!;
    const after = await service.makeDefault(userId, second._id);
    expect(after.addresses.map((a) => [a.address, a.isDefault])).toEqual([
      ['2 Erkindik Boulevard', true],
      ['1 Chui Avenue', false],
    ]);
    // Again: nothing changes.
    expect((await service.makeDefault(userId, second._id)).addresses).toEqual(after.addresses);
  });

  it('deleting the default makes the newest remaining one the default', async () => {
    const userId = await shopper();
    await service.add(userId, at('1 Oldest Street'));
    await service.add(userId, at('2 Middle Street'));
    const { addresses } = await service.add(userId, at('3 Newest Street'));
    const first = addresses.find((a) => a.isDefault)!;
    expect(first.address).toBe('1 Oldest Street');
    const after = await service.remove(userId, first._id);
    expect(after.addresses.map((a) => [a.address, a.isDefault])).toEqual([
      ['3 Newest Street', true],
      ['2 Middle Street', false],
    ]);
    // Deleting one that is not the default leaves the default alone; the last one leaves none.
    const afterOther = await service.remove(userId, after.addresses[1]!._id);
    expect(afterOther.addresses.map((a) => [a.address, a.isDefault])).toEqual([['3 Newest Street', true]]);
    expect((await service.remove(userId, afterOther.addresses[0]!._id)).addresses).toEqual([]);
    // The next one saved is the default again.
    expect((await service.add(userId, home)).addresses[0]!.isDefault).toBe(true);
  });

  it(`keeps at most ${SAVED_ADDRESS_LIMIT}: the next is refused and nothing is saved`, async () => {
    const userId = await shopper();
    for (let i = 1; i <= SAVED_ADDRESS_LIMIT; i++) await service.add(userId, at(`${i} Long Street`));
    await expect(service.add(userId, at('11 Long Street'))).rejects.toMatchObject({
      kind: 'conflict',
      message: SAVED_ADDRESS_TEXT.limit,
    });
    expect((await service.list(userId)).addresses).toHaveLength(SAVED_ADDRESS_LIMIT);
  });

  it('two additions at once at the limit: one is saved, the other refused', async () => {
    const userId = await shopper();
    for (let i = 1; i < SAVED_ADDRESS_LIMIT; i++) await service.add(userId, at(`${i} Long Street`));
    const outcomes = await Promise.allSettled([
      service.add(userId, at('A Street')),
      service.add(userId, at('B Street')),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await service.list(userId)).addresses).toHaveLength(SAVED_ADDRESS_LIMIT);
  });

  it('another account’s address is not found: not read, changed, made default or deleted', async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const { addresses } = await service.add(owner, home);
    const id = addresses[0]!._id;
    const notFound = { kind: 'not_found', message: SAVED_ADDRESS_TEXT.notFound };
    await expect(service.update(stranger, id, at('Elsewhere'))).rejects.toMatchObject(notFound);
    await expect(service.makeDefault(stranger, id)).rejects.toMatchObject(notFound);
    await expect(service.remove(stranger, id)).rejects.toMatchObject(notFound);
    expect((await service.list(stranger)).addresses).toEqual([]);
    expect((await service.list(owner)).addresses).toEqual(addresses);
  });

  it('an address saved from checkout: once, whatever the spacing or case; none past the limit', async () => {
    const userId = await shopper();
    const save = (address: ShippingAddress) =>
      database.db.transaction((tx) => saveCheckoutAddress(tx, userId, address, now()));
    expect(await save(home)).toBe('saved');
    expect(await save({ ...home, address: ' 1  chui avenue ', firstName: 'AIDA' })).toBe('already saved');
    expect(await save({ ...home, state: '' })).toBe('already saved');
    const { addresses } = await service.list(userId);
    expect(addresses).toEqual([expect.objectContaining({ ...home, isDefault: true })]);

    for (let i = 2; i <= SAVED_ADDRESS_LIMIT; i++) await service.add(userId, at(`${i} Long Street`));
    expect(await save(at('Past the limit'))).toBe('full');
    expect((await service.list(userId)).addresses).toHaveLength(SAVED_ADDRESS_LIMIT);
  });

  it('goes with its account', async () => {
    const userId = await shopper();
    await service.add(userId, home);
    await database.db.delete(users).where(eq(users.id, userId));
    expect((await service.list(userId)).addresses).toEqual([]);
  });
});
