/**
 * `npm run bench`'s sale scenario (decision 53): shoppers read product pages, listings and
 * searches on `connections` connections while checkouts of other products run beside them
 * at a steady rate, as in a sale. The same reads are first measured without checkouts, so
 * the two can be compared; a probe meanwhile buys one unit of its own product now and then
 * and times how long its answer and its page take to show the new stock.
 *
 * The products checked out and the probe's product hold plenty of stock (no size sells out,
 * so each checkout changes the stock of its product alone) and appear in none of the
 * listings and searches read.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { catalogQueryToSearch, DEFAULT_CATALOG_QUERY, type CatalogQuery } from '#domain/catalog-query.ts';
import type { Database } from '#server/db/client.ts';
import { sizes, variants } from '#server/db/schema.ts';
import { createCatalogService } from '#server/services/catalog/index.ts';

/** Checkouts per second during the sale. */
export const SALE_CHECKOUTS_PER_SECOND = 20;
/** Different products checked out (in turn). */
const SALE_PRODUCTS = 20;
/** Product pages read (in turn). */
const SALE_PAGES = 8;
/** Stock of every product checked out: more than any run takes. */
const SALE_STOCK = 10_000_000;
/**
 * Checkouts under way at most: past it a due checkout is not sent (and counted), since a
 * store that cannot keep up would otherwise pile up requests without bound.
 */
const MAX_CHECKOUTS_IN_FLIGHT = 40;
/** How long the probe waits for a purchase to show before it counts it as never shown. */
const FRESHNESS_LIMIT_MS = 5_000;

export const SHIPPING_ADDRESS = {
  email: 'bench@example.com',
  phone: '+996 555 123 456',
  firstName: 'Aida',
  lastName: 'Bekova',
  country: 'KG',
  address: '1 Chui Avenue',
  city: 'Bishkek',
  postalCode: '720001',
};

/** One autocannon run's figures. */
export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p97_5: number; p99: number; max: number };
  requests: number;
  /** Answers other than 2xx, by status. */
  failedStatuses: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
}

export function figuresOf(name: string, r: autocannon.Result): LoadFigures {
  const failedStatuses: Record<string, number> = {};
  for (const [status, stat] of Object.entries(r.statusCodeStats ?? {})) {
    if (!status.startsWith('2')) failedStatuses[status] = (stat as { count: number }).count;
  }
  return {
    name,
    requestsPerSecond: Math.round(r.requests.average),
    latencyMs: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    requests: r.requests.total,
    failedStatuses,
    errors: r.errors + r.timeouts,
  };
}

/** Why a run's figures cannot be trusted: no request completed, or an answer was not a success. */
export function failureOf(f: LoadFigures): string | null {
  if (f.requests === 0) return `${f.name}: no request completed`;
  const failed = Object.values(f.failedStatuses).reduce((a, b) => a + b, 0);
  if (failed > 0 || f.errors > 0)
    return `${f.name}: ${failed} answers were not 2xx (${JSON.stringify(f.failedStatuses)}), ${f.errors} errors or timeouts`;
  return null;
}

/** A guest's checkout of one unit of the product's first size, as the payment step sends it. */
export function checkoutBody(product: Pick<ApiProduct, '_id' | 'name' | 'category' | 'variants'>) {
  const variant = product.variants[0]!;
  const size = variant.sizes[0]!;
  return {
    cart: {
      items: [
        {
          _id: `${product._id}-${variant.color}-${size.size}`,
          product: { _id: product._id, name: product.name, category: product.category },
          variant: {
            color: variant.color,
            size: size.size,
            price: size.discountedPrice,
            discountedPrice: size.discountedPrice,
            images: [],
          },
          quantity: 1,
        },
      ],
    },
    shippingAddress: SHIPPING_ADDRESS,
    shippingMethod: 'standard',
  };
}

export interface SaleFixture {
  pages: string[];
  listings: string[];
  searches: string[];
  checkouts: ReturnType<typeof checkoutBody>[];
  /** The probe's product: bought one unit at a time, its answer and page read until they show it. */
  probe: { productId: string; body: ReturnType<typeof checkoutBody> };
}

/**
 * The sale's reads (several product pages, listings and search terms) and the products it
 * checks out: the oldest products, outside every answer read, given plenty of stock.
 */
export async function prepareSale(database: Database, avoid: readonly string[]): Promise<SaleFixture> {
  const catalog = createCatalogService(database.db);
  const categories = (await catalog.catalogFacets()).categories
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((c) => c.name);
  const category = (i: number) => [categories[i % categories.length]!];
  const queries: CatalogQuery[] = [
    { ...DEFAULT_CATALOG_QUERY, category: category(0) },
    { ...DEFAULT_CATALOG_QUERY, category: category(1), sort: 'price-asc' },
    { ...DEFAULT_CATALOG_QUERY, category: category(2), inStock: true, sort: 'top-rated' },
    { ...DEFAULT_CATALOG_QUERY, inStock: true, sort: 'price-desc' },
  ];
  const terms = ['wool', 'linen shirt', category(0)[0]!.toLowerCase()];
  const read = new Set(avoid);
  const listed = await Promise.all(queries.map((q) => catalog.listCatalog(q)));
  for (const page of listed) for (const p of page.products) read.add(p._id);
  for (const term of terms) for (const id of await catalog.searchProductIds(term)) read.add(id);

  const others = (await catalog.listProductIds())
    .map((p) => p.id)
    .filter((id) => !read.has(id))
    .slice(-(SALE_PRODUCTS + 1));
  if (others.length < SALE_PRODUCTS + 1) throw new Error('the catalogue is too small for the sale scenario');
  await database.db
    .update(sizes)
    .set({ stock: SALE_STOCK })
    .where(
      inArray(
        sizes.variantId,
        sql`(select ${variants.id} from ${variants} where ${inArray(variants.productId, others)})`,
      ),
    );
  const bought = await catalog.productsByIds(others);
  const [probe, ...checkedOut] = bought;
  return {
    pages: listed[0]!.products.slice(0, SALE_PAGES).map((p) => `/products/${p._id}`),
    listings: queries.map((q) => `/api/products?${catalogQueryToSearch(q).replace(/^\?/, '')}`),
    searches: terms.map((t) => `/api/products/search?query=${encodeURIComponent(t)}`),
    checkouts: checkedOut.map(checkoutBody),
    probe: { productId: probe!._id, body: checkoutBody(probe!) },
  };
}

export interface SaleRun {
  checkoutsPerSecond: number;
  loadAverage: { before: number[]; after: number[] };
  /** The reads alone. */
  quiet: LoadFigures[];
  /** The same reads with checkouts beside them. */
  sale: LoadFigures[];
  checkouts: LoadFigures;
  /** Checkouts that fell due while MAX_CHECKOUTS_IN_FLIGHT were under way, so were not sent. */
  checkoutsNotSent: number;
  /** Milliseconds from a checkout's answer until the product's answer and page show it. */
  freshness: {
    purchases: number;
    answerMs: { p50: number; max: number };
    pageMs: { p50: number; max: number };
    /** Purchases whose answer and page showed on the very first read after the checkout's answer. */
    shownOnFirstRead: number;
  };
}

type Request = { method: 'GET'; path: string };

function loadOf(url: string, requests: Request[], connections: number, duration: number) {
  return autocannon({ url, connections, duration, headers: { 'accept-encoding': 'br' }, requests });
}

/** The read groups and how many of the connections each gets (pages and listings 4 in 10, search 2). */
function readGroups(f: SaleFixture, connections: number) {
  const gets = (paths: string[]): Request[] => paths.map((path) => ({ method: 'GET', path }));
  const share = (n: number) => Math.max(1, Math.round((connections * n) / 10));
  return [
    { name: 'product pages (SSR)', requests: gets(f.pages), connections: share(4) },
    { name: 'listings', requests: gets(f.listings), connections: share(4) },
    { name: 'search', requests: gets(f.searches), connections: share(2) },
  ];
}

/**
 * Checkouts at a steady rate, whatever their answers' pace (a paced loop, not a fixed
 * number of connections each waiting for its answer): `bodies` in turn.
 */
async function checkoutsAtRate(url: string, bodies: unknown[], seconds: number) {
  const latencies: number[] = [];
  const failedStatuses: Record<string, number> = {};
  let errors = 0;
  let notSent = 0;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const end = started + seconds * 1000;
  for (let i = 0; ; i++) {
    const due = started + (i * 1000) / SALE_CHECKOUTS_PER_SECOND;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (inFlight.size >= MAX_CHECKOUTS_IN_FLIGHT) {
      notSent += 1;
      continue;
    }
    const sent = performance.now();
    const checkout = fetch(`${url}/api/orders/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bodies[i % bodies.length]),
    }).then(
      async (res) => {
        await res.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (res.status < 200 || res.status > 299) failedStatuses[res.status] = (failedStatuses[res.status] ?? 0) + 1;
      },
      () => {
        errors += 1;
      },
    );
    inFlight.add(checkout);
    void checkout.finally(() => inFlight.delete(checkout));
  }
  await Promise.all(inFlight);
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(sorted, p));
  const figures: LoadFigures = {
    name: 'checkouts',
    requestsPerSecond: Math.round(latencies.length / seconds),
    latencyMs: { p50: at(50), p90: at(90), p97_5: at(97.5), p99: at(99), max: Math.round(sorted.at(-1) ?? NaN) },
    requests: latencies.length,
    failedStatuses,
    errors,
  };
  return { figures, notSent };
}

async function readAll(url: string, f: SaleFixture, connections: number, duration: number) {
  const groups = readGroups(f, connections);
  const results = await Promise.all(groups.map((g) => loadOf(url, g.requests, g.connections, duration)));
  return results.map((r, i) => figuresOf(groups[i]!.name, r));
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Buys one unit of the probe's product, again and again until `until`, and times from each
 * checkout's answer to the first read of the product's answer, and of its page, that shows it.
 */
async function probeFreshness(url: string, f: SaleFixture, until: number) {
  const answerMs: number[] = [];
  const pageMs: number[] = [];
  const stock = async () =>
    ((await (await fetch(`${url}/api/products/${f.probe.productId}`)).json()) as ApiProduct).variants[0]!.sizes[0]!
      .stock;
  const page = async () => (await fetch(`${url}/products/${f.probe.productId}`)).text();
  let late = 0;
  /** Reads until `shows`: the time since `from`, and whether the first read showed it. */
  const poll = async (shows: () => Promise<boolean>, from: number) => {
    let first = true;
    while (!(await shows())) {
      first = false;
      if (performance.now() - from > FRESHNESS_LIMIT_MS)
        throw new Error(`a purchase did not show within ${FRESHNESS_LIMIT_MS} ms`);
      await new Promise((r) => setTimeout(r, 2));
    }
    return { ms: performance.now() - from, first };
  };
  while (performance.now() < until) {
    const [before, pageBefore] = [await stock(), await page()];
    const bought = await fetch(`${url}/api/orders/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(f.probe.body),
    });
    if (bought.status !== 201)
      throw new Error(`the probe's checkout answered ${bought.status}: ${await bought.text()}`);
    const answered = performance.now();
    const answer = await poll(async () => (await stock()) === before - 1, answered);
    const shown = await poll(async () => (await page()) !== pageBefore, answered);
    answerMs.push(answer.ms);
    pageMs.push(shown.ms);
    if (!answer.first || !shown.first) late += 1;
    await new Promise((r) => setTimeout(r, 250));
  }
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { p50: Math.round(percentile(sorted, 50)), max: Math.round(sorted.at(-1) ?? NaN) };
  };
  const purchases = answerMs.length;
  return { purchases, answerMs: summary(answerMs), pageMs: summary(pageMs), shownOnFirstRead: purchases - late };
}

/** The scenario: reads alone, then reads beside checkouts and the freshness probe. */
export async function runSale(
  url: string,
  f: SaleFixture,
  { connections, seconds, warmupSeconds }: { connections: number; seconds: number; warmupSeconds: number },
): Promise<SaleRun> {
  const before = os.loadavg();
  // Every page and answer read once first, so neither phase pays for the first renders.
  for (const path of [...f.pages, ...f.listings, ...f.searches]) {
    const res = await fetch(url + path, { headers: { 'accept-encoding': 'br' } });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    await res.arrayBuffer();
  }
  await readAll(url, f, connections, warmupSeconds);
  const quiet = await readAll(url, f, connections, seconds);
  const [sale, checkouts, freshness] = await Promise.all([
    readAll(url, f, connections, seconds),
    checkoutsAtRate(url, f.checkouts, seconds),
    probeFreshness(url, f, performance.now() + (seconds - 1) * 1000),
  ]);
  return {
    checkoutsPerSecond: SALE_CHECKOUTS_PER_SECOND,
    loadAverage: { before, after: os.loadavg() },
    quiet,
    sale,
    checkouts: checkouts.figures,
    checkoutsNotSent: checkouts.notSent,
    freshness,
  };
}

/** The scenario's figures as printed lines. */
export function saleLines(run: SaleRun): string[] {
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  const row = (f: LoadFigures) =>
    `${f.name.padEnd(22)}${String(f.requestsPerSecond).padStart(8)}${String(f.latencyMs.p50).padStart(8)}${String(f.latencyMs.p99).padStart(8)}`;
  const lines = [
    `Sale: reads beside ${run.checkoutsPerSecond} checkouts/s of other products (load average ${load(run.loadAverage.before)} → ${load(run.loadAverage.after)})`,
    `${'reads'.padEnd(22)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}   without checkouts: req/s, p50, p99`,
  ];
  for (const f of run.sale) {
    const q = run.quiet.find((x) => x.name === f.name)!;
    const share = q.requestsPerSecond > 0 ? Math.round((100 * f.requestsPerSecond) / q.requestsPerSecond) : NaN;
    lines.push(
      `${row(f)}   ${q.requestsPerSecond}, ${q.latencyMs.p50}, ${q.latencyMs.p99} (${share} % of the req/s kept)`,
    );
  }
  lines.push(
    `${row(run.checkouts)}   (${run.checkouts.requests} checkouts made${run.checkoutsNotSent > 0 ? `; ${run.checkoutsNotSent} not sent: ${MAX_CHECKOUTS_IN_FLIGHT} were under way` : ''})`,
  );
  const { freshness: fr } = run;
  lines.push(
    `freshness over ${fr.purchases} purchases, from the checkout's answer until a read shows it (the read's own time included): product answer p50 ${fr.answerMs.p50} ms, max ${fr.answerMs.max} ms; product page p50 ${fr.pageMs.p50} ms, max ${fr.pageMs.max} ms; ${fr.shownOnFirstRead} of ${fr.purchases} purchases shown by the first read of both`,
  );
  return lines;
}

/** Every figure of the scenario that cannot be trusted. */
export function saleFailures(run: SaleRun): string[] {
  return [...run.quiet.map((f) => ({ ...f, name: `${f.name} without checkouts` })), ...run.sale, run.checkouts]
    .map(failureOf)
    .filter((f): f is string => f !== null);
}
