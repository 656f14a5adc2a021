/**
 * A store of the test file's own (empty catalogue, its own database: PGlite, or a fresh
 * PostgreSQL database with TEST_DATABASE_URL), for suites whose writes would disturb the
 * shared store other files read (the catalogue's size, the admin accounts). Mail goes to
 * the suite's capture directory, where the mailbox helpers read it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { startServer, type RunningServer } from '#server/start.ts';
import { startSmtpCapture } from './smtp-capture';
import { testStoreConfig } from './store-config';
import { createTestDatabase } from './test-database';

export interface OwnStore {
  server: RunningServer;
  /** The store's DATA_DIR (its embedded database and, without S3, its images under uploads/). */
  dataDir: string;
  /** The store's absolute URL of a path, e.g. at('/api/products'). */
  at(pathAndQuery: string): string;
  close(): Promise<void>;
}

/** `env` adds or overrides settings (e.g. the S3 ones); `clock` replaces the real one for the account rules (server/start.ts). */
export async function startOwnStore(
  label: string,
  env: Record<string, string> = {},
  clock?: () => Date,
): Promise<OwnStore> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `store-${label}-`));
  const database = await createTestDatabase();
  const smtp = await startSmtpCapture(inject('mailDir'));
  const config = testStoreConfig({
    dataDir,
    databaseUrl: database.url,
    smtpUrl: smtp.url,
    env: { SEED_DEMO: 'false', ...env },
  });
  const server = await startServer(config, { ui: { kind: 'none' }, clock });
  return {
    server,
    dataDir,
    at: (pathAndQuery) => `${server.url}${pathAndQuery}`,
    async close() {
      await server.close();
      await smtp.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
