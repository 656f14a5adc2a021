/**
 * Throw-away PostgreSQL databases, for tests and for the benchmark scripts: a new database
 * on a server, dropped afterwards. Tests get one on the server named by TEST_DATABASE_URL,
 * or — without it — nothing, so the embedded PGlite in a temporary DATA_DIR is used.
 * Within a test run whose global setup migrated a template (./template-database.ts), a new
 * database is a copy of it, already migrated.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseOptions } from '#server/db/client.ts';

/** Where ./template-database.ts names the migrated templates for the workers. */
export const TEMPLATE_ENV = {
  /** A PostgreSQL database on the TEST_DATABASE_URL server. */
  postgres: 'TEST_TEMPLATE_DATABASE',
  /** A file holding a dumped PGlite data directory. */
  pglite: 'TEST_PGLITE_TEMPLATE',
  /** The same PGlite data directory on disk, as a store keeps it in DATA_DIR/db. */
  pgliteDir: 'TEST_PGLITE_TEMPLATE_DIR',
} as const;

export interface TestDatabase {
  /** DATABASE_URL for the store, or undefined for embedded PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query(statement);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A new database `<prefix>_<time>_<random>` on the server at `adminUrl` (any database there
 * the user may connect to), a copy of `template` if given; fails when the server cannot be reached.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}${template ? ` with template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * `adminUrl`: the server to create it on; without one, the embedded database. `empty`: no
 * copy of the run's template even when there is one, for tests of migrating itself.
 */
export async function createTestDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
  { empty = false } = {},
): Promise<TestDatabase> {
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  return createScratchDatabase(adminUrl, 'store_test', empty ? undefined : process.env[TEMPLATE_ENV.postgres]);
}

/**
 * The database a test file works on, migrated: the PostgreSQL database at `url`, else an
 * embedded one in memory — a copy of the run's migrated template when there is one, so
 * migrating is a check that finds nothing to do.
 */
export async function openMigratedDatabase(
  url: string | undefined,
  options: Omit<DatabaseOptions, 'url' | 'pgliteDir' | 'pgliteFrom'> = {},
): Promise<Database> {
  const template = process.env[TEMPLATE_ENV.pglite];
  const pgliteFrom = !url && template ? new Blob([await fs.readFile(template)]) : undefined;
  const database = await openDatabase({ ...options, url, pgliteDir: 'memory://', pgliteFrom });
  await database.migrate();
  return database;
}

/**
 * Gives a store on the embedded database (one started with `dataDir` as its DATA_DIR and no
 * DATABASE_URL) a copy of the run's migrated template, when there is one and the store has
 * no database yet: it opens it and finds nothing to migrate, instead of creating a database
 * and migrating it, about ten seconds a store on these machines. A PostgreSQL store's copy
 * is made by createTestDatabase.
 */
export function copyEmbeddedTemplate(dataDir: string): void {
  const template = process.env[TEMPLATE_ENV.pgliteDir];
  const dir = path.join(dataDir, 'db');
  if (template && !existsSync(dir)) cpSync(template, dir, { recursive: true });
}
