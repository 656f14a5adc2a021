/**
 * Readiness' migration check on real drivers: a database none of the shipped migrations
 * were applied to is not migrated; once migrated it is.
 */
import { expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { openDatabase } from './client';

it('is not done on an empty database, and done once the shipped migrations are applied', async () => {
  const scratch = await createTestDatabase(undefined, { empty: true });
  const database = await openDatabase({ url: scratch.url, pgliteDir: 'memory://' });
  try {
    expect(await database.migrationsDone()).toBe(false);
    await database.migrate();
    expect(await database.migrationsDone()).toBe(true);
    const use = database.poolUse();
    expect(use.total).toBeGreaterThanOrEqual(use.idle);
    expect(use.waiting).toBe(0);
  } finally {
    await database.close();
    await scratch.drop();
  }
}, 60_000);
