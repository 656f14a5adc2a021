/**
 * Fit answers on reviews over HTTP (decision 65): a review may say how the item fits and
 * which of the product's sizes was bought; an unknown answer or size is a clear 400 that
 * changes nothing; the paged answer's fit summary follows every post, edit and deletion,
 * concurrent ones included, and equals a count of the reviews.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct, ApiReview, ReviewPage } from '#domain/api-answer-schemas.ts';
import { FIT_ANSWERS, FIT_TEXT, type FitCounts } from '#domain/fit-advice.ts';
import { compareSizes } from '#domain/product.ts';
import { ADMIN } from './global-setup';
import { registerCustomer } from '#tests/support/accounts.ts';
import { createClient, getJson } from '#tests/support/http.ts';

type Msg = { message: string; errors?: Record<string, string> };
type Client = ReturnType<typeof createClient>;

let admin: Client;
let product: ApiProduct;
let sizes: string[];
const written: string[] = [];
const reviewsPath = () => `/api/products/${product._id}/reviews`;

async function post(client: Client, body: unknown) {
  const res = await client.post<ApiReview & Msg>(reviewsPath(), body);
  if (res.status === 200 || res.status === 201) written.push(res.body._id);
  return res;
}

async function page(): Promise<ReviewPage> {
  const res = await getJson<ReviewPage>(`${reviewsPath()}?limit=50`);
  expect(res.status).toBe(200);
  return res.body;
}

/** The summary as counted from the plain list of every review. */
async function recount(): Promise<{ counts: FitCounts; bySize: Record<string, FitCounts> }> {
  const list = (await getJson<ApiReview[]>(reviewsPath())).body;
  const zero = (): FitCounts => ({ runs_small: 0, true_to_size: 0, runs_large: 0 });
  const counts = zero();
  const bySize: Record<string, FitCounts> = Object.fromEntries(sizes.map((size) => [size, zero()]));
  for (const review of list) {
    if (!review.fit) continue;
    counts[review.fit]++;
    if (review.size) bySize[review.size]![review.fit]++;
  }
  return { counts, bySize };
}

async function expectSummaryEqualsRecount() {
  const { fit } = await page();
  const expected = await recount();
  expect(fit.counts).toEqual(expected.counts);
  expect(Object.fromEntries(fit.sizes.map((entry) => [entry.size, entry.counts]))).toEqual(expected.bySize);
  return fit;
}

beforeAll(async () => {
  const login = await createClient().post<{ token: string }>('/api/auth/login', ADMIN);
  admin = createClient({ token: login.body.token });
  // A product from the middle of the catalogue, with more than one size: the reviews suite
  // takes the oldest ones, the listing suites look at the newest.
  const all = (await getJson<ApiProduct[]>('/api/products')).body;
  const sizeNames = (p: ApiProduct) => [...new Set(p.variants.flatMap((v) => v.sizes.map((s) => s.size)))];
  const middle = all.slice(Math.floor(all.length / 3), Math.floor((2 * all.length) / 3));
  product = middle.find((p) => sizeNames(p).length >= 2)!;
  sizes = sizeNames(product).sort(compareSizes);
});

afterAll(async () => {
  for (const id of written) await admin.delete(`${reviewsPath()}/${id}`);
});

describe('fit answers', () => {
  it('refuse an unknown answer or a size the product does not have with a clear 400, and change nothing', async () => {
    const { client } = await registerCustomer({ name: 'Fit Checker' });
    const before = await page();
    const badFit = await post(client, { rating: 4, comment: 'Fine.', fit: 'snug' });
    expect(badFit.status).toBe(400);
    expect(badFit.body).toEqual({ message: FIT_TEXT.fitInvalid, errors: { fit: FIT_TEXT.fitInvalid } });
    for (const size of ['XXXXL', 5, 'x'.repeat(41)]) {
      const badSize = await post(client, { rating: 4, comment: 'Fine.', fit: 'runs_small', size });
      expect(badSize.status).toBe(400);
      expect(badSize.body).toEqual({ message: FIT_TEXT.sizeInvalid, errors: { size: FIT_TEXT.sizeInvalid } });
    }
    const after = await page();
    expect(after.numReviews).toBe(before.numReviews);
    expect(after.fit).toEqual(before.fit);
  });

  it('are answered with the review, and the summary follows a post, an edit and a deletion', async () => {
    const { client } = await registerCustomer({ name: 'Fit Writer' });
    const before = (await page()).fit;
    expect(before.sizes.map((entry) => entry.size)).toEqual(sizes);

    const posted = await post(client, { rating: 5, comment: 'Snug.', fit: 'runs_small', size: sizes[0] });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ fit: 'runs_small', size: sizes[0] });
    let fit = await expectSummaryEqualsRecount();
    expect(fit.counts.runs_small).toBe(before.counts.runs_small + 1);

    // Fit and size are optional; posting again replaces them too (none said: null).
    const edited = await post(client, { rating: 4, comment: 'No opinion on fit.', size: '' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ _id: posted.body._id, fit: null, size: null });
    fit = await expectSummaryEqualsRecount();
    expect(fit.counts).toEqual(before.counts);

    await post(client, { rating: 4, comment: 'Big.', fit: 'runs_large', size: sizes[1] });
    expect((await expectSummaryEqualsRecount()).counts.runs_large).toBe(before.counts.runs_large + 1);
    expect((await client.delete<Msg>(`${reviewsPath()}/${posted.body._id}`)).status).toBe(200);
    expect((await expectSummaryEqualsRecount()).counts).toEqual(before.counts);
  });

  it('stay counted exactly when several shoppers post, replace and delete at once', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => registerCustomer({ name: `Fit Shopper ${i}` })),
    );
    const first = await Promise.all(
      shoppers.map(({ client }, i) =>
        post(client, { rating: 4, comment: `First ${i}`, fit: FIT_ANSWERS[i % 3], size: sizes[i % sizes.length] }),
      ),
    );
    expect(first.every((res) => res.status === 201)).toBe(true);
    await Promise.all([
      ...shoppers.map(({ client }, i) =>
        post(client, { rating: 3, comment: `Again ${i}`, fit: FIT_ANSWERS[(i + 1) % 3], size: sizes[0] }),
      ),
      shoppers[0]!.client.delete(`${reviewsPath()}/${first[0]!.body._id}`),
      admin.delete(`${reviewsPath()}/${first[1]!.body._id}`),
    ]);
    await expectSummaryEqualsRecount();
  });
});
