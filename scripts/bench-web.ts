/**
 * Lighthouse on the storefront's main pages, against the production build on loopback with
 * the demo catalogue, and the budgets of tooling/web-budgets.ts. Prints the four category
 * scores, LCP, CLS, TBT and the JavaScript transferred per page, writes the figures as JSON,
 * and exits 1 when a page breaks a budget.
 *
 *   npm run bench:web -- [--runs 3] [--port 4450] [--out .tmp/bench-web/report.json] [--build | --no-rebuild]
 *                        [--cpu-slowdown 4 | --as-slow-host] [--applied-throttling] [--pages home,product]
 *
 * Lighthouse runs as PageSpeed's mobile test does: a mid-range phone's screen, a 4x slower
 * CPU and a slow 4G network, all simulated from one unthrottled load. Each page is measured
 * `--runs` times and the median of each figure is kept. The CPU part is simulated from the
 * time the page's scripts really took here, so other work on the machine inflates Total
 * Blocking Time (and with it the performance score): the host's benchmark index is printed
 * to tell a busy machine from a slow page.
 *
 * /checkout is measured as a shopper with one item in the cart sees it (the first in-stock
 * size of the catalogue's first product): the cart lives in browser storage, so it is
 * written there before the page's scripts run. An empty cart would only measure the
 * redirect to /cart.
 *
 * The CPU multiplier is what makes a fast machine stand for a phone, and a fast machine
 * stands for a slower phone than a slow one does at the same 4×. `--cpu-slowdown N` sets it;
 * `--as-slow-host` sets it to 4 × this host's benchmark index ÷ 1,327 (the index of the
 * mid-range host issue 28 measured on), so the figures are those that host gives at 4×. The
 * index is Lighthouse's own benchmark, run here before the pages are measured.
 *
 * `--applied-throttling` slows the CPU and the network for real while the page loads
 * (Lighthouse's "devtools" method) instead of simulating them afterwards. Simulation counts each
 * task the page ran here as `multiplier` times longer, so work a page splits into short tasks
 * (React hydrates in slices of about 5 ms, then yields) is counted as if a phone ran each slice
 * `multiplier` times longer before yielding; a slowed CPU yields every 5 ms of its own time, as a
 * phone does. Slower to run, and closer to a phone for such work.
 *
 * Builds first when there is no build (BUILD_DIR, default build/), when a source file is
 * newer than it, or when --build is given. `--no-rebuild` measures BUILD_DIR as it is (a build
 * of another commit, to compare two builds back to back).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { addToCart, CART_STORAGE_KEY, emptyCart, toStoredCart, type StoredCart } from '#domain/cart.ts';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { LIGHTHOUSE_BUDGETS } from '../tooling/web-budgets';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4450' },
    out: { type: 'string', default: '.tmp/bench-web/report.json' },
    build: { type: 'boolean', default: false },
    'no-rebuild': { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string' },
    'as-slow-host': { type: 'boolean', default: false },
    'applied-throttling': { type: 'boolean', default: false },
    pages: { type: 'string' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
if (!Number.isInteger(runs) || runs < 1 || runs > 15) fail('--runs must be a whole number from 1 to 15');
if (!Number.isInteger(port) || port < 1024 || port > 65535) fail('--port must be a port number from 1024 to 65535');
/** Lighthouse's mobile default: the phone's CPU taken as 4× slower than the measuring machine. */
const DEFAULT_CPU_SLOWDOWN = 4;
/** The benchmark index of the mid-range host issue 28 measured on, which `--as-slow-host` stands for. */
const SLOW_HOST_INDEX = 1327;
if (values['as-slow-host'] && values['cpu-slowdown'] !== undefined)
  fail('--as-slow-host computes the CPU slowdown itself: give it or --cpu-slowdown, not both');
const fixedCpuSlowdown = Number(values['cpu-slowdown'] ?? DEFAULT_CPU_SLOWDOWN);
/** Lighthouse's way of slowing the page: simulated after one unthrottled load, or applied while it loads. */
const THROTTLING_METHOD = values['applied-throttling'] ? 'devtools' : 'simulate';
if (!Number.isFinite(fixedCpuSlowdown) || fixedCpuSlowdown < 1 || fixedCpuSlowdown > 50)
  fail('--cpu-slowdown must be a number from 1 to 50');
if (values.build && values['no-rebuild']) fail('--build and --no-rebuild ask for opposite things: give one');
const PAGE_LABELS = ['home', 'listing', 'product', 'cart', 'checkout'];
const onlyPages = values.pages?.split(',').map((label) => label.trim());
const unknownPage = onlyPages?.find((label) => !PAGE_LABELS.includes(label));
if (unknownPage !== undefined) fail(`--pages takes some of ${PAGE_LABELS.join(', ')}; not "${unknownPage}"`);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Lighthouse rates a host below this benchmark index as too slow (or too busy) for stable scores. */
const BUSY_HOST_INDEX = 1000;

interface PageTarget {
  label: string;
  path: string;
  /**
   * False for pages deliberately kept out of search engines (robots.txt, `noindex`): their
   * SEO score leaves out the "is-crawlable" audit, and must be 100 on the rest.
   */
  indexable: boolean;
  /** Browser storage the page is opened with (key → JSON), written before its scripts run. */
  storage?: Record<string, unknown>;
}

interface RunFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  jsTransferBytes: number;
  jsRequests: number;
  benchmarkIndex: number;
}

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const dataDir = path.resolve('.tmp/bench-web/data');
const origin = `http://127.0.0.1:${port}`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Newest modification time among the files under `dir` (0 when it does not exist). */
function newestChange(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds when asked, when there is no build, or when a source file changed since it was made. */
function ensureBuild(): void {
  if (values['no-rebuild']) {
    if (!fs.existsSync(path.join(buildDir, 'runtime', 'index.js')))
      fail(`--no-rebuild: there is no build in ${buildDir}.`);
    return;
  }
  const builtAt = fs.existsSync(path.join(buildDir, 'runtime', 'index.js'))
    ? fs.statSync(path.join(buildDir, 'runtime', 'index.js')).mtimeMs
    : 0;
  const sourcesChangedAt = Math.max(
    ...['app', 'domain', 'server', 'public'].map(newestChange),
    fs.statSync('package-lock.json').mtimeMs,
  );
  if (!values.build && builtAt > sourcesChangedAt) return;
  console.log(builtAt === 0 ? 'Building…' : 'Building (the sources changed since the last build)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) fail('The build failed.');
}

/** The production server on a fresh embedded database with the demo catalogue. */
async function startStore(): Promise<ChildProcess> {
  // Another server on the port would answer the health check below and be measured instead.
  const taken = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) fail(`Something already answers on ${origin}: stop it or measure on another --port.`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      BUILD_DIR: buildDir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // /checkout's payment step is reachable without a card provider's keys.
      ALLOW_TEST_PAYMENTS: 'true',
      LOG_LEVEL: 'warn',
    },
    // Its own process group, so stopping it stops npm, its shell and node alike.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`The store exited (${child.exitCode}) before answering on ${origin}.`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopStore(child);
  fail(`The store did not answer on ${origin} within 300 s (seeding the demo catalogue on a busy machine is slow).`);
}

function stopStore(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function getJson<T>(urlPath: string): Promise<T> {
  const response = await fetch(origin + urlPath);
  if (!response.ok) throw new Error(`GET ${urlPath} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The five pages, with a product page and a one-item cart taken from the live catalogue. */
async function pageTargets(): Promise<PageTarget[]> {
  const { products } = await getJson<{ products: ApiProduct[] }>('/api/products?page=1');
  const product = products[0];
  if (!product) throw new Error('The demo catalogue is empty.');
  const variant = product.variants.find((v) => v.sizes.some((s) => s.stock > 0));
  const size = variant?.sizes.find((s) => s.stock > 0);
  if (!variant || !size) throw new Error(`${product.name} has no size in stock.`);
  const { cart } = addToCart(
    emptyCart(),
    {
      product: { _id: product._id, name: product.name, category: product.category },
      color: variant.color,
      size: size.size,
      price: size.price,
      discountedPrice: size.discountedPrice,
      image: variant.images[0] ?? null,
    },
    { maxQuantity: size.stock },
  );
  const oneItemCart: StoredCart = toStoredCart(cart);
  return [
    { label: 'home', path: '/', indexable: true },
    { label: 'listing', path: '/products', indexable: true },
    { label: 'product', path: `/products/${product._id}`, indexable: true },
    // robots.txt keeps /cart and /checkout out of search engines; checkout is noindex too.
    { label: 'cart', path: '/cart', indexable: false },
    { label: 'checkout', path: '/checkout', indexable: false, storage: { [CART_STORAGE_KEY]: oneItemCart } },
  ];
}

/** Writes `storage` into the page's origin at the start of every document, before any script of the page. */
async function seedStorage(page: Page, storage: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(storage).map(([key, value]) => [key, JSON.stringify(value)] as const);
  await page.evaluateOnNewDocument(
    (expectedOrigin: string, items: (readonly [string, string])[]) => {
      if (location.origin !== expectedOrigin) return;
      for (const [key, value] of items) localStorage.setItem(key, value);
    },
    origin,
    entries,
  );
}

/**
 * Lighthouse's benchmark index of this host (the median of three), taken in a page of the
 * browser that measures, as Lighthouse takes it at the start of every run.
 */
async function hostBenchmarkIndex(browserUrl: string): Promise<number> {
  const browser = await puppeteer.connect({ browserURL: browserUrl });
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/api/health`);
    const indexes: number[] = [];
    for (let i = 0; i < 3; i++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return median(indexes);
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

async function measure(
  browserUrl: string,
  target: PageTarget,
  cpuSlowdown: number,
): Promise<{ figures: RunFigures; lhr: object }> {
  const browser = await puppeteer.connect({ browserURL: browserUrl });
  const page = await browser.newPage();
  try {
    if (target.storage) await seedStorage(page, target.storage);
    const result = await lighthouse(
      origin + target.path,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // The rest of the mobile throttling (slow 4G) is Lighthouse's default, merged with this.
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        throttlingMethod: THROTTLING_METHOD,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    // A page kept out of search engines fails "is-crawlable" on purpose; its SEO is then
    // scored on every other SEO audit, which it must still pass.
    const seoScore = () => {
      if (target.indexable) return score('seo');
      const refs = (lhr.categories.seo?.auditRefs ?? []).filter(
        (ref) => ref.id !== 'is-crawlable' && ref.weight > 0 && lhr.audits[ref.id]?.score != null,
      );
      const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
      return weight === 0
        ? 100
        : Math.round(
            (100 * refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]!.score ?? 0), 0)) / weight,
          );
    };
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (
        lhr.audits['network-requests']?.details as
          { items?: { resourceType?: string; transferSize?: number }[] } | undefined
      )?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const figures: RunFigures = {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: seoScore(),
      },
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      jsTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      jsRequests: scripts.length,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
    return { figures, lhr };
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

/** Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP on a busy machine): such a run is made again, twice at most. */
async function measureWithRetry(
  browserUrl: string,
  target: PageTarget,
  cpuSlowdown: number,
): Promise<{ figures: RunFigures; lhr: object }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(browserUrl, target, cpuSlowdown);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${(error as Error).message.split('\n')[0]} — measuring again`);
    }
  }
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of every figure over the runs (each figure on its own). */
function medianFigures(all: RunFigures[]): RunFigures {
  const of = (pick: (r: RunFigures) => number) => median(all.map(pick));
  return {
    scores: {
      performance: of((r) => r.scores.performance),
      accessibility: of((r) => r.scores.accessibility),
      'best-practices': of((r) => r.scores['best-practices']),
      seo: of((r) => r.scores.seo),
    },
    lcpMs: of((r) => r.lcpMs),
    cls: of((r) => r.cls),
    tbtMs: of((r) => r.tbtMs),
    fcpMs: of((r) => r.fcpMs),
    jsTransferBytes: of((r) => r.jsTransferBytes),
    jsRequests: of((r) => r.jsRequests),
    benchmarkIndex: of((r) => r.benchmarkIndex),
  };
}

/** What a page's median figures break, in words; empty when it keeps every budget. */
function brokenBudgets(target: PageTarget, figures: RunFigures): string[] {
  const b = LIGHTHOUSE_BUDGETS;
  const broken: string[] = [];
  const below = (name: string, value: number, min: number) =>
    value < min && broken.push(`${name} ${value} is below ${min}`);
  below('performance', figures.scores.performance, b.performance);
  below('accessibility', figures.scores.accessibility, b.accessibility);
  below('best practices', figures.scores['best-practices'], b.bestPractices);
  below(target.indexable ? 'SEO' : 'SEO (crawlability aside)', figures.scores.seo, b.seo);
  if (figures.lcpMs > b.lcpMs)
    broken.push(`LCP ${(figures.lcpMs / 1000).toFixed(2)} s is over ${(b.lcpMs / 1000).toFixed(1)} s`);
  if (figures.cls > b.cls) broken.push(`CLS ${figures.cls.toFixed(3)} is over ${b.cls}`);
  return broken;
}

ensureBuild();
const store = await startStore();
const stop = () => stopStore(store);
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  const targets = (await pageTargets()).filter((t) => !onlyPages || onlyPages.includes(t.label));
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const browserUrl = `http://127.0.0.1:${chrome.port}`;
  const hostIndex = await hostBenchmarkIndex(browserUrl);
  const cpuSlowdown = values['as-slow-host']
    ? Math.round(((DEFAULT_CPU_SLOWDOWN * hostIndex) / SLOW_HOST_INDEX) * 100) / 100
    : fixedCpuSlowdown;
  const cpuSetting = values['as-slow-host']
    ? `${cpuSlowdown}× CPU slowdown (as the slow host: 4 × host index ${hostIndex.toFixed(0)} ÷ ${SLOW_HOST_INDEX})`
    : `${cpuSlowdown}× CPU slowdown`;
  const loadAtStart = os.loadavg();
  console.log(
    `Host benchmark index ${hostIndex.toFixed(0)}, load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}: measuring with ${cpuSetting}.`,
  );
  // The first load of a page compiles and warms the server's caches; it is not measured.
  for (const target of targets) await fetch(origin + target.path).then((r) => r.arrayBuffer());

  const outFile = path.resolve(values.out);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  const results: { target: PageTarget; runs: RunFigures[]; median: RunFigures; broken: string[] }[] = [];
  for (const target of targets) {
    const all: { figures: RunFigures; lhr: object }[] = [];
    for (let run = 1; run <= runs; run++) {
      console.log(`${target.label}: run ${run} of ${runs}`);
      all.push(await measureWithRetry(browserUrl, target, cpuSlowdown));
    }
    const figures = medianFigures(all.map((r) => r.figures));
    results.push({ target, runs: all.map((r) => r.figures), median: figures, broken: brokenBudgets(target, figures) });
    // The full Lighthouse report of the run nearest the median score, to see what a figure is made of.
    const typical = all.reduce((best, r) =>
      Math.abs(r.figures.scores.performance - figures.scores.performance) <
      Math.abs(best.figures.scores.performance - figures.scores.performance)
        ? r
        : best,
    );
    fs.writeFileSync(path.join(path.dirname(outFile), `${target.label}.lhr.json`), JSON.stringify(typical.lhr));
  }
  console.log('');

  const b = LIGHTHOUSE_BUDGETS;
  console.log(
    `Lighthouse mobile, ${THROTTLING_METHOD === 'devtools' ? 'applied' : 'simulated'} throttling with ${cpuSetting}, median of ${runs} run${runs === 1 ? '' : 's'} per page (${origin}, demo catalogue)\n`,
  );
  const header = ['page', 'perf', 'a11y', 'best', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'JS KB', 'JS files'];
  const widths = [10, 6, 6, 6, 6, 8, 8, 8, 8, 9];
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('');
  console.log(line(header));
  for (const { target, median: m } of results) {
    console.log(
      line([
        target.label,
        String(m.scores.performance),
        String(m.scores.accessibility),
        String(m.scores['best-practices']),
        target.indexable ? String(m.scores.seo) : `${m.scores.seo}*`,
        (m.lcpMs / 1000).toFixed(2),
        m.cls.toFixed(3),
        m.tbtMs.toFixed(0),
        (m.jsTransferBytes / 1024).toFixed(1),
        String(m.jsRequests),
      ]),
    );
  }
  console.log(
    `\nBudgets: performance ≥ ${b.performance}, accessibility, best practices and SEO ${b.accessibility}, LCP ≤ ${(b.lcpMs / 1000).toFixed(1)} s, CLS ${b.cls}.`,
  );
  console.log(
    'SEO*: the page is kept out of search engines (robots.txt, noindex); scored on every SEO audit but "is-crawlable".',
  );
  console.log('JS KB: JavaScript transferred during the load (compressed, lazy chunks included).');
  const benchmarkIndex = median(results.map((r) => r.median.benchmarkIndex));
  console.log(
    `Host benchmark index ${benchmarkIndex.toFixed(0)} during the runs (${hostIndex.toFixed(0)} before them), load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')} at the start and ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )} at the end${benchmarkIndex < BUSY_HOST_INDEX ? ' — a slow or busy machine: TBT and performance are pessimistic, measure again when it is idle' : ''}. ${THROTTLING_METHOD === 'devtools' ? 'TBT is measured on the slowed CPU' : 'TBT is simulated from the CPU time the scripts took here'}, so load from other work inflates it.`,
  );

  const report = {
    measuredAt: new Date().toISOString(),
    lighthouse: 'mobile, simulated throttling',
    runsPerPage: runs,
    cpuSlowdown,
    asSlowHost: values['as-slow-host'] ? { slowHostIndex: SLOW_HOST_INDEX } : undefined,
    hostBenchmarkIndexBefore: hostIndex,
    loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() },
    budgets: b,
    benchmarkIndex,
    pages: results.map(({ target, runs: all, median: m, broken }) => ({
      page: target.label,
      path: target.path,
      indexable: target.indexable,
      median: m,
      runs: all,
      broken,
    })),
  };
  fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `Figures written to ${path.relative(process.cwd(), outFile)}, each page's full Lighthouse report (its median run) beside it.`,
  );

  const problems = results.flatMap(({ target, broken }) =>
    broken.map((text) => `${target.label} (${target.path}): ${text}`),
  );
  if (problems.length > 0) {
    console.error(`\nOver budget:\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page keeps its budgets.');
  }
} finally {
  await chrome?.kill();
  stop();
}
