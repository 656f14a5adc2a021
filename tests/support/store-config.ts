/** The configuration an API test's own store starts with: loopback, silent, its own data and database. */
import { type Config, loadConfig } from '#server/config.ts';

/** The admin every API test store is started with. */
export const ADMIN = { email: 'owner@example.com', password: 'owner-password-1' };

export function testStoreConfig(options: {
  dataDir: string; /** A PostgreSQL database of its own, or undefined for the embedded one. */
  databaseUrl: string | undefined;
  smtpUrl?: string;
  env?: Record<string, string>;
}): Config {
  return loadConfig({
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
}
