import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { consentChosenState } from './tests/e2e/support/consent';

const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);
// A run on another port builds and stores its data apart, so runs can go side by side.
const isolated = process.env.E2E_PORT !== undefined;
const BUILD_DIR = isolated ? `.tmp/e2e-build-${FIRST_PORT}` : 'build';
/**
 * How many stores the suite runs on at once, each with a worker of its own: one unless
 * E2E_STORES=2. Two halve the test time each worker has to get through (21.8 and 21.9
 * minutes of it, measured), but on two cores two browsers beside two stores kept the load
 * near 10 and stretched every test, so the wall time barely fell: CI runs one. Worth it on
 * a machine with more cores.
 */
const STORES = process.env.E2E_STORES === '2' ? 2 : 1;

/**
 * The spec files the second store runs, about half of the suite's time; the first store
 * runs every other file. A file always runs on one store, whose data only its own worker
 * changes, so the tests see one store as they did when the suite ran on one.
 */
const SECOND_STORE_SPECS = [
  'a11y-sweep-storefront',
  'a11y-sweep-admin',
  'html-validity',
  'owners-day',
  'admin-orders',
  'admin-orders-busy-day',
  'admin-products',
  'admin-returns',
  'admin-refunds',
  'admin-order-page',
  'admin-coupons',
  'admin-discounts',
  'admin-users',
  'admin-stats',
  'admin-mail',
  'admin-webhooks',
  'back-in-stock',
  'shipping-zones',
].map((name) => `${name}.spec.ts`);

function store(index: number) {
  // The second store's port is far from the first's, so another run's first store (the port beside) never meets it.
  const port = FIRST_PORT + index * 100;
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = `.tmp/e2e-data-${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BUILD_DIR,
    // Absolute links (canonical, sitemap, e-mails) name the address the browser uses.
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
    // The admin that browser tests sign in as (see tests/e2e/support/admin.ts).
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-password-1',
    // The suite's shoppers sign up from addresses of their own (tests/e2e/support/accounts.ts
    // `registerThroughApi`), as real shoppers do: from one address, more sign-ups than the
    // per-address limit allows in an hour would be refused, as they are in production.
    TRUST_PROXY: 'true',
    // The webhooks screen's test registers a receiver on a loopback port (decision 70).
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  };
  const firstHealth = `http://127.0.0.1:${FIRST_PORT}/api/health`;
  return {
    baseURL,
    server: {
      // The first store builds; the others serve that build once the first answers (at most 10 minutes).
      command:
        index === 0
          ? `rm -rf ${dataDir} && npm start`
          : `rm -rf ${dataDir} && for i in $(seq 1 600); do curl -sf ${firstHealth} >/dev/null && break; sleep 1; done && npm run serve`,
      url: `${baseURL}/api/health`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      env,
    } satisfies NonNullable<PlaywrightTestConfig['webServer']>,
  };
}

const stores = Array.from({ length: STORES }, (_, index) => store(index));

/**
 * Browser tests drive the system Chromium (Debian's package), never a downloaded build.
 * The stores run from one fresh build, each on a throw-away embedded database of its own.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: isolated ? `.tmp/e2e-results-${FIRST_PORT}` : 'test-results',
  // Bounds, not waits: a passing step ends as soon as it holds. Two stores and their browsers
  // share the machine's cores, which other jobs may take too.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: STORES,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // One project per store, one worker each: a worker never runs two files on one store at once.
  projects: stores.map(({ baseURL }, index) => ({
    name: `store-${index + 1}`,
    workers: 1,
    ...(STORES === 1 ? {} : index === 0 ? { testIgnore: SECOND_STORE_SPECS } : { testMatch: SECOND_STORE_SPECS }),
    use: {
      ...devices['Desktop Chrome'],
      channel: undefined,
      baseURL,
      // Cookie consent already chosen (necessary only): no banner over the pages (tests/e2e/support/consent.ts).
      storageState: consentChosenState(baseURL),
    },
  })),
  webServer: stores.map(({ server }) => server),
});
