/**
 * Issue 30 part 5: the listing's sort after Back, "from" prices, the phone menu, the user
 * menu and the phone search under axe, and /login after a password reset without errors.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createVerifiedAccount, latestMail } from './support/accounts';
import { openSignedIn } from './support/sessions';
import { catalogue } from './support/shop';

const DEMO = { email: 'demo@example.com', password: 'demo12345', name: 'Demo Shopper' };

/** Opens a page and waits until it is interactive (scripts loaded and hydrated). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Errors the page logs (a hydration mismatch is one) and uncaught exceptions. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('after Back the sort select shows the order the URL and grid show', async ({ page }) => {
  await visit(page, '/products');
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('newest');
  await sort.selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await sort.selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  await page.goBack();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(sort).toHaveValue('price-asc');
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(sort).toHaveValue('newest');
  await page.goForward();
  await expect(sort).toHaveValue('price-asc');
});

test('a card whose sizes sell at different prices says "from" its lowest, the price the filter matched', async ({
  page,
  request,
}) => {
  const selling = (s: { price: number; discountedPrice: number }) => s.discountedPrice ?? s.price;
  const products = await catalogue(request);
  const varied = products.find((p) => {
    const prices = new Set(p.variants.flatMap((v) => v.sizes.map(selling)));
    return prices.size > 1;
  });
  test.skip(!varied, 'the demo catalogue has no product whose sizes differ in price');
  const lowest = Math.min(...varied!.variants.flatMap((v) => v.sizes.map(selling)));
  const dollars = `$${lowest.toFixed(2)}`;
  await visit(page, `/products?maxPrice=${Math.ceil(lowest)}&pageSize=60`);
  const card = page.locator('article').filter({ has: page.getByRole('link', { name: varied!.name, exact: true }) });
  await expect(card).toContainText(`from ${dollars}`);
});

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the phone header has a menu to Products and About Us', async ({ page }) => {
    await visit(page, '/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page, { anyImpact: true });
    // Focus stays inside while it is open.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await button.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('the phone search with results passes axe, its list scrollable from the keyboard', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').fill('a');
    await dialog.getByRole('combobox').pressSequentially('n');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    // The list scrolls on its own: a named region that Tab reaches, so keys can scroll it.
    const results = dialog.getByRole('region', { name: 'Search results' });
    await expect(results).toHaveAttribute('tabindex', '0');
    await expectNoSeriousA11yViolations(page, { anyImpact: true });
  });
});

test('the open user menu passes axe', async ({ page }) => {
  await openSignedIn(page, DEMO, '/about-us');
  const button = page.getByRole('banner').getByRole('button', { name: `Account menu for ${DEMO.name}` });
  await button.click();
  await expect(page.getByText(`Hello, ${DEMO.name}!`)).toBeVisible();
  // Kept in the header (inside the banner landmark), it still opens under its button, on screen.
  const menu = page.getByRole('banner').getByRole('menu');
  const box = (await menu.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(40);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSeriousA11yViolations(page, { anyImpact: true });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  // From the keyboard: the first item takes focus; axe again in that state.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, { anyImpact: true });
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('/login after a password reset, and reloaded, logs no error', async ({ page, request }) => {
  const errors = collectErrors(page);
  const account = await createVerifiedAccount(request, 'reset-login');
  await request.post('/api/auth/forgot-password', { data: { email: account.email } });
  const mail = await latestMail(request, account.email, /Reset your/);
  const link = new URL(/https?:\/\/\S+\/reset-password\/[\w-]+/.exec(mail.text)![0]);
  await visit(page, link.pathname);
  await page.getByLabel('New password').fill('a brand new password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Please sign in with your new password.',
  );
  await page.waitForLoadState('networkidle');
  // The notice was for the navigation: a reload (the state still in history) shows the
  // page as the server wrote it, without a hydration mismatch.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Your password has been changed.')).toHaveCount(0);
  expect(errors).toEqual([]);
});
