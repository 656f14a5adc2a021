/**
 * A purchase from the home page to the success page with the keyboard alone, at a desktop
 * and a phone width (issue "What brings shoppers back", part 6): every control is reached
 * with Tab (Shift+Tab back), used with Enter, Space, arrows or typing, as a shopper who does
 * not use a mouse or a touch screen does.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogue, visit } from './support/shop';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 160 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** Reaches a field with Tab and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

for (const width of ['desktop', 'phone'] as const) {
  test(`a ${width} shopper buys from home to success with the keyboard alone`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(width === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 });
    const products = await catalogue(request);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));

    // Home → Products: the header's link, or on a phone the menu's.
    await visit(page, '/');
    if (width === 'phone') {
      await tabTo(page, page.getByRole('button', { name: 'Menu' }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('dialog').getByRole('link', { name: 'Products' }));
    } else {
      await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Products' }));
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products$/);
    await page.waitForLoadState('networkidle');

    // The first product on the page whose every colour has a size in stock.
    const shown = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
    const product = shown
      .map((name) => products.find((p) => p.name.toUpperCase() === name.trim().toUpperCase()))
      .find((p) => p && p.variants.every((v) => v.sizes.some((s) => s.stock >= 3)))!;
    expect(product, 'a product in stock on the first page').toBeTruthy();
    await tabTo(page, page.getByRole('main').getByRole('link', { name: product.name, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products/${product._id}`));
    await page.waitForLoadState('networkidle');

    // A size of the chosen colour: Tab reaches the group at its first size in stock, Space picks it.
    const sizes = page.getByRole('group', { name: 'Size' });
    await tabTo(page, sizes.getByRole('radio', { disabled: false }).first());
    await page.keyboard.press('Space');
    await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(1);
    await tabTo(page, page.getByRole('button', { name: 'ADD to cart' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${product.name} added to cart!`)).toBeVisible();

    // Back up to the header's cart.
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: /^Cart/ }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await page.waitForLoadState('networkidle');
    await tabTo(page, page.getByRole('checkbox', { name: /I agree to the/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
    await page.keyboard.press('Enter');

    // Information: typed field by field; the country chosen by typing its name; Enter sends.
    await expect(page).toHaveURL(/\/checkout$/);
    await page.waitForLoadState('networkidle');
    await typeInto(page, page.getByLabel('Email'), 'keyboard@example.com');
    await typeInto(page, page.getByLabel('Phone'), '+996 555 000 777');
    await typeInto(page, page.getByLabel('First name'), 'Aida');
    await typeInto(page, page.getByLabel('Last name'), 'Keys');
    await tabTo(page, page.getByLabel('Country'));
    await page.keyboard.type('Kyrgyz');
    await expect(page.getByLabel('Country')).toHaveValue('KG');
    await typeInto(page, page.getByLabel('Address', { exact: true }), '1 Chui Avenue');
    await typeInto(page, page.getByLabel('City'), 'Bishkek');
    await typeInto(page, page.getByLabel('Postal code'), '720001');
    await page.keyboard.press('Enter');

    // Shipping: the destination's first method is chosen; Enter on Continue.
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');

    // Payment, then the provider's page: the card typed, Enter pays.
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await tabTo(page, page.getByRole('button', { name: /^Pay / }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pay\//);
    await typeInto(page, page.getByLabel('Card number'), '4242 4242 4242 4242');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
