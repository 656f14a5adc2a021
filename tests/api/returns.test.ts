/**
 * Returns over real HTTP (decision 0052), on a store of this file's own whose clock the test
 * moves: a shopper's request within the window (with the order link, or signed in) and its
 * e-mails and timeline entry, one return per key, the window's end refused with the policy's
 * words, requests that ask too much or of an order not delivered; the queue, approval with
 * its instructions, receipt that refunds and restocks once, rejection with its reason; and
 * who may do each.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminReturn,
  ApiOrder,
  OrderPageAnswer,
  ReturnRequestAnswer,
  ReturnsAnswer,
  StockHistoryAnswer,
} from '#domain/api-answer-schemas.ts';
import { RETURN_TEXT, returnDeadlineText } from '#domain/returns.ts';
import { registerCustomer } from '#tests/support/accounts.ts';
import { createClient, getJson } from '#tests/support/http.ts';
import { waitForMail } from '#tests/support/mailbox.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { ADMIN } from '#tests/support/store-config.ts';
import { createTestClock } from '#tests/support/test-clock.ts';
import { createTwoLineOrders, type TwoLineOrder } from '#tests/support/two-line-orders.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Client = ReturnType<typeof createClient>;
type Placed = TwoLineOrder;

const HOUR = 60 * 60_000;
/** The store's inbox, which gets a copy of each request. */
const STORE_INBOX = 'returns-desk@example.com';
const clock = createTestClock();
let store: OwnStore;
let admin: Client;
let orders: Awaited<ReturnType<typeof createTwoLineOrders>>;

const cents = (units: number) => Math.round(units * 100);

beforeAll(async () => {
  store = await startOwnStore('returns', { SEED_DEMO: 'true', STORE_EMAIL: STORE_INBOX }, clock.now);
  const login = await createClient().post<{ token: string }>(store.at('/api/auth/login'), ADMIN);
  admin = createClient({ token: login.body.token });
  orders = await createTwoLineOrders(store.at);
}, 120_000);

afterAll(async () => {
  await store?.close();
});

/** A paid order (two units of one size, one of another), shipped and delivered now unless `deliver` is false. */
async function deliveredOrder(options: { client?: Client; deliver?: boolean } = {}): Promise<Placed> {
  const placed = await orders.place({ label: 'return', client: options.client });
  const { orderId } = placed;
  const shipped = await admin.put<Msg>(store.at(`/api/orders/${orderId}/status`), {
    orderStatus: 'shipped',
    shipment: { carrier: 'dhl', trackingNumber: '1234567890' },
  });
  expect(shipped.status, shipped.body.message).toBe(200);
  if (options.deliver !== false) {
    const delivered = await admin.put<Msg>(store.at(`/api/orders/${orderId}/status`), { orderStatus: 'delivered' });
    expect(delivered.status, delivered.body.message).toBe(200);
  }
  return placed;
}

const viewOrder = async (order: Placed) =>
  (await getJson<ApiOrder>(store.at(`/api/orders/${order.orderId}?token=${order.token}`))).body;
const orderPage = async (orderId: string) =>
  (await admin.get<OrderPageAnswer>(store.at(`/api/orders/${orderId}/page`))).body;
const stockOf = (p: TwoLineOrder['lines'][number]) => orders.stockOf(p);
const requestReturn = (order: Placed, body: Record<string, unknown>, client = createClient()) =>
  client.post<ReturnRequestAnswer & Msg>(store.at(`/api/orders/${order.orderId}/returns`), {
    token: order.token,
    idempotencyKey: randomUUID(),
    reason: 'too_small',
    lines: [],
    ...body,
  });
const step = (returnId: string, name: 'approve' | 'reject' | 'receive', body: unknown = {}, client = admin) =>
  client.post<AdminReturn & Msg>(store.at(`/api/returns/${returnId}/${name}`), body);

describe('a return from request to refund', () => {
  it('is requested with the order link, approved with instructions, then received: refunded and restocked once', async () => {
    const order = await deliveredOrder();
    const before = await viewOrder(order);
    const [first] = before.items;
    expect(before.returnWindowEndsAt).toBe(new Date(clock.now().getTime() + 72 * HOUR).toISOString());
    expect(before.items.map((i) => i.returnable)).toEqual([2, 1]);
    clock.advance(24 * HOUR);

    // The shopper asks for one unit of the first line back.
    const key = randomUUID();
    const asked = await requestReturn(order, {
      idempotencyKey: key,
      lines: [{ itemId: first!._id, quantity: 1 }],
      reason: 'too_small',
      comment: 'The sleeves are short.',
    });
    expect(asked.status, asked.body.message).toBe(201);
    const ret = asked.body.return;
    expect(ret).toMatchObject({
      status: 'requested',
      reason: 'too_small',
      reasonLabel: 'Too small',
      comment: 'The sleeves are short.',
      lines: [{ itemId: first!._id, quantity: 1 }],
      instructions: null,
      refund: null,
    });
    expect(ret.number).toMatch(/^R-[0-9A-F]{8}$/);
    expect(asked.body.order.items.map((i) => i.returnable)).toEqual([1, 1]);
    expect(asked.body.order.returns.map((r) => r._id)).toEqual([ret._id]);

    // The same request again (a double click, a retry) is the same return.
    const again = await requestReturn(order, { idempotencyKey: key, lines: [{ itemId: first!._id, quantity: 1 }] });
    expect(again.status).toBe(200);
    expect(again.body.return._id).toBe(ret._id);

    // The shopper is told, the store gets its copy, the timeline says who asked.
    expect(await waitForMail(order.email, 0, `We received your request to return`)).toContain(ret.number);
    expect(await waitForMail(STORE_INBOX, 0, ret.number)).toContain('Approve or reject it in the Returns queue');
    let page = await orderPage(order.orderId);
    expect(page.timeline.find((e) => e.kind === 'return_requested')).toMatchObject({
      actor: { type: 'customer' },
      text: `Return ${ret.number} requested (1 × ${first!.product.name} (${first!.variant.color}, ${first!.variant.size})): Too small — “The sleeves are short.”`,
    });

    // The queue lists it with what receiving it would refund.
    const queue = await admin.get<ReturnsAnswer>(store.at('/api/returns?status=requested'));
    expect(queue.status).toBe(200);
    const listed = queue.body.returns.find((r) => r._id === ret._id)!;
    const unit = cents(first!.variant.discountedPrice) - Math.floor(cents(first!.discount) / 2);
    expect(listed).toMatchObject({ order: { _id: order.orderId, email: order.email }, amount: unit / 100 });
    expect(queue.body.counts.requested).toBeGreaterThanOrEqual(1);

    // Approved: the instructions, e-mailed; a second approval is refused.
    const approved = await step(ret._id, 'approve', { note: 'Kyrgyz Post is fine.' });
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: ADMIN.email });
    expect(approved.body.instructions).toContain('Kyrgyz Post is fine.');
    expect(approved.body.instructions!.join(' ')).toContain(`Write the return number ${ret.number}`);
    const instructions = await waitForMail(order.email, 0, 'is approved');
    expect(instructions).toContain('Erkindik Boulevard 35');
    expect(instructions).toContain('Kyrgyz Post is fine.');
    expect((await step(ret._id, 'approve')).status).toBe(409);
    expect((await viewOrder(order)).returns[0]!.instructions).toEqual(approved.body.instructions);

    // Received: refunded at what the unit was charged, back in stock, once however often it is clicked.
    const stockBefore = await stockOf(order.lines[0]!);
    const [a, b] = await Promise.all([
      step(ret._id, 'receive', { restock: true }),
      step(ret._id, 'receive', { restock: true }),
    ]);
    for (const received of [a, b]) {
      expect(received.status, received.body.message).toBe(200);
      expect(received.body).toMatchObject({
        status: 'received',
        receivedBy: ADMIN.email,
        refund: { amount: unit / 100, restocked: true },
        amount: unit / 100,
      });
    }
    expect(await stockOf(order.lines[0]!)).toBe(stockBefore + 1);
    const history = await admin.get<StockHistoryAnswer>(
      store.at(`/api/products/admin/stockHistory/${order.lines[0]!.product._id}`),
    );
    const movements = history.body.movements.filter(
      (m) => m.orderId === order.orderId && m.color === order.lines[0]!.color && m.size === order.lines[0]!.size,
    );
    expect(movements.map((m) => m.reason).sort()).toEqual(['order_reserved', 'return_received']);
    expect(movements.find((m) => m.reason === 'return_received')).toMatchObject({
      delta: 1,
      stockAfter: stockBefore + 1,
      actor: ADMIN.email,
    });
    const refunded = await waitForMail(order.email, 0, `We received your return ${ret.number}`);
    expect(refunded).toContain('has been partly refunded');

    page = await orderPage(order.orderId);
    expect(page.order.paymentStatus).toBe('partially_refunded');
    expect(page.refunds).toHaveLength(1);
    expect(page.order.returns[0]).toMatchObject({ status: 'received', refund: { amount: unit / 100 } });
    const kinds = page.timeline.map((e) => e.kind).filter((k) => k.startsWith('return_') || k === 'refunded');
    expect(kinds).toEqual(['return_requested', 'return_approved', 'return_received', 'refunded']);
    // The other unit and the other line may still be asked back; the received one not again.
    expect(page.order.items.map((i) => i.returnable)).toEqual([1, 1]);
  });

  it('is refused outside the window with the policy’s words, and before delivery', async () => {
    const order = await deliveredOrder();
    const { items, returnWindowEndsAt } = await viewOrder(order);
    const line = [{ itemId: items[1]!._id, quantity: 1 }];
    clock.advance(72 * HOUR + 60_000);

    const late = await requestReturn(order, { lines: line });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(RETURN_TEXT.outsideWindow(returnDeadlineText(new Date(returnWindowEndsAt!))));
    expect(late.body.message).toContain('Returns can be requested within 3 days of delivery.');
    expect((await viewOrder(order)).items.map((i) => i.returnable)).toEqual([0, 0]);

    const shipped = await deliveredOrder({ deliver: false });
    const early = await requestReturn(shipped, {
      lines: [{ itemId: (await viewOrder(shipped)).items[0]!._id, quantity: 1 }],
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(RETURN_TEXT.notDelivered);
    expect((await orderPage(order.orderId)).order.returns).toEqual([]);
  });

  it('refuses more units than are left, a line of another order, and “Other” without a word', async () => {
    const order = await deliveredOrder();
    const other = await deliveredOrder();
    const { items } = await viewOrder(order);

    const tooMany = await requestReturn(order, { lines: [{ itemId: items[0]!._id, quantity: 3 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(
      RETURN_TEXT.tooMany(`${items[0]!.product.name} (${items[0]!.variant.color}, ${items[0]!.variant.size})`, 2),
    );
    const foreign = await requestReturn(order, {
      lines: [{ itemId: (await viewOrder(other)).items[0]!._id, quantity: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(RETURN_TEXT.unknownLine);
    const otherReason = await requestReturn(order, {
      lines: [{ itemId: items[0]!._id, quantity: 1 }],
      reason: 'other',
    });
    expect(otherReason.status).toBe(400);
    expect(otherReason.body.errors).toEqual({ comment: RETURN_TEXT.comment });
    const nothing = await requestReturn(order, { lines: [] });
    expect(nothing.status).toBe(400);

    // Both units in one return leave none to ask again until it is rejected.
    const both = await requestReturn(order, { lines: [{ itemId: items[0]!._id, quantity: 2 }], reason: 'damaged' });
    expect(both.status, both.body.message).toBe(201);
    const again = await requestReturn(order, { lines: [{ itemId: items[0]!._id, quantity: 1 }] });
    expect(again.status).toBe(409);

    const noReason = await step(both.body.return._id, 'reject', { reason: ' ' });
    expect(noReason.status).toBe(400);
    const rejected = await step(both.body.return._id, 'reject', { reason: 'The photos show the items worn.' });
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'The photos show the items worn.' });
    expect(await waitForMail(order.email, 0, 'was not accepted')).toContain('Reason: The photos show the items worn.');
    expect((await step(both.body.return._id, 'receive', { restock: true })).status).toBe(409);
    expect((await viewOrder(order)).items[0]!.returnable).toBe(2);
    const page = await orderPage(order.orderId);
    expect(page.timeline.find((e) => e.kind === 'return_rejected')?.text).toBe(
      `Return ${both.body.return.number} rejected: The photos show the items worn.`,
    );
    expect(page.refunds).toEqual([]);
  });
});

describe('who may do what', () => {
  it('lets the signed-in owner ask without the link, and no stranger or shopper act for the store', async () => {
    const customer = await registerCustomer({ at: store.at });
    const order = await deliveredOrder({ client: customer.client });
    const { items } = await viewOrder(order);
    const line = [{ itemId: items[1]!._id, quantity: 1 }];

    const stranger = await requestReturn(order, { token: undefined, lines: line });
    expect(stranger.status).toBe(401);
    const wrongLink = await requestReturn(order, { token: 'not-the-token', lines: line });
    expect(wrongLink.status).toBe(403);
    const otherShopper = await registerCustomer({ at: store.at });
    expect((await requestReturn(order, { token: undefined, lines: line }, otherShopper.client)).status).toBe(403);

    const own = await requestReturn(order, { token: undefined, lines: line }, customer.client);
    expect(own.status, own.body.message).toBe(201);

    for (const client of [customer.client, createClient()]) {
      expect((await client.get<Msg>(store.at('/api/returns'))).status).toBe(client === customer.client ? 403 : 401);
      expect((await step(own.body.return._id, 'approve', {}, client)).status).toBe(
        client === customer.client ? 403 : 401,
      );
    }
    expect((await admin.get<ReturnsAnswer>(store.at('/api/returns?status=received'))).status).toBe(200);
    expect((await admin.get<Msg>(store.at('/api/returns?status=lost'))).status).toBe(400);
  });

  it('answers 429 past ten requests for one order in ten minutes', async () => {
    const order = await deliveredOrder();
    for (let i = 0; i < 10; i += 1) expect((await requestReturn(order, { lines: [] })).status).toBe(400);
    const limited = await requestReturn(order, { lines: [] });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(RETURN_TEXT.tooManyRequests);
    clock.advance(10 * 60_000 + 1000);
    expect((await requestReturn(order, { lines: [] })).status).toBe(400);
  });
});
