/** Starts the store (API only) once for the API suite and shares its URL. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { createTestDatabase } from '../support/test-database';

export const ADMIN = { email: 'owner@example.com', password: 'owner-password-1' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseKind: 'pglite' | 'postgres';
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-api-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const server = await startServer(config, { ui: { kind: 'none' } });
  project.provide('baseUrl', server.url);
  project.provide('databaseKind', server.database.kind);

  return async () => {
    await server.close();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
