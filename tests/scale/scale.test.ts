/**
 * Two store processes behind nginx, sharing PostgreSQL, Redis and an S3 bucket (the
 * README's "Running at scale"): stock, rate limits, catalogue edits and images hold across
 * processes, and a process killed with SIGKILL under a stream of checkouts and payments
 * loses and doubles no paid order.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiOrder,
  ApiProduct,
  AuthAnswer,
  CatalogPage,
  CheckoutSessionAnswer,
  UploadAnswer,
} from '#domain/api-answer-schemas.ts';
import { AUTH_RATE_LIMITS } from '#server/api/auth.ts';
import { TEST_CARDS } from '#server/payments/test-provider.ts';
import { jpegImage, uploadImage } from '#tests/support/images.ts';
import { SERVED_BY_HEADER } from '#tests/support/nginx.ts';
import { CLUSTER_ADMIN, startCluster, type StoreCluster } from './cluster';
import { call, pollFor, postFrom, sleep, type Answer } from './http';
import { checkoutBody, productBody } from './store-calls';

type Msg = { message: string };

let cluster: StoreCluster;
let adminToken: string;

/** How long a change made through one process may take to show on the other. */
const SEEN_WITHIN_MS = 1000;

async function createProduct(name: string, category: string, stock: number, price = 40): Promise<ApiProduct> {
  const res = await call<ApiProduct>(cluster.url, 'POST', '/api/products/admin/createProduct', {
    token: adminToken,
    body: productBody(name, category, stock, price),
  });
  expect(res.status).toBe(201);
  return res.body;
}

const sessionIdOf = (paymentUrl: string) => new URL(paymentUrl).pathname.split('/').pop()!;
const stockOf = (product: ApiProduct) => product.variants[0]!.sizes[0]!.stock;
const addresses = () => cluster.processes.map((p) => p.address).sort();
const servedBy = (answers: { servedBy: string | null }[]) => [...new Set(answers.map((a) => a.servedBy))].sort();

/** Rows of the shared database, read with a connection of the test's own. */
async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  cluster = await startCluster();
  const login = await call<AuthAnswer>(cluster.url, 'POST', '/api/auth/login', { body: CLUSTER_ADMIN });
  expect(login.status).toBe(200);
  adminToken = login.body.token;
});

afterAll(async () => {
  await cluster?.close();
});

describe('two processes behind nginx', () => {
  it('50 checkouts at once for the last 3 units, spread over both processes, make exactly 3 orders', async () => {
    const product = await createProduct('Last Three Scarf', 'Scale Scarves', 3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call<CheckoutSessionAnswer & Msg>(cluster.url, 'POST', '/api/orders/create-checkout-session', {
          body: checkoutBody(product, 1),
        }),
      ),
    );
    expect(servedBy(answers)).toEqual(addresses());
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(47);
    for (const a of refused) expect(a.body.message).toContain('Last Three Scarf (Black, M)');

    const orders = await query<{ order_id: string }>('select order_id from order_items where product_id = $1', [
      product._id,
    ]);
    expect(orders.map((o) => o.order_id).sort()).toEqual(
      answers
        .filter((a) => a.status === 201)
        .map((a) => a.body.orderId)
        .sort(),
    );
    for (const p of cluster.processes)
      expect(stockOf((await call<ApiProduct>(p.url, 'GET', `/api/products/${product._id}`)).body)).toBe(0);
  });

  it('a product edited through one process is seen by the other at once', async () => {
    const product = await createProduct('Wool Coat', 'Scale Coats', 5, 100);
    const [first, second] = cluster.processes;
    const read = async () => {
      const [one, page] = await Promise.all([
        call<ApiProduct>(second!.url, 'GET', `/api/products/${product._id}`),
        call<CatalogPage>(second!.url, 'GET', '/api/products?category=Scale%20Coats&page=1'),
      ]);
      return {
        name: one.body.name,
        price: one.body.variants[0]!.sizes[0]!.price,
        listed: page.body.products.map((p) => `${p.name} ${p.variants[0]!.sizes[0]!.price}`),
      };
    };
    // The other process has answered the product and its category page before the change.
    expect(await read()).toEqual({ name: 'Wool Coat', price: 100, listed: ['Wool Coat 100'] });

    const edited = await call<ApiProduct>(first!.url, 'PUT', `/api/products/admin/updateProduct/${product._id}`, {
      token: adminToken,
      body: productBody('Wool Coat, Long', 'Scale Coats', 5, 80),
    });
    expect(edited.status).toBe(200);
    const expected = { name: 'Wool Coat, Long', price: 80, listed: ['Wool Coat, Long 80'] };
    expect(await pollFor(read, (seen) => JSON.stringify(seen) === JSON.stringify(expected), SEEN_WITHIN_MS)).toEqual(
      expected,
    );
  });

  it('an image uploaded through one process is served by the other, from the bucket', async () => {
    const uploaded = await uploadImage<UploadAnswer>(
      `${cluster.url}/api/uploads`,
      { bytes: await jpegImage(900, 1200) },
      { token: adminToken },
    );
    expect(uploaded.status).toBe(201);
    const uploader = uploaded.headers.get(SERVED_BY_HEADER);
    const other = cluster.processes.find((p) => p.address !== uploader)!;
    const own = cluster.processes.find((p) => p.address === uploader)!;
    expect(other).toBeDefined();

    for (const url of [uploaded.body.url, uploaded.body.url.replace(/\.webp$/, '.w400.webp')]) {
      const fromOther = await fetch(`${other.url}${url}`);
      expect(fromOther.status).toBe(200);
      expect(fromOther.headers.get('content-type')).toBe('image/webp');
      const fromOwn = await fetch(`${own.url}${url}`);
      expect(Buffer.from(await fromOther.arrayBuffer()).equals(Buffer.from(await fromOwn.arrayBuffer()))).toBe(true);
    }
  });

  it('sign-in failures from one client count together on both processes, whatever X-Forwarded-For the client sends', async () => {
    const { limit } = AUTH_RATE_LIMITS.login.ip;
    const login = `${cluster.url}/api/auth/login`;
    // Each try names another account (so no account's slow-down plays a part) and forges
    // another X-Forwarded-For: nginx appends the address it sees, and only that one counts.
    const attempt = (from: string, i: number) =>
      postFrom<Msg>(
        from,
        login,
        { email: `nobody-${i}@example.com`, password: 'not-the-password' },
        { 'X-Forwarded-For': `203.0.113.${(i % 250) + 1}` },
      );

    const tries: Answer<Msg>[] = [];
    for (let i = 0; i < limit; i++) tries.push(await attempt('127.0.0.2', i));
    expect(tries.map((t) => t.status)).toEqual(Array(limit).fill(401));
    expect(servedBy(tries)).toEqual(addresses());

    const over = await attempt('127.0.0.2', limit);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // The limit is that client's: another address still gets its own tries.
    expect((await attempt('127.0.0.3', limit + 1)).status).toBe(401);
  });
});

describe('a process killed with SIGKILL under load', () => {
  /** Shoppers checking out and paying at once, through nginx. */
  const SHOPPERS = 8;
  /** Each shopper's most rounds (checkout, then payment): the run stays bounded. */
  const MAX_ROUNDS = 150;
  /** Payment tries of a shopper whose answer got lost (the process died): paying again is safe. */
  const PAYMENT_TRIES = 5;

  type Phase = 'before kill' | 'killed' | 'restarted';
  interface Placed {
    orderId: string;
    token: string;
    sessionId: string;
    quantity: number;
    /** yes: a payment answered "paid"; unknown: no try got an answer (the order may or may not be paid). */
    paid: 'yes' | 'unknown';
  }

  it('no paid order is lost or paid twice, and the restarted process serves again', async () => {
    const product = await createProduct('Steady Tee', 'Scale Tees', 10_000, 20);
    const placed: Placed[] = [];
    const served: { phase: Phase; servedBy: string | null; ok: boolean }[] = [];
    const unexpected: string[] = [];
    let lostCheckouts = 0;
    let phase: Phase = 'before kill';
    let stopping = false;
    const victim = 1;

    /** A call through nginx; a connection that broke counts as an answer lost (null). */
    const send = async <T>(path: string, body: unknown): Promise<Answer<T> | null> => {
      const at = phase;
      try {
        const res = await call<T>(cluster.url, 'POST', path, { body });
        served.push({ phase: at, servedBy: res.servedBy, ok: res.status < 500 });
        return res;
      } catch {
        return null;
      }
    };

    const pay = async (sessionId: string): Promise<Placed['paid']> => {
      for (let i = 0; i < PAYMENT_TRIES; i++) {
        const res = await send<{ status: string } & Msg>(`/api/payments/test/${sessionId}`, {
          cardNumber: TEST_CARDS.success,
        });
        if (res?.status === 200 && res.body.status === 'paid') return 'yes';
        if (res && res.status < 500) {
          unexpected.push(`payment answered ${res.status}: ${JSON.stringify(res.body)}`);
          return 'unknown';
        }
        await sleep(100);
      }
      return 'unknown';
    };

    const shopper = async (n: number) => {
      for (let round = 0; round < MAX_ROUNDS && !stopping; round++) {
        const quantity = 1 + ((n + round) % 2);
        const res = await send<CheckoutSessionAnswer & Msg>(
          '/api/orders/create-checkout-session',
          checkoutBody(product, quantity),
        );
        if (!res || res.status >= 500) {
          lostCheckouts += 1;
          continue;
        }
        if (res.status !== 201) {
          unexpected.push(`checkout answered ${res.status}: ${JSON.stringify(res.body)}`);
          continue;
        }
        const order: Placed = {
          orderId: res.body.orderId,
          token: res.body.token,
          sessionId: sessionIdOf(res.body.url),
          quantity,
          paid: 'unknown',
        };
        placed.push(order);
        order.paid = await pay(order.sessionId);
      }
    };

    const paidCount = () => placed.filter((p) => p.paid === 'yes').length;
    const waitFor = async (what: string, done: () => boolean, withinMs: number) => {
      const deadline = Date.now() + withinMs;
      while (!done()) {
        if (stopping) throw new Error(`the shoppers stopped before ${what}`);
        if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
        await sleep(20);
      }
    };

    const shoppers = Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shopper(n))).finally(
      () => (stopping = true),
    );
    try {
      await waitFor('20 orders paid', () => paidCount() >= 20, 60_000);
      await cluster.kill(victim);
      phase = 'killed';
      const paidAtKill = paidCount();
      await waitFor('20 more orders paid on the process left', () => paidCount() >= paidAtKill + 20, 60_000);
      await cluster.restart(victim);
      phase = 'restarted';
      const back = cluster.processes[victim]!.address;
      await waitFor(
        'the restarted process answering 10 calls',
        () => served.filter((s) => s.phase === 'restarted' && s.servedBy === back && s.ok).length >= 10,
        60_000,
      );
    } finally {
      stopping = true;
      await shoppers;
    }

    expect(unexpected).toEqual([]);
    expect(servedBy(served.filter((s) => s.phase === 'before kill' && s.ok))).toEqual(addresses());

    // Shoppers who pay again (their answer lost, or a second press) land on either process and pay once.
    const again = await Promise.all(
      placed
        .filter((p) => p.paid === 'yes')
        .slice(0, 10)
        .map((p) =>
          call<{ status: string }>(cluster.url, 'POST', `/api/payments/test/${p.sessionId}`, {
            body: { cardNumber: TEST_CARDS.success },
          }),
        ),
    );
    expect(again.map((a) => [a.status, a.body.status])).toEqual(Array(10).fill([200, 'paid']));
    expect(servedBy(again)).toEqual(addresses());

    const rows = await query<{
      id: string;
      payment_status: string;
      order_status: string;
      quantity: number;
      paid_events: number;
    }>(
      `select o.id, o.payment_status, o.order_status, i.quantity,
              (select count(*)::int from payment_events e where e.order_id = o.id and e.type = 'paid') as paid_events
         from orders o join order_items i on i.order_id = o.id
        where i.product_id = $1`,
      [product._id],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));

    // Every order a shopper was given is there; every payment a shopper saw succeed is one paid order.
    expect(placed.filter((p) => !byId.has(p.orderId)).map((p) => p.orderId)).toEqual([]);
    expect(
      placed.filter((p) => p.paid === 'yes' && byId.get(p.orderId)?.payment_status !== 'paid').map((p) => p.orderId),
    ).toEqual([]);
    // Nothing is paid twice; a paid order is one a shopper paid (the answer may have been lost on the way).
    expect(rows.filter((r) => r.paid_events > 1)).toEqual([]);
    expect(rows.filter((r) => (r.payment_status === 'paid') !== (r.paid_events === 1))).toEqual([]);
    const placedIds = new Set(placed.map((p) => p.orderId));
    expect(rows.filter((r) => r.payment_status === 'paid' && !placedIds.has(r.id))).toEqual([]);
    // Orders a shopper never heard of can only be checkouts whose answer was lost with the process.
    expect(rows.filter((r) => !placedIds.has(r.id)).length).toBeLessThanOrEqual(lostCheckouts);
    // Stock: exactly what the orders still holding it took, on both processes.
    const held = rows.filter((r) => r.order_status !== 'cancelled').reduce((sum, r) => sum + r.quantity, 0);
    for (const p of cluster.processes)
      expect(stockOf((await call<ApiProduct>(p.url, 'GET', `/api/products/${product._id}`)).body)).toBe(10_000 - held);

    // The restarted process reads each paid order as paid.
    const restarted = cluster.processes[victim]!;
    for (const p of placed.filter((o) => o.paid === 'yes')) {
      const order = await call<ApiOrder>(restarted.url, 'GET', `/api/orders/${p.orderId}?token=${p.token}`);
      expect(order.body.paymentStatus).toBe('paid');
    }
  });
});
