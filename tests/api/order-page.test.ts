/**
 * The back office's order page over real HTTP (decision 0047): shipping with a carrier and
 * tracking number (the shopper's answers and the shipped e-mail carry the link), the unpaid
 * confirmation, the delivery day, internal notes (admins only, never in a shopper's answer)
 * and the timeline of what happened, with who and when.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiOrder, ApiProduct, OrderPageAnswer, TimelineEntry } from '#domain/api-answer-schemas.ts';
import { ADMIN } from './global-setup';
import { registerCustomer } from '#tests/support/accounts.ts';
import { testShippingAddress } from '#tests/support/checkout-input.ts';
import { createClient, getJson } from '#tests/support/http.ts';
import { countMails, waitForMail } from '#tests/support/mailbox.ts';
import { until } from '#tests/support/until.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Session = { url: string; orderId: string; token: string };
type Client = ReturnType<typeof createClient>;

let admin: Client;
let shopper: Awaited<ReturnType<typeof registerCustomer>>;
let products: ApiProduct[];

const DHL_LINK = 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=';

/** Places an order for one unit (as `client`, so a signed-in shopper owns it), paid when `pay` is set. */
async function place(client: Client, productIndex: number, pay: boolean): Promise<Session & { email: string }> {
  const product = products[productIndex]!;
  const variant = product.variants.find((v) => v.sizes.some((s) => s.stock >= 2))!;
  const size = variant.sizes.find((s) => s.stock >= 2)!;
  const address = testShippingAddress();
  const session = await client.post<Session & Msg>('/api/orders/create-checkout-session', {
    cart: {
      items: [{ product: { _id: product._id }, variant: { color: variant.color, size: size.size }, quantity: 1 }],
      appliedCoupon: null,
    },
    shippingAddress: address,
    shippingMethod: 'standard',
  });
  expect(session.status, session.body.message).toBe(201);
  if (pay) {
    const sessionId = new URL(session.body.url).pathname.split('/').pop()!;
    expect(
      (await createClient().post(`/api/payments/test/${sessionId}`, { cardNumber: '4242 4242 4242 4242' })).status,
    ).toBe(200);
    // The confirmation is delivered before the test goes on, so later e-mails are counted after it.
    expect(await waitForMail(address.email)).toContain('is confirmed');
  }
  return { ...session.body, email: address.email };
}

const page = async (orderId: string) => {
  const answer = await admin.get<OrderPageAnswer>(`/api/orders/${orderId}/page`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const kinds = (timeline: TimelineEntry[]) => timeline.map((e) => e.kind);

beforeAll(async () => {
  const login = await createClient().post<{ token: string }>('/api/auth/login', ADMIN);
  admin = createClient({ token: login.body.token });
  shopper = await registerCustomer();
  // From the end of the catalogue, so suites taking the first sizes in stock are not starved.
  products = (await getJson<ApiProduct[]>('/api/products')).body
    .filter((p) => p.variants.some((v) => v.sizes.some((s) => s.stock >= 2)))
    .reverse()
    .slice(5);
});

describe('shipping with a carrier and tracking number', () => {
  let order: Session & { email: string };
  beforeAll(async () => {
    order = await place(shopper.client, 0, true);
  });

  it('refuses a tracking number or link that is not one, and a shipment without shipping', async () => {
    const put = (body: unknown) => admin.put<Msg>(`/api/orders/${order.orderId}/status`, body);
    const badNumber = await put({ orderStatus: 'shipped', shipment: { carrier: 'dhl', trackingNumber: '12<3>' } });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.errors?.['shipment.trackingNumber']).toBe(
      'Please enter a tracking number: 4 to 40 letters, digits or dashes.',
    );
    const unknownCarrier = await put({
      orderStatus: 'shipped',
      shipment: { carrier: 'pigeon', trackingNumber: '12345' },
    });
    expect(unknownCarrier.body.errors?.['shipment.carrier']).toBe('Please choose a carrier.');
    const otherWithoutLink = await put({
      orderStatus: 'shipped',
      shipment: { carrier: 'other', carrierName: 'Cargo', trackingNumber: '12345' },
    });
    expect(otherWithoutLink.status).toBe(400);
    expect(otherWithoutLink.body.errors?.['shipment.trackingUrl']).toBe(
      'Please enter the tracking link: an https:// address.',
    );
    const plainLink = await put({
      orderStatus: 'shipped',
      shipment: { carrier: 'other', carrierName: 'Cargo', trackingNumber: '12345', trackingUrl: 'javascript:alert(1)' },
    });
    expect(plainLink.body.errors?.['shipment.trackingUrl']).toBe(
      'Please enter the tracking link: an https:// address.',
    );
    const notShipping = await put({
      orderStatus: 'delivered',
      shipment: { carrier: 'dhl', trackingNumber: '1234567890' },
    });
    expect(notShipping.status).toBe(400);
    expect(notShipping.body.message).toBe('A carrier and tracking number go with marking the order shipped.');
    expect((await admin.get<ApiOrder>(`/api/orders/${order.orderId}`)).body).toMatchObject({
      orderStatus: 'pending',
      shipment: null,
    });
  });

  it('ships with DHL: the order, the account, the order link and the shipped e-mail carry the tracking link', async () => {
    const before = await countMails(order.email);
    const shipped = await admin.put<ApiOrder>(`/api/orders/${order.orderId}/status`, {
      orderStatus: 'shipped',
      shipment: { carrier: 'dhl', trackingNumber: '12 3456 7890' },
    });
    expect(shipped.status).toBe(200);
    const shipment = {
      carrier: 'dhl',
      carrierName: 'DHL',
      trackingNumber: '1234567890',
      trackingUrl: `${DHL_LINK}1234567890`,
    };
    expect(shipped.body).toMatchObject({ orderStatus: 'shipped', shipment });

    const mine = (await shopper.client.get<ApiOrder[]>('/api/orders/mine')).body.find((o) => o._id === order.orderId);
    expect(mine?.shipment).toMatchObject(shipment);
    const byLink = await createClient().get<ApiOrder>(`/api/orders/${order.orderId}?token=${order.token}`);
    expect(byLink.status).toBe(200);
    expect(byLink.body.shipment).toMatchObject(shipment);

    const mail = await waitForMail(order.email, before);
    expect(mail).toContain('is on its way');
    expect(mail).toContain('Carrier: DHL');
    expect(mail).toContain(`${DHL_LINK}1234567890`);
  });

  it('records the delivery day when the order is delivered, and forgets it when moved back', async () => {
    const started = Date.now();
    const delivered = await admin.put<ApiOrder>(`/api/orders/${order.orderId}/status`, { orderStatus: 'delivered' });
    expect(delivered.status).toBe(200);
    expect(Date.parse(delivered.body.deliveredAt!)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(delivered.body.deliveredAt!)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(
      (await shopper.client.get<ApiOrder[]>('/api/orders/mine')).body.find((o) => o._id === order.orderId)?.deliveredAt,
    ).toBe(delivered.body.deliveredAt);
    // The same status again keeps the day; another one clears it.
    expect(
      (await admin.put<ApiOrder>(`/api/orders/${order.orderId}/status`, { orderStatus: 'delivered' })).body.deliveredAt,
    ).toBe(delivered.body.deliveredAt);
    expect(
      (await admin.put<ApiOrder>(`/api/orders/${order.orderId}/status`, { orderStatus: 'shipped' })).body.deliveredAt,
    ).toBeNull();
  });

  it('ships with another carrier through its own link', async () => {
    const other = await place(createClient(), 1, true);
    const shipped = await admin.put<ApiOrder>(`/api/orders/${other.orderId}/status`, {
      orderStatus: 'shipped',
      shipment: {
        carrier: 'other',
        carrierName: 'Cargo Express',
        trackingNumber: 'ce-55012',
        trackingUrl: 'https://cargo.example/track/CE-55012',
      },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.shipment).toMatchObject({
      carrier: 'other',
      carrierName: 'Cargo Express',
      trackingNumber: 'CE-55012',
      trackingUrl: 'https://cargo.example/track/CE-55012',
    });
  });
});

describe('shipping or delivering an unpaid order', () => {
  it('is refused without force (409, a clear message) and done with it', async () => {
    const unpaid = await place(createClient(), 2, false);
    const shipment = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' };
    const refused = await admin.put<Msg>(`/api/orders/${unpaid.orderId}/status`, { orderStatus: 'shipped', shipment });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order is not paid. Confirm that you want to mark it shipped anyway.');
    expect((await admin.get<ApiOrder>(`/api/orders/${unpaid.orderId}`)).body).toMatchObject({
      orderStatus: 'pending',
      shipment: null,
    });

    const forced = await admin.put<ApiOrder>(`/api/orders/${unpaid.orderId}/status`, {
      orderStatus: 'shipped',
      shipment,
      force: true,
    });
    expect(forced.status).toBe(200);
    expect(forced.body.shipment?.trackingUrl).toBe('https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784');
    const change = (await page(unpaid.orderId)).timeline.find((e) => e.kind === 'status_changed')!;
    expect(change.text).toBe(
      'Status changed from pending to shipped: UPS 1Z999AA10123456784 (confirmed although not paid)',
    );

    expect((await admin.put<Msg>(`/api/orders/${unpaid.orderId}/status`, { orderStatus: 'delivered' })).status).toBe(
      409,
    );
    expect(
      (await admin.put<ApiOrder>(`/api/orders/${unpaid.orderId}/status`, { orderStatus: 'delivered', force: true }))
        .body.orderStatus,
    ).toBe('delivered');
  });
});

describe('internal notes', () => {
  let order: Session & { email: string };
  const note = 'Customer called: leave the parcel with the neighbour.';
  beforeAll(async () => {
    order = await place(shopper.client, 3, true);
  });

  it('are for admins only: 401 signed out, 403 for a shopper, even the order’s own', async () => {
    expect((await createClient().post<Msg>(`/api/orders/${order.orderId}/notes`, { text: note })).status).toBe(401);
    expect((await shopper.client.post<Msg>(`/api/orders/${order.orderId}/notes`, { text: note })).status).toBe(403);
    expect((await shopper.client.get<Msg>(`/api/orders/${order.orderId}/page`)).status).toBe(403);
    expect((await createClient().get<Msg>(`/api/orders/${order.orderId}/page`)).status).toBe(401);
  });

  it('are checked: not empty, not too long', async () => {
    const empty = await admin.post<Msg>(`/api/orders/${order.orderId}/notes`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.text).toBe('Please write the note.');
    const long = await admin.post<Msg>(`/api/orders/${order.orderId}/notes`, { text: 'x'.repeat(2001) });
    expect(long.body.errors?.text).toBe('A note is at most 2000 characters.');
    expect(
      (await admin.post<Msg>('/api/orders/00000000-0000-4000-8000-000000000000/notes', { text: note })).status,
    ).toBe(404);
  });

  it('go on the timeline with the admin who wrote them, and never into a shopper’s answer', async () => {
    const added = await admin.post<TimelineEntry[]>(`/api/orders/${order.orderId}/notes`, { text: `  ${note}  ` });
    expect(added.status).toBe(201);
    expect(added.body.at(-1)).toMatchObject({ kind: 'note', text: note, actor: { type: 'admin', name: ADMIN.email } });

    const answers = [
      await shopper.client.get(`/api/orders/${order.orderId}`),
      await shopper.client.get('/api/orders/mine'),
      await createClient().get(`/api/orders/${order.orderId}?token=${order.token}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain('neighbour');
    }
  });
});

describe('the timeline', () => {
  it('lists placed, paid, status changes with the admin, e-mails queued and sent, and notes, oldest first', async () => {
    const order = await place(createClient(), 4, true);
    expect((await admin.put(`/api/orders/${order.orderId}/status`, { orderStatus: 'processing' })).status).toBe(200);
    expect(
      (
        await admin.put(`/api/orders/${order.orderId}/status`, {
          orderStatus: 'shipped',
          shipment: { carrier: 'fedex', trackingNumber: '794611223344' },
        })
      ).status,
    ).toBe(200);
    expect((await admin.post(`/api/orders/${order.orderId}/notes`, { text: 'Packed in the gift box.' })).status).toBe(
      201,
    );

    // The worker sends both e-mails right after their changes commit.
    const {
      timeline,
      payments,
      shipments,
      order: shown,
    } = await until(
      'both e-mails sent',
      async () => {
        const answer = await page(order.orderId);
        return answer.timeline.filter((e) => e.kind === 'mail_sent').length === 2 ? answer : undefined;
      },
      15_000,
    );

    expect(shown).toMatchObject({
      _id: order.orderId,
      orderStatus: 'shipped',
      paymentStatus: 'paid',
      latePayment: false,
    });
    expect(payments).toEqual([expect.objectContaining({ type: 'paid' })]);
    expect(shipments).toEqual([
      expect.objectContaining({
        carrier: 'fedex',
        trackingNumber: '794611223344',
        trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=794611223344',
      }),
    ]);

    const times = timeline.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(timeline[0]).toMatchObject({ kind: 'placed', actor: { type: 'customer', name: 'Aida Bekova' } });
    const byAdmin = { type: 'admin', name: ADMIN.email };
    const at = (predicate: (e: TimelineEntry) => boolean) => timeline.findIndex(predicate);
    const paid = at((e) => e.kind === 'payment' && e.text === 'Payment received');
    const confirmationQueued = at((e) => e.kind === 'mail_queued' && e.details.mailKind === 'order_confirmation');
    const confirmationSent = at((e) => e.kind === 'mail_sent' && e.details.mailKind === 'order_confirmation');
    const toProcessing = at(
      (e) => e.kind === 'status_changed' && e.text === 'Status changed from pending to processing',
    );
    const toShipped = at(
      (e) => e.kind === 'status_changed' && e.text === 'Status changed from processing to shipped: FedEx 794611223344',
    );
    const shippedQueued = at((e) => e.kind === 'mail_queued' && e.details.mailKind === 'order_shipped');
    const shippedSent = at((e) => e.kind === 'mail_sent' && e.details.mailKind === 'order_shipped');
    const noted = at((e) => e.kind === 'note' && e.text === 'Packed in the gift box.');
    for (const index of [
      paid,
      confirmationQueued,
      confirmationSent,
      toProcessing,
      toShipped,
      shippedQueued,
      shippedSent,
      noted,
    ])
      expect(index).toBeGreaterThan(0);
    expect(paid).toBeLessThan(confirmationQueued);
    expect(confirmationQueued).toBeLessThan(confirmationSent);
    expect(toProcessing).toBeLessThan(toShipped);
    expect(toShipped).toBeLessThan(shippedQueued);
    expect(shippedQueued).toBeLessThan(shippedSent);
    expect(timeline[toProcessing]!.actor).toEqual(byAdmin);
    expect(timeline[toShipped]!.actor).toEqual(byAdmin);
    expect(timeline[noted]!.actor).toEqual(byAdmin);
    expect(timeline[shippedQueued]!.text).toBe(`E-mail queued: Order shipped to ${order.email}`);
  });

  it('says when a cancelled order gave its stock back, and who cancelled it', async () => {
    const order = await place(createClient(), 5, false);
    expect((await admin.put(`/api/orders/${order.orderId}/status`, { orderStatus: 'cancelled' })).status).toBe(200);
    const { timeline } = await page(order.orderId);
    expect(timeline.map((e) => [e.kind, e.text, e.actor.name])).toEqual([
      ['placed', expect.stringMatching(/^Order placed \(\$[\d,.]+\)$/), 'Aida Bekova'],
      ['status_changed', 'Status changed from pending to cancelled', ADMIN.email],
      ['stock_released', 'Stock and coupon uses given back: the order was cancelled', ADMIN.email],
    ]);
    expect(kinds(timeline)).not.toContain('mail_queued');
  });

  it('says when a declined payment cancelled the order and gave its stock back, by the payment provider', async () => {
    const order = await place(createClient(), 6, false);
    const sessionId = new URL(order.url).pathname.split('/').pop()!;
    expect(
      (await createClient().post(`/api/payments/test/${sessionId}`, { cardNumber: '4000 0000 0000 0002' })).status,
    ).toBe(200);
    const { timeline, payments } = await page(order.orderId);
    expect(payments).toEqual([expect.objectContaining({ type: 'failed' })]);
    expect(timeline.slice(1).map((e) => [e.kind, e.text, e.actor.type])).toEqual([
      ['payment', 'Payment failed', 'provider'],
      ['status_changed', 'Status changed from pending to cancelled', 'provider'],
      ['stock_released', 'Stock and coupon uses given back: its payment failed', 'provider'],
    ]);
  });
});
