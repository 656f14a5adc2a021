/**
 * For tests of what a migration does to a database that already holds rows: a copy of the
 * checked-in migrations that stops before a given one, and a bare database (PGlite, or the
 * PostgreSQL database at `url`) that applies any migrations folder.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createTestDatabase } from './test-database';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/db/migrations',
);

/** A temporary copy of the migrations without `tag` and those after it, as a store made before them had. */
export async function migrationsBefore(tag: string): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'store-migrations-'));
  await fs.cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return { folder, remove: () => fs.rm(folder, { recursive: true, force: true }) };
}

type BareDb = ReturnType<typeof drizzlePglite>;

export interface BareDatabase {
  /** Raw SQL through `db.execute`; both drivers answer with `{ rows }`. */
  db: BareDb;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL at `url`, else PGlite in `pgliteDir` (in memory by default). */
export async function openBareDatabase(url: string | undefined, pgliteDir = 'memory://'): Promise<BareDatabase> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const db = drizzlePg(pool);
    return {
      db: db as unknown as BareDb,
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  return { db, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
}

/**
 * A store made before migration `tag`: PGlite in memory, or with `postgres` a new database
 * on the TEST_DATABASE_URL server, migrated up to just before it. Whatever removes it is
 * pushed on `cleanups`, last first.
 */
export async function storeMigratedBefore(
  tag: string,
  postgres: boolean,
  cleanups: (() => Promise<void>)[],
): Promise<BareDatabase> {
  const before = await migrationsBefore(tag);
  cleanups.push(before.remove);
  const testDb = postgres
    ? await createTestDatabase(undefined, { empty: true })
    : { url: undefined, drop: async () => {} };
  cleanups.push(testDb.drop);
  const database = await openBareDatabase(testDb.url);
  cleanups.push(database.close);
  await database.migrate(before.folder);
  return database;
}
