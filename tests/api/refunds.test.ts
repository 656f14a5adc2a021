/**
 * Refunds over real HTTP with the built-in test provider (decision 0050), on a store of this
 * file's own so its statistics are exactly what these orders make: a partial refund with the
 * units put back (stock, ledger, payment status, e-mail, timeline, today's revenue), the rest
 * refunded (refunded), one refund per idempotency key, nothing more than was paid, unpaid
 * orders and orders of another provider refused, and only an admin may refund.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrdersAnswer,
  ApiOrder,
  OrderPageAnswer,
  RefundAnswer,
  StatsSummaryAnswer,
  StockHistoryAnswer,
} from '#domain/api-answer-schemas.ts';
import { orders } from '#server/db/schema.ts';
import { registerCustomer } from '#tests/support/accounts.ts';
import { createClient } from '#tests/support/http.ts';
import { waitForMail } from '#tests/support/mailbox.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { ADMIN } from '#tests/support/store-config.ts';
import { createTwoLineOrders, type Pick } from '#tests/support/two-line-orders.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Client = ReturnType<typeof createClient>;
let store: OwnStore;
let admin: Client;
let twoLineOrders: Awaited<ReturnType<typeof createTwoLineOrders>>;

const cents = (units: number) => Math.round(units * 100);

beforeAll(async () => {
  store = await startOwnStore('refunds', { SEED_DEMO: 'true' });
  const login = await createClient().post<{ token: string }>(store.at('/api/auth/login'), ADMIN);
  admin = createClient({ token: login.body.token });
  twoLineOrders = await createTwoLineOrders(store.at);
}, 120_000);

afterAll(async () => {
  await store?.close();
});

/** A paid order of two units of one size and one of another, through the test payment page. */
const paidOrder = (pay = true) => twoLineOrders.place({ label: 'refund', pay });
const stockOf = (p: Pick) => twoLineOrders.stockOf(p);

const orderPage = async (orderId: string) =>
  (await admin.get<OrderPageAnswer>(store.at(`/api/orders/${orderId}/page`))).body;
const todayRevenue = async () =>
  (await admin.get<StatsSummaryAnswer>(store.at('/api/stats/summary'))).body.revenue.today.current;
const refund = (orderId: string, body: Record<string, unknown>, client = admin) =>
  client.post<RefundAnswer & Msg>(store.at(`/api/orders/${orderId}/refunds`), {
    idempotencyKey: randomUUID(),
    shipping: false,
    restock: false,
    reason: 'Damaged in transit',
    lines: [],
    ...body,
  });

describe('refunds', () => {
  it('refunds one unit of a line with its units back in stock, then the rest of the order', async () => {
    const order = await paidOrder();
    const page = await orderPage(order.orderId);
    const [first, second] = page.order.items;
    expect(page.refunds).toEqual([]);
    const stockBefore = await stockOf(order.lines[0]!);
    const revenueBefore = await todayRevenue();

    const one = await refund(order.orderId, {
      lines: [{ itemId: first!._id, quantity: 1 }],
      restock: true,
      reason: 'One sleeve was torn',
    });
    expect(one.status, one.body.message).toBe(201);
    const unit = cents(first!.variant.discountedPrice) - Math.floor(cents(first!.discount) / 2);
    expect(one.body.refund).toMatchObject({
      status: 'succeeded',
      source: 'admin',
      amount: unit / 100,
      shipping: 0,
      reason: 'One sleeve was torn',
      restocked: true,
      by: ADMIN.email,
      lines: [{ itemId: first!._id, quantity: 1, amount: unit / 100 }],
    });
    expect(one.body.order.paymentStatus).toBe('partially_refunded');

    // The unit is back on the shelf, and the ledger says why, for which order and who.
    expect(await stockOf(order.lines[0]!)).toBe(stockBefore + 1);
    const history = await admin.get<StockHistoryAnswer>(
      store.at(`/api/products/admin/stockHistory/${order.lines[0]!.product._id}`),
    );
    expect(
      history.body.movements.find(
        (m) => m.reason === 'refund_restock' && m.color === order.lines[0]!.color && m.size === order.lines[0]!.size,
      ),
    ).toMatchObject({ delta: 1, stockAfter: stockBefore + 1, orderId: order.orderId, actor: ADMIN.email });

    // The shopper is told; the timeline says it; today's revenue is net of it.
    const mail = await waitForMail(order.email, 0, 'has been partly refunded');
    expect(mail).toContain(`${first!.product.name} (${first!.variant.color}, ${first!.variant.size})`);
    expect(mail).toContain('Reason: One sleeve was torn');
    const after = await orderPage(order.orderId);
    expect(after.order.paymentStatus).toBe('partially_refunded');
    expect(after.refunds).toHaveLength(1);
    const entry = after.timeline.find((e) => e.kind === 'refunded');
    expect(entry).toMatchObject({ actor: { type: 'admin', name: ADMIN.email } });
    expect(entry!.text).toMatch(/^Refunded \$[\d.]+ \(1 × .+\): One sleeve was torn; units put back in stock$/);
    expect(after.timeline.some((e) => e.kind === 'mail_queued' && e.details.mailKind === 'order_refunded')).toBe(true);
    expect(cents(await todayRevenue())).toBe(cents(revenueBefore) - unit);
    // The orders list's revenue badge counts the order at what it brought in, net of the refund.
    const listed = await admin.get<AdminOrdersAnswer>(
      store.at(`/api/orders/admin?search=${encodeURIComponent(order.email)}`),
    );
    expect(listed.body.revenue.map((r) => cents(r.amount))).toEqual([cents(page.order.finalTotal) - unit]);

    // The rest: the other unit, the other line and the shipping, without restocking.
    const rest = await refund(order.orderId, {
      lines: [
        { itemId: first!._id, quantity: 1 },
        { itemId: second!._id, quantity: 1 },
      ],
      shipping: true,
      reason: 'Order returned',
    });
    expect(rest.status, rest.body.message).toBe(201);
    expect(rest.body.order.paymentStatus).toBe('refunded');
    // Together exactly what was paid.
    expect(unit + cents(rest.body.refund.amount)).toBe(cents(page.order.finalTotal));
    expect(await stockOf(order.lines[0]!)).toBe(stockBefore + 1);
    expect(cents(await todayRevenue())).toBe(cents(revenueBefore) - cents(page.order.finalTotal));
    expect(await waitForMail(order.email, 0, 'has been refunded')).toContain('Reason: Order returned');

    // Nothing is left to refund.
    const more = await refund(order.orderId, { shipping: true });
    expect(more.status).toBe(409);
    expect(more.body.message).toBe('Only a paid order can be refunded.');
  });

  it('refunds once for one idempotency key, however often it is sent', async () => {
    const order = await paidOrder();
    const { items } = (await orderPage(order.orderId)).order;
    const body = { idempotencyKey: randomUUID(), lines: [{ itemId: items[1]!._id, quantity: 1 }], restock: true };
    const stockBefore = await stockOf(order.lines[1]!);
    // A double click: both at once, then a retry.
    const [a, b] = await Promise.all([refund(order.orderId, body), refund(order.orderId, body)]);
    const again = await refund(order.orderId, body);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(again.status).toBe(200);
    expect(new Set([a.body.refund._id, b.body.refund._id, again.body.refund._id]).size).toBe(1);
    const page = await orderPage(order.orderId);
    expect(page.refunds).toHaveLength(1);
    expect(page.timeline.filter((e) => e.kind === 'refunded')).toHaveLength(1);
    expect(await stockOf(order.lines[1]!)).toBe(stockBefore + 1);
    // The key belongs to that order.
    const other = await paidOrder();
    const elsewhere = await refund(other.orderId, { ...body, lines: [], shipping: true });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe('This idempotency key was used for another order.');
  });

  it('refuses more than was paid, and changes nothing', async () => {
    const order = await paidOrder();
    const { items } = (await orderPage(order.orderId)).order;
    const stockBefore = await stockOf(order.lines[0]!);
    const tooMany = await refund(order.orderId, { lines: [{ itemId: items[0]!._id, quantity: 3 }], restock: true });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(
      `Only 2 of ${items[0]!.product.name} (${items[0]!.variant.color}, ${items[0]!.variant.size}) can still be refunded.`,
    );
    expect((await refund(order.orderId, { shipping: true })).status).toBe(201);
    const shippingAgain = await refund(order.orderId, { shipping: true });
    expect(shippingAgain.status).toBe(409);
    expect(shippingAgain.body.message).toBe('The shipping has already been refunded.');
    const nothing = await refund(order.orderId, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('Choose at least one unit or the shipping to refund.');
    const noReason = await refund(order.orderId, { shipping: true, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toBe('Please give the reason for the refund.');
    const strange = await refund(order.orderId, { lines: [{ itemId: randomUUID(), quantity: 1 }] });
    expect(strange.status).toBe(400);
    // Only the shipping went back.
    const page = await orderPage(order.orderId);
    expect(page.refunds.map((r) => r.shipping)).toEqual([page.order.shippingCost]);
    expect(page.order.paymentStatus).toBe('partially_refunded');
    expect(await stockOf(order.lines[0]!)).toBe(stockBefore);
  });

  it('refuses an unpaid order', async () => {
    const order = await paidOrder(false);
    const { items } = (await orderPage(order.orderId)).order;
    const answer = await refund(order.orderId, { lines: [{ itemId: items[0]!._id, quantity: 1 }] });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Only a paid order can be refunded.');
    expect((await orderPage(order.orderId)).refunds).toEqual([]);
    expect((await refund(randomUUID(), { shipping: true })).status).toBe(404);
  });

  it('refuses an order paid through another provider than the store’s', async () => {
    const order = await paidOrder();
    await store.server.database.db.update(orders).set({ paymentMethod: 'card' }).where(eq(orders.id, order.orderId));
    const answer = await refund(order.orderId, { shipping: true });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'This order was paid through “card”, which is not the store’s payment provider now: refund it there.',
    );
    expect((await orderPage(order.orderId)).refunds).toEqual([]);
  });

  it('is for admins only', async () => {
    const order = await paidOrder();
    expect((await refund(order.orderId, { shipping: true }, createClient())).status).toBe(401);
    const customer = await registerCustomer({ at: store.at });
    expect((await refund(order.orderId, { shipping: true }, customer.client)).status).toBe(403);
    const viewed = await createClient().get<ApiOrder>(store.at(`/api/orders/${order.orderId}?token=${order.token}`));
    expect(viewed.body.paymentStatus).toBe('paid');
  });
});
