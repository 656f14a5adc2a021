/** Starts the store (API only) once for the API suite and shares its URL. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '#server/start.ts';
import { storefrontBuild } from '#tests/support/app-build.ts';
import { startSmtpCapture } from '#tests/support/smtp-capture.ts';
import { ADMIN, DEMO_PICTURES_ENV, testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { startOutboxReader } from '#tests/support/outbox.ts';

export { ADMIN };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseKind: 'pglite' | 'postgres';
    mailDir: string;
    /** Answers how many e-mails the shared store wrote to an address (tests/support/outbox.ts). */
    outboxUrl: string;
    /** A production build of the storefront, for tests that need real pages. */
    buildDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-api-'));
  const database = await createTestDatabase();
  const mailDir = path.join(dataDir, 'mail');
  const smtp = await startSmtpCapture(mailDir);
  const config = testStoreConfig({ dataDir, databaseUrl: database.url, smtpUrl: smtp.url });
  // The build lives in the project (its server bundle imports the project's packages).
  const [server, buildDir] = await Promise.all([startServer(config, { ui: { kind: 'none' } }), storefrontBuild()]);
  // Drawn as this store seeded the demo catalogue; the stores tests start copy them.
  process.env[DEMO_PICTURES_ENV] = path.join(dataDir, 'uploads', 'demo');
  project.provide('baseUrl', server.url);
  project.provide('buildDir', buildDir);
  project.provide('databaseKind', server.database.kind);
  project.provide('mailDir', mailDir);
  const outbox = await startOutboxReader(server.database.db);
  project.provide('outboxUrl', outbox.url);

  return async () => {
    delete process.env[DEMO_PICTURES_ENV];
    await outbox.close();
    await server.close();
    await smtp.close();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
