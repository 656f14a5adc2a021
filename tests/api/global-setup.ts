/** Starts the store (API only) once for the API suite and shares its URL. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { buildApp } from '../support/app-build';
import { startSmtpCapture } from '../support/smtp-capture';
import { createTestDatabase } from '../support/test-database';

export const ADMIN = { email: 'owner@example.com', password: 'owner-password-1' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseKind: 'pglite' | 'postgres';
    mailDir: string;
    /** A production build of the storefront, for tests that need real pages. */
    buildDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-api-'));
  const database = await createTestDatabase();
  const mailDir = path.join(dataDir, 'mail');
  const smtp = await startSmtpCapture(mailDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    // Each test names its client address in X-Forwarded-For, so rate limits are per test.
    TRUST_PROXY: 'true',
    PUBLIC_URL: 'http://shop.test',
  });
  // The build lives in the project (its server bundle imports the project's packages).
  const buildDir = path.resolve(`.tmp/test-build-${process.pid}`);
  const [server] = await Promise.all([startServer(config, { ui: { kind: 'none' } }), buildApp(buildDir)]);
  project.provide('baseUrl', server.url);
  project.provide('buildDir', buildDir);
  project.provide('databaseKind', server.database.kind);
  project.provide('mailDir', mailDir);

  return async () => {
    await server.close();
    await smtp.close();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(buildDir, { recursive: true, force: true });
  };
}
