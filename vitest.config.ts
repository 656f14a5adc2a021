import { defineConfig } from 'vitest/config';

// The suites hash and check passwords thousands of times: a cheap scrypt cost instead of
// OWASP's (server/auth/password.ts), set here so the shared API server and every worker
// inherit it. Production refuses it; tests that measure the real cost unset it.
process.env.INSECURE_FAST_PASSWORD_HASHING ??= 'true';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One server (and one database: PGlite, or a fresh PostgreSQL database when
          // TEST_DATABASE_URL is set) for the whole API suite, reached over real HTTP.
          // The compiled server (scripts/build-server.ts) is built once for the tests that run it.
          globalSetup: ['tests/api/global-setup.ts', 'tests/api/server-build.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
