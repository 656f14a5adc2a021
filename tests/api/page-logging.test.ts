/**
 * Page failures are logged through the store's logger, with the request id of the page
 * that failed (no console output): the home page's lists, and a loader that throws. On
 * PostgreSQL, a page whose database connection is lost answers 503 and logs a warning.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '#server/start.ts';
import { testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { capturedLogger } from '#tests/support/captured-log.ts';
import { until } from '#tests/support/until.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message: string };
}

let server: RunningServer;
let database: TestDatabase;
let dataDir: string;
const lines: LogLine[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-page-log-'));
  database = await createTestDatabase();
  const config = testStoreConfig({ dataDir, databaseUrl: database.url, env: { SEED_DEMO: 'false' } });
  server = await startServer(config, {
    ui: { kind: 'build', buildDir: inject('buildDir') },
    logger: capturedLogger(lines),
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Runs `visit` while the catalogue cannot be read (its table renamed away), then restores it. */
async function withCatalogueDown<T>(visit: () => Promise<T>): Promise<T> {
  await server.database.db.execute(sql`alter table products rename to products_away`);
  try {
    return await visit();
  } finally {
    await server.database.db.execute(sql`alter table products_away rename to products`);
  }
}

const errorsOf = (reqId: string) => lines.filter((l) => l.reqId === reqId && l.level === 50 && l.msg !== 'request');

it('logs the home page lists failing with the request id, and still serves the page', async () => {
  const res = await withCatalogueDown(() =>
    fetch(`${server.url}/`, { headers: { 'X-Request-Id': 'home-lists-down' } }),
  );
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<html');
  const logged = errorsOf('home-lists-down');
  expect(logged.map((l) => l.msg)).toEqual(['home page lists could not be read']);
  expect(logged[0]!.err?.message).toMatch(/products/);
});

it('logs a loader that throws through handleError, with the request id', async () => {
  const res = await withCatalogueDown(() =>
    fetch(`${server.url}/products/00000000-0000-4000-8000-000000000000`, {
      headers: { 'X-Request-Id': 'product-loader-down' },
    }),
  );
  expect(res.status).toBe(500);
  const logged = errorsOf('product-loader-down');
  expect(logged.map((l) => l.msg)).toEqual(['page request failed']);
  expect(logged[0]!.err?.message).toMatch(/products/);
});

it('does not log a page that is simply not found as a failure', async () => {
  const res = await fetch(`${server.url}/products/00000000-0000-4000-8000-000000000000`, {
    headers: { 'X-Request-Id': 'product-missing' },
  });
  expect(res.status).toBe(404);
  expect(errorsOf('product-missing')).toEqual([]);
});

// Only a PostgreSQL server has backends to terminate; the suite runs on it with TEST_DATABASE_URL.
if (process.env.TEST_DATABASE_URL) {
  it('answers 503 when the database connection is lost while the page is read, logs a warning, and serves the page again', async () => {
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    try {
      // The listing's query waits behind this lock; its backend is then terminated, as a
      // PostgreSQL restart or failover would.
      await blocker.query('begin');
      await blocker.query('lock table products in access exclusive mode');
      const page = fetch(`${server.url}/products?category=Faults`, {
        headers: { 'X-Request-Id': 'page-database-lost' },
      });
      const waiting = `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
      await until('the page to wait for the locked table', async () =>
        (await blocker.query(waiting)).rowCount ? true : undefined,
      );
      await blocker.query(`select pg_terminate_backend(pid) from (${waiting}) as w`);
      await blocker.query('rollback');

      const res = await page;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.text()).toContain('Something went wrong!');
      expect(errorsOf('page-database-lost')).toEqual([]);
      expect(lines.filter((l) => l.reqId === 'page-database-lost' && l.level === 40).map((l) => l.msg)).toEqual([
        'page could not reach the database: answered 503',
      ]);

      expect((await fetch(`${server.url}/products?category=Faults`)).status).toBe(200);
    } finally {
      await blocker.end();
    }
  });
}
