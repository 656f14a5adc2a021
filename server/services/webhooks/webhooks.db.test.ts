/**
 * Outgoing webhooks (decision 70) through the services as the server builds them, and the
 * worker against a real HTTP receiver on a loopback port: an event is written in its cause's
 * transaction for each enabled endpoint subscribed to it (none for the others, none when the
 * cause rolls back), a return asked for among them; stock.low fires on the crossing only; the worker signs what it sends
 * (checked with the README's algorithm), delivers each event once across two workers, retries
 * a 500 with the mail's backoff on the test's clock and gives up after a day; a resend sends
 * the same event id again; a private address is refused at delivery when not allowed.
 * Runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductInput } from '#domain/product-input.ts';
import type { WebhookEvent } from '#domain/webhooks.ts';
import { createTestDatabase, type TestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { startWebhookReceiver, type WebhookReceiver } from '#tests/support/webhook-receiver.ts';
import { createTokenSigner } from '#server/auth/tokens.ts';
import { type Database } from '#server/db/client.ts';
import { orderItems, orders, webhookDeliveries } from '#server/db/schema.ts';
import { createMemoryRateLimiter } from '#server/limits/rate-limit.ts';
import { FIRST_RETRY_MS, MAX_RETRY_INTERVAL_MS, RETRY_WINDOW_MS } from '#server/mail/backoff.ts';
import { createMailQueue } from '#server/mail/outbox.ts';
import { createTestPaymentProvider } from '#server/payments/test-provider.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { createServices } from '..';
import { createWebhookWorker } from './delivery';
import { recordWebhookEvent } from './record';
import { createHttpSender } from './sender';
import { verifySignature } from './signature';

const OWNER = 'owner@example.com';
const NO_DISCOUNT = { percentage: 0, expiresAt: null };
const logger = pino({ level: 'silent' });
const allowLoopback = { allowPrivate: true, httpsOnly: false };

let testDb: TestDatabase;
let database: Database;
let dir: string;
let services: ReturnType<typeof createServices>;
let receiver: WebhookReceiver;
let productCount = 0;

function productInput(name: string, stockM: number): ProductInput {
  return {
    name,
    description: 'Felt.',
    category: 'Coats',
    isFeatured: false,
    variants: [
      {
        color: 'Black',
        images: ['/uploads/demo/coats-black.webp'],
        sizes: [{ size: 'M', price: 100, stock: stockM, discount: NO_DISCOUNT }],
      },
    ],
  } as ProductInput;
}

async function newProduct(stockM: number) {
  const name = `Felt Coat ${++productCount}`;
  const product = await services.catalogAdmin.createProduct(productInput(name, stockM), OWNER);
  return { id: product._id, name };
}

async function placeOrder(productId: string, quantity = 1) {
  return services.orders.createCheckoutSession(
    {
      cart: {
        items: [{ product: { _id: productId }, variant: { color: 'Black', size: 'M' }, quantity }],
        appliedCoupon: null,
      },
      shippingAddress: {
        email: 'buyer@example.com',
        phone: '+996 555 000 111',
        firstName: 'Aida',
        lastName: 'B',
        country: 'KG',
        address: 'x',
        city: 'Bishkek',
        postalCode: '720001',
      },
      shippingMethod: 'standard',
      language: 'en',
    },
    null,
  );
}

async function pay(orderId: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  await services.orders.applyPaymentEvent({
    eventId: `paid-${orderId}`,
    type: 'paid',
    sessionId: order!.paymentSessionId!,
    amountCents: order!.totalCents,
    currency: 'USD',
  });
}

async function endpoint(events: WebhookEvent[], url = receiver.url, enabled = true) {
  return (await services.webhooks.create({ url, events, enabled }, OWNER)).endpoint._id;
}

const deliveriesOf = (endpointId: string, type?: string) =>
  database.db
    .select()
    .from(webhookDeliveries)
    .where(
      type
        ? and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.eventType, type))
        : eq(webhookDeliveries.endpointId, endpointId),
    )
    .orderBy(asc(webhookDeliveries.createdAt));

/** The worker with its own clock, which starts a second after the database's deliveries were written. */
function worker(clock: () => Date, rules = allowLoopback) {
  return createWebhookWorker({ db: database.db, send: createHttpSender(rules), logger, now: clock });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'webhooks-'));
  receiver = await startWebhookReceiver();
  services = createServices({
    db: database.db,
    mail: createMailQueue(),
    signer: createTokenSigner(new Uint8Array(32).fill(7)),
    publicUrl: 'https://shop.example',
    currency: 'USD',
    payments: createTestPaymentProvider('https://shop.example', database.db),
    rateLimiter: createMemoryRateLimiter(),
    storeEmail: 'hello@example.com',
    storage: createLocalStorage(dir),
    webhookRules: allowLoopback,
  });
});
beforeEach(async () => {
  // Each test its own endpoints, and a receiver that answers 200.
  for (const e of await services.webhooks.list()) await services.webhooks.remove(e._id);
  receiver.received.length = 0;
  receiver.respond(200);
});
afterAll(async () => {
  await receiver?.close();
  await database?.close();
  await testDb?.drop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe('recording events', () => {
  it('one delivery per enabled endpoint subscribed to the event, none for the others', async () => {
    const both = await endpoint(['order.placed', 'order.paid']);
    const paidOnly = await endpoint(['order.paid']);
    const disabled = await endpoint(['order.placed', 'order.paid'], receiver.url, false);
    const products = await endpoint(['product.updated']);
    const p = await newProduct(10);

    const placed = await placeOrder(p.id);
    expect((await deliveriesOf(both)).map((d) => d.eventType)).toEqual(['order.placed']);
    expect(await deliveriesOf(paidOnly)).toHaveLength(0);

    await pay(placed.orderId);
    const [placedEvent, paidEvent] = await deliveriesOf(both);
    expect(paidEvent).toMatchObject({ eventType: 'order.paid', state: 'pending', attempts: 0 });
    expect(paidEvent!.payload).toMatchObject({
      order: { id: placed.orderId, paymentStatus: 'paid', currency: 'USD', items: [{ productId: p.id, quantity: 1 }] },
    });
    const [paidToOther] = await deliveriesOf(paidOnly);
    // One event, one id, whoever receives it.
    expect(paidToOther!.eventId).toBe(paidEvent!.eventId);
    expect(placedEvent!.eventId).not.toBe(paidEvent!.eventId);
    expect(await deliveriesOf(disabled)).toHaveLength(0);
    expect(await deliveriesOf(products)).toHaveLength(0);

    await services.catalogAdmin.updateProduct(p.id, productInput(p.name, 12), OWNER);
    const [updated] = await deliveriesOf(products);
    expect(updated).toMatchObject({ eventType: 'product.updated' });
    expect(updated!.payload).toMatchObject({ product: { id: p.id, name: p.name }, by: OWNER });
  });

  it('a status change (one or several at once) and a refund are events too', async () => {
    const changes = await endpoint(['order.status_changed', 'order.refunded']);
    const p = await newProduct(10);
    const first = await placeOrder(p.id);
    const second = await placeOrder(p.id);
    await pay(first.orderId);
    await pay(second.orderId);
    const admin = { type: 'admin' as const, id: undefined, name: OWNER };
    await services.orders.setStatus(first.orderId, 'processing', { actor: admin });
    await services.orders.setStatuses([first.orderId, second.orderId], 'delivered', admin);
    await services.orders.refund(
      second.orderId,
      { lines: [], shipping: true, reason: 'Late', restock: false, idempotencyKey: 'refund-1' },
      admin,
    );
    const events = (await deliveriesOf(changes)).map((d) => [
      d.eventType,
      (d.payload as { order: { id: string } }).order.id,
      (d.payload as { change?: { to?: string } }).change?.to,
    ]);
    expect(events).toEqual([
      ['order.status_changed', first.orderId, 'processing'],
      ['order.status_changed', first.orderId, 'delivered'],
      ['order.status_changed', second.orderId, 'delivered'],
      ['order.refunded', second.orderId, undefined],
    ]);
  });

  it('a return asked for is return.requested, with the order and the lines asked back', async () => {
    const id = await endpoint(['return.requested']);
    const p = await newProduct(10);
    const placed = await placeOrder(p.id, 2);
    await pay(placed.orderId);
    const admin = { type: 'admin' as const, id: undefined, name: OWNER };
    await services.orders.setStatus(placed.orderId, 'delivered', { actor: admin });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const [line] = await database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    const asked = await services.orders.requestReturn(
      placed.orderId,
      {
        idempotencyKey: `return-${placed.orderId}`,
        lines: [{ itemId: line!.id, quantity: 1 }],
        reason: 'too_small',
      },
      { userId: null, token: order!.accessToken },
    );
    const events = await deliveriesOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]!.eventType).toBe('return.requested');
    expect(events[0]!.payload).toMatchObject({
      order: { id: placed.orderId, orderStatus: 'delivered', items: [{ productId: p.id, quantity: 2 }] },
      change: { returnId: asked.return._id, items: expect.stringContaining(p.name) },
    });
  });

  it('a cause rolled back writes no delivery', async () => {
    const id = await endpoint(['order.placed']);
    await expect(
      database.db.transaction(async (tx) => {
        expect(await recordWebhookEvent(tx, 'order.placed', { order: { id: 'x' } })).toBe(1);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    // An order refused (more than is in stock) announces nothing either.
    const p = await newProduct(1);
    await expect(placeOrder(p.id, 5)).rejects.toThrow();
    expect(await deliveriesOf(id)).toHaveLength(0);
  });

  it('stock.low when a size falls to the low-stock level, not on every sale below it', async () => {
    const id = await endpoint(['stock.low']);
    const p = await newProduct(5);
    await placeOrder(p.id, 1); // 4 left: above the level
    expect(await deliveriesOf(id)).toHaveLength(0);
    await placeOrder(p.id, 2); // 2 left: crossed
    await placeOrder(p.id, 1); // 1 left: already below
    const events = await deliveriesOf(id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ productId: p.id, name: p.name, color: 'Black', size: 'M', stock: 2 });
    // Raised above it by the back office, then lowered to it again: a new crossing.
    await services.catalogAdmin.updateProduct(p.id, productInput(p.name, 9), OWNER);
    await services.catalogAdmin.updateProduct(p.id, productInput(p.name, 3), OWNER);
    expect(await deliveriesOf(id)).toHaveLength(2);
  });
});

describe('the worker', () => {
  it('POSTs the event signed: the README’s check verifies it, with the event id and type in headers', async () => {
    const id = await endpoint(['order.placed']);
    const p = await newProduct(10);
    const placed = await placeOrder(p.id);
    const clock = new Date(Date.now() + 1_000);
    expect(await worker(() => clock).deliverDue()).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    const [row] = await deliveriesOf(id);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['store-event-id']).toBe(row!.eventId);
    expect(got!.headers['store-event-type']).toBe('order.placed');
    const body = JSON.parse(got!.body) as { id: string; type: string; data: { order: { id: string } } };
    expect(body).toMatchObject({ id: row!.eventId, type: 'order.placed', data: { order: { id: placed.orderId } } });
    const header = got!.headers['store-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    // The secret as the back office showed it, once: rotate to learn a known one and resend.
    const { secret } = await services.webhooks.rotateSecret(id);
    await services.webhooks.resend(id, row!.id);
    expect(await worker(() => clock).deliverDue()).toBe(1);
    const again = receiver.received[1]!;
    const seconds = Math.floor(clock.getTime() / 1000);
    expect(verifySignature(secret, again.headers['store-signature'] as string, again.body, seconds)).toBe(true);
    expect(again.headers['store-event-id']).toBe(row!.eventId);
    // Another secret, another body or an old timestamp fails.
    expect(verifySignature('whsec_other', again.headers['store-signature'] as string, again.body, seconds)).toBe(false);
    expect(verifySignature(secret, again.headers['store-signature'] as string, `${again.body} `, seconds)).toBe(false);
    expect(verifySignature(secret, again.headers['store-signature'] as string, again.body, seconds + 600)).toBe(false);

    const [delivered] = await deliveriesOf(id);
    expect(delivered).toMatchObject({ state: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });
    expect(delivered!.lastResponseMs).toBeGreaterThanOrEqual(0);
    expect(delivered!.deliveredAt).not.toBeNull();
  });

  it('two workers at once deliver each event once', async () => {
    await endpoint(['order.placed']);
    const p = await newProduct(30);
    for (let i = 0; i < 12; i++) await placeOrder(p.id);
    const clock = () => new Date(Date.now() + 1_000);
    const [a, b] = await Promise.all([worker(clock).deliverDue(), worker(clock).deliverDue()]);
    expect(a + b).toBe(12);
    const ids = receiver.received.map((r) => r.headers['store-event-id']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('retries a 500 one minute later, doubling to an hour, and marks it failed after a day', async () => {
    const id = await endpoint(['product.updated']);
    const p = await newProduct(10);
    await services.catalogAdmin.updateProduct(p.id, productInput(p.name, 11), OWNER);
    receiver.respond(500);
    const [row] = await deliveriesOf(id);
    let clock = new Date(Date.now() + 1_000);
    const w = worker(() => clock);

    expect(await w.deliverDue()).toBe(1);
    const [first] = await deliveriesOf(id);
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500' });
    expect(first!.nextAttemptAt.getTime()).toBe(clock.getTime() + FIRST_RETRY_MS);

    const waits: number[] = [];
    for (;;) {
      const [now] = await deliveriesOf(id);
      if (now!.state === 'failed') break;
      waits.push((now!.nextAttemptAt.getTime() - clock.getTime()) / 60_000);
      clock = new Date(now!.nextAttemptAt.getTime() - 1);
      expect(await w.deliverDue()).toBe(0);
      clock = now!.nextAttemptAt;
      expect(await w.deliverDue()).toBe(1);
      expect(now!.attempts).toBeLessThan(100);
    }
    expect(waits.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    const gaveUpAfter = clock.getTime() - row!.queuedAt.getTime();
    expect(gaveUpAfter).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(gaveUpAfter).toBeLessThan(RETRY_WINDOW_MS + MAX_RETRY_INTERVAL_MS);
    const [failed] = await deliveriesOf(id);
    expect(failed).toMatchObject({ state: 'failed', lockedUntil: null, lastStatusCode: 500 });
    const tries = failed!.attempts;
    expect(receiver.received).toHaveLength(tries);
    expect(new Set(receiver.received.map((r) => r.headers['store-event-id']))).toEqual(new Set([row!.eventId]));

    // Resent by the owner once the receiver is fixed: the same event, a new day of tries.
    receiver.respond(204);
    const resent = await services.webhooks.resend(id, row!.id);
    expect(resent).toMatchObject({ state: 'pending', attempts: 0, eventId: row!.eventId });
    clock = new Date(Date.now() + 1_000);
    expect(await w.deliverDue()).toBe(1);
    expect((await deliveriesOf(id))[0]).toMatchObject({ state: 'delivered', attempts: 1, lastStatusCode: 204 });
    expect(receiver.received.at(-1)!.headers['store-event-id']).toBe(row!.eventId);
  });

  it('refuses a private address at delivery when private addresses are not allowed', async () => {
    const id = await endpoint(['product.updated']);
    const p = await newProduct(10);
    await services.catalogAdmin.updateProduct(p.id, productInput(p.name, 11), OWNER);
    const clock = new Date(Date.now() + 1_000);
    expect(await worker(() => clock, { allowPrivate: false, httpsOnly: false }).deliverDue()).toBe(1);
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastStatusCode: null });
    expect(row!.lastError).toMatch(/private network/);
    expect(receiver.received).toHaveLength(0);
  });

  it('a disabled endpoint’s deliveries wait until it is enabled again', async () => {
    const id = await endpoint(['product.updated']);
    const p = await newProduct(10);
    await services.catalogAdmin.updateProduct(p.id, productInput(p.name, 11), OWNER);
    await services.webhooks.update(id, { enabled: false });
    const clock = new Date(Date.now() + 1_000);
    expect(await worker(() => clock).deliverDue()).toBe(0);
    await services.webhooks.update(id, { enabled: true });
    expect(await worker(() => clock).deliverDue()).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });
});

describe('the endpoints', () => {
  it('refuses a loopback address unless allowed, and http on a production store', async () => {
    const strict = createServices({
      db: database.db,
      mail: createMailQueue(),
      signer: createTokenSigner(new Uint8Array(32).fill(7)),
      publicUrl: 'https://shop.example',
      currency: 'USD',
      payments: createTestPaymentProvider('https://shop.example', database.db),
      rateLimiter: createMemoryRateLimiter(),
      storeEmail: 'hello@example.com',
      storage: createLocalStorage(dir),
      webhookRules: { allowPrivate: false, httpsOnly: true },
    });
    const events: WebhookEvent[] = ['order.paid'];
    await expect(
      strict.webhooks.create({ url: 'https://127.0.0.1/hooks', events, enabled: true }, OWNER),
    ).rejects.toMatchObject({
      errors: { url: expect.stringMatching(/private network/) },
    });
    await expect(
      strict.webhooks.create({ url: 'https://[::ffff:10.0.0.1]/', events, enabled: true }, OWNER),
    ).rejects.toMatchObject({
      errors: { url: expect.stringMatching(/private network/) },
    });
    await expect(
      strict.webhooks.create({ url: 'http://93.184.215.14/', events, enabled: true }, OWNER),
    ).rejects.toMatchObject({
      errors: { url: expect.stringMatching(/https/) },
    });
    const made = await strict.webhooks.create({ url: 'https://93.184.215.14/hooks', events, enabled: true }, OWNER);
    expect(made.secret).toMatch(/^whsec_/);
    // The secret is never listed again.
    expect(JSON.stringify(await strict.webhooks.list())).not.toContain(made.secret);
  });
});
