/**
 * Global setup: migrates one database for the whole run, which every test file then copies
 * instead of migrating its own (openMigratedDatabase in ./test-database.ts).
 *
 * - PostgreSQL (TEST_DATABASE_URL): a template database; each copy is `create database …
 *   with template` (a file copy on the server), dropped with the copy's file.
 * - PGlite: the migrated data directory, kept on disk and dumped to a file; each copy loads
 *   the dump into memory, or copies the directory into the DATA_DIR of a store a test
 *   starts (copyEmbeddedTemplate), which also skips the initdb an empty embedded database runs.
 *
 * Both are named for the workers in the environment they inherit, so every helper that
 * makes a test database (createTestDatabase too) finds them without being told.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase } from '#server/db/client.ts';
import { migrationsFolder } from './migrations';
import { createScratchDatabase, TEMPLATE_ENV } from './test-database';

export default async function setup() {
  // Several projects list this setup and run it in one process: the first makes the
  // templates, the others use them (teardowns run only once every test file has finished).
  if (process.env[TEMPLATE_ENV.pglite]) return () => {};
  const cleanups: (() => Promise<void>)[] = [];
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-template-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));

  // On disk, as a store keeps it, and dumped, for the copies opened in memory.
  const pgliteDir = path.join(dir, 'pglite');
  const pglite = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  await migrate(drizzle(pglite), { migrationsFolder });
  const dump = path.join(dir, 'pglite.tar');
  await fs.writeFile(dump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  process.env[TEMPLATE_ENV.pglite] = dump;
  process.env[TEMPLATE_ENV.pgliteDir] = pgliteDir;

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createScratchDatabase(adminUrl, 'store_template');
    cleanups.push(template.drop);
    const database = await openDatabase({ url: template.url, poolSize: 2 });
    await database.migrate();
    // A template must have no connection open while it is copied.
    await database.close();
    process.env[TEMPLATE_ENV.postgres] = new URL(template.url).pathname.slice(1);
  }

  return async () => {
    delete process.env[TEMPLATE_ENV.pglite];
    delete process.env[TEMPLATE_ENV.pgliteDir];
    delete process.env[TEMPLATE_ENV.postgres];
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}
