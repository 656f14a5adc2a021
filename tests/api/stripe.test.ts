/**
 * Paying with Stripe Checkout over real HTTP: a store started with STRIPE_SECRET_KEY,
 * STRIPE_WEBHOOK_SECRET and STRIPE_API_URL pointing at a local stand-in for Stripe's API.
 * Checkout asks the stand-in for a session charging exactly the order's total; signed
 * webhook events pay or cancel the order once; unsigned ones change nothing. Refunds go
 * through Stripe's refund API with the refund's idempotency key, and a refund made in Stripe's
 * dashboard (`charge.refunded`) is recorded once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ORDER_MESSAGES } from '#domain/orders.ts';
import type { ApiProduct, OrderPageAnswer, RefundAnswer } from '#domain/api-answer-schemas.ts';
import { PaymentProviderError } from '#server/payments/provider.ts';
import { createStripePaymentProvider } from '#server/payments/stripe-provider.ts';
import { STRIPE_WEBHOOK_MESSAGES } from '#server/payments/stripe-webhook.ts';
import type { ApiCoupon } from '#server/services/coupons/index.ts';
import type { ApiOrder } from '#server/services/orders/index.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { storeAnswers } from '#tests/support/documented-answers.ts';
import { createClient, getJson } from '#tests/support/http.ts';
import { waitForMail } from '#tests/support/mailbox.ts';
import { startSmtpCapture } from '#tests/support/smtp-capture.ts';
import { testShippingAddress } from '#tests/support/checkout-input.ts';
import { ADMIN, testStoreConfig } from '#tests/support/store-config.ts';
import { startStripeStandIn, type FormValue, type StripeStandIn } from '#tests/support/stripe-stand-in.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { countWritten } from '#tests/support/outbox.ts';

type Msg = { message: string };
type Placed = { url: string; orderId: string; token: string } & Msg;
type Pick = { product: ApiProduct; color: string; size: string; stock: number; price: number };
type Form = Record<string, FormValue> & {
  line_items: {
    quantity: string;
    price_data: { currency: string; unit_amount: string; product_data: { name: string; description?: string } };
  }[];
  shipping_options: { shipping_rate_data: { fixed_amount: { amount: string; currency: string } } }[];
  metadata: Record<string, string>;
};

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

let standIn: StripeStandIn;
let store: RunningServer;
let database: TestDatabase;
let dataDir: string;
let closeSmtp: () => Promise<void>;
let admin: ReturnType<typeof createClient>;
let picks: Pick[];

const at = (p: string) => `${store.url}${p}`;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-stripe-'));
  database = await createTestDatabase();
  // Mail goes to the suite's capture directory, where the mailbox helpers read it.
  const smtp = await startSmtpCapture(inject('mailDir'));
  closeSmtp = smtp.close;
  const config = testStoreConfig({
    dataDir,
    databaseUrl: database.url,
    smtpUrl: smtp.url,
    env: { STRIPE_SECRET_KEY: standIn.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url },
  });
  store = await startServer(config, { ui: { kind: 'none' } });
  const login = await createClient().post<{ token: string }>(at('/api/auth/login'), ADMIN);
  admin = createClient({ token: login.body.token });
  const products = (await getJson<ApiProduct[]>(at('/api/products'))).body;
  picks = products.flatMap((product) =>
    product.variants.flatMap((v) =>
      v.sizes
        .filter((s) => s.stock >= 5)
        .map((s) => ({ product, color: v.color, size: s.size, stock: s.stock, price: s.discountedPrice })),
    ),
  );
}, 120_000);

afterAll(async () => {
  await store?.close();
  await standIn?.close();
  await closeSmtp?.();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

let nextPick = 0;
const takePick = () => picks[nextPick++]!;

async function stockOf(p: Pick): Promise<number> {
  const product = (await getJson<ApiProduct>(at(`/api/products/${p.product._id}`))).body;
  return product.variants.find((v) => v.color === p.color)!.sizes.find((s) => s.size === p.size)!.stock;
}

async function couponUses(id: string): Promise<number> {
  return (await admin.get<ApiCoupon[]>(at('/api/coupons'))).body.find((c) => c._id === id)!.usedCount;
}

async function newCoupon(value: number, maxUses = 10): Promise<ApiCoupon> {
  const code = `STR${randomUUID().slice(0, 6)}`.toUpperCase();
  return (await admin.post<ApiCoupon>(at('/api/coupons'), { code, type: 'fixed', value, appliesTo: 'global', maxUses }))
    .body;
}

function checkout(lines: { pick: Pick; quantity: number }[], extra: { coupon?: string; email?: string } = {}) {
  return createClient().post<Placed>(at('/api/orders/create-checkout-session'), {
    cart: {
      items: lines.map(({ pick, quantity }) => ({
        product: { _id: pick.product._id },
        variant: { color: pick.color, size: pick.size },
        quantity,
      })),
      appliedCoupon: extra.coupon ? { code: extra.coupon } : null,
    },
    shippingAddress: testShippingAddress(extra.email),
    shippingMethod: 'express',
  });
}

const orderOf = async (placed: Placed) =>
  (await createClient().get<ApiOrder>(at(`/api/orders/${placed.orderId}?token=${placed.token}`))).body;
const sessionOf = (placed: Placed) => standIn.sessions.get(new URL(placed.url).pathname.split('/').pop()!)!;
const cents = (units: number) => Math.round(units * 100);

/** Stripe's event for a session, as its webhook sends it. */
function stripeEvent(type: string, session: object, id = `evt_${randomBytes(12).toString('hex')}`) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: session },
  };
}

/** Posts `payload` to the webhook, signed with `secret` (the store's by default). */
async function deliver(payload: string, secret: string | null = WEBHOOK_SECRET) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (secret) headers['Stripe-Signature'] = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return getJson<{ received?: boolean } & Msg>(at('/api/payments/stripe/webhook'), {
    method: 'POST',
    headers,
    body: payload,
  });
}

/**
 * The status of a POST on a connection of its own: the server closes a connection whose
 * body it refused unread, which must not be one the other requests reuse. The answer is
 * checked against the published document as every other.
 */
function postOnItsOwnConnection(pathname: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      at(pathname),
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            storeAnswers().check({
              method: 'POST',
              url: pathname,
              status: res.statusCode!,
              contentType: res.headers['content-type'] ?? null,
              text,
            });
            resolve(res.statusCode!);
          } catch (err) {
            reject(err as Error);
          }
        });
      },
    );
    // The server may close before it has read everything sent; the answer is what counts.
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err),
    );
    req.end(body);
  });
}

describe('checkout with Stripe', () => {
  it('creates a session charging exactly the order total, net of its discount, and answers its URL', async () => {
    const [a, b] = [takePick(), takePick()];
    const coupon = await newCoupon(1);
    const email = `stripe-${randomUUID().slice(0, 8)}@example.com`;
    const before = standIn.created.length;
    const startedAt = Math.floor(Date.now() / 1000);
    const placed = await checkout(
      [
        { pick: a, quantity: 3 },
        { pick: b, quantity: 1 },
      ],
      { coupon: coupon.code!, email },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.url).toBe(sessionOf(placed.body).url);
    expect(placed.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const order = await orderOf(placed.body);
    expect(order).toMatchObject({ paymentMethod: 'stripe', paymentStatus: 'pending', couponCode: coupon.code });
    expect(order.total - order.discountedTotal).toBeGreaterThan(0);

    expect(standIn.created).toHaveLength(before + 1);
    const form = standIn.created.at(-1) as Form;
    expect(form).toMatchObject({
      mode: 'payment',
      customer_email: email,
      client_reference_id: placed.body.orderId,
      metadata: { orderId: placed.body.orderId },
      success_url: `http://shop.test/checkout/success?order=${placed.body.orderId}&token=${placed.body.token}`,
      cancel_url: `http://shop.test/checkout/payment?cancelled=1&order=${placed.body.orderId}&token=${placed.body.token}`,
    });
    const lineTotal = form.line_items.reduce(
      (sum, l) => sum + Number(l.price_data.unit_amount) * Number(l.quantity),
      0,
    );
    const shipping = Number(form.shipping_options[0]!.shipping_rate_data.fixed_amount.amount);
    expect(form.line_items.every((l) => l.price_data.currency === 'usd')).toBe(true);
    expect(form.shipping_options[0]!.shipping_rate_data.fixed_amount.currency).toBe('usd');
    expect(shipping).toBe(cents(order.shippingCost));
    expect(lineTotal).toBe(cents(order.discountedTotal));
    expect(lineTotal + shipping).toBe(cents(order.finalTotal));
    expect(sessionOf(placed.body).amount_total).toBe(cents(order.finalTotal));
    expect(form.line_items.map((l) => l.price_data.product_data.name).join(' | ')).toContain(a.product.name);
    expect(
      form.line_items.some((l) => l.price_data.product_data.description?.startsWith('Includes a discount of $')),
    ).toBe(true);
    // Stripe wants at least 30 minutes: the store asks for its 30 plus a minute's margin.
    const expiresAt = Number(form.expires_at);
    expect(expiresAt - startedAt).toBeGreaterThanOrEqual(31 * 60 - 2);
    expect(expiresAt - startedAt).toBeLessThanOrEqual(32 * 60);

    expect(await stockOf(a)).toBe(a.stock - 3);
    expect(await couponUses(coupon._id)).toBe(1);
  });

  it('shows a line whose discount does not divide by its quantity as one item at its net amount', async () => {
    const p = takePick();
    const coupon = await newCoupon(1);
    const placed = await checkout([{ pick: p, quantity: 3 }], { coupon: coupon.code! });
    expect(placed.status).toBe(201);
    const order = await orderOf(placed.body);
    const form = standIn.created.at(-1) as Form;
    expect(form.line_items).toEqual([
      {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: String(cents(p.price) * 3 - 100),
          product_data: {
            name: `${p.product.name} (${p.color}, ${p.size}) × 3`,
            description: 'Includes a discount of $1.00',
          },
        },
      },
    ]);
    expect(sessionOf(placed.body).amount_total).toBe(cents(order.finalTotal));
  });

  it('when Stripe fails, answers a message and keeps nothing: no order, stock and coupon use as they were', async () => {
    const p = takePick();
    const coupon = await newCoupon(1);
    const email = `stripe-fail-${randomUUID().slice(0, 8)}@example.com`;
    standIn.failCreationWith = 500;
    try {
      const placed = await checkout([{ pick: p, quantity: 2 }], { coupon: coupon.code!, email });
      expect(placed.status).toBe(503);
      expect(placed.body.message).toBe(ORDER_MESSAGES.paymentFailed);
    } finally {
      standIn.failCreationWith = null;
    }
    expect(await stockOf(p)).toBe(p.stock);
    expect(await couponUses(coupon._id)).toBe(0);
    const all = (await admin.get<ApiOrder[]>(at('/api/orders/all'))).body;
    expect(all.some((o) => o.user.email === email)).toBe(false);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('refuses a missing or wrong signature (400) and changes nothing', async () => {
    const p = takePick();
    const placed = (await checkout([{ pick: p, quantity: 1 }])).body;
    const session = { ...sessionOf(placed), status: 'complete', payment_status: 'paid' };
    const payload = JSON.stringify(stripeEvent('checkout.session.completed', session));

    for (const res of [
      await deliver(payload, null),
      await deliver(payload, `whsec_${randomBytes(16).toString('hex')}`),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: STRIPE_WEBHOOK_MESSAGES.badSignature });
    }
    // A body changed after signing is refused too.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await getJson<Msg>(at('/api/payments/stripe/webhook'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.status).toBe(400);
    // The API's body limit holds here too: nothing past 1 MB is read.
    expect(
      await postOnItsOwnConnection(
        '/api/payments/stripe/webhook',
        JSON.stringify({ ...JSON.parse(payload), padding: 'x'.repeat(1024 * 1024) }),
      ),
    ).toBe(413);
    expect((await orderOf(placed)).paymentStatus).toBe('pending');
    expect(await stockOf(p)).toBe(p.stock - 1);
  });

  it('a signed checkout.session.completed pays the order once and e-mails the confirmation; a replay changes nothing', async () => {
    const p = takePick();
    const email = `stripe-paid-${randomUUID().slice(0, 8)}@example.com`;
    const placed = (await checkout([{ pick: p, quantity: 2 }], { email })).body;
    const session = { ...sessionOf(placed), status: 'complete', payment_status: 'paid' };
    // Pretty-printed on purpose: the signature is checked over the bytes as sent.
    const payload = JSON.stringify(stripeEvent('checkout.session.completed', session), null, 2);

    const res = await deliver(payload);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(await orderOf(placed)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'pending' });
    const mail = await waitForMail(email);
    expect(mail).toContain(p.product.name);
    expect(mail).toContain(`http://shop.test/checkout/success?order=${placed.orderId}&token=${placed.token}`);

    const replay = await deliver(payload);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true });
    // An expiry arriving after payment changes nothing either.
    expect(
      (await deliver(JSON.stringify(stripeEvent('checkout.session.expired', { ...session, status: 'expired' }))))
        .status,
    ).toBe(200);
    expect(await orderOf(placed)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'pending' });
    expect(await stockOf(p)).toBe(p.stock - 2);
    expect(await countWritten(store.database.db, email)).toBe(1);
  });

  it('does not pay an order for a different amount or currency, nor for a session completed unpaid', async () => {
    const p = takePick();
    const email = `stripe-wrong-${randomUUID().slice(0, 8)}@example.com`;
    const placed = (await checkout([{ pick: p, quantity: 1 }], { email })).body;
    const session = { ...sessionOf(placed), status: 'complete', payment_status: 'paid' };

    const short = await deliver(
      JSON.stringify(stripeEvent('checkout.session.completed', { ...session, amount_total: session.amount_total - 1 })),
    );
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('The payment does not match the order amount.');
    const euros = await deliver(
      JSON.stringify(stripeEvent('checkout.session.completed', { ...session, currency: 'eur' })),
    );
    expect(euros.status).toBe(400);
    // A delayed payment method completes the session unpaid: nothing to do yet.
    const unpaid = await deliver(
      JSON.stringify(stripeEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' })),
    );
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toEqual({ received: true });
    // Events the store does not act on are acknowledged and ignored.
    const other = await deliver(JSON.stringify(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' })));
    expect(other.status).toBe(200);

    expect(await orderOf(placed)).toMatchObject({ paymentStatus: 'pending', orderStatus: 'pending' });
    expect(await countWritten(store.database.db, email)).toBe(0);

    // The delayed payment succeeding later pays the order.
    const later = await deliver(JSON.stringify(stripeEvent('checkout.session.async_payment_succeeded', session)));
    expect(later.status).toBe(200);
    expect((await orderOf(placed)).paymentStatus).toBe('paid');
  });

  it('checkout.session.expired cancels the order and gives back its stock and coupon use', async () => {
    const p = takePick();
    const coupon = await newCoupon(1);
    const placed = (await checkout([{ pick: p, quantity: 2 }], { coupon: coupon.code! })).body;
    expect(await stockOf(p)).toBe(p.stock - 2);
    expect(await couponUses(coupon._id)).toBe(1);

    const event = JSON.stringify(stripeEvent('checkout.session.expired', { ...sessionOf(placed), status: 'expired' }));
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await orderOf(placed)).toMatchObject({ paymentStatus: 'failed', orderStatus: 'cancelled' });
    expect(await stockOf(p)).toBe(p.stock);
    expect(await couponUses(coupon._id)).toBe(0);

    // Replayed, it gives nothing back twice.
    expect((await deliver(event)).status).toBe(200);
    expect(await stockOf(p)).toBe(p.stock);
    expect(await couponUses(coupon._id)).toBe(0);
  });

  it('checkout.session.async_payment_failed cancels the order', async () => {
    const p = takePick();
    const placed = (await checkout([{ pick: p, quantity: 1 }])).body;
    const res = await deliver(
      JSON.stringify(
        stripeEvent('checkout.session.async_payment_failed', {
          ...sessionOf(placed),
          status: 'complete',
          payment_status: 'unpaid',
        }),
      ),
    );
    expect(res.status).toBe(200);
    expect(await orderOf(placed)).toMatchObject({ paymentStatus: 'failed', orderStatus: 'cancelled' });
    expect(await stockOf(p)).toBe(p.stock);
  });

  it('does not exist on a store without Stripe', async () => {
    const res = await getJson<Msg>(new URL('/api/payments/stripe/webhook', inject('baseUrl')).toString(), {
      method: 'POST',
      body: '{}',
    });
    expect(res.status).toBe(404);
  });
});

describe('expiring a Stripe session', () => {
  it('expires an open session, leaves an ended one as it is, and reports a session Stripe does not know', async () => {
    const provider = createStripePaymentProvider({ secretKey: standIn.secretKey, apiUrl: standIn.url });
    const placed = (await checkout([{ pick: takePick(), quantity: 1 }])).body;
    const session = sessionOf(placed);
    await provider.cancelSession(session.id);
    expect(session.status).toBe('expired');
    await expect(provider.cancelSession(session.id)).resolves.toBeUndefined();
    // A paid session cannot be cancelled: the order waits for its payment event.
    session.status = 'complete';
    await expect(provider.cancelSession(session.id)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider.cancelSession('cs_test_unknown')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('refunds with Stripe', () => {
  /** An order paid through a signed checkout.session.completed (Stripe names its PaymentIntent). */
  async function paidThroughStripe() {
    const p = takePick();
    const placed = (await checkout([{ pick: p, quantity: 2 }])).body;
    const session = { ...sessionOf(placed), status: 'complete', payment_status: 'paid' };
    expect((await deliver(JSON.stringify(stripeEvent('checkout.session.completed', session)))).status).toBe(200);
    const page = (await admin.get<OrderPageAnswer>(at(`/api/orders/${placed.orderId}/page`))).body;
    expect(page.order.paymentStatus).toBe('paid');
    return { placed, session, page };
  }
  const refundsOf = async (orderId: string) =>
    (await admin.get<OrderPageAnswer>(at(`/api/orders/${orderId}/page`))).body.refunds;
  /** Stripe's charge.refunded for the session's payment, with everything refunded of it so far. */
  const chargeRefunded = (session: { payment_intent: string; amount_total: number }, refunded: number, id?: string) =>
    JSON.stringify(
      stripeEvent(
        'charge.refunded',
        {
          id: `ch_${randomBytes(8).toString('hex')}`,
          object: 'charge',
          amount: session.amount_total,
          amount_refunded: refunded,
          currency: 'usd',
          payment_intent: session.payment_intent,
          refunded: refunded >= session.amount_total,
        },
        id,
      ),
    );

  it('refunds a line through Stripe with the refund’s idempotency key, once however often it is sent', async () => {
    const { placed, session, page } = await paidThroughStripe();
    const body = {
      idempotencyKey: randomUUID(),
      lines: [{ itemId: page.order.items[0]!._id, quantity: 1 }],
      shipping: false,
      reason: 'Too small',
      restock: false,
    };
    const first = await admin.post<RefundAnswer & Msg>(at(`/api/orders/${placed.orderId}/refunds`), body);
    expect(first.status, first.body.message).toBe(201);
    const again = await admin.post<RefundAnswer & Msg>(at(`/api/orders/${placed.orderId}/refunds`), body);
    expect(again.status).toBe(200);
    expect(again.body.refund._id).toBe(first.body.refund._id);
    const made = standIn.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(made).toEqual([
      expect.objectContaining({
        amount: cents(first.body.refund.amount),
        idempotencyKey: body.idempotencyKey,
        metadata: { orderId: placed.orderId },
      }),
    ]);
    expect(first.body.refund.amount).toBe(page.order.items[0]!.variant.discountedPrice);
    expect(first.body.order.paymentStatus).toBe('partially_refunded');
    // Stripe then reports the refund the store made: nothing more is recorded.
    expect((await deliver(chargeRefunded(session, made[0]!.amount))).status).toBe(200);
    expect(await refundsOf(placed.orderId)).toHaveLength(1);
  });

  it('answers 503 and refunds nothing when Stripe refuses; the same request works once Stripe is back', async () => {
    const { placed, session, page } = await paidThroughStripe();
    const body = { idempotencyKey: randomUUID(), lines: [], shipping: true, reason: 'Late', restock: false };
    standIn.failRefundsWith = 500;
    try {
      const refused = await admin.post<Msg>(at(`/api/orders/${placed.orderId}/refunds`), body);
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(
        'The payment provider did not make the refund. Nothing was refunded; please try again.',
      );
      expect(await refundsOf(placed.orderId)).toEqual([]);
    } finally {
      standIn.failRefundsWith = null;
    }
    const retried = await admin.post<RefundAnswer & Msg>(at(`/api/orders/${placed.orderId}/refunds`), body);
    expect(retried.status, retried.body.message).toBe(201);
    expect(retried.body.refund.amount).toBe(page.order.shippingCost);
    expect(standIn.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
  });

  it('records a refund made in Stripe’s dashboard once, with its e-mail and timeline entry; a replay changes nothing', async () => {
    const { placed, session } = await paidThroughStripe();
    const email = (await orderOf(placed)).shippingAddress.email;
    const event = chargeRefunded(session, 500);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    // Another event saying the same total: nothing new went back.
    expect((await deliver(chargeRefunded(session, 500))).status).toBe(200);
    const refunds = await refundsOf(placed.orderId);
    expect(refunds).toEqual([
      expect.objectContaining({ source: 'provider', status: 'succeeded', amount: 5, by: 'stripe', lines: [] }),
    ]);
    const page = (await admin.get<OrderPageAnswer>(at(`/api/orders/${placed.orderId}/page`))).body;
    expect(page.order.paymentStatus).toBe('partially_refunded');
    expect(page.timeline.filter((e) => e.kind === 'refunded').map((e) => e.text)).toEqual([
      'Refunded $5.00 at the payment provider: Refunded at the payment provider',
    ]);
    expect(await waitForMail(email, 0, 'has been partly refunded')).toContain(
      'Reason: Refunded at the payment provider',
    );
    // The rest refunded in the dashboard: the order is refunded.
    expect((await deliver(chargeRefunded(session, session.amount_total))).status).toBe(200);
    expect((await orderOf(placed)).paymentStatus).toBe('refunded');
    expect((await refundsOf(placed.orderId)).map((r) => cents(r.amount))).toEqual([500, session.amount_total - 500]);
  });
});
