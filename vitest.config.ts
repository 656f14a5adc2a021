import { defineConfig } from 'vitest/config';
import { linguiMacros } from './tooling/lingui-macro-plugin.ts';

// The suites hash and check passwords thousands of times: a cheap scrypt cost instead of
// OWASP's (server/auth/password.ts), set here so the shared API server and every worker
// inherit it. Production refuses it; tests that measure the real cost unset it.
process.env.INSECURE_FAST_PASSWORD_HASHING ??= 'true';

export default defineConfig({
  test: {
    // The run's own duration as its last line (tests/support/suite-duration.ts).
    reporters: ['default', './tests/support/suite-duration.ts'],
    projects: [
      {
        // The storefront's components write their texts with Lingui's macros (decision 59).
        plugins: [linguiMacros()],
        test: {
          // Pure tests: no database, no server, no network; they run anywhere, in any order, at once.
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          exclude: ['**/*.db.test.ts', '**/node_modules/**'],
          environment: 'node',
          // A connection attempt fails at once, naming where the test belongs; a DOM test's
          // waits have a bound that holds on a busy machine.
          setupFiles: ['tests/support/no-network.ts', 'tests/support/dom-waits.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Tests that open a database (PGlite, or PostgreSQL with TEST_DATABASE_URL) or talk
          // to a local service (Redis, SMTP): named *.db.test.ts. Each file starts from a copy
          // of one database migrated once for the run (tests/support/template-database.ts).
          name: 'db',
          include: ['server/**/*.db.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/template-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One server (and one database: PGlite, or a fresh PostgreSQL database when
          // TEST_DATABASE_URL is set) for the whole API suite, reached over real HTTP. Its
          // PostgreSQL databases, and those of the stores a test starts, are copies of the
          // run's migrated template.
          // The compiled server (scripts/build-server.ts) is built once for the tests that run it.
          globalSetup: [
            'tests/support/no-leftover-processes.ts',
            'tests/support/template-database.ts',
            'tests/api/global-setup.ts',
            'tests/api/server-build.ts',
          ],
          // A process a test file starts dies with the file (tests/support/owned-processes.ts);
          // one still running at the end fails the run.
          setupFiles: ['tests/support/kill-owned-processes.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
