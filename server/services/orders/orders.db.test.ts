/**
 * Order service rules that need a clock or a failing provider: unpaid orders expire and
 * give back stock and coupon use (once, however many sweeps run), a provider failure undoes
 * the whole checkout, and the owner's status changes keep stock right (reopening a
 * cancelled order takes it again; shipping an unpaid one needs `force`). Runs on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase, openMigratedDatabase } from '#tests/support/test-database.ts';
import { type Database } from '#server/db/client.ts';
import { coupons, mailOutbox, orders, products, sizes, variants } from '#server/db/schema.ts';
import { createMailQueue } from '#server/mail/outbox.ts';
import { PaymentProviderError } from '#server/payments/provider.ts';
import { createTestPaymentProvider } from '#server/payments/test-provider.ts';
import { createAdminOrderService } from './admin-list';
import { createOrderService, PAYMENT_SESSION_MINUTES } from './service';
import { ServiceError } from '#server/services/errors.ts';

/** The back office's owner, as the order timeline names who changed a status. */
const OWNER = { type: 'admin' as const, name: 'owner@example.com' };

let testDb: TestDatabase;
let database: Database;
let clock = new Date();
let sizeId: string;
let productId: string;

const address = {
  email: 'a@example.com',
  phone: '+996 555 000 111',
  firstName: 'A',
  lastName: 'B',
  country: 'KG',
  address: 'x',
  city: 'Bishkek',
  postalCode: '720001',
};
const cart = (code?: string) => ({
  items: [{ product: { _id: productId }, variant: { color: 'Black', size: 'M' }, quantity: 2 }],
  appliedCoupon: code ? { code } : null,
});

const latePayments: { orderId: string; eventId: string }[] = [];
const service = (provider = createTestPaymentProvider('https://shop.example', database.db)) =>
  createOrderService({
    db: database.db,
    mail: createMailQueue(),
    payments: provider,
    publicUrl: 'https://shop.example',
    storeEmail: 'hello@shop.example',
    currency: 'USD',
    now: () => clock,
    onLatePayment: (payment) => void latePayments.push(payment),
  });

const stock = async () =>
  (await database.db.select({ stock: sizes.stock }).from(sizes).where(eq(sizes.id, sizeId)))[0]!.stock;
const used = async (code: string) =>
  (await database.db.select({ n: coupons.usedCount }).from(coupons).where(eq(coupons.code, code)))[0]!.n;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openMigratedDatabase(testDb.url);
  const [product] = await database.db
    .insert(products)
    .values({ name: 'Felt Coat', category: 'Coats', priceCents: 10_000 })
    .returning();
  productId = product!.id;
  const [variant] = await database.db.insert(variants).values({ productId, color: 'Black' }).returning();
  const [size] = await database.db
    .insert(sizes)
    .values({ variantId: variant!.id, size: 'M', priceCents: 10_000, stock: 10 })
    .returning();
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
    const placed = await orders$.createCheckoutSession(
      { cart: cart('WINTER'), shippingAddress: address, shippingMethod: 'standard', language: 'en' },
      null,
    );
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
    const late = await orders$.applyPaymentEvent({
      eventId: 'late-1',
      type: 'paid',
      sessionId: row!.paymentSessionId!,
      amountCents: row!.totalCents,
      currency: 'USD',
    });
    expect(late.applied).toBe(false);
    expect(await stock()).toBe(10);
    const [after] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(after).toMatchObject({ paymentStatus: 'failed', orderStatus: 'cancelled' });
    // …but the money must go back, so the shop is told.
    expect(latePayments).toEqual([{ orderId: placed.orderId, eventId: 'late-1' }]);
    // The back office's list flags it, so the owner sees which payment to refund.
    const listed = await createAdminOrderService(database.db).list({
      search: placed.orderId,
      orderStatus: 'all',
      paymentStatus: 'all',
      page: 1,
      pageSize: 20,
    });
    expect(listed.orders.map((o) => [o._id, o.latePayment])).toEqual([[placed.orderId, true]]);
  });

  it('refuses a paid event whose amount or currency differs from the order', async () => {
    const orders$ = service();
    const placed = await orders$.createCheckoutSession(
      { cart: cart(), shippingAddress: address, shippingMethod: 'overnight', language: 'en' },
      null,
    );
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row!.totalCents).toBe(2 * 10_000 + 2499);
    const wrong = orders$.applyPaymentEvent({
      eventId: 'short-1',
      type: 'paid',
      sessionId: row!.paymentSessionId!,
      amountCents: 100,
      currency: 'USD',
    });
    await expect(wrong).rejects.toBeInstanceOf(ServiceError);
    const euro = orders$.applyPaymentEvent({
      eventId: 'eur-1',
      type: 'paid',
      sessionId: row!.paymentSessionId!,
      amountCents: row!.totalCents,
      currency: 'EUR',
    });
    await expect(euro).rejects.toBeInstanceOf(ServiceError);
    const ok = await orders$.applyPaymentEvent({
      eventId: 'ok-1',
      type: 'paid',
      sessionId: row!.paymentSessionId!,
      amountCents: row!.totalCents,
      currency: 'usd',
    });
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
      ...createTestPaymentProvider('https://shop.example', database.db),
      cancelSession: () => Promise.reject(new PaymentProviderError('already complete')),
    });
    const placed = await stubborn.createCheckoutSession(
      { cart: cart(), shippingAddress: address, shippingMethod: 'standard', language: 'en' },
      null,
    );
    const err = await stubborn
      .cancelPayment(placed.orderId, { userId: null, token: placed.accessToken })
      .catch((e: unknown) => e);
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
    const paid = await stubborn.applyPaymentEvent({
      eventId: 'going-1',
      type: 'paid',
      sessionId: row!.paymentSessionId!,
      amountCents: row!.totalCents,
      currency: 'USD',
    });
    expect(paid).toMatchObject({ applied: true, paid: true });
  });

  it('the expiry sweep ends each session at the provider before it releases the order', async () => {
    const ended: string[] = [];
    const provider = createTestPaymentProvider('https://shop.example', database.db);
    const tracking = service({
      ...provider,
      cancelSession: (id) => {
        ended.push(id);
        return provider.cancelSession(id);
      },
    });
    const placed = await tracking.createCheckoutSession(
      { cart: cart(), shippingAddress: address, shippingMethod: 'standard', language: 'en' },
      null,
    );
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const at = clock;
    clock = new Date(clock.getTime() + (PAYMENT_SESSION_MINUTES + 1) * 60_000);
    expect(await tracking.expireUnpaid()).toBe(1);
    expect(ended).toEqual([row!.paymentSessionId]);
    clock = at;
  });
});

describe('a failed payment provider', () => {
  it('undoes the order, the stock and the coupon use, and answers with a message', async () => {
    const before = {
      stock: await stock(),
      used: await used('WINTER'),
      orders: (await database.db.select().from(orders)).length,
    };
    const broken = service({
      name: 'broken',
      createSession: () => Promise.reject(new PaymentProviderError('down')),
      cancelSession: async () => {},
      refund: () => Promise.reject(new PaymentProviderError('down')),
    });
    const err = await broken
      .createCheckoutSession(
        { cart: cart('WINTER'), shippingAddress: address, shippingMethod: 'standard', language: 'en' },
        null,
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).message).toBe(
      'We could not start the payment. Nothing was charged; please try again.',
    );
    expect(await stock()).toBe(before.stock);
    expect(await used('WINTER')).toBe(before.used);
    expect((await database.db.select().from(orders)).length).toBe(before.orders);
  });
});

describe('an order that ends while its session is being made', () => {
  it('is not revived: the new session is ended at the provider and the stock given back once', async () => {
    const before = { stock: await stock(), used: await used('WINTER') };
    const provider = createTestPaymentProvider('https://shop.example', database.db);
    const ended: string[] = [];
    // The owner cancels the order while the provider is still answering.
    const orders$: ReturnType<typeof service> = service({
      ...provider,
      createSession: async (request) => {
        await orders$.setStatus(request.orderId, 'cancelled', { actor: OWNER });
        return provider.createSession(request);
      },
      cancelSession: async (id) => void ended.push(id),
    });
    const err = await orders$
      .createCheckoutSession(
        { cart: cart('WINTER'), shippingAddress: address, shippingMethod: 'standard', language: 'en' },
        null,
      )
      .catch((e: unknown) => e);
    expect((err as ServiceError).kind).toBe('unavailable');
    expect(ended).toHaveLength(1);
    expect(await stock()).toBe(before.stock);
    expect(await used('WINTER')).toBe(before.used);
  });
});

describe('the owner changes a status', () => {
  async function cancelledOrder() {
    const orders$ = service();
    const placed = await orders$.createCheckoutSession(
      { cart: cart('WINTER'), shippingAddress: address, shippingMethod: 'standard', language: 'en' },
      null,
    );
    await orders$.setStatus(placed.orderId, 'cancelled', { actor: OWNER });
    return { orders$, orderId: placed.orderId };
  }

  it('reopening a cancelled order takes its stock and coupon use again', async () => {
    const before = { stock: await stock(), used: await used('WINTER') };
    const { orders$, orderId } = await cancelledOrder();
    expect(await stock()).toBe(before.stock);
    const reopened = await orders$.setStatus(orderId, 'processing', { actor: OWNER });
    expect(reopened.orderStatus).toBe('processing');
    expect(await stock()).toBe(before.stock - 2);
    expect(await used('WINTER')).toBe(before.used + 1);
    // Cancelling it again gives them back once more.
    await orders$.setStatus(orderId, 'cancelled', { actor: OWNER });
    expect(await stock()).toBe(before.stock);
    expect(await used('WINTER')).toBe(before.used);
  });

  it('refuses to reopen a cancelled order whose units have been sold since, and changes nothing', async () => {
    const { orders$, orderId } = await cancelledOrder();
    const left = await stock();
    await database.db.update(sizes).set({ stock: 1 }).where(eq(sizes.id, sizeId));
    try {
      const err = await orders$.setStatus(orderId, 'shipped', { force: true, actor: OWNER }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ServiceError);
      expect((err as ServiceError).kind).toBe('conflict');
      expect((err as ServiceError).message).toBe(
        'Only 1 left of Felt Coat (Black, M): this order cannot be reopened until that size is restocked.',
      );
      expect(await stock()).toBe(1);
      const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ orderStatus: 'cancelled' });
      expect(row!.reservationReleasedAt).not.toBeNull();
    } finally {
      await database.db.update(sizes).set({ stock: left }).where(eq(sizes.id, sizeId));
    }
  });

  it('marks an unpaid order shipped or delivered only when told to (force), and e-mails the customer then', async () => {
    const orders$ = service();
    const placed = await orders$.createCheckoutSession(
      { cart: cart(), shippingAddress: address, shippingMethod: 'standard', language: 'en' },
      null,
    );
    const mailsAbout = async () =>
      (
        await database.db
          .select({ kind: mailOutbox.kind })
          .from(mailOutbox)
          .where(eq(mailOutbox.orderId, placed.orderId))
      ).map((m) => m.kind);
    for (const status of ['shipped', 'delivered'] as const) {
      const err = await orders$.setStatus(placed.orderId, status, { actor: OWNER }).catch((e: unknown) => e);
      expect((err as ServiceError).kind).toBe('conflict');
      expect((err as ServiceError).message).toBe(
        `This order is not paid. Confirm that you want to mark it ${status} anyway.`,
      );
    }
    expect(await mailsAbout()).toEqual([]);
    expect((await orders$.setStatus(placed.orderId, 'shipped', { force: true, actor: OWNER })).orderStatus).toBe(
      'shipped',
    );
    expect(await mailsAbout()).toEqual(['order_shipped']);
    // Already shipped: choosing it again changes nothing, so it needs no confirmation.
    expect((await orders$.setStatus(placed.orderId, 'shipped', { actor: OWNER })).orderStatus).toBe('shipped');
  });
});
