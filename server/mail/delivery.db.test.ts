/**
 * The mail worker over a real database and a real SMTP server behind a relay the test can
 * cut: a message written while the server is down is delivered once when it is back; a
 * failing message is retried 1, 2, 4 … 60 minutes apart and marked failed after a day; the
 * development mailbox lists what was delivered to it. The worker's clock is the test's.
 * Runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type CapturedMail } from '#tests/support/smtp-capture.ts';
import { startTcpProxy, type TcpProxy } from '#tests/support/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { orderNumber } from '#domain/orders.ts';
import { type Database } from '#server/db/client.ts';
import { mailOutbox, orders, products, sizes, variants } from '#server/db/schema.ts';
import { createTestPaymentProvider } from '#server/payments/test-provider.ts';
import { createOrderService } from '#server/services/orders/index.ts';
import { FIRST_RETRY_MS, MAX_RETRY_INTERVAL_MS, RETRY_WINDOW_MS } from './backoff';
import { createMailWorker } from './delivery';
import { createMailboxTransport, createSmtpTransport } from './mailer';
import { createMailQueue, listOutbox } from './outbox';

let testDb: TestDatabase;
let database: Database;
let smtp: { url: string; close(): Promise<void> };
let relay: TcpProxy;
let mailDir: string;
let productId: string;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
  mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-delivery-'));
  smtp = await startSmtpCapture(mailDir);
  relay = await startTcpProxy(Number(new URL(smtp.url).port));
  const [product] = await database.db
    .insert(products)
    .values({ name: 'Felt Coat', category: 'Coats', priceCents: 10_000 })
    .returning();
  productId = product!.id;
  const [variant] = await database.db.insert(variants).values({ productId, color: 'Black' }).returning();
  await database.db.insert(sizes).values({ variantId: variant!.id, size: 'M', priceCents: 10_000, stock: 50 });
});
afterEach(() => relay.restore().catch(() => {}));
afterAll(async () => {
  await relay.close();
  await smtp.close();
  await database.close();
  await testDb.drop();
  await fs.rm(mailDir, { recursive: true, force: true });
});

async function received(to: string): Promise<CapturedMail[]> {
  const files = (await fs.readdir(mailDir)).filter((f) => f.endsWith('.json'));
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await fs.readFile(path.join(mailDir, f), 'utf8')) as CapturedMail),
  );
  return mails.filter((m) => m.to.includes(to));
}

function smtpWorker(clock: () => Date) {
  return createMailWorker({
    db: database.db,
    transport: createSmtpTransport(
      `smtp://127.0.0.1:${relay.port}`,
      'ALATOO <no-reply@alatoo.example>',
      'hello@shop.example',
    ),
    logger,
    messageIdHost: 'shop.example',
    now: clock,
  });
}

async function paidOrder(email: string): Promise<string> {
  const service = createOrderService({
    db: database.db,
    mail: createMailQueue(),
    payments: createTestPaymentProvider('https://shop.example', database.db),
    publicUrl: 'https://shop.example',
    storeEmail: 'hello@shop.example',
    currency: 'USD',
  });
  const address = {
    email,
    phone: '+996 555 000 111',
    firstName: 'Aida',
    lastName: 'B',
    country: 'KG',
    address: 'x',
    city: 'Bishkek',
    postalCode: '720001',
  };
  const cart = {
    items: [{ product: { _id: productId }, variant: { color: 'Black', size: 'M' }, quantity: 1 }],
    appliedCoupon: null,
  };
  const placed = await service.createCheckoutSession(
    { cart, shippingAddress: address, shippingMethod: 'standard', language: 'en' },
    null,
  );
  const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
  await service.applyPaymentEvent({
    eventId: `paid-${placed.orderId}`,
    type: 'paid',
    sessionId: order!.paymentSessionId!,
    amountCents: order!.totalCents,
    currency: 'USD',
  });
  return placed.orderId;
}

describe('delivery over SMTP', () => {
  it('an order paid while the mail server is down gets its confirmation once, after the server is back', async () => {
    await relay.cut();
    const orderId = await paidOrder('down@example.com');
    let clock = new Date(Date.now() + 1_000);
    const worker = smtpWorker(() => clock);

    expect(await worker.deliverDue()).toBe(1);
    const [waiting] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
    expect(waiting).toMatchObject({ kind: 'order_confirmation', state: 'pending', attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting!.nextAttemptAt.getTime()).toBe(clock.getTime() + FIRST_RETRY_MS);

    await relay.restore();
    clock = new Date(clock.getTime() + FIRST_RETRY_MS / 2);
    expect(await worker.deliverDue()).toBe(0);
    expect(await received('down@example.com')).toHaveLength(0);

    clock = new Date(clock.getTime() + FIRST_RETRY_MS);
    expect(await worker.deliverDue()).toBe(1);
    clock = new Date(clock.getTime() + MAX_RETRY_INTERVAL_MS);
    expect(await worker.deliverDue()).toBe(0);

    const mails = await received('down@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(`Message-ID: <${waiting!.id}@shop.example>`);
    expect(mails[0]!.raw).toContain(`Subject: Your ALATOO order ${orderNumber(orderId)} is confirmed`);
    // A shopper's reply reaches the store's inbox, not the unread sender address.
    expect(mails[0]!.raw).toMatch(/^Reply-To: hello@shop\.example\r?$/m);
    const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting!.id));
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, deliveredBy: 'smtp', lockedUntil: null });
  });

  it('retries 1, 2, 4 … minutes apart, an hour at most, and marks the message failed once a day of tries has passed', async () => {
    await relay.cut();
    const orderId = await paidOrder('never@example.com');
    const [message] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
    let clock = new Date(message!.queuedAt.getTime() + 1_000);
    const worker = smtpWorker(() => clock);

    const waits: number[] = [];
    for (let tries = 1; ; tries++) {
      expect(await worker.deliverDue()).toBe(1);
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, message!.id));
      expect(row!.attempts).toBe(tries);
      if (row!.state === 'failed') break;
      expect(row!.state).toBe('pending');
      // Not a moment before it is due.
      const wait = row!.nextAttemptAt.getTime() - clock.getTime();
      waits.push(wait / 60_000);
      clock = new Date(row!.nextAttemptAt.getTime() - 1);
      expect(await worker.deliverDue()).toBe(0);
      clock = row!.nextAttemptAt;
      expect(tries).toBeLessThan(100);
    }
    expect(waits.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(waits.every((w) => w <= 60)).toBe(true);
    const gaveUpAfter = clock.getTime() - message!.queuedAt.getTime();
    expect(gaveUpAfter).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(gaveUpAfter).toBeLessThan(RETRY_WINDOW_MS + MAX_RETRY_INTERVAL_MS);
    const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, message!.id));
    expect(failed).toMatchObject({ state: 'failed', lockedUntil: null, sentAt: null });
    expect(failed!.lastError).toMatch(/ECONNREFUSED/);

    // Failed stays failed: the server being back sends nothing by itself.
    await relay.restore();
    clock = new Date(clock.getTime() + 2 * RETRY_WINDOW_MS);
    expect(await worker.deliverDue()).toBe(0);
    expect(await received('never@example.com')).toHaveLength(0);
  });
});

describe('the development mailbox', () => {
  it('is what the worker delivered to it, newest first', async () => {
    const mail = createMailQueue();
    await database.db.transaction((tx) =>
      mail.record(tx, {
        kind: 'contact_acknowledgement',
        to: 'first@example.com',
        subject: 'First',
        text: 'one',
        html: '<p>one</p>',
      }),
    );
    const worker = createMailWorker({
      db: database.db,
      transport: createMailboxTransport(),
      logger,
      messageIdHost: 'shop.example',
      now: () => new Date(Date.now() + 1_000),
    });
    expect(await listOutbox(database.db)).toEqual([]);
    await worker.deliverDue();
    await database.db.transaction((tx) =>
      mail.record(tx, {
        kind: 'contact_acknowledgement',
        to: 'second@example.com',
        subject: 'Second',
        text: 'two',
        html: '<p>two</p>',
      }),
    );
    await worker.deliverDue();
    const messages = await listOutbox(database.db);
    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(messages[0]).toMatchObject({ to: 'second@example.com', text: 'two', state: 'sent', deliveredBy: 'mailbox' });
  });
});
