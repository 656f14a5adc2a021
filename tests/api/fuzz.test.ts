/**
 * Hostile input, generated: thousands of malformed requests over every /api route and
 * every page, each a valid request with one part spoiled (NUL bytes, control characters,
 * lone surrogates, wrong types, numbers out of range or with too many decimals, dates far
 * outside any sensible window, oversized text, broken JSON). None may get a 5xx answer,
 * every API answer must be one the published document describes (status and shape), and
 * the database must be exactly as it was. The seed changes each run; a failure names
 * it, and FUZZ_SEED=<seed> replays that run.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { CATALOG_QUERY_KEYS } from '#domain/catalog-query.ts';
import { queryRows } from '#server/db/client.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { storeAnswers } from '#tests/support/documented-answers.ts';
import { ADMIN, testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const API_CASES = 5_000;
const PAGE_CASES = 600;

let server: RunningServer;
let database: TestDatabase;
let dataDir: string;
let adminToken: string;
let adminId: string;
let product: ApiProduct;
let line: { productId: string; color: string; size: string; quantity: number };
let couponId: string;
const COUPON_CODE = 'FUZZ-KEEP';

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-fuzz-'));
  database = await createTestDatabase();
  const config = testStoreConfig({ dataDir, databaseUrl: database.url });
  // One store serving the API and the built pages, so both read the same database.
  server = await startServer(config, { ui: { kind: 'build', buildDir: inject('buildDir') } });

  const login = await call('POST', '/api/auth/login', { json: ADMIN });
  const signedIn = JSON.parse(login.body) as { token: string; user: { _id: string } };
  adminToken = signedIn.token;
  adminId = signedIn.user._id;
  const products = JSON.parse((await call('GET', '/api/products')).body) as ApiProduct[];
  product = products.find((p) => p.variants.some((v) => v.sizes.some((s) => s.stock > 0)))!;
  const variant = product.variants.find((v) => v.sizes.some((s) => s.stock > 0))!;
  line = {
    productId: product._id,
    color: variant.color,
    size: variant.sizes.find((s) => s.stock > 0)!.size,
    quantity: 1,
  };
  const coupon = await call('POST', '/api/coupons', {
    json: { code: COUPON_CODE, type: 'fixed', value: 5 },
    token: adminToken,
  });
  expect(coupon.status).toBe(201);
  couponId = (JSON.parse(coupon.body) as { _id: string })._id;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------
// Sending

interface Sent {
  method: string;
  path: string;
  /** A JSON value to send, or raw bytes/text as they are. */
  json?: unknown;
  raw?: string | Uint8Array;
  token?: string;
}

let clientNumber = 0;

async function call(method: string, pathAndQuery: string, options: Omit<Sent, 'method' | 'path'> = {}) {
  clientNumber += 1;
  const headers: Record<string, string> = {
    'X-Forwarded-For': `10.77.${Math.floor(clientNumber / 250) % 250}.${clientNumber % 250}`,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.raw !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof options.raw === 'string' ? options.raw : new Uint8Array(options.raw);
  }
  const res = await fetch(`${server.url}${pathAndQuery}`, { method, headers, body });
  const text = await res.text();
  const problem = storeAnswers().problemWith({
    method,
    url: pathAndQuery,
    status: res.status,
    contentType: res.headers.get('Content-Type'),
    text,
  });
  return { status: res.status, body: text, problem };
}

/** Sends every case, a few at a time; returns the ones answered with 5xx, or with an answer the published document does not describe. */
async function sendAll(cases: Sent[], check: (c: Sent, status: number) => string | null = () => null) {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      const res = await call(c.method, c.path, c);
      const problem =
        res.status >= 500 ? `${res.status} ${res.body.slice(0, 120)}` : (check(c, res.status) ?? res.problem ?? null);
      if (problem) failures.push(`${c.method} ${c.path} ${describeBody(c)} → ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return failures;
}

function describeBody(c: Sent): string {
  const text =
    c.json !== undefined
      ? JSON.stringify(c.json)
      : typeof c.raw === 'string'
        ? c.raw
        : c.raw
          ? `<${c.raw.length} bytes>`
          : '';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

// ---------------------------------------------------------------------------------------
// Hostile values, by the kind of field they spoil. Each is invalid for every field of
// its kind (so a spoiled request can never be a valid one that changes data).

const FORBIDDEN = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
];
const poisoned = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...FORBIDDEN), fc.string({ maxLength: 12 }))
  // Inside the text: control characters at its ends are whitespace that trimming removes.
  .map(([a, bad, b]) => `${a}a${bad}b${b}`);
const overlong = fc.integer({ min: 300, max: 3_000 }).map((n) => 'x'.repeat(n));
const notText = fc.constantFrom<unknown>(true, false, 0, 12, 1.5, -1, [], [1], ['a'], {}, { a: 1 });
const text = fc.oneof(poisoned, overlong, notText);
/** Spoils a field that takes up to `max` characters (longer than `overlong` reaches). */
const longText = (max: number) =>
  fc.oneof(
    poisoned,
    notText,
    fc.integer({ min: max + 1, max: max + 2_000 }).map((n) => 'x'.repeat(n)),
  );

const money = fc.oneof(
  fc.constantFrom<unknown>(1e15, 1e308, 2 ** 53, 10_000_000.01, 0.001, 1.005, 19.999, 5e-324, -0.01, -1, -1e15),
  fc.constantFrom<unknown>('0x10', '1e3', '1e-3', 'abc', '12.5.1', '1,5', 'Infinity', 'NaN', '--1', '0.001', '-5'),
  fc.constantFrom<unknown>(true, false, [1], [], {}, { value: 1 }),
  fc.integer({ min: 0, max: 1_000_000 }).map((n) => n + 0.001),
  poisoned,
);
const integer = fc.oneof(
  fc.constantFrom<unknown>(0, -1, 0.5, 1.5, 1e10, 2 ** 53, 2 ** 53 + 2, 1e21, -1e21, 1e308),
  fc.constantFrom<unknown>(true, false, [1], [], {}, '0x10', '1e1', 'abc', ' 5x', '١٢', '0.5', '-3'),
  poisoned,
);
const date = fc.oneof(
  fc.constantFrom<unknown>(
    '275760-09-13T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '1999-12-31T23:59:59.999Z',
    '2100-01-01T00:00:00.000Z',
    '9999-12-31',
    '0000-01-01',
    '2024-13-45',
    'tomorrow',
    'Invalid Date',
  ),
  fc.constantFrom<unknown>(8.64e15, -8.64e15, 0, -1, 1e20, true, [1], {}),
  poisoned,
);
const enumValue = fc.oneof(fc.constantFrom<unknown>('PERCENTAGE', 'Fixed', '', 1, true, [], {}), poisoned);
const bool = fc.constantFrom<unknown>('true', 'false', 1, 0, null, [], {}, 'yes');
const email = fc.oneof(
  poisoned,
  overlong.map((s) => `${s}@example.com`),
  notText,
  fc.constantFrom<unknown>('no-at-sign', '@example.com', 'a@', null),
);
const password = fc.oneof(
  notText,
  fc.constantFrom<unknown>('', 'short', null),
  fc.integer({ min: 129, max: 2_000 }).map((n) => 'p'.repeat(n)),
);
const otp = fc.oneof(poisoned, notText, fc.constantFrom<unknown>('12345', '1234567', 'abcdef', '12 456', '١٢٣٤٥٦'));
const list = (item: fc.Arbitrary<unknown>, tooMany: number) =>
  fc.oneof(
    fc.constantFrom<unknown>('abc', 1, {}, true, null),
    fc.array(item, { minLength: 1, maxLength: 3 }),
    fc.constant(Array.from({ length: tooMany }, () => 'x')),
  );

/** A valid body with one field spoiled. */
function spoil(
  base: Record<string, unknown>,
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(...Object.entries(fields).map(([field, bad]) => bad.map((value) => ({ ...base, [field]: value }))));
}

/** Percent-encodes anything, lone surrogates included (as the bytes a broken client would send). */
function encode(value: string): string {
  let out = '';
  for (const ch of value) out += /^[\ud800-\udfff]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch);
  return out;
}

const queryValue = fc.oneof(
  poisoned,
  overlong.map((s) => s.slice(0, 1_000)),
  fc.constantFrom(
    '1e15',
    '0.001',
    '-1',
    '1e10',
    '0x10',
    'true',
    '[1]',
    '',
    ' ',
    '%',
    '%zz',
    '..',
    'Infinity',
    'NaN',
    '275760-09-13',
  ),
  fc.string({ maxLength: 20 }),
);

function queryString(keys: readonly string[]): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })), queryValue), {
      minLength: 1,
      maxLength: 4,
    })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
}

const routeId = fc.oneof(
  poisoned,
  overlong.map((s) => s.slice(0, 500)),
  fc.constantFrom('..', '%2e%2e', ' ', 'null', 'undefined', '0', '-1', '1e10'),
  fc.uuid(),
);

/** Bodies that are not a JSON object at all. */
const rawBody = fc.oneof(
  fc.constantFrom<string | Uint8Array>(
    '{"a": ',
    '[]',
    '1',
    '"x"',
    'null',
    'true',
    '{"items": [',
    '\u0000',
    '{"__proto__": {"polluted": true}}',
    `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    new Uint8Array([0xff, 0xfe, 0xfd]),
    new Uint8Array([0x7b, 0x22, 0x63, 0x6f, 0x64, 0x65, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  ),
  fc.string({ maxLength: 40 }),
);

// ---------------------------------------------------------------------------------------
// The routes

function apiCases(): fc.Arbitrary<Sent> {
  const lineFields = { productId: text, color: text, size: text, quantity: integer };
  const items = fc.oneof(
    spoil(line, lineFields).map((l) => [line, l]),
    fc.constantFrom<unknown>(
      'abc',
      1,
      {},
      true,
      null,
      Array.from({ length: 101 }, () => line),
    ),
  );
  const couponBase = {
    code: COUPON_CODE,
    description: 'Kept',
    type: 'fixed',
    value: 5,
    appliesTo: 'global',
    maxUses: 10,
    minOrderValue: 1,
    maxDiscount: 5,
    expiresAt: '2099-01-01T00:00:00.000Z',
    isGlobal: false,
  };
  const couponBody = spoil(couponBase, {
    code: text,
    description: text,
    type: enumValue,
    value: money,
    appliesTo: enumValue,
    target: text,
    maxUses: integer,
    minOrderValue: money,
    maxDiscount: money,
    expiresAt: date,
    isGlobal: bool,
  });
  // Zero is a fine stock and size discount, so those fields are spoiled with the other bad whole numbers.
  const notZero = integer.filter((v) => v !== 0);
  const sizeBase = {
    size: 'M',
    price: 10,
    stock: 1,
    discount: { percentage: 10, expiresAt: '2099-01-01T00:00:00.000Z' },
  };
  const sizeBody = spoil(sizeBase, {
    size: text,
    price: money,
    stock: notZero,
    discount: fc.oneof(
      spoil(sizeBase.discount, { percentage: notZero, expiresAt: date }),
      fc.constantFrom<unknown>('abc', 1, true, []),
    ),
  });
  const variantBase = { color: 'Black', images: ['/uploads/demo/fuzz.webp'], sizes: [sizeBase] };
  const variantBody = spoil(variantBase, {
    color: text,
    images: list(text, 21),
    sizes: fc.oneof(
      sizeBody.map((size) => [size]),
      fc.constantFrom<unknown>(
        'abc',
        1,
        {},
        true,
        null,
        [],
        Array.from({ length: 31 }, () => sizeBase),
      ),
    ),
  });
  const productBody = spoil(
    {
      name: 'Fuzz Cape',
      description: 'Kept',
      category: 'Capes',
      price: 10,
      isFeatured: false,
      variants: [variantBase],
    },
    {
      name: text,
      // Long text up to 5000 characters is a fine description.
      description: fc.oneof(poisoned, notText),
      category: text,
      price: money,
      isFeatured: bool,
      variants: fc.oneof(
        variantBody.map((variant) => [variant]),
        fc.constantFrom<unknown>('abc', 1, {}, true, null, []),
      ),
    },
  );
  const categoryDiscountBody = spoil(
    { category: 'Jackets', percentage: 10, expiresAt: '2099-01-01T00:00:00.000Z' },
    { category: text, percentage: integer, flatAmount: money, expiresAt: date },
  );
  const userBody = spoil({ role: 'admin', disabled: false }, { role: enumValue, disabled: bool });
  const post = (p: string, body: fc.Arbitrary<unknown>, token?: () => string) =>
    fc.oneof(
      { weight: 5, arbitrary: body.map((json): Sent => ({ method: 'POST', path: p, json, token: token?.() })) },
      { weight: 1, arbitrary: rawBody.map((raw): Sent => ({ method: 'POST', path: p, raw, token: token?.() })) },
    );
  const admin = () => adminToken;
  return fc.oneof(
    post(
      '/api/auth/register',
      spoil({ name: 'Fuzz Shopper', email: ADMIN.email, password: 'a-fine-password' }, { name: text, email, password }),
    ),
    post('/api/auth/verify-otp', spoil({ email: ADMIN.email, otp: '123456' }, { email, otp })),
    post('/api/auth/resend-otp', spoil({ email: ADMIN.email }, { email })),
    post('/api/auth/login', spoil({ email: ADMIN.email, password: 'not-the-password' }, { email, password })),
    post('/api/auth/logout', spoil({ email: ADMIN.email }, { email }), admin),
    post('/api/auth/forgot-password', spoil({ email: ADMIN.email }, { email })),
    fc.oneof(
      routeId.map((id): Sent => ({
        method: 'POST',
        path: `/api/auth/reset-password/${encode(id)}`,
        json: { password: 'a-fine-password' },
      })),
      password.map((p): Sent => ({ method: 'POST', path: '/api/auth/reset-password/abc', json: { password: p } })),
    ),
    post(
      '/api/contact',
      // The honeypot is left alone: anything in it is a bot's message, answered 201 and dropped.
      spoil(
        { name: 'Fuzz Shopper', email: 'fuzz@example.com', subject: 'Fuzz', message: 'Hello' },
        { name: text, email, subject: text, message: longText(5_000) },
      ),
    ),
    queryString(['page', 'pageSize', 'status']).map((q): Sent => ({
      method: 'GET',
      path: `/api/contact-messages?${q}`,
      token: adminToken,
    })),
    fc.tuple(routeId, fc.oneof(fc.constant<unknown>(true), bool)).map(([id, handled]): Sent => ({
      method: 'PATCH',
      path: `/api/contact-messages/${encode(id)}`,
      json: { handled },
      token: adminToken,
    })),
    post(
      '/api/cart/quote',
      items.map((i) => ({ items: i })),
    ),
    post(
      '/api/coupons/apply',
      spoil(
        { code: COUPON_CODE, items: [line], productIds: [line.productId], cartTotal: 10 },
        { code: text, productIds: list(text, 201), cartTotal: money },
      ).map((b) => b),
    ),
    items.map((i): Sent => ({ method: 'POST', path: '/api/coupons/apply', json: { code: COUPON_CODE, items: i } })),
    post('/api/coupons', couponBody, admin),
    couponBody.map((json): Sent => ({ method: 'PUT', path: `/api/coupons/${couponId}`, json, token: adminToken })),
    routeId.map((id): Sent => ({
      method: 'PUT',
      path: `/api/coupons/${encode(id)}`,
      json: { type: 'fixed', value: 1, code: 'X' },
      token: adminToken,
    })),
    routeId.map((id): Sent => ({ method: 'DELETE', path: `/api/coupons/${encode(id)}`, token: adminToken })),
    post('/api/products/admin/createProduct', productBody, admin),
    productBody.map((json): Sent => ({
      method: 'PUT',
      path: `/api/products/admin/updateProduct/${product._id}`,
      json,
      token: adminToken,
    })),
    routeId.map((id): Sent => ({
      method: 'PUT',
      path: `/api/products/admin/updateProduct/${encode(id)}`,
      json: { name: 'x' },
      token: adminToken,
    })),
    routeId.map((id): Sent => ({
      method: 'DELETE',
      path: `/api/products/admin/deleteProduct/${encode(id)}`,
      token: adminToken,
    })),
    post('/api/products/admin/applyCategoryDiscount', categoryDiscountBody, admin),
    text.map((category): Sent => ({
      method: 'DELETE',
      path: '/api/products/admin/removeCategoryDiscount',
      json: { category },
      token: adminToken,
    })),
    rawBody.map((raw): Sent => ({
      method: 'DELETE',
      path: '/api/products/admin/removeCategoryDiscount',
      raw,
      token: adminToken,
    })),
    userBody.map((json): Sent => ({ method: 'PUT', path: `/api/users/${adminId}`, json, token: adminToken })),
    routeId.map((id): Sent => ({
      method: 'PUT',
      path: `/api/users/${encode(id)}`,
      json: { role: 'admin' },
      token: adminToken,
    })),
    routeId.map((id): Sent => ({ method: 'DELETE', path: `/api/users/${encode(id)}`, token: adminToken })),
    queryString(['search', 'page', 'pageSize']).map((q): Sent => ({
      method: 'GET',
      path: `/api/users?${q}`,
      token: adminToken,
    })),
    queryString(['metric', 'from', 'to', 'interval']).map((q): Sent => ({
      method: 'GET',
      path: `/api/stats/timeseries?metric=revenue&from=2025-01-01&to=2025-02-01&${q}`,
      token: adminToken,
    })),
    queryString(['from', 'to']).map((q): Sent => ({
      method: 'GET',
      path: `/api/stats/breakdown?from=2025-01-01&to=2025-02-01&${q}`,
      token: adminToken,
    })),
    queryString(CATALOG_QUERY_KEYS).map((q): Sent => ({ method: 'GET', path: `/api/products?${q}` })),
    queryString(CATALOG_QUERY_KEYS).map((q): Sent => ({ method: 'GET', path: `/api/products/facets?${q}` })),
    queryString(['query', 'limit']).map((q): Sent => ({ method: 'GET', path: `/api/products/search?query=ab&${q}` })),
    queryString(['query', 'limit']).map((q): Sent => ({ method: 'GET', path: `/api/products/search?${q}` })),
    routeId.map((id): Sent => ({ method: 'GET', path: `/api/products/${encode(id)}` })),
    fc
      .tuple(
        fc.constantFrom(
          '/api/health',
          '/api/users',
          '/api/coupons',
          '/api/auth/me',
          '/api/products/admin/categories',
          '/api/nothing-here',
        ),
        queryString(['page', 'q']),
      )
      .map(([p, q]): Sent => ({ method: 'GET', path: `${p}?${q}`, token: adminToken })),
  );
}

/** Every page; the keys are what pages read from their query (filters, redirect targets, e-mail). */
const PAGES = [
  '/',
  '/products',
  '/cart',
  '/checkout',
  '/checkout/shipping',
  '/checkout/payment',
  '/login',
  '/register',
  '/forgot-password',
  '/auth/verifyOTP',
  '/account',
  '/about-us',
  '/contact-us',
  '/faqs',
  '/terms-conditions',
  '/refund-return-policy',
  '/shipping-policy',
  '/privacy-policy',
  '/sitemap.xml',
  '/robots.txt',
  '/admin',
];
const PAGE_KEYS = [...CATALOG_QUERY_KEYS, 'redirect', 'email', 'q', 'query', 'token', 'code'];

function pageCases(): fc.Arbitrary<Sent> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: queryString(CATALOG_QUERY_KEYS).map((q): Sent => ({ method: 'GET', path: `/products?${q}` })),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...PAGES), queryString(PAGE_KEYS))
        .map(([p, q]): Sent => ({ method: 'GET', path: `${p}?${q}` })),
    },
    { weight: 1, arbitrary: routeId.map((id): Sent => ({ method: 'GET', path: `/products/${encode(id)}` })) },
    { weight: 1, arbitrary: routeId.map((id): Sent => ({ method: 'GET', path: `/reset-password/${encode(id)}` })) },
  );
}

// ---------------------------------------------------------------------------------------
// What must not change

async function snapshot(): Promise<Record<string, string>> {
  const db = server.database.db;
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables) {
    const [row] = await queryRows<{ n: string; digest: string }>(
      db,
      sql`select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    out[name] = `${row!.n} rows, ${row!.digest}`;
  }
  return out;
}

describe('malformed input', () => {
  it(`answers ${API_CASES} spoiled API requests without a 5xx and changes nothing`, async () => {
    const before = await snapshot();
    const cases = fc.sample(apiCases(), { numRuns: API_CASES, seed: SEED });
    // Every case that would write has a spoiled part, so none may be accepted.
    const failures = await sendAll(cases, (c, status) =>
      c.method !== 'GET' && status < 300 ? `${status}: accepted` : null,
    );
    expect(failures.slice(0, 10), `FUZZ_SEED=${SEED}: ${failures.length} of ${cases.length} requests failed`).toEqual(
      [],
    );
    expect(await snapshot()).toEqual(before);
  }, 180_000);

  it(`renders every page with ${PAGE_CASES} spoiled queries and ids, ignoring what it cannot use`, async () => {
    const before = await snapshot();
    const cases = fc.sample(pageCases(), { numRuns: PAGE_CASES, seed: SEED });
    // fetch follows the listing's redirect to its canonical URL: a bad filter is dropped, the page renders.
    const failures = await sendAll(cases, (c, status) =>
      c.path.startsWith('/products?') && status !== 200 ? `${status}, not the listing` : null,
    );
    expect(failures.slice(0, 10), `FUZZ_SEED=${SEED}: ${failures.length} of ${cases.length} requests failed`).toEqual(
      [],
    );
    expect(await snapshot()).toEqual(before);
  }, 180_000);
});
