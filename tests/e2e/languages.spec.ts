import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Opens a page and waits until it is interactive (scripts loaded and hydrated). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test.describe('the storefront in three languages', () => {
  test('a Russian page speaks Russian, links in Russian and names its other languages', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visit(page, '/ru/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveTitle('КОРЗИНА | ALATOO');
    const nav = page.getByRole('navigation', { name: 'Основное меню' });
    await expect(nav.getByRole('link', { name: 'Товары' })).toHaveAttribute('href', '/ru/products');
    await expect(page.getByRole('link', { name: 'Корзина' })).toHaveAttribute('href', '/ru/cart');
    const origin = new URL(page.url()).origin;
    for (const [hreflang, path] of [
      ['en', '/cart'],
      ['ru', '/ru/cart'],
      ['ky', '/ky/cart'],
      ['x-default', '/cart'],
    ]) {
      await expect(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        'href',
        origin + path,
      );
    }
    // A link followed inside the store keeps the language, without loading the page again.
    await nav.getByRole('link', { name: 'Товары' }).click();
    await expect(page).toHaveURL(/\/ru\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(errors).toEqual([]);
  });

  test('the switcher moves to the same page in another language, which is remembered', async ({ page }) => {
    await visit(page, '/faqs');
    // The header's disclosure works by keyboard and without a script.
    await page.getByRole('banner').locator('summary', { hasText: 'Language' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Кыргызча' }).first().click();
    await expect(page).toHaveURL(/\/ky\/faqs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ky');

    // Coming back to an English address from elsewhere (typed, bookmarked) brings the shopper to Kyrgyz.
    await visit(page, '/about-us');
    await expect(page).toHaveURL(/\/ky\/about-us$/);

    // Choosing English in the footer sticks: the next visit from elsewhere stays English.
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await visit(page, '/faqs');
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('English has one address per page; an unknown prefix is a page not found', async ({ request }) => {
    for (const path of ['/en', '/en/products', '/de/products', '/xx']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('a Kyrgyz page passes axe', async ({ page }) => {
    await visit(page, '/ky');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ky');
    await expectNoSeriousA11yViolations(page);
  });
});
