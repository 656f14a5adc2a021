import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_ADMIN } from './support/admin';
import { visit } from './support/shop';

const DEMO = { email: 'demo@example.com', password: 'demo12345', name: 'Demo Shopper' };

interface Review {
  _id: string;
  name: string;
  rating: number;
  comment: string;
  userId: string | null;
}
interface Product {
  _id: string;
  name: string;
  numReviews: number;
  averageRating: number;
}

async function products(request: APIRequestContext): Promise<Product[]> {
  return (await (await request.get('/api/products')).json()) as Product[];
}

async function reviewsOf(request: APIRequestContext, productId: string): Promise<Review[]> {
  return (await (await request.get(`/api/products/${productId}/reviews`)).json()) as Review[];
}

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

async function signInFromPrompt(page: Page) {
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a signed-in customer writes a review, sees it first with the new average, and deletes it', async ({
  page,
  request,
}) => {
  // A product that already has reviews, none by the demo customer.
  const all = await products(request);
  let product: Product | undefined;
  let before: Review[] = [];
  for (const candidate of all.filter((p) => p.numReviews > 0)) {
    before = await reviewsOf(request, candidate._id);
    if (before.every((r) => r.name !== DEMO.name)) {
      product = candidate;
      break;
    }
  }
  expect(product, 'a reviewed product').toBeDefined();
  const path = `/products/${product!._id}`;

  // The first page of reviews and the rating are in the server-rendered HTML and its JSON-LD.
  const html = await (await request.get(path)).text();
  expect(html).toContain(before[0]!.name);
  const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    aggregateRating: { reviewCount: number };
    review: unknown[];
  };
  expect(ld.aggregateRating.reviewCount).toBe(before.length);
  expect(ld.review).toHaveLength(Math.min(before.length, 10));

  // The server render and hydration agree (dates are absolute until the page is live).
  const scriptErrors: string[] = [];
  page.on('pageerror', (error) => scriptErrors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) scriptErrors.push(message.text());
  });

  await visit(page, path);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByTestId('review-count')).toHaveText(
    `${before.length} ${before.length === 1 ? 'review' : 'reviews'}`,
  );
  // Signed out: the prompt leads to the login page and back here.
  await expect(reviews.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(path)}`,
  );
  await expect(reviews.getByRole('form', { name: 'Write a review' })).toHaveCount(0);
  await signInFromPrompt(page);
  await page.waitForURL((url) => url.pathname === path);
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  // Nobody else's review offers this customer a delete button.
  await expect(reviews.getByRole('button', { name: /^Delete review by/ })).toHaveCount(0);

  // Nothing chosen: both SPEC messages.
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Please select a star rating.')).toBeVisible();
  await expect(form.getByText('Please enter a comment.')).toBeVisible();

  // The stars work from the keyboard: focus the first, arrow to the rating wanted.
  const rating = before.reduce((sum, r) => sum + r.rating, 0) / before.length >= 3 ? 1 : 5;
  await form.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  for (let i = 1; i < rating; i++) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: `${rating} ${rating === 1 ? 'star' : 'stars'}` })).toBeChecked();
  const comment = `<b>Not bold</b> — written by the browser test ${Date.now()}`;
  await form.getByLabel('Your review').fill(comment);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();

  // First in the list, dated just now, the comment as text; the average and count follow.
  const first = reviews.getByTestId('review').first();
  await expect(first).toContainText(DEMO.name);
  await expect(first.getByText(comment, { exact: true })).toBeVisible();
  await expect(first.locator('time')).toHaveText(/^(just now|\d+ seconds? ago)$/);
  await expect(first.locator('b')).toHaveCount(0);
  const expectedAverage = oneDecimal((before.reduce((sum, r) => sum + r.rating, 0) + rating) / (before.length + 1));
  await expect(reviews.getByTestId('review-average')).toHaveText(expectedAverage);
  await expect(reviews.getByTestId('review-count')).toHaveText(`${before.length + 1} reviews`);
  await expectNoSeriousA11yViolations(page, { include: '#reviews' });

  // Delete asks first: Cancel keeps it, Delete removes it.
  const deleteButton = first.getByRole('button', { name: `Delete review by ${DEMO.name}` });
  await expect(reviews.getByRole('button', { name: /^Delete review by/ })).toHaveCount(1);
  await deleteButton.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this review?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(first).toContainText(comment);
  await deleteButton.click();
  await page.getByRole('alertdialog', { name: 'Delete this review?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted successfully!')).toBeVisible();
  await expect(reviews.getByText(comment)).toHaveCount(0);
  await expect(reviews.getByTestId('review-average')).toHaveText(
    oneDecimal(before.reduce((sum, r) => sum + r.rating, 0) / before.length),
  );
  await expect(reviews.getByTestId('review-count')).toHaveText(
    `${before.length} ${before.length === 1 ? 'review' : 'reviews'}`,
  );

  // Signed in, the server renders the form too, and the page still hydrates cleanly.
  await visit(page, path);
  await expect(form).toBeVisible();
  expect(scriptErrors).toEqual([]);
});

test('an admin may delete any review', async ({ page, request }) => {
  const product = (await products(request)).find((p) => p.numReviews >= 2)!;
  const shown = Math.min(product.numReviews, 10);
  await visit(page, `/login?redirect=${encodeURIComponent(`/products/${product._id}`)}`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === `/products/${product._id}`);
  await expect(page.getByRole('button', { name: /^Delete review by/ })).toHaveCount(shown);
});

test('a comment with a greeting toggles between original and translation', async ({ page, request }) => {
  let found: { product: Product; review: Review; index: number } | undefined;
  for (const product of (await products(request)).filter((p) => p.numReviews > 0)) {
    const firstPage = (await reviewsOf(request, product._id)).slice(0, 10);
    const index = firstPage.findIndex((r) => /^Bonjour/.test(r.comment));
    if (index >= 0) {
      found = { product, review: firstPage[index]!, index };
      break;
    }
  }
  expect(found, 'a product with a French review on its first page').toBeDefined();
  await visit(page, `/products/${found!.product._id}`);
  // Found by position: its text changes when translated.
  const item = page.getByTestId('review').nth(found!.index);
  await expect(item).toContainText(found!.review.comment);
  // Comments without a greeting offer no toggle.
  await expect(page.getByRole('button', { name: 'Translate' })).toHaveCount(
    (await reviewsOf(request, found!.product._id))
      .slice(0, 10)
      .filter((r) => /\b(hola|bonjour|bonsoir|salut|namaste)\b|नमस्ते/i.test(r.comment)).length,
  );
  await item.getByRole('button', { name: 'Translate' }).click();
  await expect(item.getByText('Translated from French')).toBeVisible();
  await expect(item.getByText(/^Hello[!,.]/)).toBeVisible();
  await expect(item).not.toContainText(found!.review.comment);
  await item.getByRole('button', { name: 'Show original' }).click();
  await expect(item.getByText(found!.review.comment, { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Translate' })).toBeVisible();
});
