/**
 * The store's Prometheus metrics (decision 71), one registry per process, scraped at
 * /metrics (server/api/metrics.ts). Counters count what this process did since it started,
 * as Prometheus expects of every process it scrapes (it sums them over the processes);
 * what is one figure for the whole store (the mail outbox) or for the process's database
 * pool is read when scraped, from the sources `observeStore` is given.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

/** Labels are route templates (`/api/products/:productId`), never raw paths: a bounded set of series. */
export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route template and status class (2xx, 4xx…).',
  labelNames: ['method', 'route', 'status_class'] as const,
  registers: [registry],
});

export const httpServerErrors = new Counter({
  name: 'http_server_errors_total',
  help: 'HTTP requests answered with a 5xx status, by method and route template.',
  labelNames: ['method', 'route'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request reaching the app to its answer being ready, by method and route template.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Hit ratio of a cache: hits / (hits + misses), computed by the reader (PromQL `rate`). */
export const cacheLookups = new Counter({
  name: 'cache_lookups_total',
  help: 'Lookups in a named in-memory cache (catalog, pages), by result (hit or miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

/** A named cache's hit and miss counters, bound once so a lookup only adds one. */
export function cacheCounters(cache: string): { hit: { inc(): void }; miss: { inc(): void } } {
  return { hit: cacheLookups.labels(cache, 'hit'), miss: cacheLookups.labels(cache, 'miss') };
}

export const mailDeliveryFailures = new Counter({
  name: 'mail_delivery_failures_total',
  help: 'Tries to send an e-mail that failed, by whether the message was given up (final) or kept for a retry.',
  labelNames: ['final'] as const,
  registers: [registry],
});

export const ordersPlaced = new Counter({
  name: 'orders_placed_total',
  help: 'Orders placed with a payment session (committed), by this process.',
  registers: [registry],
});

export const ordersPaid = new Counter({
  name: 'orders_paid_total',
  help: 'Orders whose payment was recorded (committed), by this process.',
  registers: [registry],
});

/** What the store reads when scraped: set by the running server (server/start.ts). */
export interface StoreReadings {
  /** Messages of the mail outbox waiting (pending: not tried yet; retrying), and given up (failed). */
  outbox(): Promise<{ pending: number; retrying: number; failed: number }>;
  /** The database connections this process holds: in use, idle, and callers waiting for one. */
  pool(): { total: number; idle: number; waiting: number };
}

let readings: StoreReadings | undefined;

new Gauge({
  name: 'mail_outbox_messages',
  help: 'Messages in the mail outbox by state: pending (not tried yet), retrying, failed (given up). Read when scraped.',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (!readings) return;
    const depth = await readings.outbox();
    for (const [state, count] of Object.entries(depth)) this.set({ state }, count);
  },
});

new Gauge({
  name: 'db_pool_connections',
  help: "This process's database connections: total open, idle, and waiting (callers queued for one).",
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    if (!readings) return;
    for (const [state, count] of Object.entries(readings.pool())) this.set({ state }, count);
  },
});

let processMetrics = false;

/** Starts the Node process metrics (once per process) and reads the store through `source` when scraped. */
export function observeStore(source: StoreReadings): () => void {
  if (!processMetrics) {
    processMetrics = true;
    collectDefaultMetrics({ register: registry });
  }
  readings = source;
  return () => {
    if (readings === source) readings = undefined;
  };
}

/** The registry in Prometheus' text format, and its content type. */
export async function metricsText(): Promise<{ text: string; contentType: string }> {
  return { text: await registry.metrics(), contentType: registry.contentType };
}
