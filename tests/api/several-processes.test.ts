import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '#server/db/client.ts';
import { DEFAULT_PRODUCT_COUNT } from '#server/seed/demo-catalogue.ts';
import { serveBuiltServer, type ServerProcess } from '#tests/support/built-server.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

const admin = { ADMIN_EMAIL: 'several-admin@example.com', ADMIN_PASSWORD: 'several-password-1' };

async function stopAll(servers: ServerProcess[]) {
  for (const server of servers) server.signalGroup('SIGTERM');
  return Promise.all(servers.map((s) => s.exited));
}

// PostgreSQL serves several processes; the embedded database belongs to one. The suite runs
// on one kind or the other (TEST_DATABASE_URL), so each kind has its own test here.
describe('several server processes on one database', () => {
  if (process.env.TEST_DATABASE_URL) {
    // A bound for three starts on a busy machine, each waiting its turn at the setup lock.
    it(
      'three processes starting at once on a fresh PostgreSQL end with one schema, one admin and one catalogue',
      { timeout: 180_000 },
      async () => {
        const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-several-'));
        const database = await createTestDatabase(undefined, { empty: true });
        const starts = Array.from({ length: 3 }, () =>
          serveBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, SEED_DEMO: 'true', ...admin }),
        );
        const results = await Promise.allSettled(starts);
        const servers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
        try {
          expect(
            results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
          ).toEqual([]);
          for (const server of servers) expect((await fetchChecked(`${server.url}/api/health`)).status).toBe(200);

          const check = await openDatabase({ url: database.url });
          try {
            const journal = JSON.parse(await fs.readFile('server/db/migrations/meta/_journal.json', 'utf8')) as {
              entries: unknown[];
            };
            const [migrations] = await queryRows<{ n: number }>(
              check.db,
              sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
            );
            expect(migrations!.n).toBe(journal.entries.length);
            const admins = await queryRows<{ email: string }>(
              check.db,
              sql`select email from users where role = 'admin'`,
            );
            expect(admins.map((a) => a.email)).toEqual([admin.ADMIN_EMAIL]);
            const [products] = await queryRows<{ n: number }>(check.db, sql`select count(*)::int as n from products`);
            expect(products!.n).toBe(DEFAULT_PRODUCT_COUNT);
          } finally {
            await check.close();
          }
          expect(await stopAll(servers)).toEqual([0, 0, 0]);
        } finally {
          await stopAll(servers.filter((s) => s.child.exitCode === null));
          await database.drop();
          await fs.rm(dataDir, { recursive: true, force: true });
        }
      },
    );
  } else {
    it('a second process on the same embedded database stops with a clear message, and the first keeps serving', async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-several-'));
      const first = await serveBuiltServer({ DATA_DIR: dataDir });
      try {
        const second = serveBuiltServer({ DATA_DIR: dataDir });
        await expect(second).rejects.toThrow(
          `Failed to start: The embedded database in ${path.join(dataDir, 'db')} is in use by another process (pid `,
        );
        expect((await fetchChecked(`${first.url}/api/health`)).status).toBe(200);
        expect(await stopAll([first])).toEqual([0]);

        // Once the first has stopped, the data directory is free again.
        const again = await serveBuiltServer({ DATA_DIR: dataDir });
        expect(await stopAll([again])).toEqual([0]);
      } finally {
        if (first.child.exitCode === null) await stopAll([first]);
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    });
  }
});
