/**
 * Order service rules that need a clock or a failing provider: unpaid orders expire and
 * give back stock and coupon use (once, however many sweeps run), and a provider failure
 * rolls back the whole checkout. Runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { openDatabase, type Database } from '../db/client';
import { coupons, mailOutbox, orders, products, sizes, variants } from '../db/schema';
import { createMailQueue } from '../mail/outbox';
import { PaymentProviderError } from '../payments/provider';
import { createTestPaymentProvider } from '../payments/test-provider';
import { createAdminOrderService } from './admin-orders';
import { createOrderService, PAYMENT_SESSION_MINUTES } from './orders';
import { ServiceError } from './errors';

let testDb: TestDatabase;
let database: Database;
let clock = new Date();
let sizeId: string;
let productId: string;

const address = { email: 'a@example.com', phone: '+996 555 000 111', firstName: 'A', lastName: 'B', country: 'KG', address: 'x', city: 'Bishkek', postalCode: '720001' };
const cart = (code?: string) => ({
  items: [{ product: { _id: productId }, variant: { color: 'Black', size: 'M' }, quantity: 2 }],
  appliedCoupon: code ? { code } : null,
});

const latePayments: { orderId: string; eventId: string }[] = [];
const service = (provider = createTestPaymentProvider('https://shop.example')) =>
  createOrderService({
    db: database.db,
    mail: createMailQueue(),
    payments: provider,
    publicUrl: 'https://shop.example',
    currency: 'USD',
    now: () => clock,
    onLatePayment: (payment) => void latePayments.push(payment),
  });

const stock = async () => (await database.db.select({ stock: sizes.stock }).from(sizes).where(eq(sizes.id, sizeId)))[0]!.stock;
const used = async (code: string) => (await database.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.code, code)))[0]!.n;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase({ url: testDb.url, pgliteDir: 'memory://' });
  await database.migrate();
  const [product] = await database.db.insert(products).values({ name: 'Felt Coat', category: 'Coats', priceCents: 10_000 }).returning();
  productId = product!.id;
  const [variant] = await database.db.insert(variants).values({ productId, color: 'Black' }).returning();
  const [size] = await database.db.insert(sizes).values({ variantId: variant!.id, size: 'M', priceCents: 10_000, stock: 10 }).returning();
  sizeId = size!.id;
  await database.db.insert(coupons).values({ code: 'WINTER', type: 'fixed', valueHundredths: 500, maxUses: 10 });
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

describe('unpaid orders expire', () => {
  it('gives back stock and the coupon use after the payment session ends, once across concurrent sweeps', async () => {
    const orders$ = service();
    const placed = await orders$.createCheckoutSession({ cart: cart('WINTER'), shippingAddress: address, shippingMethod: 'standard' }, null);
    expect(await stock()).toBe(8);
    expect(await used('WINTER')).toBe(1);

    clock = new Date(clock.getTime() + (PAYMENT_SESSION_MINUTES - 1) * 60_000);
    expect(await orders$.expireUnpaid()).toBe(0);
    expect(await stock()).toBe(8);

    clock = new Date(clock.getTime() + 2 * 60_000);
    const swept = await Promise.all([orders$.expireUnpaid(), service().expireUnpaid(), service().expireUnpaid()]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await stock()).toBe(10);
    expect(await used('WINTER')).toBe(0);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({ paymentStatus: 'failed', orderStatus: 'cancelled' });

    // A late payment for the expired session changes nothing.
    const late = await orders$.applyPaymentEvent({ eventId: 'late-1', type: 'paid', sessionId: row!.paymentSessionId!, amountCents: row!.totalCents, currency: 'USD' });
    expect(late.applied).toBe(false);
    expect(await stock()).toBe(10);
    const [after] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(after).toMatchObject({ paymentStatus: 'failed', orderStatus: 'cancelled' });
    // …but the money must go back, so the shop is told.
    expect(latePayments).toEqual([{ orderId: placed.orderId, eventId: 'late-1' }]);
    // The back office's list flags it, so the owner sees which payment to refund.
    const listed = await createAdminOrderService(database.db).list({ search: placed.orderId, orderStatus: 'all', paymentStatus: 'all', page: 1, pageSize: 20 });
    expect(listed.orders.map((o) => [o._id, o.latePayment])).toEqual([[placed.orderId, true]]);
  });

  it('refuses a paid event whose amount or currency differs from the order', async () => {
    const orders$ = service();
    const placed = await orders$.createCheckoutSession({ cart: cart(), shippingAddress: address, shippingMethod: 'overnight' }, null);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row!.totalCents).toBe(2 * 10_000 + 2499);
    const wrong = orders$.applyPaymentEvent({ eventId: 'short-1', type: 'paid', sessionId: row!.paymentSessionId!, amountCents: 100, currency: 'USD' });
    await expect(wrong).rejects.toBeInstanceOf(ServiceError);
    const euro = orders$.applyPaymentEvent({ eventId: 'eur-1', type: 'paid', sessionId: row!.paymentSessionId!, amountCents: row!.totalCents, currency: 'EUR' });
    await expect(euro).rejects.toBeInstanceOf(ServiceError);
    const ok = await orders$.applyPaymentEvent({ eventId: 'ok-1', type: 'paid', sessionId: row!.paymentSessionId!, amountCents: row!.totalCents, currency: 'usd' });
    expect(ok).toMatchObject({ applied: true, paid: true });
    const [confirmation] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, placed.orderId));
    expect(confirmation).toMatchObject({ kind: 'order_confirmation', state: 'pending', to: 'a@example.com' });
    expect(confirmation!.subject).toContain(placed.orderId.slice(-8));
    expect(await orders$.expireUnpaid()).toBe(0);
  });
});

describe('cancelling an unpaid order', () => {
  it('leaves the order waiting when the provider cannot end its session (the payment is going through)', async () => {
    const before = await stock();
    const stubborn = service({
      ...createTestPaymentProvider('https://shop.example'),
      cancelSession: () => Promise.reject(new PaymentProviderError('already complete')),
    });
    const placed = await stubborn.createCheckoutSession({ cart: cart(), shippingAddress: address, shippingMethod: 'standard' }, null);
    const err = await stubborn.cancelPayment(placed.orderId, { userId: null, token: placed.accessToken }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).kind).toBe('conflict');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({ paymentStatus: 'pending', orderStatus: 'pending', reservationReleasedAt: null });
    expect(await stock()).toBe(before - 2);

    // The expiry sweep leaves it too: its stock is not released while it may be paid.
    const at = clock;
    clock = new Date(clock.getTime() + (PAYMENT_SESSION_MINUTES + 1) * 60_000);
    expect(await stubborn.expireUnpaid()).toBe(0);
    expect(await stock()).toBe(before - 2);
    clock = at;

    // The provider's paid event then completes it as usual.
    const paid = await stubborn.applyPaymentEvent({ eventId: 'going-1', type: 'paid', sessionId: row!.paymentSessionId!, amountCents: row!.totalCents, currency: 'USD' });
    expect(paid).toMatchObject({ applied: true, paid: true });
  });

  it('the expiry sweep ends each session at the provider before it releases the order', async () => {
    const ended: string[] = [];
    const provider = createTestPaymentProvider('https://shop.example');
    const tracking = service({ ...provider, cancelSession: (id, db) => {
        ended.push(id);
        return provider.cancelSession(id, db);
      },
    });
    const placed = await tracking.createCheckoutSession({ cart: cart(), shippingAddress: address, shippingMethod: 'standard' }, null);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const at = clock;
    clock = new Date(clock.getTime() + (PAYMENT_SESSION_MINUTES + 1) * 60_000);
    expect(await tracking.expireUnpaid()).toBe(1);
    expect(ended).toEqual([row!.paymentSessionId]);
    clock = at;
  });
});

describe('a failed payment provider', () => {
  it('rolls back the order, the stock and the coupon use, and answers with a message', async () => {
    const before = { stock: await stock(), used: await used('WINTER'), orders: (await database.db.select().from(orders)).length };
    const broken = service({ name: 'broken', createSession: () => Promise.reject(new PaymentProviderError('down')), cancelSession: async () => {} });
    const err = await broken.createCheckoutSession({ cart: cart('WINTER'), shippingAddress: address, shippingMethod: 'standard' }, null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).message).toBe('We could not start the payment. Nothing was charged; please try again.');
    expect(await stock()).toBe(before.stock);
    expect(await used('WINTER')).toBe(before.used);
    expect((await database.db.select().from(orders)).length).toBe(before.orders);
  });
});
