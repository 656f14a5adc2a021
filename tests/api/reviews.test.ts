import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct, ApiReview, AuthUser, ReviewPage } from '#domain/api-answer-schemas.ts';
import { REVIEW_POST_RATE_LIMIT } from '#server/api/reviews.ts';
import { DEMO_CUSTOMER } from '#server/seed/seed.ts';
import { ADMIN } from './global-setup';
import { createClient, getJson } from '#tests/support/http.ts';
import { codeFrom, waitForMail } from '#tests/support/mailbox.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Session = { token: string; user: AuthUser };
type Client = ReturnType<typeof createClient>;

let admin: Client;
let demo: Client;
let demoUser: AuthUser;
let products: ApiProduct[];
/** Each test reviews its own product, so the counts it checks are its own. */
let nextProduct = 0;
const takeProduct = () => products[nextProduct++]!;
/** Reviews written here, deleted afterwards so other suites see the seeded catalogue. */
const written: Array<{ productId: string; reviewId: string }> = [];

async function signUp(name: string): Promise<{ client: Client; user: AuthUser }> {
  const client = createClient();
  const email = `reviewer-${randomUUID().slice(0, 8)}@example.com`;
  const reg = await client.post<{ requestId: string }>('/api/auth/register', {
    name,
    email,
    password: 'good-password',
  });
  const verified = await client.post<Session>('/api/auth/verify-otp', {
    email,
    otp: codeFrom(await waitForMail(email)),
    requestId: reg.body.requestId,
  });
  client.setToken(verified.body.token);
  return { client, user: verified.body.user };
}

const reviewsPath = (productId: string) => `/api/products/${productId}/reviews`;

async function post(client: Client, productId: string, body: unknown) {
  const res = await client.post<ApiReview & Msg>(reviewsPath(productId), body);
  if (res.status === 200 || res.status === 201) written.push({ productId, reviewId: res.body._id });
  return res;
}

async function listOf(productId: string) {
  const res = await getJson<ApiReview[]>(reviewsPath(productId));
  expect(res.status).toBe(200);
  return res.body;
}

async function productOf(productId: string) {
  return (await getJson<ApiProduct>(`/api/products/${productId}`)).body;
}

/** The product's stored aggregates equal what its reviews say, to one decimal. */
async function expectExactAggregates(productId: string) {
  const list = await listOf(productId);
  const product = await productOf(productId);
  const mean = list.length === 0 ? 0 : list.reduce((sum, r) => sum + r.rating, 0) / list.length;
  expect(product.numReviews).toBe(list.length);
  expect(product.averageRating).toBe(Math.round(mean * 10) / 10);
  return { list, product };
}

beforeAll(async () => {
  const adminLogin = await createClient().post<Session>('/api/auth/login', ADMIN);
  admin = createClient({ token: adminLogin.body.token });
  const demoLogin = await createClient().post<Session>('/api/auth/login', DEMO_CUSTOMER);
  demo = createClient({ token: demoLogin.body.token });
  demoUser = demoLogin.body.user;
  // Newest products last: the listing and home tests look at the newest ones.
  products = (await getJson<ApiProduct[]>('/api/products')).body.slice().reverse();
});

afterAll(async () => {
  for (const { productId, reviewId } of written) await admin.delete(`${reviewsPath(productId)}/${reviewId}`);
});

describe('writing a review', () => {
  it('needs a signed-in customer (401) and a product that exists (404)', async () => {
    const product = takeProduct();
    expect((await createClient().post<Msg>(reviewsPath(product._id), { rating: 5, comment: 'Lovely' })).status).toBe(
      401,
    );
    const unknown = await post(demo, randomUUID(), { rating: 5, comment: 'Lovely' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found.');
    expect((await post(demo, 'not-an-id', { rating: 5, comment: 'Lovely' })).status).toBe(404);
    expect((await getJson<Msg>(reviewsPath(randomUUID()))).status).toBe(404);
  });

  it('refuses a missing rating or a blank comment with the SPEC messages and changes nothing', async () => {
    const product = takeProduct();
    const before = await productOf(product._id);
    const both = await post(demo, product._id, { comment: '   ' });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ rating: 'Please select a star rating.', comment: 'Please enter a comment.' });
    const rating = await post(demo, product._id, { rating: 0, comment: 'Fine' });
    expect(rating.body).toMatchObject({ message: 'Please select a star rating.' });
    for (const bad of [6, 3.5, '5x', null])
      expect((await post(demo, product._id, { rating: bad, comment: 'Fine' })).status).toBe(400);
    const comment = await post(demo, product._id, { rating: 4 });
    expect(comment.body).toMatchObject({ message: 'Please enter a comment.' });
    expect((await post(demo, product._id, { rating: 4, comment: 'x'.repeat(2001) })).status).toBe(400);
    const after = await productOf(product._id);
    expect([after.numReviews, after.averageRating]).toEqual([before.numReviews, before.averageRating]);
    expect((await listOf(product._id)).some((r) => r.userId === demoUser._id)).toBe(false);
  });

  it('stores the review under the account’s name, trimmed, newest first, and updates the product', async () => {
    const product = takeProduct();
    const res = await post(demo, product._id, {
      rating: 4,
      comment: '  Warm and soft.\nRuns a little large.  ',
      name: 'Someone Else',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: DEMO_CUSTOMER.name,
      rating: 4,
      comment: 'Warm and soft.\nRuns a little large.',
      userId: demoUser._id,
    });
    expect(Date.now() - new Date(res.body.createdAt).getTime()).toBeLessThan(60_000);
    const { list } = await expectExactAggregates(product._id);
    expect(list[0]).toEqual(res.body);
    // Newest first throughout.
    const times = list.map((r) => new Date(r.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps one review per customer per product: posting again replaces it', async () => {
    const product = takeProduct();
    const first = await post(demo, product._id, { rating: 1, comment: 'Too small.' });
    expect(first.status).toBe(201);
    const count = (await productOf(product._id)).numReviews;
    const second = await post(demo, product._id, { rating: 5, comment: 'Exchanged for a bigger size, perfect now.' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      _id: first.body._id,
      rating: 5,
      comment: 'Exchanged for a bigger size, perfect now.',
    });
    expect(new Date(second.body.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(first.body.createdAt).getTime());
    const { list, product: after } = await expectExactAggregates(product._id);
    expect(after.numReviews).toBe(count);
    expect(list.filter((r) => r.userId === demoUser._id)).toEqual([second.body]);
    expect(list[0]!._id).toBe(first.body._id);
  });

  it('limits how many reviews one customer posts in an hour', async () => {
    const { client } = await signUp('Busy Reviewer');
    const product = takeProduct();
    for (let i = 0; i < REVIEW_POST_RATE_LIMIT.limit; i++) {
      expect((await post(client, product._id, { rating: (i % 5) + 1, comment: `Take ${i}` })).status).toBeLessThan(300);
    }
    const refused = await post(client, product._id, { rating: 5, comment: 'One more' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await listOf(product._id)).find((r) => r.name === 'Busy Reviewer')?.comment).toBe(
      `Take ${REVIEW_POST_RATE_LIMIT.limit - 1}`,
    );
  });
});

describe('deleting a review', () => {
  it('lets its author and admins delete it, refuses anyone else (403), and answers 404 for unknown reviews', async () => {
    const product = takeProduct();
    const other = await signUp('Other Shopper');
    const mine = await post(demo, product._id, { rating: 2, comment: 'Colour faded.' });
    const theirs = await post(other.client, product._id, { rating: 5, comment: 'Love it.' });
    await expectExactAggregates(product._id);

    const path = (id: string) => `${reviewsPath(product._id)}/${id}`;
    expect((await createClient().delete<Msg>(path(mine.body._id))).status).toBe(401);
    const refused = await other.client.delete<Msg>(path(mine.body._id));
    expect(refused.status).toBe(403);
    expect((await listOf(product._id)).some((r) => r._id === mine.body._id)).toBe(true);

    const byAuthor = await demo.delete<Msg>(path(mine.body._id));
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body).toEqual({ message: 'Review deleted successfully!' });
    expect((await demo.delete<Msg>(path(mine.body._id))).status).toBe(404);
    expect((await demo.delete<Msg>(path(randomUUID()))).body).toEqual({ message: 'Review not found.' });
    expect((await demo.delete<Msg>(path('nope'))).status).toBe(404);
    // A review is deleted through its own product only.
    expect((await admin.delete<Msg>(`${reviewsPath(takeProduct()._id)}/${theirs.body._id}`)).status).toBe(404);

    const byAdmin = await admin.delete<Msg>(path(theirs.body._id));
    expect(byAdmin.status).toBe(200);
    const { list } = await expectExactAggregates(product._id);
    expect(list.some((r) => r._id === theirs.body._id || r._id === mine.body._id)).toBe(false);
  });
});

describe('aggregates under concurrent writes', () => {
  it('stays exact when many customers post, replace and delete at the same time', async () => {
    const product = takeProduct();
    const customers = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(`Concurrent ${i}`)));
    // Everyone posts at once, and everyone posts twice more at once (replacing).
    const firstRound = await Promise.all(
      customers.map(({ client }, i) => post(client, product._id, { rating: (i % 5) + 1, comment: `First ${i}` })),
    );
    expect(firstRound.every((r) => r.status === 201)).toBe(true);
    const replaced = await Promise.all(
      customers.flatMap(({ client }, i) => [
        post(client, product._id, { rating: 5, comment: `Again ${i}` }),
        post(client, product._id, { rating: ((i + 2) % 5) + 1, comment: `Again ${i}` }),
      ]),
    );
    expect(replaced.every((r) => r.status === 200)).toBe(true);
    const { list } = await expectExactAggregates(product._id);
    for (const { user } of customers) expect(list.filter((r) => r.userId === user._id)).toHaveLength(1);

    // Half of them delete at once while an admin deletes another.
    const deletions = await Promise.all([
      ...customers
        .slice(0, 4)
        .map(({ client }, i) => client.delete<Msg>(`${reviewsPath(product._id)}/${firstRound[i]!.body._id}`)),
      admin.delete<Msg>(`${reviewsPath(product._id)}/${firstRound[7]!.body._id}`),
    ]);
    expect(deletions.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await expectExactAggregates(product._id);
    expect(after.list.length).toBe(list.length - 5);
  });
});

describe('reading reviews', () => {
  it('pages newest first with a cursor, with the rating summary, and refuses bad paging input', async () => {
    const product = takeProduct();
    const customers = await Promise.all(Array.from({ length: 3 }, (_, i) => signUp(`Pager ${i}`)));
    for (const [i, { client }] of customers.entries())
      await post(client, product._id, { rating: i + 3, comment: `Page ${i}` });
    const all = await listOf(product._id);
    expect(all.length).toBeGreaterThanOrEqual(3);

    const seen: ApiReview[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: ReviewPage } = await getJson<ReviewPage>(
        `${reviewsPath(product._id)}?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.reviews.length).toBeLessThanOrEqual(2);
      expect(res.body.numReviews).toBe(all.length);
      expect(Object.values(res.body.distribution).reduce((a, b) => a + b, 0)).toBe(all.length);
      seen.push(...res.body.reviews);
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen).toEqual(all);

    const first = await getJson<ReviewPage>(`${reviewsPath(product._id)}?limit=10`);
    const product2 = await productOf(product._id);
    expect(first.body.averageRating).toBe(product2.averageRating);
    for (const stars of [3, 4, 5] as const) expect(first.body.distribution[stars]).toBeGreaterThanOrEqual(1);

    for (const bad of ['limit=0', 'limit=51', 'limit=ten', 'cursor=abc', `cursor=${btoa('2026-01-01|x')}`]) {
      expect((await getJson<Msg>(`${reviewsPath(product._id)}?${bad}`)).status, bad).toBe(400);
    }
  });
});

describe('translating a comment', () => {
  it('translates from the phrase list after 500 ms, and fails honestly when it cannot', async () => {
    const client = createClient();
    const started = Date.now();
    const ok = await client.post<{ text: string; language: string }>('/api/reviews/translate', {
      text: 'Bonjour ! Très belle qualité, la coupe est parfaite.',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ text: 'Hello! Very nice quality, the cut is perfect.', language: 'fr' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);

    const unknown = await client.post<Msg>('/api/reviews/translate', { text: 'Hola, the zip broke after a week.' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ message: 'Failed to translate comment.' });
    expect((await client.post<Msg>('/api/reviews/translate', { text: 'Great coat.' })).status).toBe(422);
    expect((await client.post<Msg>('/api/reviews/translate', { text: '  ' })).status).toBe(400);
    expect((await client.post<Msg>('/api/reviews/translate', { text: 'x'.repeat(2001) })).status).toBe(400);
  });
});
