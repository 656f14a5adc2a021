/**
 * Configuration: every environment variable the store reads, validated once at start.
 * `.env.example` lists them with their defaults. A bad value stops start with one line
 * naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';
import { isCommonPassword } from './auth/common-passwords';
import { ANALYTICS_PROVIDERS, GA4_MEASUREMENT_ID, PLAUSIBLE_DOMAIN, type AnalyticsService } from '#domain/consent.ts';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const PUBLIC_URL_RULE =
  'must be an http:// or https:// origin such as https://shop.example (a host and optional port; no path, query, fragment or credentials)';

/**
 * Scheme http or https, a host, an optional port and nothing after but one "/". Read from
 * the text itself as well as the parsed URL: the parser forgives what a reader would not
 * (backslashes for slashes, an empty "?" or "#").
 */
function isWebOrigin(value: string): boolean {
  if (!/^https?:\/\/[^/\\?#@\s]+\/?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '' && url.pathname === '/' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number from 0 to 65535' })
      .int('must be a port number from 0 to 65535')
      .min(0, 'must be a port number from 0 to 65535')
      .max(65535, 'must be a port number from 0 to 65535')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z.union([z.undefined(), z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })]),
    ),
    STORE_CURRENCY: z
      .string()
      .default('USD')
      .transform((v) => v.toUpperCase())
      .refine((v) => /^[A-Z]{3}$/.test(v) && isKnownCurrency(v), 'must be an ISO 4217 currency code such as USD'),
    ADMIN_EMAIL: optionalString.pipe(z.union([z.undefined(), z.email({ error: 'must be an e-mail address' })])),
    ADMIN_PASSWORD: optionalString.pipe(
      z.union([
        z.undefined(),
        z
          .string()
          .min(8, 'must be at least 8 characters')
          .refine(
            (password) => !isCommonPassword(password),
            'is one of the 10,000 most common passwords: choose one that is harder to guess',
          ),
      ]),
    ),
    /** smtp:// or smtps:// URL of a real mail server; unset → the development mailbox (/dev/mailbox). */
    SMTP_URL: optionalString.pipe(
      z.union([z.undefined(), z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })]),
    ),
    MAIL_FROM: z.string().default('ALATOO <no-reply@alatoo.example>'),
    /**
     * How long a process keeps a message it took for sending before another may take it
     * (it died mid-send). Longer than any send takes; lowered by tests, rarely changed.
     */
    MAIL_LEASE_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds from 1 to 3600' })
      .int('must be a whole number of seconds from 1 to 3600')
      .min(1, 'must be a whole number of seconds from 1 to 3600')
      .max(3600, 'must be a whole number of seconds from 1 to 3600')
      .default(300),
    /** The store's own inbox: contact messages are e-mailed here, and the contact page shows it. */
    STORE_EMAIL: z
      .string()
      .trim()
      .default('hello@alatoo.example')
      .pipe(z.email({ error: 'must be an e-mail address' })),
    /** redis:// URL; when set, rate limits are shared by every server process. */
    REDIS_URL: optionalString.pipe(
      z.union([z.undefined(), z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' })]),
    ),
    /**
     * Start of every key the store writes in Redis (rate limits under `<prefix>rl:`), so
     * several stores, or a test run, can share one Redis without counting together.
     */
    REDIS_KEY_PREFIX: z
      .string()
      .default('store:')
      .pipe(z.string().regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits and _ : . - (such as store:)')),
    /** Signing key for sign-in tokens; when unset one is generated once and kept in the database. */
    SESSION_SECRET: optionalString.pipe(z.union([z.undefined(), z.string().min(32, 'must be at least 32 characters')])),
    /**
     * The store's public address, used in e-mailed links; defaults to http://localhost:PORT.
     * Only an http(s) origin: it starts every link the store writes, so a path, query,
     * fragment, credentials or another scheme (javascript:) would end up in each of them.
     */
    PUBLIC_URL: optionalString.pipe(z.union([z.undefined(), z.string().refine(isWebOrigin, PUBLIC_URL_RULE)])),
    /** Trust X-Forwarded-For for client addresses (set when behind a reverse proxy). */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Allow the built-in test payment page (no money moves) in production, e.g. for a demo
     * store. Otherwise a production store takes no orders until a real provider is configured,
     * so a real store never sells through the test page by mistake.
     */
    ALLOW_TEST_PAYMENTS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Stripe Checkout takes the payments when set (decision 22). Its webhook's signing secret
     * must come with it. Neither is ever logged.
     */
    STRIPE_SECRET_KEY: optionalString.pipe(
      z.union([
        z.undefined(),
        z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)'),
      ]),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z.union([
        z.undefined(),
        z.string().regex(/^whsec_\S+$/, 'must be the signing secret of a Stripe webhook endpoint (whsec_…)'),
      ]),
    ),
    /** Another address for Stripe's API (e.g. http://127.0.0.1:12111), for testing against a local stand-in. */
    STRIPE_API_URL: optionalString.pipe(
      z.union([
        z.undefined(),
        z
          .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as http://127.0.0.1:12111' })
          .refine(
            (v) => new URL(v).pathname === '/' && !new URL(v).search,
            'must name a host and port only, without a path',
          ),
      ]),
    ),
    /**
     * S3-compatible object storage for images (decision 33): the service's address. When set,
     * images go to S3_BUCKET there instead of DATA_DIR/uploads, so several processes share them.
     */
    S3_URL: optionalString.pipe(
      z.union([
        z.undefined(),
        z
          .url({
            protocol: /^https?$/,
            error: 'must be an http:// or https:// URL such as https://s3.eu-central-1.amazonaws.com',
          })
          .refine(
            (v) => new URL(v).pathname === '/' && !new URL(v).search,
            'must name the service only, without a path (the bucket is S3_BUCKET)',
          ),
      ]),
    ),
    S3_BUCKET: optionalString.pipe(
      z.union([
        z.undefined(),
        z
          .string()
          .regex(
            /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
            'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
          ),
      ]),
    ),
    S3_REGION: optionalString.transform((v) => v ?? 'us-east-1'),
    /** Unset: the SDK's usual credentials (environment, instance or task role). */
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /**
     * OpenTelemetry (decision 71): traces are exported over OTLP/HTTP to this collector
     * (spans to `<endpoint>/v1/traces`) when set; unset, nothing is traced.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(
      z.union([
        z.undefined(),
        z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as http://127.0.0.1:4318' }),
      ]),
    ),
    /** The traces' service.name. */
    OTEL_SERVICE_NAME: optionalString.transform((v) => v ?? 'alatoo-store'),
    /** How long finished spans wait to be exported together, in milliseconds. */
    OTEL_BSP_SCHEDULE_DELAY: z.coerce
      .number({ error: 'must be a whole number of milliseconds from 1 to 60000' })
      .int('must be a whole number of milliseconds from 1 to 60000')
      .min(1, 'must be a whole number of milliseconds from 1 to 60000')
      .max(60_000, 'must be a whole number of milliseconds from 1 to 60000')
      .default(5000),
    /**
     * A Bearer token that lets a scraper read /metrics from another machine; without it only
     * this machine may (decision 71). Never logged.
     */
    METRICS_TOKEN: optionalString.pipe(
      z.union([
        z.undefined(),
        z
          .string()
          .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
          .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces'),
      ]),
    ),
    /**
     * Test suites only: hash passwords with a cheap scrypt cost instead of OWASP's (read by
     * server/auth/password.ts). Refused with NODE_ENV=production.
     */
    INSECURE_FAST_PASSWORD_HASHING: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Let webhook endpoints be on private, loopback or link-local addresses (decision 70): for
     * a receiver on the store's own network, and tests. Off, such addresses are refused when
     * registered and again before each delivery.
     */
    WEBHOOKS_ALLOW_PRIVATE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Let the store connect to private, loopback or link-local addresses an admin gave: webhook
     * endpoints (decision 70) and the catalogue import's image URLs (decision 73). For a service
     * on the store's own network, and tests. WEBHOOKS_ALLOW_PRIVATE, its older name, still
     * works for both.
     */
    OUTBOUND_ALLOW_PRIVATE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /**
     * Where the storefront's e-commerce events go once a shopper allows analytics (decision
     * 72): Google Analytics 4 or Plausible, with ANALYTICS_ID. Unset, events reach only the
     * page's `dataLayer`, and the CSP names no analytics host.
     */
    ANALYTICS_PROVIDER: optionalString.pipe(
      z.enum(ANALYTICS_PROVIDERS, { error: 'must be ga4 or plausible' }).optional(),
    ),
    /** GA4's measurement id (G-XXXXXXXXXX), or the site's domain as Plausible knows it (shop.example). */
    ANALYTICS_ID: optionalString,
    /** Seed the demo catalogue when the database has no products (on by default). */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .superRefine((c, ctx) => {
    // Production links (e-mails, canonical URLs, sitemap) must name the real address, never
    // a guess from the request's Host header.
    if (c.NODE_ENV === 'production' && c.PUBLIC_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'must be set when NODE_ENV=production (the address shoppers use, e.g. https://shop.example)',
      });
    }
    if (c.NODE_ENV === 'production' && c.INSECURE_FAST_PASSWORD_HASHING) {
      ctx.addIssue({
        code: 'custom',
        path: ['INSECURE_FAST_PASSWORD_HASHING'],
        message: 'is for test suites and cannot be set when NODE_ENV=production',
      });
    }
    if ((c.ADMIN_EMAIL === undefined) !== (c.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'must be set together with ' + (c.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'),
      });
    }
    // Without the webhook's secret Stripe's confirmations could not be verified: orders
    // would be charged and never marked paid.
    if (c.STRIPE_SECRET_KEY !== undefined && c.STRIPE_WEBHOOK_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'must be set when STRIPE_SECRET_KEY is (the signing secret whsec_… of the webhook endpoint /api/payments/stripe/webhook)',
      });
    }
    // The store keeps every amount in hundredths; Stripe reads amounts in the currency's own
    // minor unit, which is the same only for currencies with two decimals.
    if (c.STRIPE_SECRET_KEY !== undefined && currencyDecimals(c.STORE_CURRENCY) !== 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORE_CURRENCY'],
        message: 'must have two decimal places (such as USD or EUR) to take payments with Stripe',
      });
    }
    if (c.S3_URL !== undefined && c.S3_BUCKET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'must be set when S3_URL is (the bucket that holds the images)',
      });
    }
    if (c.S3_URL === undefined && c.S3_BUCKET !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_URL'],
        message: 'must be set together with S3_BUCKET (the address of the S3-compatible service)',
      });
    }
    if ((c.S3_ACCESS_KEY_ID === undefined) !== (c.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'must be set together with ' + (c.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'),
      });
    }
    if (c.ANALYTICS_PROVIDER === undefined && c.ANALYTICS_ID !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ANALYTICS_PROVIDER'],
        message: 'must be set together with ANALYTICS_ID (ga4 or plausible)',
      });
    }
    if (c.ANALYTICS_PROVIDER !== undefined && c.ANALYTICS_ID === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ANALYTICS_ID'],
        message: `must be set when ANALYTICS_PROVIDER is (${c.ANALYTICS_PROVIDER === 'ga4' ? "GA4's measurement id, G-XXXXXXXXXX" : "the site's domain in Plausible, e.g. shop.example"})`,
      });
    }
    if (c.ANALYTICS_PROVIDER === 'ga4' && c.ANALYTICS_ID !== undefined && !GA4_MEASUREMENT_ID.test(c.ANALYTICS_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ANALYTICS_ID'],
        message:
          "must be GA4's measurement id when ANALYTICS_PROVIDER=ga4: G- and capital letters and digits, e.g. G-A1B2C3D4E5",
      });
    }
    if (
      c.ANALYTICS_PROVIDER === 'plausible' &&
      c.ANALYTICS_ID !== undefined &&
      !PLAUSIBLE_DOMAIN.test(c.ANALYTICS_ID)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['ANALYTICS_ID'],
        message:
          'must be the site’s domain as Plausible knows it when ANALYTICS_PROVIDER=plausible: a lower-case host name such as shop.example',
      });
    }
    if (c.STRIPE_SECRET_KEY === undefined && c.STRIPE_WEBHOOK_SECRET !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'must be set together with STRIPE_WEBHOOK_SECRET',
      });
    }
  });

function currencyDecimals(code: string): number | undefined {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits;
  } catch {
    return undefined;
  }
}

function isKnownCurrency(code: string): boolean {
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    return false;
  }
}

export type Config = Omit<z.output<typeof configSchema>, 'DATA_DIR' | 'PUBLIC_URL'> & {
  /** Absolute path of DATA_DIR. */
  DATA_DIR: string;
  /** The store's public origin without a trailing slash: PUBLIC_URL, or http://localhost:PORT outside production. */
  PUBLIC_URL: string;
};

export class ConfigError extends Error {}

/** The analytics provider the configuration names, or null (events go to the page's dataLayer only). */
export function analyticsService(config: Pick<Config, 'ANALYTICS_PROVIDER' | 'ANALYTICS_ID'>): AnalyticsService | null {
  return config.ANALYTICS_PROVIDER && config.ANALYTICS_ID
    ? { provider: config.ANALYTICS_PROVIDER, id: config.ANALYTICS_ID }
    : null;
}

/** STRIPE_API_URL as the Stripe SDK's host, port and protocol options. */
export function stripeApiAddress(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const { PUBLIC_URL, PORT } = result.data;
  return {
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    PUBLIC_URL: PUBLIC_URL === undefined ? `http://localhost:${PORT}` : new URL(PUBLIC_URL).origin,
  };
}
