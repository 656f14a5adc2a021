/**
 * The configuration an API test's own store starts with: loopback, silent, its own data and
 * database, the latter already migrated (a copy of the run's template).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Config, loadConfig } from '#server/config.ts';
import { copyEmbeddedTemplate } from './test-database';

/** The admin every API test store is started with. */
export const ADMIN = { email: 'owner@example.com', password: 'owner-password-1' };

/**
 * Where the demo pictures the API suite's shared store drew at the start of the run are
 * (tests/api/global-setup.ts); the workers inherit it. A store that seeds the demo
 * catalogue finds them in its uploads and keeps them, as a store re-seeded does
 * (`ensureGarmentImage`), instead of drawing the same 142 pictures again: about 15 seconds
 * a store. The drawing itself is tested in server/seed/.
 */
export const DEMO_PICTURES_ENV = 'TEST_DEMO_PICTURES_DIR';

export function testStoreConfig(options: {
  dataDir: string; /** A PostgreSQL database of its own, or undefined for the embedded one. */
  databaseUrl: string | undefined;
  smtpUrl?: string;
  env?: Record<string, string>;
}): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    // Each test names its client address in X-Forwarded-For, so rate limits are per test.
    TRUST_PROXY: 'true',
    PUBLIC_URL: 'http://shop.test',
    ...options.env,
  });
  if (!options.databaseUrl) copyEmbeddedTemplate(options.dataDir);
  if (config.SEED_DEMO && !config.S3_URL) copyDemoPictures(options.dataDir);
  return config;
}

/** Puts the run's demo pictures (DEMO_PICTURES_ENV) in the uploads of a store on local disk that will seed. */
export function copyDemoPictures(dataDir: string): void {
  const pictures = process.env[DEMO_PICTURES_ENV];
  if (pictures) fs.cpSync(pictures, path.join(dataDir, 'uploads', 'demo'), { recursive: true });
}
