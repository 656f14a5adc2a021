import { describe, expect, it } from 'vitest';
import { analyticsService, ConfigError, loadConfig, stripeApiAddress } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      STORE_CURRENCY: 'USD',
      SEED_DEMO: true,
      STORE_EMAIL: 'hello@alatoo.example',
      REDIS_KEY_PREFIX: 'store:',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number from 0 to 65535'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a port number from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'Invalid configuration: DATABASE_URL must be a postgres:// URL'],
    [{ STORE_CURRENCY: 'XYZ1' }, 'Invalid configuration: STORE_CURRENCY must be an ISO 4217 currency code such as USD'],
    [{ NODE_ENV: 'staging' }, 'Invalid configuration: NODE_ENV'],
    [
      { ADMIN_EMAIL: 'owner@example.com' },
      'Invalid configuration: ADMIN_PASSWORD must be set together with ADMIN_EMAIL',
    ],
    [
      { ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-enough' },
      'Invalid configuration: ADMIN_EMAIL must be an e-mail address',
    ],
    [{ STORE_EMAIL: 'the shop' }, 'Invalid configuration: STORE_EMAIL must be an e-mail address'],
    [
      { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' },
      'Invalid configuration: ADMIN_PASSWORD must be at least 8 characters',
    ],
    [
      { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Password123' },
      'Invalid configuration: ADMIN_PASSWORD is one of the 10,000 most common passwords',
    ],
    [
      { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', INSECURE_FAST_PASSWORD_HASHING: 'true' },
      'Invalid configuration: INSECURE_FAST_PASSWORD_HASHING is for test suites and cannot be set when NODE_ENV=production',
    ],
    [{ NODE_ENV: 'production' }, 'Invalid configuration: PUBLIC_URL must be set when NODE_ENV=production'],
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc' },
      'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is',
    ],
    [
      { STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      'Invalid configuration: STRIPE_SECRET_KEY must be set together with STRIPE_WEBHOOK_SECRET',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      'Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'abc' },
      'Invalid configuration: STRIPE_WEBHOOK_SECRET must be the signing secret',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: 'ftp://127.0.0.1' },
      'Invalid configuration: STRIPE_API_URL must be an http:// or https:// URL',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: 'http://127.0.0.1:1/v1' },
      'Invalid configuration: STRIPE_API_URL must name a host and port only',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STORE_CURRENCY: 'JPY' },
      'Invalid configuration: STORE_CURRENCY must have two decimal places',
    ],
    [{ S3_URL: 'http://127.0.0.1:9000' }, 'Invalid configuration: S3_BUCKET must be set when S3_URL is'],
    [{ S3_BUCKET: 'images' }, 'Invalid configuration: S3_URL must be set together with S3_BUCKET'],
    [
      { S3_URL: 'ftp://127.0.0.1', S3_BUCKET: 'images' },
      'Invalid configuration: S3_URL must be an http:// or https:// URL',
    ],
    [
      { S3_URL: 'http://127.0.0.1:9000/images', S3_BUCKET: 'images' },
      'Invalid configuration: S3_URL must name the service only',
    ],
    [
      { S3_URL: 'http://127.0.0.1:9000', S3_BUCKET: 'My_Images' },
      'Invalid configuration: S3_BUCKET must be a bucket name',
    ],
    [
      { REDIS_KEY_PREFIX: 'my store ' },
      'Invalid configuration: REDIS_KEY_PREFIX must be 1 to 64 letters, digits and _ : . -',
    ],
    [{ REDIS_KEY_PREFIX: '' }, 'Invalid configuration: REDIS_KEY_PREFIX must be 1 to 64 letters, digits and _ : . -'],
    [
      { S3_URL: 'http://127.0.0.1:9000', S3_BUCKET: 'images', S3_ACCESS_KEY_ID: 'key' },
      'Invalid configuration: S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID',
    ],
  ])('rejects %o with a one-line message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message.startsWith(message)).toBe(true);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('keeps images on disk unless S3_URL is set, and reads the S3 settings with their region default', () => {
    expect(loadConfig({}).S3_URL).toBeUndefined();
    const config = loadConfig({
      S3_URL: 'http://127.0.0.1:9000',
      S3_BUCKET: 'store-images',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toMatchObject({
      S3_URL: 'http://127.0.0.1:9000',
      S3_BUCKET: 'store-images',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(loadConfig({ S3_URL: 'https://s3.example', S3_BUCKET: 'b12', S3_REGION: 'eu-central-1' }).S3_REGION).toBe(
      'eu-central-1',
    );
  });

  it.each([
    'javascript:alert(1)',
    'https://shop.example/store?x=1',
    'https://shop.example/store',
    'https://shop.example/?',
    'https://shop.example#top',
    'https://owner:secret@shop.example',
    'ftp://shop.example',
    'data:text/html,hi',
    'https:\\\\shop.example',
    'https://',
    'shop.example',
  ])('refuses PUBLIC_URL %j at start: only an http(s) origin', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: value })).toThrow(
      'Invalid configuration: PUBLIC_URL must be an http:// or https:// origin such as https://shop.example',
    );
  });

  it('takes an http(s) origin with a port and an optional trailing slash, as its origin', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://Shop.Example:8443/' }).PUBLIC_URL).toBe(
      'https://shop.example:8443',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).PUBLIC_URL).toBe('http://127.0.0.1:3000');
  });

  it('defaults PUBLIC_URL to this machine outside production, without a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example/' }).PUBLIC_URL).toBe(
      'https://shop.example',
    );
  });

  it('accepts a PostgreSQL URL and a lower-case currency', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/store', STORE_CURRENCY: 'kgs' });
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/store');
    expect(config.STORE_CURRENCY).toBe('KGS');
  });

  it('reads the Stripe settings without ever putting a secret in a message', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: ' sk_live_secretvalue ',
      STRIPE_WEBHOOK_SECRET: 'whsec_secretvalue',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(config).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_live_secretvalue',
      STRIPE_WEBHOOK_SECRET: 'whsec_secretvalue',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
    for (const env of [
      { STRIPE_SECRET_KEY: 'sk_live_secretvalue' },
      { STRIPE_SECRET_KEY: 'pk_live_secretvalue', STRIPE_WEBHOOK_SECRET: 'whsec_secretvalue' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      try {
        loadConfig(env);
      } catch (err) {
        expect((err as Error).message).not.toContain('secretvalue');
      }
    }
  });

  it("turns STRIPE_API_URL into the Stripe SDK's host, port and protocol", () => {
    expect(stripeApiAddress('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeApiAddress('https://stripe-proxy.internal/')).toEqual({
      host: 'stripe-proxy.internal',
      port: 443,
      protocol: 'https',
    });
    expect(stripeApiAddress('http://localhost')).toEqual({ host: 'localhost', port: 80, protocol: 'http' });
  });

  it('reads the analytics provider and its id, and says what is wrong with a bad pair (decision 72)', () => {
    expect(analyticsService(loadConfig({}))).toBeNull();
    expect(analyticsService(loadConfig({ ANALYTICS_PROVIDER: 'ga4', ANALYTICS_ID: 'G-A1B2C3D4E5' }))).toEqual({
      provider: 'ga4',
      id: 'G-A1B2C3D4E5',
    });
    expect(analyticsService(loadConfig({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'shop.example' }))).toEqual({
      provider: 'plausible',
      id: 'shop.example',
    });
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${JSON.stringify(env)}`);
    };
    expect(refused({ ANALYTICS_PROVIDER: 'matomo', ANALYTICS_ID: 'x' })).toBe(
      'Invalid configuration: ANALYTICS_PROVIDER must be ga4 or plausible',
    );
    expect(refused({ ANALYTICS_PROVIDER: 'ga4' })).toMatch(/^Invalid configuration: ANALYTICS_ID must be set when/);
    expect(refused({ ANALYTICS_ID: 'G-A1B2C3D4E5' })).toMatch(/^Invalid configuration: ANALYTICS_PROVIDER must be set/);
    expect(refused({ ANALYTICS_PROVIDER: 'ga4', ANALYTICS_ID: 'UA-12345-1' })).toMatch(
      /^Invalid configuration: ANALYTICS_ID must be GA4's measurement id/,
    );
    expect(refused({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'https://shop.example/' })).toMatch(
      /^Invalid configuration: ANALYTICS_ID must be the site’s domain/,
    );
  });
});
