import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct, FavouritesAnswer } from '#domain/api-answer-schemas.ts';
import { FAVOURITES_LIMIT, FAVOURITES_TEXT } from '#domain/favourites.ts';
import { FAVOURITES_RATE_LIMIT } from '#server/api/favourites.ts';
import { registerCustomer } from '#tests/support/accounts.ts';
import { createClient, getJson } from '#tests/support/http.ts';

/**
 * /api/favourites over HTTP (decision 63): only a signed-in shopper, only their own list;
 * add twice is once, remove, the merge of a visitor's list, bad input refused changing
 * nothing, and the per-shopper rate limit.
 */
type Msg = { message: string };
const UNKNOWN_PRODUCT = '00000000-0000-4000-8000-000000000000';

let products: string[];

beforeAll(async () => {
  const listed = await getJson<ApiProduct[]>('/api/products');
  products = listed.body.slice(0, 4).map((p) => p._id);
  expect(products).toHaveLength(4);
});

describe('favourites API', () => {
  it('answers 401 without a sign-in', async () => {
    const visitor = createClient();
    expect((await visitor.get<Msg>('/api/favourites')).status).toBe(401);
    expect((await visitor.put<Msg>(`/api/favourites/${products[0]}`)).status).toBe(401);
    expect((await visitor.post<Msg>('/api/favourites/merge', { productIds: [products[0]] })).status).toBe(401);
  });

  it('adds (twice is once), removes and lists newest first', async () => {
    const { client } = await registerCustomer({ name: 'Aigul' });
    const [a, b] = products as [string, string];
    expect((await client.get<FavouritesAnswer>('/api/favourites')).body).toEqual({
      productIds: [],
      limit: FAVOURITES_LIMIT,
    });
    expect((await client.put<FavouritesAnswer>(`/api/favourites/${a}`)).body.productIds).toEqual([a]);
    expect((await client.put<FavouritesAnswer>(`/api/favourites/${b}`)).body.productIds).toEqual([b, a]);
    const again = await client.put<FavouritesAnswer>(`/api/favourites/${a}`);
    expect(again.status).toBe(200);
    expect(again.body.productIds).toEqual([b, a]);
    expect((await client.delete<FavouritesAnswer>(`/api/favourites/${b}`)).body.productIds).toEqual([a]);
    expect((await client.delete<FavouritesAnswer>(`/api/favourites/${b}`)).body.productIds).toEqual([a]);
    expect((await client.get<FavouritesAnswer>('/api/favourites')).body.productIds).toEqual([a]);
  });

  it('refuses an unknown product or a bad id with 404, changing nothing', async () => {
    const { client } = await registerCustomer({ name: 'Bakyt' });
    const unknown = await client.put<Msg>(`/api/favourites/${UNKNOWN_PRODUCT}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(FAVOURITES_TEXT.productNotFound);
    expect((await client.put<Msg>('/api/favourites/not-an-id')).status).toBe(404);
    expect((await client.get<FavouritesAnswer>('/api/favourites')).body.productIds).toEqual([]);
  });

  it('keeps each shopper’s list their own', async () => {
    const alice = await registerCustomer({ name: 'Alice' });
    const bob = await registerCustomer({ name: 'Bob' });
    await alice.client.put(`/api/favourites/${products[0]}`);
    expect((await bob.client.get<FavouritesAnswer>('/api/favourites')).body.productIds).toEqual([]);
    // Bob's remove of Alice's product is a remove from his own (empty) list.
    await bob.client.delete(`/api/favourites/${products[0]}`);
    expect((await alice.client.get<FavouritesAnswer>('/api/favourites')).body.productIds).toEqual([products[0]]);
  });

  it('merges a visitor’s list on sign-in: deduplicated, unknown products left out, twice is once', async () => {
    const { client } = await registerCustomer({ name: 'Cholpon' });
    const [a, b, c] = products as [string, string, string];
    await client.put(`/api/favourites/${a}`);
    const merged = await client.post<FavouritesAnswer>('/api/favourites/merge', {
      productIds: [b, a, UNKNOWN_PRODUCT, c, b],
    });
    expect(merged.status).toBe(200);
    expect(merged.body).toEqual({ productIds: [b, c, a], limit: FAVOURITES_LIMIT, skipped: 1 });
    const again = await client.post<FavouritesAnswer>('/api/favourites/merge', { productIds: [b, c] });
    expect(again.body.productIds).toEqual([b, c, a]);
  });

  it('refuses a bad merge with 400 and changes nothing', async () => {
    const { client } = await registerCustomer({ name: 'Dinara' });
    const tooMany = Array.from({ length: FAVOURITES_LIMIT + 1 }, () => products[0]);
    for (const body of [{}, { productIds: 'x' }, { productIds: ['not-an-id'] }, { productIds: tooMany }]) {
      const res = await client.post<Msg>('/api/favourites/merge', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await client.get<FavouritesAnswer>('/api/favourites')).body.productIds).toEqual([]);
  });

  it('answers the products of a list, as they are now, to anyone: in order, unknown ones left out', async () => {
    const visitor = createClient();
    const [a, b] = products as [string, string];
    const res = await visitor.get<ApiProduct[]>(`/api/favourites/products?ids=${b},${UNKNOWN_PRODUCT},${a},${b}`);
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p._id)).toEqual([b, a]);
    expect(res.body[0]).toHaveProperty('variants');
    expect((await visitor.get<ApiProduct[]>('/api/favourites/products?ids=')).body).toEqual([]);
    const tooMany = Array.from({ length: FAVOURITES_LIMIT + 1 }, (_, n) =>
      UNKNOWN_PRODUCT.replace(/0{4}$/, String(n).padStart(4, '0')),
    );
    for (const bad of ['', '?ids=not-an-id', `?ids=${tooMany.join(',')}`]) {
      expect((await visitor.get<Msg>(`/api/favourites/products${bad}`)).status).toBe(400);
    }
  });

  it('limits each shopper’s calls, with Retry-After', async () => {
    const { client } = await registerCustomer({ name: 'Emir' });
    for (let i = 0; i < FAVOURITES_RATE_LIMIT.limit; i++) {
      expect((await client.get('/api/favourites')).status).toBe(200);
    }
    const refused = await client.put<Msg>(`/api/favourites/${products[0]}`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(FAVOURITES_TEXT.tooMany);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another shopper is not held back.
    const other = await registerCustomer({ name: 'Farida' });
    expect((await other.client.get('/api/favourites')).status).toBe(200);
  });
});
