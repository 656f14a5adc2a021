/**
 * GET /api/products carries an ETag made from the answer's bytes: a reader who already
 * holds the answer gets 304 with no body, until a catalogue write changes it. The public
 * catalogue may be kept by any cache (always revalidated); an answer to a signed-in
 * request stays the browser's own. On a store of this file's own, since it writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct } from '#domain/api-answer-schemas.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { startOwnStore, type OwnStore } from '#tests/support/own-store.ts';
import { ADMIN } from '#tests/support/store-config.ts';

let store: OwnStore;
let token: string;

const LISTING = '/api/products?category=Capes&sort=price-asc';

function productBody(name: string) {
  return {
    name,
    description: 'Warm.',
    category: 'Capes',
    isFeatured: false,
    variants: [
      {
        color: 'Black',
        images: [],
        sizes: [{ size: 'M', price: 120, stock: 3, discount: { percentage: 0, expiresAt: null } }],
      },
    ],
  };
}

async function createProduct(name: string): Promise<ApiProduct> {
  const res = await fetchChecked(store.at('/api/products/admin/createProduct'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(productBody(name)),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as ApiProduct;
}

/** Uncompressed unless asked (fetch itself would ask for br and gzip). */
const get = (path: string, headers: Record<string, string> = {}) =>
  fetchChecked(store.at(path), { headers: { 'Accept-Encoding': 'identity', ...headers } });

beforeAll(async () => {
  store = await startOwnStore('products-etag');
  const login = await fetchChecked(store.at('/api/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  token = ((await login.json()) as { token: string }).token;
  await createProduct('Wool Cape');
}, 120_000);

afterAll(async () => {
  await store?.close();
});

describe.each([
  ['the full catalogue', '/api/products'],
  ['a listing page', LISTING],
])('GET %s', (_, path) => {
  it('answers 304 without a body to a reader holding the current ETag, 200 with the answer otherwise', async () => {
    const first = await get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const body = await first.text();

    const again = await get(path, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const other = await get(path, { 'If-None-Match': '"something-else"' });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(body);
  });

  it('changes its ETag when a write changes the answer, and keeps it otherwise', async () => {
    const before = (await get(path)).headers.get('etag')!;
    expect((await get(path)).headers.get('etag')).toBe(before);
    const created = await createProduct(`Cape ${Date.now()}`);
    const after = await get(path, { 'If-None-Match': before });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
    const text = await after.text();
    expect(text).toContain(created._id);
  });

  it('may be kept by any cache if revalidated, except an answer to a signed-in request', async () => {
    expect((await get(path)).headers.get('cache-control')).toBe('public, no-cache');
    expect((await get(path, { Authorization: `Bearer ${token}` })).headers.get('cache-control')).toBe(
      'private, no-cache',
    );
    expect((await get(path, { Cookie: 'token=abc' })).headers.get('cache-control')).toBe('private, no-cache');
  });

  it('weakens the ETag of a compressed copy, which still revalidates to 304', async () => {
    const identity = (await get(path)).headers.get('etag')!;
    const compressed = await get(path, { 'Accept-Encoding': 'br' });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('etag')).toBe(`W/${identity}`);
    const revalidated = await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': compressed.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
  });
});

describe('search', () => {
  it('stays private and unstored, without an ETag', async () => {
    const search = await get('/api/products/search?query=cape');
    expect(search.headers.get('cache-control')).toBe('private, no-store');
    expect(search.headers.get('etag')).toBeNull();
  });
});
