import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
// A run on another port builds and stores its data apart, so runs can go side by side.
const isolated = process.env.E2E_PORT !== undefined;
const BUILD_DIR = isolated ? `.tmp/e2e-build-${PORT}` : 'build';
const DATA_DIR = `.tmp/e2e-data-${PORT}`;

/**
 * Browser tests drive the system Chromium (Debian's package), never a downloaded build.
 * The store runs from a fresh build on a throw-away embedded database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: isolated ? `.tmp/e2e-results-${PORT}` : 'test-results',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && npm start`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      BUILD_DIR,
      // Absolute links (canonical, sitemap, e-mails) name the address the browser uses.
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // The admin that browser tests sign in as (see tests/e2e/support/admin.ts).
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-password-1',
    },
  },
});
