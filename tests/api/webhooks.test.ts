/**
 * Outgoing webhooks over real HTTP (decision 70), on stores of this file's own: the admin
 * registers a loopback receiver (WEBHOOKS_ALLOW_PRIVATE=true), a guest places and pays an
 * order, and the receiver gets order.placed and order.paid, each signed with the secret shown
 * once and carrying its event id; the delivery log shows them; a resend delivers the same
 * event id again; a shopper or a visitor is refused. A store without the setting refuses a
 * loopback address, and a production store refuses http.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiProduct,
  MessageAnswer,
  WebhookDeliveriesAnswer,
  WebhookEndpointsAnswer,
  WebhookEndpointWithSecret,
} from '#domain/api-answer-schemas.ts';
import { DEMO_CUSTOMER } from '#server/seed/seed.ts';
import { verifySignature } from '#server/services/webhooks/index.ts';
import { guestCheckoutBody } from '#tests/support/checkout-input.ts';
import { createClient } from '#tests/support/http.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { ADMIN } from '#tests/support/store-config.ts';
import { until } from '#tests/support/until.ts';
import { startWebhookReceiver, type WebhookReceiver } from '#tests/support/webhook-receiver.ts';

type Msg = { message: string; errors?: Record<string, string> };

let store: OwnStore;
let strict: OwnStore | undefined;
let receiver: WebhookReceiver;

async function adminOf(s: OwnStore) {
  const login = await createClient().post<{ token: string }>(s.at('/api/auth/login'), ADMIN);
  return createClient({ token: login.body.token });
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  store = await startOwnStore('webhooks', { SEED_DEMO: 'true', WEBHOOKS_ALLOW_PRIVATE: 'true' });
}, 180_000);

afterAll(async () => {
  await receiver?.close();
  await store?.close();
  await strict?.close();
});

describe('webhooks end to end', () => {
  it('delivers order.placed and order.paid, signed with the secret shown once; resend sends the same event id', async () => {
    const admin = await adminOf(store);
    const made = await admin.post<WebhookEndpointWithSecret & Msg>(store.at('/api/webhooks/endpoints'), {
      url: receiver.url,
      events: ['order.paid', 'order.placed'],
    });
    expect(made.status).toBe(201);
    const { endpoint, secret } = made.body;
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({ url: receiver.url, events: ['order.placed', 'order.paid'], enabled: true });
    const listed = await admin.get<WebhookEndpointsAnswer>(store.at('/api/webhooks/endpoints'));
    expect(listed.body.endpoints.map((e) => e._id)).toEqual([endpoint._id]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const products = (await createClient().get<ApiProduct[]>(store.at('/api/products'))).body;
    const product = products.find((p) => p.variants.some((v) => v.sizes.some((s) => s.stock >= 5)))!;
    const variant = product.variants.find((v) => v.sizes.some((s) => s.stock >= 5))!;
    const size = variant.sizes.find((s) => s.stock >= 5)!;
    const shopper = createClient();
    const session = await shopper.post<{ url: string; orderId: string }>(
      store.at('/api/orders/create-checkout-session'),
      guestCheckoutBody(product, variant.color, size.size, 1),
    );
    expect(session.status).toBe(201);
    const sessionId = new URL(session.body.url).pathname.split('/').pop()!;
    const paid = await shopper.post(store.at(`/api/payments/test/${sessionId}`), { cardNumber: '4242424242424242' });
    expect(paid.status).toBe(200);

    await until('both events delivered', async () => (receiver.received.length >= 2 ? true : undefined), 30_000);
    const events = receiver.received.map((r) => {
      const body = JSON.parse(r.body) as { id: string; type: string; data: { order: { id: string } } };
      expect(r.headers['store-event-id']).toBe(body.id);
      expect(r.headers['store-event-type']).toBe(body.type);
      expect(verifySignature(secret, r.headers['store-signature'] as string, r.body, Date.now() / 1000)).toBe(true);
      return [body.type, body.data.order.id];
    });
    expect(events).toEqual([
      ['order.placed', session.body.orderId],
      ['order.paid', session.body.orderId],
    ]);

    const log = await admin.get<WebhookDeliveriesAnswer>(
      store.at(`/api/webhooks/endpoints/${endpoint._id}/deliveries`),
    );
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(2);
    // Newest first.
    expect(log.body.deliveries.map((d) => [d.eventType, d.state, d.lastStatusCode])).toEqual([
      ['order.paid', 'delivered', 200],
      ['order.placed', 'delivered', 200],
    ]);
    const paidDelivery = log.body.deliveries[0]!;
    expect(paidDelivery.eventId).toBe(receiver.received[1]!.headers['store-event-id']);

    const resent = await admin.post(
      store.at(`/api/webhooks/endpoints/${endpoint._id}/deliveries/${paidDelivery._id}/resend`),
    );
    expect(resent.status).toBe(200);
    await until('the resend delivered', async () => (receiver.received.length >= 3 ? true : undefined), 30_000);
    expect(receiver.received[2]!.headers['store-event-id']).toBe(paidDelivery.eventId);

    // A test event, then the endpoint turned off and deleted.
    const ping = await admin.post(store.at(`/api/webhooks/endpoints/${endpoint._id}/ping`));
    expect(ping.status).toBe(201);
    await until('the ping delivered', async () => (receiver.received.length >= 4 ? true : undefined), 30_000);
    expect(receiver.received[3]!.headers['store-event-type']).toBe('ping');
    const off = await admin.patch(store.at(`/api/webhooks/endpoints/${endpoint._id}`), { enabled: false });
    expect(off.body).toMatchObject({ enabled: false });
    const rotated = await admin.post<WebhookEndpointWithSecret>(
      store.at(`/api/webhooks/endpoints/${endpoint._id}/rotate-secret`),
    );
    expect(rotated.body.secret).not.toBe(secret);
    const gone = await admin.delete<MessageAnswer>(store.at(`/api/webhooks/endpoints/${endpoint._id}`));
    expect(gone.status).toBe(200);
    expect((await admin.get(store.at(`/api/webhooks/endpoints/${endpoint._id}/deliveries`))).status).toBe(404);
  });

  it('refuses shoppers and visitors', async () => {
    const demo = await createClient().post<{ token: string }>(store.at('/api/auth/login'), DEMO_CUSTOMER);
    const customer = createClient({ token: demo.body.token });
    const body = { url: receiver.url, events: ['order.paid'] };
    expect((await customer.get(store.at('/api/webhooks/endpoints'))).status).toBe(403);
    expect((await customer.post(store.at('/api/webhooks/endpoints'), body)).status).toBe(403);
    expect((await createClient().post(store.at('/api/webhooks/endpoints'), body)).status).toBe(401);
  });

  it('refuses bad input with the field named', async () => {
    const admin = await adminOf(store);
    const res = await admin.post<Msg>(store.at('/api/webhooks/endpoints'), { url: 'ftp://x.example', events: [] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['events', 'url']);
  });
});

describe('address rules', () => {
  it('a production store without WEBHOOKS_ALLOW_PRIVATE refuses http and loopback addresses', async () => {
    strict = await startOwnStore('webhooks-strict', { NODE_ENV: 'production' });
    const admin = await adminOf(strict);
    const http = await admin.post<Msg>(strict.at('/api/webhooks/endpoints'), {
      url: receiver.url,
      events: ['order.paid'],
    });
    expect(http.status).toBe(400);
    expect(http.body.errors?.url).toMatch(/https/);
    for (const url of [
      'https://127.0.0.1:9/hooks',
      'https://[::1]/',
      'https://169.254.169.254/latest',
      'https://localhost/',
    ]) {
      const res = await admin.post<Msg>(strict.at('/api/webhooks/endpoints'), { url, events: ['order.paid'] });
      expect(res.status, url).toBe(400);
      expect(res.body.errors?.url, url).toMatch(/private network/);
    }
    expect((await admin.get<WebhookEndpointsAnswer>(strict.at('/api/webhooks/endpoints'))).body.endpoints).toEqual([]);
  }, 180_000);
});
