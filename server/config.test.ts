import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ NODE_ENV: 'development', PORT: 3000, STORE_CURRENCY: 'USD', SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number from 0 to 65535'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a port number from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'Invalid configuration: DATABASE_URL must be a postgres:// URL'],
    [{ STORE_CURRENCY: 'XYZ1' }, 'Invalid configuration: STORE_CURRENCY must be an ISO 4217 currency code such as USD'],
    [{ NODE_ENV: 'staging' }, 'Invalid configuration: NODE_ENV'],
    [{ ADMIN_EMAIL: 'owner@example.com' }, 'Invalid configuration: ADMIN_PASSWORD must be set together with ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-enough' }, 'Invalid configuration: ADMIN_EMAIL must be an e-mail address'],
    [{ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' }, 'Invalid configuration: ADMIN_PASSWORD must be at least 8 characters'],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: PUBLIC_URL must be set when NODE_ENV=production'],
  ])('rejects %o with a one-line message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message.startsWith(message)).toBe(true);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('defaults PUBLIC_URL to this machine outside production, without a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example/' }).PUBLIC_URL).toBe('https://shop.example');
  });

  it('accepts a PostgreSQL URL and a lower-case currency', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/store', STORE_CURRENCY: 'kgs' });
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/store');
    expect(config.STORE_CURRENCY).toBe('KGS');
  });
});
