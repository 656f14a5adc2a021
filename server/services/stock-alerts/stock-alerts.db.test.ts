/**
 * Back-in-stock alerts (decision 64) through the services as the server builds them: a
 * guest's alert starts only once its e-mailed link is opened, a signed-in shopper's own
 * address at once; one waiting alert per address and size; and when the size comes back
 * from none — by the back office's edit, an order cancelled or expired, a refund or a return
 * put back in stock — each active alert gets exactly one e-mail, written in the restock's
 * transaction, even with two processes restocking at once; then it is done (0 → 2 → 0 → 3
 * sends nothing more). The unsubscribe link, the rate limits and the back office's demand.
 * Runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductInput } from '#domain/product-input.ts';
import type { StockAlertInput } from '#domain/stock-alerts.ts';
import { createTestDatabase, type TestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { createTokenSigner } from '#server/auth/tokens.ts';
import { type Database } from '#server/db/client.ts';
import { mailOutbox, orderItems, orderReturns, orders, sizes, stockAlerts } from '#server/db/schema.ts';
import { createMemoryRateLimiter } from '#server/limits/rate-limit.ts';
import { createMailQueue } from '#server/mail/outbox.ts';
import { createTestPaymentProvider } from '#server/payments/test-provider.ts';
import { createLocalStorage } from '#server/storage/storage.ts';
import { releaseStock } from '#server/services/catalog/index.ts';
import { createServices } from '..';

const OWNER = { type: 'admin' as const, name: 'owner@example.com' };
const NO_DISCOUNT = { percentage: 0, expiresAt: null };
const address = {
  email: 'buyer@example.com',
  phone: '+996 555 000 111',
  firstName: 'A',
  lastName: 'B',
  country: 'KG',
  address: 'x',
  city: 'Bishkek',
  postalCode: '720001',
};

let testDb: TestDatabase;
let database: Database;
let dir: string;
let clock = new Date('2026-11-28T10:00:00Z');
let services: ReturnType<typeof createServices>;
/** Services of another process over the same database. */
let other: ReturnType<typeof createServices>;
let build: () => ReturnType<typeof createServices>;
let productCount = 0;

function productInput(name: string, stockM: number, stockRead?: number): ProductInput {
  return {
    name,
    description: 'Felt.',
    category: 'Coats',
    isFeatured: false,
    variants: [
      {
        color: 'Black',
        images: ['/uploads/demo/coats-black.webp'],
        sizes: [
          {
            size: 'M',
            price: 100,
            stock: stockM,
            ...(stockRead === undefined ? {} : { stockRead }),
            discount: NO_DISCOUNT,
          },
          { size: 'L', price: 100, stock: 5, discount: NO_DISCOUNT },
        ],
      },
    ],
  } as ProductInput;
}

/** A new product whose size M (Black) has `stockM` units. */
async function newProduct(stockM = 0) {
  const name = `Felt Coat ${++productCount}`;
  const product = await services.catalogAdmin.createProduct(productInput(name, stockM), OWNER.name);
  const sizeM = product.variants[0]!.sizes.find((s) => s.size === 'M')!;
  const [row] = await database.db
    .select({ id: sizes.id })
    .from(sizes)
    .where(and(eq(sizes.productId, product._id), eq(sizes.size, 'M')));
  return { id: product._id, name, sizeId: row!.id, sizeM };
}

const ask = (productId: string, email: string, extra: Partial<StockAlertInput> = {}): StockAlertInput => ({
  productId,
  color: 'Black',
  size: 'M',
  email,
  language: 'en',
  ...extra,
});

/** Asks as a signed-in shopper with that address: the alert starts at once. */
const subscribe = (productId: string, email: string) => services.stockAlerts.request(ask(productId, email), email);

const setStock = (p: { id: string; name: string }, stockM: number, via = services) =>
  via.catalogAdmin.updateProduct(p.id, productInput(p.name, stockM), OWNER.name);

const mails = (kind: 'stock_alert_back' | 'stock_alert_confirm', to?: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(to ? and(eq(mailOutbox.kind, kind), eq(mailOutbox.to, to)) : eq(mailOutbox.kind, kind))
    .orderBy(asc(mailOutbox.createdAt));

const tokenIn = (text: string, pathPart: string) => {
  const match = new RegExp(`${pathPart}\\?token=([A-Za-z0-9._-]+)`).exec(text);
  if (!match) throw new Error(`No ${pathPart} link in: ${text}`);
  return match[1]!;
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stock-alerts-'));
  const signer = createTokenSigner(new Uint8Array(32).fill(7), () => clock);
  build = () =>
    createServices({
      db: database.db,
      mail: createMailQueue(),
      signer,
      publicUrl: 'https://shop.example',
      currency: 'USD',
      payments: createTestPaymentProvider('https://shop.example', database.db),
      rateLimiter: createMemoryRateLimiter(() => clock.getTime()),
      storeEmail: 'hello@example.com',
      storage: createLocalStorage(dir),
      now: () => clock,
    });
  services = build();
  other = build();
});
beforeEach(() => {
  // Each test its own rate-limit windows.
  clock = new Date(clock.getTime() + 24 * 60 * 60_000);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('asking for an alert', () => {
  it('a guest confirms by the e-mailed link, in their language; only then does a restock e-mail them, once', async () => {
    const p = await newProduct(0);
    const email = 'Guest@Example.com';
    expect(await services.stockAlerts.request(ask(p.id, email, { language: 'ru' }), null)).toBe('confirm_sent');
    const [confirm] = await mails('stock_alert_confirm', 'guest@example.com');
    expect(confirm!.subject).toBe(`Подтвердите уведомление о товаре ${p.name}`);
    expect(confirm!.text).toContain('https://shop.example/ru/back-in-stock/confirm?token=');

    // Asked again: no second alert, the link is sent again.
    expect(await services.stockAlerts.request(ask(p.id, email, { language: 'ru' }), null)).toBe('already_pending');
    expect(await database.db.select().from(stockAlerts).where(eq(stockAlerts.sizeId, p.sizeId))).toHaveLength(1);
    expect(await mails('stock_alert_confirm', 'guest@example.com')).toHaveLength(2);

    // Not confirmed yet: a restock sends nothing, and the alert keeps waiting.
    await setStock(p, 1);
    expect(await mails('stock_alert_back', 'guest@example.com')).toHaveLength(0);
    await setStock(p, 0);

    const token = tokenIn(confirm!.text, '/back-in-stock/confirm');
    expect(await services.stockAlerts.confirm(token)).toBe('confirmed');
    expect(await services.stockAlerts.confirm(token)).toBe('confirmed');
    expect(await services.stockAlerts.request(ask(p.id, email), null)).toBe('already_active');

    await setStock(p, 2);
    const back = await mails('stock_alert_back', 'guest@example.com');
    expect(back).toHaveLength(1);
    expect(back[0]!.subject).toBe(`${p.name} (Чёрный, размер M) снова в наличии`);
    expect(back[0]!.text).toContain(`https://shop.example/ru/products/${p.id}?color=Black&size=M`);
    expect(back[0]!.text).toContain('https://shop.example/ru/back-in-stock/unsubscribe?token=');

    // Sold out and back again: the alert was done.
    await setStock(p, 0);
    await setStock(p, 3);
    expect(await mails('stock_alert_back', 'guest@example.com')).toHaveLength(1);
    // …and a new request is a new alert.
    await setStock(p, 0);
    expect(await subscribe(p.id, 'guest@example.com')).toBe('active');
  });

  it("a signed-in shopper's own address starts at once, with no e-mail; another address is confirmed first", async () => {
    const p = await newProduct(0);
    expect(await services.stockAlerts.request(ask(p.id, 'aida@example.com'), 'AIDA@example.com')).toBe('active');
    expect(await services.stockAlerts.request(ask(p.id, 'aida@example.com'), 'aida@example.com')).toBe(
      'already_active',
    );
    expect(await mails('stock_alert_confirm', 'aida@example.com')).toHaveLength(0);
    expect(await services.stockAlerts.request(ask(p.id, 'friend@example.com'), 'aida@example.com')).toBe(
      'confirm_sent',
    );
    // The guest's pending alert, asked for again by its owner signed in, starts.
    expect(await services.stockAlerts.request(ask(p.id, 'friend@example.com'), 'friend@example.com')).toBe('active');
  });

  it('refuses a size in stock (409) and one that does not exist (404), and keeps nothing', async () => {
    const p = await newProduct(4);
    await expect(subscribe(p.id, 'x@example.com')).rejects.toMatchObject({ kind: 'conflict' });
    await expect(services.stockAlerts.request(ask(p.id, 'x@example.com', { size: 'XXL' }), null)).rejects.toMatchObject(
      { kind: 'not_found' },
    );
    await expect(services.stockAlerts.request(ask('not-a-product', 'x@example.com'), null)).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect(await database.db.select().from(stockAlerts).where(eq(stockAlerts.email, 'x@example.com'))).toEqual([]);
  });

  it('a filled honeypot is answered as usual and keeps nothing', async () => {
    const p = await newProduct(0);
    expect(await services.stockAlerts.request(ask(p.id, 'bot@example.com', { website: 'x' }), null)).toBe(
      'confirm_sent',
    );
    expect(await database.db.select().from(stockAlerts).where(eq(stockAlerts.email, 'bot@example.com'))).toEqual([]);
    expect(await mails('stock_alert_confirm', 'bot@example.com')).toEqual([]);
  });

  it('a guest confirming after the size came back is e-mailed at once, and the alert is done', async () => {
    const p = await newProduct(0);
    await services.stockAlerts.request(ask(p.id, 'late@example.com'), null);
    const [confirm] = await mails('stock_alert_confirm', 'late@example.com');
    await setStock(p, 2);
    expect(await services.stockAlerts.confirm(tokenIn(confirm!.text, '/back-in-stock/confirm'))).toBe('back');
    expect(await mails('stock_alert_back', 'late@example.com')).toHaveLength(1);
    await setStock(p, 0);
    await setStock(p, 1);
    expect(await mails('stock_alert_back', 'late@example.com')).toHaveLength(1);
  });

  it('refuses a token that is not a confirmation link, or has expired', async () => {
    const p = await newProduct(0);
    await services.stockAlerts.request(ask(p.id, 'slow@example.com'), null);
    const [confirm] = await mails('stock_alert_confirm', 'slow@example.com');
    const token = tokenIn(confirm!.text, '/back-in-stock/confirm');
    expect(await services.stockAlerts.confirm('nonsense')).toBe('invalid');
    // A confirmation token opens no unsubscribe, and the other way round.
    expect(await services.stockAlerts.unsubscribe(token)).toBe(false);
    clock = new Date(clock.getTime() + 8 * 24 * 60 * 60_000);
    expect(await services.stockAlerts.confirm(token)).toBe('invalid');
  });
});

describe('every way stock comes back e-mails each active alert once', () => {
  /** Takes the size's last units with an order (a guest's), so it is sold out. */
  async function placeOrder(p: { id: string }, quantity: number) {
    const placed = await services.orders.createCheckoutSession(
      {
        cart: {
          items: [{ product: { _id: p.id }, variant: { color: 'Black', size: 'M' }, quantity }],
          appliedCoupon: null,
        },
        shippingAddress: address,
        shippingMethod: 'standard',
        language: 'en',
      },
      null,
    );
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    return { ...placed, row: row! };
  }
  async function pay(order: Awaited<ReturnType<typeof placeOrder>>) {
    await services.orders.applyPaymentEvent({
      eventId: `paid-${order.orderId}`,
      type: 'paid',
      sessionId: order.row.paymentSessionId!,
      amountCents: order.row.totalCents,
      currency: 'USD',
    });
  }
  const itemOf = async (orderId: string) =>
    (await database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)))[0]!;

  it('the back office edit, from two processes at once: one e-mail per subscriber', async () => {
    const p = await newProduct(0);
    await subscribe(p.id, 'one@example.com');
    await subscribe(p.id, 'two@example.com');
    // Both edits read the stock as 0 and add two: the second waits for the first, and does not bring it back again.
    await Promise.all([
      services.catalogAdmin.updateProduct(p.id, productInput(p.name, 2, 0), OWNER.name),
      other.catalogAdmin.updateProduct(p.id, productInput(p.name, 2, 0), OWNER.name),
    ]);
    const [row] = await database.db.select({ stock: sizes.stock }).from(sizes).where(eq(sizes.id, p.sizeId));
    expect(row!.stock).toBe(4);
    expect((await mails('stock_alert_back', 'one@example.com')).length).toBe(1);
    expect((await mails('stock_alert_back', 'two@example.com')).length).toBe(1);
  });

  it('two units given back at once by two processes: one e-mail per subscriber', async () => {
    const p = await newProduct(0);
    await subscribe(p.id, 'three@example.com');
    await subscribe(p.id, 'four@example.com');
    const giveBack = (via: typeof services) =>
      database.db.transaction((tx) =>
        releaseStock(tx, [{ sizeId: p.sizeId, quantity: 1 }], {
          reason: 'refund_restock',
          onRestock: via.stockAlerts.onRestock,
        }),
      );
    await Promise.all([giveBack(services), giveBack(other), giveBack(services)]);
    expect((await mails('stock_alert_back', 'three@example.com')).length).toBe(1);
    expect((await mails('stock_alert_back', 'four@example.com')).length).toBe(1);
  });

  it('an order cancelled by the owner', async () => {
    const p = await newProduct(1);
    const order = await placeOrder(p, 1);
    await subscribe(p.id, 'cancel@example.com');
    await services.orders.setStatus(order.orderId, 'cancelled', { actor: OWNER });
    expect(await mails('stock_alert_back', 'cancel@example.com')).toHaveLength(1);
  });

  it('an unpaid order expiring', async () => {
    const p = await newProduct(2);
    await placeOrder(p, 2);
    await subscribe(p.id, 'expiry@example.com');
    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    expect(await services.orders.expireUnpaid()).toBeGreaterThanOrEqual(1);
    expect(await mails('stock_alert_back', 'expiry@example.com')).toHaveLength(1);
  });

  it('a refund putting the units back', async () => {
    const p = await newProduct(1);
    const order = await placeOrder(p, 1);
    await pay(order);
    await subscribe(p.id, 'refund@example.com');
    const item = await itemOf(order.orderId);
    await services.orders.refund(
      order.orderId,
      {
        idempotencyKey: `refund-${order.orderId}`,
        lines: [{ itemId: item.id, quantity: 1 }],
        shipping: false,
        reason: 'Damaged seam',
        restock: true,
      },
      OWNER,
    );
    expect(await mails('stock_alert_back', 'refund@example.com')).toHaveLength(1);
  });

  it('a return received back into stock', async () => {
    const p = await newProduct(1);
    const order = await placeOrder(p, 1);
    await pay(order);
    await services.orders.setStatus(order.orderId, 'shipped', {
      actor: OWNER,
      shipment: { carrier: 'dhl', trackingNumber: '1234567890' },
    });
    await services.orders.setStatus(order.orderId, 'delivered', { actor: OWNER });
    await subscribe(p.id, 'return@example.com');
    const item = await itemOf(order.orderId);
    await services.orders.requestReturn(
      order.orderId,
      { idempotencyKey: `return-${order.orderId}`, lines: [{ itemId: item.id, quantity: 1 }], reason: 'too_small' },
      { userId: null, token: order.accessToken },
    );
    const [asked] = await database.db.select().from(orderReturns).where(eq(orderReturns.orderId, order.orderId));
    await services.orders.approveReturn(asked!.id, undefined, OWNER);
    expect(await mails('stock_alert_back', 'return@example.com')).toHaveLength(0);
    await services.orders.receiveReturn(asked!.id, true, OWNER);
    expect(await mails('stock_alert_back', 'return@example.com')).toHaveLength(1);
  });

  it('a restock that rolls back writes no e-mail and leaves the alert waiting', async () => {
    const p = await newProduct(0);
    await subscribe(p.id, 'rollback@example.com');
    await expect(
      database.db.transaction(async (tx) => {
        await releaseStock(tx, [{ sizeId: p.sizeId, quantity: 1 }], {
          reason: 'refund_restock',
          onRestock: services.stockAlerts.onRestock,
        });
        throw new Error('the refund failed after all');
      }),
    ).rejects.toThrow('the refund failed after all');
    expect(await mails('stock_alert_back', 'rollback@example.com')).toHaveLength(0);
    await setStock(p, 1);
    expect(await mails('stock_alert_back', 'rollback@example.com')).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  it('ends every alert still waiting at the address, and works again', async () => {
    const a = await newProduct(0);
    const b = await newProduct(0);
    await subscribe(a.id, 'leave@example.com');
    await subscribe(b.id, 'leave@example.com');
    await subscribe(b.id, 'stay@example.com');
    await setStock(a, 1);
    const [back] = await mails('stock_alert_back', 'leave@example.com');
    const token = tokenIn(back!.text, '/back-in-stock/unsubscribe');
    expect(await services.stockAlerts.unsubscribe(token)).toBe(true);
    expect(await services.stockAlerts.unsubscribe(token)).toBe(true);
    await setStock(b, 1);
    expect(await mails('stock_alert_back', 'leave@example.com')).toHaveLength(1);
    expect(await mails('stock_alert_back', 'stay@example.com')).toHaveLength(1);
    expect(await services.stockAlerts.unsubscribe('nonsense')).toBe(false);
  });
});

describe('rate limits', () => {
  it('per client address, and per e-mail address', async () => {
    for (let i = 0; i < 10; i++) await services.stockAlerts.admit('203.0.113.9');
    await expect(services.stockAlerts.admit('203.0.113.9')).rejects.toMatchObject({ kind: 'rate_limited' });
    await services.stockAlerts.admit('203.0.113.10');

    const p = await newProduct(0);
    for (let i = 0; i < 5; i++) await services.stockAlerts.request(ask(p.id, 'busy@example.com'), null);
    await expect(services.stockAlerts.request(ask(p.id, 'BUSY@example.com'), null)).rejects.toMatchObject({
      kind: 'rate_limited',
    });
    expect(await mails('stock_alert_confirm', 'busy@example.com')).toHaveLength(5);
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect(await services.stockAlerts.request(ask(p.id, 'busy@example.com'), null)).toBe('already_pending');
  });
});

describe("the back office's waiting demand", () => {
  it("counts a product's active alerts per size, and lists the most wanted sold-out sizes", async () => {
    const p = await newProduct(0);
    await subscribe(p.id, 'w1@example.com');
    await subscribe(p.id, 'w2@example.com');
    await services.stockAlerts.request(ask(p.id, 'pending@example.com'), null);
    expect(await services.stockAlerts.demandFor(p.id)).toEqual({
      sizes: [{ color: 'Black', size: 'M', stock: 0, waiting: 2 }],
    });
    const wanted = await services.stockAlerts.mostWanted(50);
    expect(wanted.sizes.find((s) => s.productId === p.id)).toEqual({
      productId: p.id,
      productName: p.name,
      color: 'Black',
      size: 'M',
      stock: 0,
      waiting: 2,
    });
    await setStock(p, 1);
    expect(await services.stockAlerts.demandFor(p.id)).toEqual({ sizes: [] });
    expect((await services.stockAlerts.mostWanted(50)).sizes.find((s) => s.productId === p.id)).toBeUndefined();
    await expect(services.stockAlerts.demandFor('7c3d4e5f-8a9b-4c0d-8e1f-2a3b4c5d6e7f')).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
