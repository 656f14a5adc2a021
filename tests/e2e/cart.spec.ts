import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  addFromProductPage,
  cents,
  createCoupon,
  deleteCoupon,
  label,
  money,
  type Option,
  options,
  seedCart,
  spaced,
  storedCart,
  visit,
} from './support/shop';

const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });
/** The value of a summary row, by its exact label. */
const summaryValue = (page: Page, rowLabel: string) =>
  summary(page)
    .locator('dt', { hasText: new RegExp(`^${rowLabel.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
const line = (page: Page, o: Option) =>
  page.getByRole('listitem').filter({ has: page.getByRole('group', { name: `Quantity of ${label(o)}` }) });
const increase = (page: Page, o: Option) => page.getByRole('button', { name: `Increase quantity of ${label(o)}` });
const decrease = (page: Page, o: Option) => page.getByRole('button', { name: `Decrease quantity of ${label(o)}` });
const proceed = (page: Page) => page.getByRole('link', { name: 'Proceed to Checkout' });
const couponInput = (page: Page) => page.getByRole('textbox', { name: 'Coupon code' });

test.describe('cart page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('add two products → change quantity → coupon → change clears it → terms → checkout', async ({
    page,
    request,
  }) => {
    const [a, b] = await options(request, 2);
    const coupon = await createCoupon(request, {
      code: `CART${randomUUID().slice(0, 6)}`,
      type: 'percentage',
      value: 10,
      appliesTo: 'global',
    });
    try {
      await addFromProductPage(page, a!);
      await addFromProductPage(page, b!);

      await page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle('CART | ALATOO');
      await expect(page.getByRole('tab', { name: 'Cart (2)' })).toHaveAttribute('aria-selected', 'true');

      // Each line: image, name linking to the product, colour, size, unit price.
      for (const o of [a!, b!]) {
        const row = line(page, o);
        await expect(row.getByRole('link', { name: o.product.name })).toHaveAttribute(
          'href',
          new RegExp(`^/products/${o.product._id}\\?`),
        );
        await expect(row.getByText(spaced(o.color), { exact: true })).toBeVisible();
        await expect(row.getByText(o.size.size, { exact: true })).toBeVisible();
        await expect(row.getByText(money(cents(o.size.discountedPrice))).first()).toBeVisible();
        await expect(row.getByRole('img', { name: o.product.name })).toBeVisible();
        await expect(decrease(page, o)).toBeDisabled();
      }
      const subtotal = (qa: number, qb: number) =>
        cents(a!.size.discountedPrice) * qa + cents(b!.size.discountedPrice) * qb;
      await expect(summaryValue(page, 'Subtotal')).toHaveText(money(subtotal(1, 1)));
      await expect(summaryValue(page, 'Shipping (estimated)')).toHaveText('$10.00');
      await expect(summaryValue(page, 'Total')).toHaveText(money(subtotal(1, 1) + 1000));

      // Proceed stays disabled (and out of the Tab order) until the terms box is ticked.
      await expect(proceed(page)).toHaveAttribute('aria-disabled', 'true');
      await expect(proceed(page)).not.toHaveAttribute('href');

      await increase(page, a!).click();
      await expect(page.getByText(`${a!.product.name} quantity updated.`)).toBeVisible();
      await expect(line(page, a!).getByRole('group')).toContainText('2');
      await expect(decrease(page, a!)).toBeEnabled();
      await expect(summaryValue(page, 'Subtotal')).toHaveText(money(subtotal(2, 1)));

      // The coupon box: blank, unknown (the server's message as is), then a real code.
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Please enter a coupon code.')).toBeVisible();
      await couponInput(page).fill('NO-SUCH-CODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('This coupon code is not valid.')).toBeVisible();

      await couponInput(page).fill(coupon.code!.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText(`Coupon ${coupon.code} applied.`)).toBeVisible();
      const discount = Math.round(subtotal(2, 1) * 0.1);
      await expect(summaryValue(page, `Discount (${coupon.code})`)).toHaveText(money(-discount));
      await expect(summaryValue(page, 'Total')).toHaveText(money(subtotal(2, 1) - discount + 1000));
      await expect(couponInput(page)).toHaveAttribute('readonly', '');
      await expect(couponInput(page)).toHaveValue(coupon.code!);
      await expect(page.getByRole('button', { name: 'Remove coupon' })).toBeFocused();

      // Any line change drops the coupon (SPEC §4).
      await increase(page, b!).click();
      await expect(page.getByText('Cart updated. Please re-apply your coupon.')).toBeVisible();
      await expect(summaryValue(page, 'Discount')).toHaveText('$0.00');
      await expect(couponInput(page)).not.toHaveAttribute('readonly');
      await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();
      await expect(summaryValue(page, 'Total')).toHaveText(money(subtotal(2, 2) + 1000));

      // Re-applying is one click (the code stays in the box); removing unlocks it again.
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(summaryValue(page, `Discount (${coupon.code})`)).toHaveText(
        money(-Math.round(subtotal(2, 2) * 0.1)),
      );
      await page.getByRole('button', { name: 'Remove coupon' }).click();
      await expect(page.getByText('Coupon removed.')).toBeVisible();
      await expect(couponInput(page)).toHaveValue('');
      await expect(couponInput(page)).toBeFocused();

      const terms = page.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
      await expect(summary(page).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
        'href',
        '/terms-conditions',
      );
      // A tap on the sentence ticks the box and stays in the cart; the box's target is 44 px.
      await summary(page).getByText('I agree to the').click();
      await expect(terms).toBeChecked();
      await expect(page).toHaveURL(/\/cart$/);
      const target = await summary(page).locator('label[for="terms-agreement"]').boundingBox();
      expect(target!.height).toBeGreaterThanOrEqual(44);
      await terms.uncheck();
      await terms.check();
      await expect(proceed(page)).not.toHaveAttribute('aria-disabled');
      await expect(proceed(page)).toHaveAttribute('href', '/checkout');
      await expectNoSeriousA11yViolations(page);

      await proceed(page).click();
      await expect(page).toHaveURL(/\/checkout$/);
    } finally {
      await deleteCoupon(request, coupon._id);
    }
  });

  test('empty cart, and the Favorites tab', async ({ page }) => {
    await visit(page, '/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' }).first()).toHaveAttribute('href', '/products');
    await expect(page.getByRole('tab', { name: 'Cart (0)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const favorites = page.getByRole('tab', { name: 'Favorites' });
    await favorites.click();
    await expect(favorites).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Favorites' });
    await expect(panel).toContainText('No favourites yet: tap the heart on a product to keep it here.');
    await expect(panel.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    // Arrow keys move between the tabs.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Cart (0)' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  test('remove a line, the stock limit, the heart, clear the cart', async ({ page, request }) => {
    const [a, b] = await options(request, 2);
    await seedCart(
      page,
      storedCart([
        { option: a!, quantity: a!.size.stock },
        { option: b!, quantity: 1 },
      ]),
    );
    await visit(page, '/cart');

    // The line already holds all the stock the server reports: plus is disabled.
    await expect(increase(page, a!)).toBeDisabled();
    await expect(increase(page, b!)).toBeEnabled();

    // The heart keeps the line's product as a favourite (decision 63).
    const heart = line(page, b!).getByRole('button', { name: `Add ${b!.product.name} to favourites` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(
      line(page, b!).getByRole('button', { name: `Remove ${b!.product.name} from favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Favourites, 1 product' })).toBeVisible();

    await page.getByRole('button', { name: `Remove ${label(a!)} from cart` }).click();
    await expect(page.getByText('Item removed from cart.')).toBeVisible();
    await expect(line(page, a!)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Cart (1)' })).toBeVisible();
    // Focus moves to the remaining line rather than the top of the page.
    await expect(line(page, b!).getByRole('link', { name: b!.product.name })).toBeFocused();
    await expect(summaryValue(page, 'Subtotal')).toHaveText(money(cents(b!.size.discountedPrice)));

    // Clearing asks first: Escape (or "Keep items") keeps every line and gives focus back.
    const clearButton = page.getByRole('button', { name: 'Clear cart' });
    await clearButton.click();
    const confirm = page.getByRole('dialog', { name: 'Clear the cart?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Keep items' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, { anyImpact: true });
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(clearButton).toBeFocused();
    await expect(line(page, b!)).toHaveCount(1);
    await clearButton.click();
    await page.getByRole('dialog', { name: 'Clear the cart?' }).getByRole('button', { name: 'Clear cart' }).click();
    await expect(page.getByText('Cart has been cleared.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeFocused();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? 'null'));
    expect(stored).toMatchObject({ items: [], appliedCoupon: null, total: 0, finalTotal: 0 });
  });

  test('on load the cart is checked against the store and says what changed', async ({ page, request }) => {
    const [a, b] = await options(request, 2);
    const gone = { ...b!, product: { ...b!.product, name: 'Retired Jacket' } };
    const stalePrice = a!.size.discountedPrice + 5;
    await seedCart(
      page,
      storedCart([
        { option: a!, quantity: 1, discountedPrice: stalePrice },
        { option: b!, quantity: b!.size.stock + 1 },
        { option: gone, quantity: 1, productId: randomUUID() },
      ]),
    );
    await visit(page, '/cart');

    const notice = page.getByRole('status').filter({ hasText: 'Your cart was updated' });
    await expect(notice).toContainText(
      `The price of ${a!.product.name} changed from ${money(cents(stalePrice))} to ${money(cents(a!.size.discountedPrice))}.`,
    );
    await expect(notice).toContainText(
      `Only ${b!.size.stock} of ${b!.product.name} are left; we changed the quantity.`,
    );
    await expect(notice).toContainText(
      `Retired Jacket (${spaced(b!.color)}, ${b!.size.size}) is no longer available and was removed.`,
    );

    await expect(page.getByRole('group', { name: /^Quantity of Retired Jacket/ })).toHaveCount(0);
    await expect(line(page, b!).getByRole('group')).toContainText(String(b!.size.stock));
    // Totals use the store's prices now, not the ones saved in the browser.
    await expect(summaryValue(page, 'Subtotal')).toHaveText(
      money(cents(a!.size.discountedPrice) + cents(b!.size.discountedPrice) * b!.size.stock),
    );

    await page.getByRole('button', { name: 'Dismiss cart updates' }).click();
    await expect(notice).toHaveCount(0);
    // A later quote (after a change) does not repeat what was already said.
    await increase(page, a!).click();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Your cart was updated')).toHaveCount(0);
  });

  test('an automatic store discount shows as its own line, combines with a coupon, and the stored cart says the same', async ({
    page,
    request,
  }) => {
    const [a] = await options(request, 1);
    const store = await createCoupon(request, {
      isGlobal: true,
      description: 'Cart test store discount',
      type: 'fixed',
      value: 1,
      appliesTo: 'global',
    });
    const coupon = await createCoupon(request, { code: `BOTH${Date.now()}`, type: 'percentage', value: 10 });
    const stored = () =>
      page.evaluate(
        () =>
          JSON.parse(window.localStorage.getItem('cart') ?? 'null') as { discountAmount: number; finalTotal: number },
      );
    try {
      await seedCart(page, storedCart([{ option: a!, quantity: 1 }]));
      await visit(page, '/cart');
      const subtotal = cents(a!.size.discountedPrice);
      await expect(summaryValue(page, 'Cart test store discount')).toHaveText('-$1.00');
      await expect(summaryValue(page, 'Total')).toHaveText(money(subtotal - 100 + 1000));
      // The global coupon applies on its own, and storage holds the total the page shows.
      await expect.poll(stored).toMatchObject({ discountAmount: 1, finalTotal: (subtotal - 100 + 1000) / 100 });

      // Decision 0019: a typed coupon combines with the store discount, both on the line prices.
      await couponInput(page).fill(coupon.code!);
      await page.getByRole('button', { name: 'Apply' }).click();
      const discount = Math.round(subtotal * 0.1);
      await expect(summaryValue(page, `Discount (${coupon.code})`)).toHaveText(money(-discount));
      await expect(summaryValue(page, 'Cart test store discount')).toHaveText('-$1.00');
      await expect(summaryValue(page, 'Total')).toHaveText(money(subtotal - discount - 100 + 1000));
      await expect.poll(stored).toMatchObject({
        discountAmount: (discount + 100) / 100,
        finalTotal: (subtotal - discount - 100 + 1000) / 100,
      });

      // Read back on the next visit: the same rows and total, and no notice that anything changed.
      await visit(page, '/cart');
      await expect(summaryValue(page, `Discount (${coupon.code})`)).toHaveText(money(-discount));
      await expect(summaryValue(page, 'Cart test store discount')).toHaveText('-$1.00');
      await expect(summaryValue(page, 'Total')).toHaveText(money(subtotal - discount - 100 + 1000));
      await expect(page.getByText(`Coupon ${coupon.code} now takes`)).toHaveCount(0);
    } finally {
      await deleteCoupon(request, store._id);
      await deleteCoupon(request, coupon._id);
    }
  });

  test('mobile: the summary sits below the lines', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [a] = await options(request, 1);
    await seedCart(page, storedCart([{ option: a!, quantity: 1 }]));
    await visit(page, '/cart');
    const lineBox = await line(page, a!).boundingBox();
    const summaryBox = await summary(page).boundingBox();
    expect(summaryBox!.y).toBeGreaterThan(lineBox!.y + lineBox!.height - 1);
    await expectNoSeriousA11yViolations(page);
  });
});
