import { defineConfig } from 'vitest/config';

/**
 * `npm run test:scale`: the store as several processes behind nginx on PostgreSQL, Redis and
 * an S3-compatible bucket, and checkouts side by side on PostgreSQL (tests/scale/). Kept out of `npm test`: it needs nginx and a
 * PostgreSQL server, and runs for a minute or two.
 */
export default defineConfig({
  test: {
    name: 'scale',
    include: ['tests/scale/**/*.test.ts'],
    environment: 'node',
    // The processes run the compiled server, built once for the run.
    globalSetup: ['tests/support/no-leftover-processes.ts', 'tests/api/server-build.ts'],
    // A process a test file starts dies with the file; one still running at the end fails the run.
    setupFiles: ['tests/support/kill-owned-processes.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
