/**
 * Traces over OTLP (decision 71): a store started with OTEL_EXPORTER_OTLP_ENDPOINT sends
 * a checkout's spans to a local collector stand-in — the request's SERVER span named after
 * its route, its database queries and its call to the payment provider (Stripe's stand-in)
 * as CLIENT spans under it, one trace, with the semantic conventions' attributes and no
 * parameter's value. An error logged while a request is handled, even by a part that
 * knows no request, carries the request's id and its trace's id.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { loggerOptions, startServer, type RunningServer } from '#server/start.ts';
import { capturedLogger } from '#tests/support/captured-log.ts';
import { testShippingAddress } from '#tests/support/checkout-input.ts';
import { createOneProduct } from '#tests/support/one-product.ts';
import { OTLP_KIND, startOtlpCollector, type OtlpCollector, type ReceivedSpan } from '#tests/support/otlp-collector.ts';
import { startSmtpCapture } from '#tests/support/smtp-capture.ts';
import { testStoreConfig } from '#tests/support/store-config.ts';
import { startStripeStandIn, type StripeStandIn } from '#tests/support/stripe-stand-in.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';
import { until } from '#tests/support/until.ts';

type Line = { level: number; msg: string; requestId?: string; traceId?: string };

const CHECKOUT_ROUTE = '/api/orders/create-checkout-session';

let collector: OtlpCollector;
let standIn: StripeStandIn;
let store: RunningServer;
let database: TestDatabase;
let dataDir: string;
let closeSmtp: () => Promise<void>;
let product: ApiProduct;
const lines: Line[] = [];

beforeAll(async () => {
  collector = await startOtlpCollector();
  standIn = await startStripeStandIn();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-traces-'));
  database = await createTestDatabase();
  const smtp = await startSmtpCapture(inject('mailDir'));
  closeSmtp = smtp.close;
  const config = testStoreConfig({
    dataDir,
    databaseUrl: database.url,
    smtpUrl: smtp.url,
    env: {
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
      STRIPE_API_URL: standIn.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'store-under-test',
      // Spans leave in batches: a short wait keeps the test's polling short.
      OTEL_BSP_SCHEDULE_DELAY: '50',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
    },
  });
  store = await startServer(config, { ui: { kind: 'none' }, logger: capturedLogger(lines, loggerOptions(config)) });
  product = await createOneProduct(store.url, 'Traced Cape');
}, 180_000);

afterAll(async () => {
  await store?.close();
  await standIn?.close();
  await collector?.close();
  await closeSmtp?.();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

function checkout(requestId: string) {
  const variant = product.variants.find((v) => v.sizes.some((s) => s.stock > 1))!;
  const size = variant.sizes.find((s) => s.stock > 1)!;
  return fetch(`${store.url}${CHECKOUT_ROUTE}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId, 'X-Forwarded-For': '10.9.0.1' },
    body: JSON.stringify({
      cart: {
        items: [{ product: { _id: product._id }, variant: { color: variant.color, size: size.size }, quantity: 1 }],
        appliedCoupon: null,
      },
      shippingAddress: testShippingAddress('traced-shopper@example.com'),
      shippingMethod: 'standard',
    }),
  });
}

/** The checkout's SERVER span answered with `status`, once exported with its Stripe call. */
function checkoutTrace(status: number): Promise<{ server: ReceivedSpan; inTrace: ReceivedSpan[] }> {
  return until(`the checkout's spans (${status})`, async () => {
    const server = collector.spans.find(
      (s) =>
        s.kind === OTLP_KIND.server &&
        s.attributes['http.route'] === CHECKOUT_ROUTE &&
        s.attributes['http.response.status_code'] === status,
    );
    if (!server) return undefined;
    const inTrace = collector.spans.filter((s) => s.traceId === server.traceId);
    return inTrace.some((s) => s.attributes['peer.service'] === 'stripe') ? { server, inTrace } : undefined;
  });
}

describe('traces', () => {
  it("exports a checkout's server span with its database queries and the provider's call nested under it", async () => {
    const res = await checkout('traced-checkout');
    expect(res.status).toBe(201);
    const { server, inTrace } = await checkoutTrace(201);

    expect(server.service).toBe('store-under-test');
    expect(server.name).toBe(`POST ${CHECKOUT_ROUTE}`);
    expect(server.parentSpanId).toBeUndefined();
    expect(server.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': CHECKOUT_ROUTE,
      'url.path': CHECKOUT_ROUTE,
      'url.scheme': 'http',
      'server.address': '127.0.0.1',
    });

    const queries = inTrace.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(queries.length).toBeGreaterThan(3);
    for (const query of queries) {
      expect(query.kind).toBe(OTLP_KIND.client);
      expect(query.parentSpanId).toBe(server.spanId);
      expect(query.attributes['db.system']).toBe('postgresql');
      expect(typeof query.attributes['db.query.text']).toBe('string');
      // Statements with placeholders: the shopper's data never reaches a trace.
      expect(String(query.attributes['db.query.text'])).not.toContain('traced-shopper');
    }
    const operations = new Set(queries.map((q) => q.attributes['db.operation.name']));
    expect(operations).toContain('SELECT');
    expect(operations).toContain('INSERT');

    const stripe = inTrace.filter((s) => s.attributes['peer.service'] === 'stripe');
    expect(stripe).toHaveLength(1);
    expect(stripe[0]!.kind).toBe(OTLP_KIND.client);
    expect(stripe[0]!.parentSpanId).toBe(server.spanId);
    expect(stripe[0]!.attributes).toMatchObject({
      'http.request.method': 'POST',
      'server.address': '127.0.0.1',
      'http.response.status_code': 200,
    });
    expect(String(stripe[0]!.attributes['url.full'])).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/checkout\/sessions$/);
  });

  it("logs a failure inside a request with the request's id and its trace's id", async () => {
    standIn.failCreationWith = 400;
    try {
      expect((await checkout('traced-failure')).status).toBe(503);
    } finally {
      standIn.failCreationWith = null;
    }
    const { server } = await checkoutTrace(503);
    // The provider's error is logged by a part that knows no request: the scope adds the ids.
    const providerError = lines.find((l) => l.level === 50 && l.msg === 'Stripe checkout session failed');
    // Stripe's own request id is named apart (`stripeRequestId`), so the store's stays.
    expect(providerError).toMatchObject({ requestId: 'traced-failure', traceId: server.traceId });
    // The request's own line too.
    expect(lines.find((l) => l.msg === 'request' && l.requestId === 'traced-failure')).toMatchObject({
      traceId: server.traceId,
    });
  });
});
