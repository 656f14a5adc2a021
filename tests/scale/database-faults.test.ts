/**
 * The compiled store on PostgreSQL survives losing its database connections (a PostgreSQL
 * restart, a failover, `pg_terminate_backend`): the request that was using one answers 503
 * with a message saying to try again, the process keeps serving, the next requests succeed,
 * and no stock is left held by a checkout that did not happen.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiProduct, AuthAnswer, CheckoutSessionAnswer } from '#domain/api-answer-schemas.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#domain/database-unavailable.ts';
import { serveBuiltServer, type ServerProcess } from '#tests/support/built-server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { call, sleep } from './http';
import { checkoutBody, productBody } from './store-calls';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'faults-admin@example.com', password: 'faults-admin-password-1' };
type Msg = { message: string };

let database: TestDatabase;
let dataDir: string;
let server: ServerProcess;
let adminToken: string;
/** A connection of the test's own to the store's database. */
let watcher: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase(POSTGRES_URL);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-faults-'));
  // NODE_ENV=test: checkout uses the built-in test payment page.
  server = await serveBuiltServer({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  watcher = new pg.Client({ connectionString: database.url });
  await watcher.connect();
  const login = await call<AuthAnswer>(server.url, 'POST', '/api/auth/login', { body: ADMIN });
  expect(login.status).toBe(200);
  adminToken = login.body.token;
});

afterAll(async () => {
  await watcher?.end();
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.signalGroup('SIGTERM');
    await server.exited;
  }
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function createProduct(name: string, stock: number): Promise<ApiProduct> {
  const res = await call<ApiProduct>(server.url, 'POST', '/api/products/admin/createProduct', {
    token: adminToken,
    body: productBody(name, 'Fault Tees', stock, 20),
  });
  expect(res.status).toBe(201);
  return res.body;
}

const checkout = (product: ApiProduct, quantity = 1) =>
  call<CheckoutSessionAnswer & Msg>(server.url, 'POST', '/api/orders/create-checkout-session', {
    body: checkoutBody(product, quantity),
  });

/** Ends every connection the store holds to its database, as a PostgreSQL restart does; answers how many there were. */
async function terminateStoreBackends(): Promise<number> {
  const { rows } = await watcher.query<{ ended: boolean }>(
    'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.filter((r) => r.ended).length;
}

const isRunning = () => server.child.exitCode === null && server.child.signalCode === null;

/** The product's one size: its stock now, and the units held by its orders that still reserve them (not released). */
async function stockAndHeld(product: ApiProduct): Promise<{ stock: number; held: number }> {
  const { rows } = await watcher.query<{ stock: number; held: number }>(
    `select (select s.stock from sizes s join variants v on v.id = s.variant_id where v.product_id = $1) as stock,
            (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
              where i.product_id = $1 and o.reservation_released_at is null) as held`,
    [product._id],
  );
  return rows[0]!;
}

it('a checkout whose connection is terminated in the middle of its transaction answers 503 with the message, and the next one succeeds', async () => {
  const product = await createProduct('Held Tee', 10);
  // The test holds the size's row: the checkout's reservation waits for it inside its transaction.
  const blocker = new pg.Client({ connectionString: database.url });
  await blocker.connect();
  let answer: Awaited<ReturnType<typeof checkout>>;
  try {
    await blocker.query('begin');
    await blocker.query(
      'select s.id from sizes s join variants v on v.id = s.variant_id where v.product_id = $1 for update',
      [product._id],
    );
    const pending = checkout(product);
    const waiting = `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
    const deadline = Date.now() + 30_000;
    while ((await blocker.query(waiting)).rowCount === 0) {
      if (Date.now() > deadline) throw new Error('the checkout never waited for the size');
      await sleep(20);
    }
    await blocker.query(`select pg_terminate_backend(pid) from (${waiting}) as w`);
    await blocker.query('rollback');
    answer = await pending;
  } finally {
    await blocker.end();
  }

  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  expect(answer.headers.get('retry-after')).toBe('1');
  expect(isRunning()).toBe(true);
  expect(server.output()).toContain('a database connection was lost');

  const next = await checkout(product);
  expect(next.status).toBe(201);
  // The interrupted checkout took nothing: one unit is held, by the order that was placed.
  expect(await stockAndHeld(product)).toEqual({ stock: 9, held: 1 });
});

it('20 checkouts at a time while the store loses its connections again and again: every one answered, the process serving, no stock leaked', async () => {
  const SHOPPERS = 20;
  /** How many times the store's connections are terminated. */
  const TERMINATIONS = 4;
  /** Answers between two terminations, so each lands while checkouts are running. */
  const ANSWERS_BETWEEN = 15;
  /** Each shopper's most checkouts: the run stays bounded. */
  const MAX_ROUNDS = 200;
  const INITIAL_STOCK = 5_000;
  const product = await createProduct('Restless Tee', INITIAL_STOCK);

  const statuses = new Map<number, number>();
  const broken: string[] = [];
  const otherMessages: unknown[] = [];
  let answers = 0;
  let stopping = false;
  const shopper = async (n: number) => {
    for (let round = 0; round < MAX_ROUNDS && !stopping; round++) {
      try {
        const res = await checkout(product, 1 + ((n + round) % 2));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 503 && res.body.message !== DATABASE_UNAVAILABLE_MESSAGE) otherMessages.push(res.body);
      } catch (err) {
        // The connection broke: the store died or cut the request off.
        broken.push(String((err as Error).cause ?? err));
      }
      answers += 1;
    }
  };
  const waitForAnswers = async (count: number) => {
    const deadline = Date.now() + 60_000;
    while (answers < count) {
      if (stopping) throw new Error('the shoppers stopped early');
      if (Date.now() > deadline) throw new Error(`not ${count} answers within 60 s`);
      await sleep(10);
    }
  };

  const shoppers = Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shopper(n))).finally(() => (stopping = true));
  const terminated: number[] = [];
  try {
    for (let i = 1; i <= TERMINATIONS; i++) {
      await waitForAnswers(answers + ANSWERS_BETWEEN);
      terminated.push(await terminateStoreBackends());
    }
    await waitForAnswers(answers + ANSWERS_BETWEEN);
  } finally {
    stopping = true;
    await shoppers;
  }

  expect(broken).toEqual([]);
  expect(isRunning()).toBe(true);
  expect(otherMessages).toEqual([]);
  // Each time, the store had connections open to lose.
  expect(
    terminated.every((n) => n > 0),
    `connections terminated: ${terminated.join(', ')}`,
  ).toBe(true);
  expect([...statuses.keys()].filter((status) => ![201, 409, 503].includes(status))).toEqual([]);
  expect(statuses.get(201)).toBeGreaterThan(0);

  // The next checkouts succeed, each on a connection the pool opened anew if it had to.
  for (let i = 0; i < 5; i++) expect((await checkout(product)).status).toBe(201);
  expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);

  // Every unit missing from the shelf is held by an order still reserving it: none leaked.
  const { stock, held } = await stockAndHeld(product);
  expect(stock + held).toBe(INITIAL_STOCK);
});
