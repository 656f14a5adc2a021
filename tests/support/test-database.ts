/**
 * Throw-away PostgreSQL databases, for tests and for the benchmark scripts: a new database
 * on a server, dropped afterwards. Tests get one on the server named by TEST_DATABASE_URL,
 * or — without it — nothing, so the embedded PGlite in a temporary DATA_DIR is used.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
 * the user may connect to); fails when the server cannot be reached.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** `adminUrl`: the server to create it on; without one, the embedded database. */
export async function createTestDatabase(adminUrl = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  return createScratchDatabase(adminUrl, 'store_test');
}
