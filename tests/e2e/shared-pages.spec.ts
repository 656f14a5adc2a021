/**
 * Storefront pages kept for every reader (decision 54): a signed-in shopper gets the very
 * page a visitor gets, and the browser fills in what is theirs (the account menu, the
 * review form) without moving anything; a visitor never sees a shopper's name; a revoked
 * token still ends signed out.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { openSignedIn } from './support/sessions';
import { visit } from './support/shop';

// Several page loads each, signed in and out: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const DEMO = { email: 'demo@example.com', password: 'demo12345', name: 'Demo Shopper' };

interface Product {
  _id: string;
  name: string;
  numReviews: number;
}

/** A product none of whose reviews is by the demo customer, and its page's path. */
async function productWithoutDemoReview(request: APIRequestContext): Promise<string> {
  const products = (await (await request.get('/api/products')).json()) as Product[];
  for (const product of products) {
    const reviews = (await (await request.get(`/api/products/${product._id}/reviews`)).json()) as { name: string }[];
    if (reviews.every((review) => review.name !== DEMO.name)) return `/products/${product._id}`;
  }
  throw new Error('every product has a review by the demo customer');
}

/**
 * Only the header's shifts: the account control is what a kept page fills in late, and
 * shifts elsewhere are other tests' to answer for.
 */
const recordHeaderShifts = (page: Page) => recordLayoutShifts(page, { within: 'header' });

/** Where the header's cart link is drawn: it sits beside the account control. */
const cartBox = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ }).boundingBox();

test('a signed-in shopper gets the kept product page, sees their menu and writes a review, nothing moving', async ({
  page,
  request,
}) => {
  const path = await productWithoutDemoReview(request);
  // A visitor's request keeps the page; the visitor's header is the reference for the box.
  const visitorHtml = await (await request.get(path)).text();
  await recordHeaderShifts(page);
  await visit(page, path);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  const visitorCart = await cartBox(page);

  await openSignedIn(page, DEMO, '/about-us');
  const response = await page.goto(path);
  // The kept bytes, marked private for this session.
  expect(await response!.text()).toBe(visitorHtml);
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  await page.waitForLoadState('networkidle');

  const banner = page.getByRole('banner');
  const account = banner.getByRole('button', { name: `Account menu for ${DEMO.name}` });
  await expect(account).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(await cartBox(page)).toEqual(visitorCart);
  expect(await layoutShifts(page)).toEqual([]);

  await account.click();
  await expect(page.getByText(`Hello, ${DEMO.name}!`)).toBeVisible();
  await page.keyboard.press('Escape');

  const reviews = page.getByRole('region', { name: 'Reviews' });
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  await expect(reviews.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  // The stars work from the keyboard: focus the first, arrow to the fourth.
  await form.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  for (let i = 1; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const comment = `Written on a kept page ${Date.now()}`;
  await form.getByLabel('Your review').fill(comment);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  const mine = reviews.getByTestId('review').first();
  await expect(mine).toContainText(DEMO.name);
  await expect(mine).toContainText(comment);

  // Cleared again, so other tests see the catalogue as seeded.
  await mine.getByRole('button', { name: `Delete review by ${DEMO.name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this review?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted successfully!')).toBeVisible();
  await expect(reviews.getByText(comment)).toHaveCount(0);
});

test('the home page: a signed-in shopper sees their menu with no shift, a visitor after them never sees a name', async ({
  page,
  browser,
}) => {
  await recordHeaderShifts(page);
  await openSignedIn(page, DEMO, '/');
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${DEMO.name}` })).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
  const signedInCart = await cartBox(page);

  // Another browser, never signed in, after the shopper: the same kept page, no trace of them.
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await recordHeaderShifts(visitorPage);
    for (const path of ['/', '/products']) {
      const response = await visitorPage.goto(path);
      const html = await response!.text();
      expect(html).not.toContain(DEMO.name);
      expect(html).not.toContain(DEMO.email);
      await visitorPage.waitForLoadState('networkidle');
      const banner = visitorPage.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(banner.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
      await expect(visitorPage.getByText(DEMO.name)).toHaveCount(0);
      expect(await layoutShifts(visitorPage)).toEqual([]);
      expect(await cartBox(visitorPage)).toEqual(signedInCart);
    }
  } finally {
    await visitor.close();
  }
});

test('a revoked token on a kept page ends signed out in the browser', async ({ page }) => {
  await openSignedIn(page, DEMO, '/about-us', { ownSession: true });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // The session ends elsewhere (a logout on another device).
  const logout = await page.request.post('/api/auth/logout', {
    data: { email: DEMO.email },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(200);

  await visit(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('before its scripts run, a kept page shows Login to a visitor and hides it from a signed-in shopper', async ({
  page,
  browser,
}) => {
  // The page's module scripts never load: what shows is the server's HTML and the inline
  // script in <head> alone, as on a slow phone before hydration.
  const withoutModules = async (target: Page) => {
    await target.route('**/assets/*.js', (route) => route.abort());
  };

  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await withoutModules(visitorPage);
    await visitorPage.goto('/products');
    await expect(visitorPage.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  } finally {
    await visitor.close();
  }

  await openSignedIn(page, DEMO, '/about-us');
  await withoutModules(page);
  await page.goto('/products');
  // Kept in its box, so nothing moves when the account button takes its place.
  const login = page.getByRole('banner').getByRole('link', { name: 'Login', includeHidden: true });
  await expect(login).toHaveCount(1);
  await expect(login).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-signed-in'))).toBe(true);
});
