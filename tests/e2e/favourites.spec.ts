import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { visit } from './support/shop';

/**
 * Favourites (decision 63): a visitor's hearts are kept in the browser, merged into the
 * account on sign-in and shown on the Favourites page with the header's count; taking one
 * off updates both; signing out forgets the browser's copy.
 */

const header = (page: Page) => page.getByRole('banner');
const favouritesLink = (page: Page, name: string | RegExp) => header(page).getByRole('link', { name });

async function serverList(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const res = await page.request.get('/api/favourites', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { productIds: string[] }).productIds;
}

test('a visitor’s hearts follow them into their account and onto the Favourites page', async ({ page, request }) => {
  // A whole journey: an account, six page loads and an accessibility scan.
  test.setTimeout(90_000);
  const account = await createVerifiedAccount(request, 'favourites');

  // A heart on the listing.
  await visit(page, '/products');
  await expect(favouritesLink(page, 'Favourites')).toBeVisible();
  const firstHeart = page
    .getByRole('main')
    .getByRole('button', { name: /^Add .+ to favourites$/ })
    .first();
  const firstLabel = (await firstHeart.getAttribute('aria-label'))!;
  const first = /^Add (.+) to favourites$/.exec(firstLabel)![1]!;
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
  const box = await firstHeart.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await firstHeart.click();
  const firstPressed = page.getByRole('main').getByRole('button', { name: `Remove ${first} from favourites` });
  await expect(firstPressed.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(favouritesLink(page, 'Favourites, 1 product')).toBeVisible();

  // A heart on another product's page, pressed from the keyboard.
  const secondCard = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Add .+ to favourites$/ }) })
    .first();
  const productLink = secondCard.getByRole('heading').getByRole('link');
  const second = (await productLink.textContent())!.replace(/\s*\(sold out\)$/, '').trim();
  await productLink.click();
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const productHeart = page.getByRole('button', { name: `Add ${second} to favourites` });
  await productHeart.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${second} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(favouritesLink(page, 'Favourites, 2 products')).toBeVisible();

  // Signing in merges them into the account.
  await visit(page, '/login?redirect=%2Ffavourites');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: first })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: second })).toBeVisible();
  await expect(main.getByRole('listitem')).toHaveCount(2);
  await expect(favouritesLink(page, 'Favourites, 2 products')).toBeVisible();
  await expect.poll(async () => (await serverList(page)).length).toBe(2);
  await expectNoSeriousA11yViolations(page, { anyImpact: true });

  // Taking one off: the card leaves, the count and the account follow.
  await main.getByRole('button', { name: `Remove ${first} from favourites` }).click();
  await expect(main.getByRole('heading', { level: 2, name: first })).toHaveCount(0);
  await expect(main.getByRole('listitem')).toHaveCount(1);
  await expect(favouritesLink(page, 'Favourites, 1 product')).toBeVisible();
  await expect.poll(async () => (await serverList(page)).length).toBe(1);

  // Another browser signed in to the same account reads the account's list.
  await page.evaluate(() => window.localStorage.removeItem('favourites'));
  await visit(page, '/favourites');
  await expect(main.getByRole('heading', { level: 2, name: second })).toBeVisible();
  await expect(favouritesLink(page, 'Favourites, 1 product')).toBeVisible();

  // My Account leads here too; signing out forgets this browser's copy.
  await visit(page, '/account');
  await expect(main.getByRole('link', { name: 'My favourites' })).toHaveAttribute('href', '/favourites');
  await main.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(favouritesLink(page, 'Favourites')).toBeVisible();
});

test('in Russian: the empty Favourites page, a heart, and the cart’s Favorites tab leading back', async ({ page }) => {
  await visit(page, '/ru/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'В избранном пока пусто' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти к товарам' })).toHaveAttribute('href', '/ru/products');
  await visit(page, '/ru/products');
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /^Добавить .+ в избранное$/ })
    .first();
  const name = /^Добавить (.+) в избранное$/.exec((await heart.getAttribute('aria-label'))!)![1]!;
  await page
    .getByRole('main')
    .getByRole('button', { name: `Добавить ${name} в избранное` })
    .first()
    .click();
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: `Убрать ${name} из избранного` })
      .first(),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(favouritesLink(page, /^Избранное, 1 товар$/)).toBeVisible();

  // The cart page's Favorites tab (the remembered language is Russian now) leads there.
  await visit(page, '/ru/cart');
  await page.getByRole('tab', { name: 'Избранное' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Избранное' });
  await expect(panel).toContainText('В избранном 1 товар.');
  await panel.getByRole('link', { name: 'Открыть избранное' }).click();
  await expect(page).toHaveURL(/\/ru\/favourites$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, { anyImpact: true });
});
