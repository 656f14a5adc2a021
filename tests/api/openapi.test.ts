/**
 * The API's description over real HTTP: GET /api/openapi.json is an OpenAPI 3.1 document
 * that names every route the app registers under /api (and only those), whose examples the
 * handlers' own zod schemas and the published JSON Schemas both accept; GET /api/docs is
 * a self-contained page listing the same operations. The store runs with Stripe configured,
 * so its webhook route exists too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod';
import { publishedApiDocument } from '#server/api/docs.ts';
import type { JsonSchema, OpenApiDocument } from '#server/api/openapi/document.ts';
import { API_ROUTES } from '#server/api/routes.ts';
import { HTTP_METHODS, hasBody } from '#server/api/openapi/operation.ts';
import { compileDocumentSchema, createAjv, fetchChecked } from '#tests/support/documented-answers.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { ADMIN } from '#tests/support/store-config.ts';

let store: OwnStore;
let doc: OpenApiDocument;

beforeAll(async () => {
  store = await startOwnStore('openapi', {
    STRIPE_SECRET_KEY: 'sk_test_openapi_document',
    STRIPE_WEBHOOK_SECRET: 'whsec_openapi_document',
  });
  const res = await fetchChecked(store.at('/api/openapi.json'));
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
});

afterAll(async () => {
  await store?.close();
});

/** `GET /api/products/:productId` for Hono's `{ method, path }` and OpenAPI's `get` `/api/products/{productId}`. */
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

function documentedOperations() {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method, path, op })),
  );
}

describe('GET /api/openapi.json', () => {
  it('is public JSON that any cache may keep, revalidated by its ETag', async () => {
    const res = await fetchChecked(store.at('/api/openapi.json'));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    const etag = res.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await fetchChecked(store.at('/api/openapi.json'), { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('is the document every API test checks the answers against', () => {
    expect(doc).toEqual(publishedApiDocument());
  });

  it('is an OpenAPI 3.1 document: version, info, paths, components, and answers for every operation', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('ALATOO API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.info.license.name).toBeTruthy();
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(Object.keys(doc.components.schemas)).toContain('Error');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const tagNames = doc.tags.map((t) => t.name);
    const operationIds = new Set<string>();
    for (const { method, path, op } of documentedOperations()) {
      const where = `${method} ${path}`;
      expect(HTTP_METHODS, where).toContain(method);
      // The API's routes, the product feeds beside them (decision 69), and the metrics at the
      // path every Prometheus scraper expects.
      expect(path, where).toMatch(/^\/(api|feeds)\/|^\/metrics$/);
      expect(tagNames, where).toContain(op.tags[0]);
      expect(operationIds.has(op.operationId), `${where}: operationId ${op.operationId} is unique`).toBe(false);
      operationIds.add(op.operationId);
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => Number(s) >= 200 && Number(s) < 300),
        `${where} has a success answer`,
      ).toBe(true);
      for (const status of statuses) expect(status, where).toMatch(/^[1-5]\d\d$/);
      // Each {param} of the path is a required path parameter, and nothing else is.
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(
        pathParams.map((p) => p.name),
        where,
      ).toEqual(inPath);
      for (const p of pathParams) expect(p.required, `${where} ${p.name}`).toBe(true);
      // Protected operations say how to authenticate, with a scheme the document defines.
      if (op['x-access'] !== 'public') {
        expect(op.security, where).toBeDefined();
        for (const requirement of op.security!)
          for (const scheme of Object.keys(requirement))
            expect(doc.components.securitySchemes, where).toHaveProperty(scheme);
        expect(op.responses['401'], `${where} documents 401`).toBeDefined();
      }
      if (op['x-access'] === 'admin') expect(op.responses['403'], `${where} documents 403`).toBeDefined();
      // A public operation says outright that it needs no credentials.
      if (op['x-access'] === 'public') expect(op.security, where).toEqual([]);
      // Every error is the one error shape; an answer the registry declares (health's 503) has its own.
      const declared = API_ROUTES.find((o) => o.method === method && o.path === path)!.answers.map((a) =>
        String(a.status),
      );
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400 && !declared.includes(status))
          expect(response.content?.['application/json']?.schema, `${where} ${status}`).toEqual({
            $ref: '#/components/schemas/Error',
          });
      }
    }
  });

  it('describes every route the app registers under /api, /feeds and /metrics with its method and path, and no route that does not exist', () => {
    const registered = new Set(
      store.server.routes
        // Middleware and the catch-all that answers unknown paths with 404 are registered for every method ('ALL').
        .filter(
          (r) =>
            (r.path.startsWith('/api/') || r.path.startsWith('/feeds/') || r.path === '/metrics') && r.method !== 'ALL',
        )
        .map((r) => routeKey(r.method, r.path)),
    );
    const documented = new Set(documentedOperations().map(({ method, path }) => routeKey(method, path)));
    expect(registered.size).toBeGreaterThan(40);
    expect(
      [...registered].filter((r) => !documented.has(r)),
      'registered but not documented',
    ).toEqual([]);
    expect(
      [...documented].filter((r) => !registered.has(r)),
      'documented but not registered',
    ).toEqual([]);
  });

  it('gives an example for every JSON request body and every answer, and the handler’s own zod schema accepts each', () => {
    let checked = 0;
    for (const op of API_ROUTES) {
      const where = `${op.method} ${op.path}`;
      if (op.body?.kind === 'json') {
        expect(op.body.examples.length, where).toBeGreaterThan(0);
        for (const example of op.body.examples) {
          const result = safeParse(op.body.schema, example.value);
          expect(result.success ? [] : result.error.issues, `${where} body example "${example.summary}"`).toEqual([]);
          checked += 1;
        }
      }
      for (const answer of op.answers) {
        // A 204 or a redirect has no body to give an example of.
        if (!hasBody(answer)) continue;
        expect(answer.examples.length, where).toBeGreaterThan(0);
        for (const example of answer.examples) {
          const result = safeParse(answer.schema, example.value);
          expect(
            result.success ? [] : result.error.issues,
            `${where} ${answer.status} example "${example.summary}"`,
          ).toEqual([]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('publishes examples that its own JSON Schemas accept', () => {
    const ajv = createAjv();
    const validate = (schema: JsonSchema, value: unknown) => {
      const check = compileDocumentSchema(ajv, schema, doc);
      return check(value) ? [] : check.errors;
    };
    let checked = 0;
    for (const { method, path, op } of documentedOperations()) {
      const media = [
        ...Object.entries(op.requestBody?.content ?? {}).map(([type, m]) => ({ what: `body ${type}`, m })),
        ...Object.entries(op.responses).flatMap(([status, r]) =>
          Object.values(r.content ?? {}).map((m) => ({ what: `answer ${status}`, m })),
        ),
      ];
      for (const { what, m } of media) {
        for (const [name, example] of Object.entries(m.examples ?? {})) {
          expect(validate(m.schema, example.value), `${method} ${path} ${what} ${name}`).toEqual([]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('marks a query parameter required only when the handler refuses a request without it', () => {
    const params = (method: 'get', path: string) => doc.paths[path]![method]!.parameters ?? [];
    const timeseries = params('get', '/api/stats/timeseries');
    expect(
      timeseries
        .filter((p) => p.required)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['from', 'metric', 'to']);
    expect(timeseries.find((p) => p.name === 'interval')?.schema).toMatchObject({
      enum: ['day', 'week', 'month'],
      default: 'day',
    });
    expect(params('get', '/api/users').filter((p) => p.required)).toEqual([]);
    expect(params('get', '/api/products/search').find((p) => p.name === 'query')?.required).toBe(true);
  });
});

describe('the answers the store really gives', () => {
  /**
   * Calls a documented operation over HTTP; the answer is checked as every API test's is:
   * its status is one the document lists for it, and it matches the schema published for
   * that status.
   */
  async function call(
    method: 'get' | 'post' | 'put' | 'delete',
    template: string,
    options: { params?: Record<string, string>; query?: string; body?: unknown; token?: string } = {},
  ) {
    const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
    const headers: Record<string, string> = { 'X-Forwarded-For': '10.36.0.1' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetchChecked(store.at(`${path}${options.query ?? ''}`), {
      method: method.toUpperCase(),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body: unknown = await res.json();
    return { status: res.status, body: body as Record<string, unknown> };
  }

  /** A request body example exactly as the document publishes it. */
  const example = (method: string, path: string, n = 1) =>
    doc.paths[path]![method]!.requestBody!.content['application/json']!.examples![`example${n}`]!.value;

  it('match the documented schemas, with the documented examples as requests', async () => {
    expect((await call('get', '/api/health')).status).toBe(200);
    const signIn = await call('post', '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } });
    const token = String(signIn.body.token);
    await call('get', '/api/auth/me', { token });

    const created = await call('post', '/api/products/admin/createProduct', {
      token,
      body: example('post', '/api/products/admin/createProduct'),
    });
    expect(created.status).toBe(201);
    const productId = String(created.body._id);
    await call('put', '/api/products/admin/updateProduct/{id}', {
      token,
      params: { id: productId },
      body: example('put', '/api/products/admin/updateProduct/{id}'),
    });
    await call('get', '/api/products/{productId}', { params: { productId } });
    await call('get', '/api/products');
    await call('get', '/api/products', { query: '?category=Coats&sort=price-asc' });
    await call('get', '/api/products/facets');
    await call('get', '/api/products/search', { query: '?query=wool' });
    await call('get', '/api/products/{productId}/reviews', { params: { productId } });
    await call('get', '/api/products/{productId}/reviews', { params: { productId }, query: '?limit=10' });
    await call('get', '/api/products/admin/categories', { token });
    await call('post', '/api/products/admin/applyCategoryDiscount', {
      token,
      body: example('post', '/api/products/admin/applyCategoryDiscount'),
    });
    await call('delete', '/api/products/admin/removeCategoryDiscount', {
      token,
      body: example('delete', '/api/products/admin/removeCategoryDiscount'),
    });

    const coupon = await call('post', '/api/coupons', { token, body: example('post', '/api/coupons') });
    expect(coupon.status).toBe(201);
    await call('put', '/api/coupons/{id}', {
      token,
      params: { id: String(coupon.body._id) },
      body: example('put', '/api/coupons/{id}'),
    });
    await call('get', '/api/coupons', { token });
    const items = [{ productId, color: 'Navy', size: 'M', quantity: 1 }];
    const quote = await call('post', '/api/cart/quote', {
      body: { items, couponCode: 'WINTER15', shippingMethod: 'standard' },
    });
    expect(quote.body.couponError).toBeNull();
    await call('post', '/api/coupons/apply', { body: { code: 'WINTER15', items } });

    await call('get', '/api/stats/summary', { token });
    await call('get', '/api/stats/timeseries', { token, query: '?metric=revenue&from=2026-11-01&to=2026-11-03' });
    await call('get', '/api/stats/breakdown', { token, query: '?from=2026-11-01&to=2026-11-30' });
    await call('get', '/api/users', { token });
    await call('get', '/api/users', { token, query: '?page=1' });
    await call('get', '/api/contact-messages', { token });
    await call('get', '/api/orders/all', { token });
    await call('get', '/api/orders/mine', { token });
    await call('get', '/api/orders/admin', { token });
    await call('get', '/api/orders/admin/export', { token });

    // Errors, in the one documented error shape.
    expect(
      (
        await call('get', '/api/products/{productId}', {
          params: { productId: '00000000-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
    expect((await call('get', '/api/users')).status).toBe(401);
    const invalid = await call('post', '/api/auth/register', { body: {} });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toHaveProperty('email');
    expect(
      (await call('post', '/api/auth/login', { body: { email: ADMIN.email, password: 'not-the-password' } })).status,
    ).toBe(401);

    await call('delete', '/api/coupons/{id}', { token, params: { id: String(coupon.body._id) } });
    await call('delete', '/api/products/admin/deleteProduct/{id}', { token, params: { id: productId } });
  });
});

describe('GET /api/docs', () => {
  it('is one self-contained HTML page, without scripts, listing every operation with its examples', async () => {
    const res = await fetchChecked(store.at('/api/docs'));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    // The store's policy holds: only its own origin, scripts only with a nonce this page does not need.
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).not.toMatch(/<script|<img|<iframe|\ssrc=|@import|url\(/i);
    // The one linked resource is the store's own icon.
    expect([...html.matchAll(/<link [^>]*>/g)].map((m) => m[0])).toEqual([
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ]);
    expect(html).toContain('<h1>ALATOO API</h1>');
    expect(html).toContain('href="/api/openapi.json"');
    for (const { method, path, op } of documentedOperations()) {
      expect(html, `${method} ${path}`).toContain(`<article id="${op.operationId}"`);
      expect(html, `${method} ${path}`).toContain(`href="#${op.operationId}"`);
    }
    for (const tag of doc.tags) expect(html).toContain(`>${tag.name}</h2>`);
    // Examples are shown escaped, as text.
    expect(html).toContain('&quot;couponCode&quot;: &quot;WINTER15&quot;');
  });
});
