/**
 * Page failures are logged through the store's logger, with the request id of the page
 * that failed (no console output): the home page's lists, and a loader that throws.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { testStoreConfig } from '../support/store-config';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

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
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as LogLine));
      done();
    },
  });
  const config = testStoreConfig({ dataDir, databaseUrl: database.url, env: { SEED_DEMO: 'false' } });
  server = await startServer(config, { ui: { kind: 'build', buildDir: inject('buildDir') }, logger: pino({ base: undefined }, sink) });
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
  const res = await withCatalogueDown(() => fetch(`${server.url}/`, { headers: { 'X-Request-Id': 'home-lists-down' } }));
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<html');
  const logged = errorsOf('home-lists-down');
  expect(logged.map((l) => l.msg)).toEqual(['home page lists could not be read']);
  expect(logged[0]!.err?.message).toMatch(/products/);
});

it('logs a loader that throws through handleError, with the request id', async () => {
  const res = await withCatalogueDown(() =>
    fetch(`${server.url}/products/00000000-0000-4000-8000-000000000000`, { headers: { 'X-Request-Id': 'product-loader-down' } }),
  );
  expect(res.status).toBe(500);
  const logged = errorsOf('product-loader-down');
  expect(logged.map((l) => l.msg)).toEqual(['page request failed']);
  expect(logged[0]!.err?.message).toMatch(/products/);
});

it('does not log a page that is simply not found as a failure', async () => {
  const res = await fetch(`${server.url}/products/00000000-0000-4000-8000-000000000000`, { headers: { 'X-Request-Id': 'product-missing' } });
  expect(res.status).toBe(404);
  expect(errorsOf('product-missing')).toEqual([]);
});
