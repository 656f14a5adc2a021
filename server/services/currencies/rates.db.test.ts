import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '#server/db/client.ts';
import { displayCurrencyRateChanges, displayCurrencyRates } from '#server/db/schema.ts';
import { upsertUser } from '#server/services/accounts/index.ts';
import { createTestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { createCurrencyService, setDemoRates, type CurrencyService, type RateEditor } from './rates';

/**
 * Display currencies' rates on the embedded database, and on PostgreSQL as well when
 * TEST_DATABASE_URL is set: none at first (only the store currency offered), a rate kept
 * exactly and recorded with who set it, an import all or nothing, reads kept per window
 * and a change moving the catalogue version once committed.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const targets = [
  { name: 'PGlite', url: undefined as string | undefined },
  ...(serverUrl ? [{ name: 'PostgreSQL', url: serverUrl }] : []),
];

const page = (headers: Record<string, string> = {}) => new Request('http://store.test/products', { headers });

describe.each(targets)('display currency rates on $name', ({ url }) => {
  let database: Database;
  let dropDatabase = async () => {};
  let currencies: CurrencyService;
  let changes = 0;
  // The catalogue cache's window: a new object whenever the version moves.
  let window = {};
  let owner: RateEditor;

  beforeAll(async () => {
    const testDb = await createTestDatabase(url);
    dropDatabase = testDb.drop;
    database = await openMigratedDatabase(testDb.url, { poolSize: 2 });
    currencies = createCurrencyService(database.db, {
      storeCurrency: 'USD',
      onChange: () => {
        changes++;
        window = {};
      },
      window: async () => window,
    });
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

  it('offers only the store currency until a rate is set', async () => {
    expect(await currencies.displayFor(page({ 'Accept-Language': 'ru-KG', Cookie: 'display_currency=KGS' }))).toEqual({
      code: 'USD',
      rate: null,
      offered: ['USD'],
    });
    const listed = await currencies.list();
    expect(listed.storeCurrency).toBe('USD');
    expect(listed.currencies.map((c) => [c.code, c.rate])).toEqual([
      ['KGS', null],
      ['EUR', null],
      ['RUB', null],
      ['KZT', null],
    ]);
  });

  it('keeps a rate exactly, with when and who, records it, and moves the version once', async () => {
    const before = changes;
    const answer = await currencies.setRate('kgs', '87.456789', owner);
    expect(changes).toBe(before + 1);
    expect(answer.currencies[0]).toMatchObject({ code: 'KGS', rate: '87.456789', setBy: 'owner@example.com' });
    expect(answer.changes).toEqual([
      expect.objectContaining({ currency: 'KGS', rate: '87.456789', source: 'edit', by: 'owner@example.com' }),
    ]);
    const [row] = await database.db.select().from(displayCurrencyRates);
    expect(row).toMatchObject({ currency: 'KGS', rate: '87.456789', perCurrency: 'USD', setBy: owner.id });
  });

  it('shows the remembered choice, else the languages’ currency, among those with a rate', async () => {
    expect(await currencies.displayFor(page({ Cookie: 'token=x; display_currency=KGS' }))).toEqual({
      code: 'KGS',
      rate: '87.456789',
      offered: ['USD', 'KGS'],
    });
    expect((await currencies.displayFor(page({ 'Accept-Language': 'ky,en;q=0.5' }))).code).toBe('KGS');
    expect((await currencies.displayFor(page({ 'Accept-Language': 'de-DE' }))).code).toBe('USD');
    expect((await currencies.displayFor(page({ Cookie: 'display_currency=EUR' }))).code).toBe('USD');
    // A Kyrgyz page suggests the som to a reader whose browser names no region.
    const kyrgyzPage = new Request('http://store.test/ky/products', { headers: { 'Accept-Language': 'en' } });
    expect((await currencies.displayFor(kyrgyzPage)).code).toBe('KGS');
  });

  it('reads the rates once per window: a row written behind its back shows only in the next', async () => {
    await database.db
      .insert(displayCurrencyRates)
      .values({ currency: 'EUR', rate: '0.94', perCurrency: 'USD', setAt: new Date() });
    expect((await currencies.displayFor(page())).offered).toEqual(['USD', 'KGS']);
    window = {};
    expect((await currencies.displayFor(page())).offered).toEqual(['USD', 'KGS', 'EUR']);
  });

  it('imports every line or none', async () => {
    const before = changes;
    await expect(currencies.importRates('KGS,90\nEUR,abc\nGBP,1', owner)).rejects.toMatchObject({
      kind: 'invalid',
      message: '2 lines are not a rate; nothing was changed.',
      errors: { 'line 2': expect.stringMatching(/number/), 'line 3': expect.stringMatching(/GBP/) },
    });
    expect(changes).toBe(before);
    expect((await currencies.list()).currencies[0]!.rate).toBe('87.456789');

    const answer = await currencies.importRates('currency,rate\nKGS,90\nRUB,96.5\n', owner);
    expect(changes).toBe(before + 1);
    expect(answer.currencies.map((c) => [c.code, c.rate])).toEqual([
      ['KGS', '90'],
      ['EUR', '0.94'],
      ['RUB', '96.5'],
      ['KZT', null],
    ]);
    const imported = answer.changes.slice(0, 2);
    expect(imported.map((c) => c.currency).sort()).toEqual(['KGS', 'RUB']);
    expect(imported.every((c) => c.source === 'import' && c.by === 'owner@example.com')).toBe(true);
  });

  it('removes a rate: the currency is no longer offered, even to those who chose it', async () => {
    await currencies.removeRate('RUB', owner);
    expect((await currencies.displayFor(page({ Cookie: 'display_currency=RUB' }))).code).toBe('USD');
    await expect(currencies.removeRate('RUB', owner)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(currencies.setRate('USD', '1', owner)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(currencies.setRate('GBP', '1', owner)).rejects.toMatchObject({ kind: 'not_found' });
    expect((await currencies.list()).changes[0]).toMatchObject({ currency: 'RUB', rate: null, source: 'removed' });
    expect(await database.db.select().from(displayCurrencyRateChanges)).toHaveLength(4);
  });

  it('ignores rates set against another store currency, and the demo rates never replace the owner’s', async () => {
    const euroStore = createCurrencyService(database.db, { storeCurrency: 'EUR' });
    expect((await euroStore.displayFor(page())).offered).toEqual(['EUR']);
    await setDemoRates(database.db, 'USD', { KGS: '1', KZT: '505' }, new Date());
    const rates = await currencies.list();
    expect(rates.currencies.map((c) => [c.code, c.rate])).toEqual([
      ['KGS', '90'],
      ['EUR', '0.94'],
      ['RUB', null],
      ['KZT', '505'],
    ]);
    expect(rates.currencies[3]!.setBy).toBe('Demo data');
  });
});
