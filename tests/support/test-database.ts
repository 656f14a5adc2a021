/**
 * A fresh database for one test run: a new PostgreSQL database on the server named by
 * TEST_DATABASE_URL (dropped afterwards), or — without it — nothing, so the embedded
 * PGlite in a temporary DATA_DIR is used.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** DATABASE_URL for the store, or undefined for embedded PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** `adminUrl`: the server to create it on (any database there the user may connect to). */
export async function createTestDatabase(adminUrl = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  const name = `store_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
