/**
 * Which failures mean the database could not be reached for a moment (answered 503), on real
 * drivers: a server that refuses connections and — on PostgreSQL, when TEST_DATABASE_URL is
 * set — a backend terminated in the middle of a transaction, which must not end the process
 * either; the pool carries on with a new connection. A query the database refuses is not one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#tests/support/free-port.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { openDatabase, type Database } from './client';
import { isDatabaseUnavailable } from './unavailable';

/** What `work` fails with (it must fail). */
async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

it('a PostgreSQL server that refuses connections is unavailable', async () => {
  const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await freePort()}/store` });
  try {
    expect(isDatabaseUnavailable(await failureOf(() => database.db.execute(sql`select 1`)))).toBe(true);
  } finally {
    await database.close();
  }
});

it('a query the database refuses is not', async () => {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    expect(isDatabaseUnavailable(await failureOf(() => database.db.execute(sql`select * from no_such_table`)))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('connection reset by the payment provider'))).toBe(false);
  } finally {
    await database.close();
  }
});

if (process.env.TEST_DATABASE_URL) {
  describe('on PostgreSQL', () => {
    let testDb: TestDatabase;
    let database: Database;
    const lost: Error[] = [];

    beforeAll(async () => {
      testDb = await createTestDatabase();
      database = await openDatabase({ url: testDb.url, onConnectionLost: (err) => lost.push(err) });
    });
    afterAll(async () => {
      await database?.close();
      await testDb?.drop();
    });

    it('a backend terminated in the middle of a transaction is unavailable, and the next query runs on a new connection', async () => {
      const failure = await failureOf(() =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
        }),
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(lost).toHaveLength(1);
      expect(await database.ping()).toBe(true);
    });
  });
}
