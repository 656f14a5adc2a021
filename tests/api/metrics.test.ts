/**
 * GET /metrics (decision 71): from this machine its answer parses as Prometheus' text
 * format and holds the store's families with the figures the requests made — route
 * templates, never raw paths, as labels; a request a proxy forwarded (so from elsewhere)
 * is refused unless it carries METRICS_TOKEN.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { testShippingAddress } from '#tests/support/checkout-input.ts';
import { createClient } from '#tests/support/http.ts';
import { createOneProduct } from '#tests/support/one-product.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { parsePrometheusText, type MetricFamily } from '#tests/support/prometheus-text.ts';

const TOKEN = randomBytes(24).toString('hex');

let store: OwnStore;
let product: ApiProduct;

beforeAll(async () => {
  store = await startOwnStore('metrics', { METRICS_TOKEN: TOKEN });
  product = await createOneProduct(store.server.url, 'Counted Cape');
}, 180_000);

afterAll(async () => {
  await store?.close();
});

/** /metrics as a scraper on this machine reads it: no forwarding header. */
async function scrape(headers: Record<string, string> = {}) {
  return fetch(store.at('/metrics'), { headers });
}

async function families(): Promise<Map<string, MetricFamily>> {
  const res = await scrape();
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await res.text());
}

const value = (family: MetricFamily | undefined, labels: Record<string, string> = {}, name = family?.name) =>
  family?.samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0) ?? 0;

describe('GET /metrics', () => {
  it("parses as Prometheus' text format and counts requests, caches, orders, the outbox and the pool", async () => {
    const shopper = createClient({ baseUrl: store.server.url });
    // Twice: the second read of the product comes from the catalogue's cache.
    for (let i = 0; i < 2; i++) expect((await shopper.get(`/api/products/${product._id}`)).status).toBe(200);
    expect((await shopper.get('/api/no-such-thing')).status).toBe(404);
    const variant = product.variants.find((v) => v.sizes.some((s) => s.stock > 0))!;
    const size = variant.sizes.find((s) => s.stock > 0)!;
    const placed = await shopper.post<{ url: string }>('/api/orders/create-checkout-session', {
      cart: {
        items: [{ product: { _id: product._id }, variant: { color: variant.color, size: size.size }, quantity: 1 }],
        appliedCoupon: null,
      },
      shippingAddress: testShippingAddress(),
      shippingMethod: 'standard',
    });
    expect(placed.status).toBe(201);
    const sessionId = new URL(placed.body.url).pathname.split('/').pop()!;
    const paid = await shopper.post(`/api/payments/test/${sessionId}`, { cardNumber: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);

    const metrics = await families();
    const requests = metrics.get('http_requests_total');
    expect(requests?.type).toBe('counter');
    expect(
      value(requests, { method: 'GET', route: '/api/products/:productId', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(2);
    expect(value(requests, { method: 'GET', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    // Route templates only: no label names a product or a session.
    const routes = requests!.samples.map((s) => s.labels.route!);
    expect(routes.filter((r) => r.includes(product._id) || r.includes(sessionId))).toEqual([]);

    const duration = metrics.get('http_request_duration_seconds');
    expect(duration?.type).toBe('histogram');
    expect(
      value(
        duration,
        { method: 'POST', route: '/api/orders/create-checkout-session' },
        'http_request_duration_seconds_count',
      ),
    ).toBe(1);
    expect(metrics.get('http_server_errors_total')?.type).toBe('counter');

    const cache = metrics.get('cache_lookups_total');
    expect(value(cache, { cache: 'catalog', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(value(cache, { cache: 'catalog', result: 'miss' })).toBeGreaterThanOrEqual(1);

    expect(value(metrics.get('orders_placed_total'))).toBe(1);
    expect(value(metrics.get('orders_paid_total'))).toBe(1);
    expect(metrics.get('mail_delivery_failures_total')?.type).toBe('counter');

    const outbox = metrics.get('mail_outbox_messages');
    expect(outbox?.samples.map((s) => s.labels.state).sort()).toEqual(['failed', 'pending', 'retrying']);
    expect(value(outbox, { state: 'failed' })).toBe(0);

    const pool = metrics.get('db_pool_connections');
    expect(value(pool, { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(value(pool, { state: 'waiting' })).toBe(0);

    expect(metrics.get('process_cpu_user_seconds_total')?.type).toBe('counter');
    expect(metrics.get('nodejs_eventloop_lag_seconds')?.type).toBe('gauge');
  });

  it('counts the scrapes themselves: a scrape is counted before its answer leaves, so the next one shows it', async () => {
    const before = value((await families()).get('http_requests_total'), { route: '/metrics' });
    const after = value((await families()).get('http_requests_total'), { route: '/metrics' });
    expect(after).toBe(before + 1);
  });

  it('refuses a request a proxy forwarded from elsewhere, unless it carries the metrics token', async () => {
    const fromElsewhere = { 'X-Forwarded-For': '203.0.113.9' };
    const refused = await scrape(fromElsewhere);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/metrics token/);
    expect((await scrape({ ...fromElsewhere, Authorization: `Bearer ${TOKEN}x` })).status).toBe(403);
    expect((await scrape({ ...fromElsewhere, Authorization: `Basic ${TOKEN}` })).status).toBe(403);
    // A proxy on this very machine connects over loopback: its forwarding header still counts.
    expect((await scrape({ Forwarded: 'for=127.0.0.1' })).status).toBe(403);
    const allowed = await scrape({ ...fromElsewhere, Authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(parsePrometheusText(await allowed.text()).has('http_requests_total')).toBe(true);
  });
});
