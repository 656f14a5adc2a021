import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  addFromProductPage,
  adminToken,
  type ApiProduct,
  type Option,
  cents,
  createCoupon,
  deleteCoupon,
  money,
  options,
  seedCart,
  storedCart,
  visit,
} from './support/shop';

const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });
const summaryValue = (page: Page, rowLabel: string) =>
  summary(page)
    .locator('dt', { hasText: new RegExp(`^${rowLabel.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

const ADDRESS = {
  email: `guest-${Date.now()}@example.com`,
  phone: '+996 555 123 456',
  firstName: 'Aida',
  lastName: 'Bekova',
  country: 'KG',
  state: '',
  address: '12 Chui Avenue, apt 5',
  city: 'Bishkek',
  postalCode: '720001',
};

/** The stock the store has left of an option's size now. */
async function stockLeft(request: APIRequestContext, option: Option): Promise<number> {
  const product = (await (await request.get(`/api/products/${option.product._id}`)).json()) as ApiProduct;
  return product.variants.find((v) => v.color === option.color)!.sizes.find((s) => s.size === option.size.size)!.stock;
}

/** A cart of one line with the information and shipping steps already done: the payment step opens. */
async function readyToPay(page: Page, option: Option, quantity: number, method: 'standard' | 'express' | 'overnight') {
  await seedCart(page, storedCart([{ option, quantity }]));
  await page.evaluate(
    ([info, shipping]) => {
      window.localStorage.setItem('checkoutData', JSON.stringify(info));
      window.localStorage.setItem('shippingData', JSON.stringify({ selectedShipping: shipping }));
    },
    [ADDRESS, method] as const,
  );
  await visit(page, '/checkout/payment');
}

async function fillInformation(page: Page, info: typeof ADDRESS) {
  await page.getByLabel('Email').fill(info.email);
  await page.getByLabel('Phone').fill(info.phone);
  await page.getByLabel('Country').selectOption(info.country);
  await page.getByLabel('First name').fill(info.firstName);
  await page.getByLabel('Last name').fill(info.lastName);
  await page.getByLabel('Address', { exact: true }).fill(info.address);
  await page.getByLabel('City').fill(info.city);
  await page.getByLabel('Postal code').fill(info.postalCode);
}

test.describe('checkout', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a guest pays: cart → coupon → information → shipping → payment → test page → success', async ({
    page,
    request,
  }) => {
    const [option] = await options(request, 1);
    const code = `CHK${randomUUID().slice(0, 6)}`.toUpperCase();
    const coupon = await createCoupon(request, { code, type: 'percentage', value: 10, appliesTo: 'global' });
    // Every page of the way renders and hydrates without a script error.
    const problems: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    page.on('pageerror', (e) => problems.push(e.message));
    try {
      await addFromProductPage(page, option!);
      await visit(page, '/cart');
      await page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText(`Coupon ${code} applied.`)).toBeVisible();
      await page.getByLabel('I agree to the').check();
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

      // INFORMATION: every required field says what is missing, under the field.
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Checkout steps' }).getByText('Information')).toHaveAttribute(
        'aria-current',
        'step',
      );
      const unit = cents(option!.size.discountedPrice);
      const discount = Math.round(unit * 0.1);
      await expect(summaryValue(page, 'Subtotal')).toHaveText(money(unit));
      await expect(summaryValue(page, `Discount (${code})`)).toHaveText(money(-discount));
      await expect(summaryValue(page, 'Shipping')).toHaveText('Calculated at next step');
      await expect(page.getByLabel('Country')).toHaveValue('US');
      await page.getByRole('button', { name: 'Continue to shipping' }).click();
      await expect(page.getByText('Please enter your email address.')).toBeVisible();
      await expect(page.getByText('Please enter your first name.')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/checkout$/);
      // The cart's toast fades in and out; axe would measure it mid-fade.
      await expect(page.getByText(`Coupon ${code} applied.`)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await fillInformation(page, ADDRESS);
      await page.getByRole('button', { name: 'Continue to shipping' }).click();

      // SHIPPING: the three SPEC methods; the summary follows the choice.
      await expect(page).toHaveURL(/\/checkout\/shipping$/);
      await expect(page.getByText('Bishkek, 720001, Kyrgyzstan')).toBeVisible();
      await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
      await expect(summaryValue(page, 'Shipping')).toHaveText('$5.99');
      await page.getByText('Express', { exact: true }).click();
      await expect(summaryValue(page, 'Shipping')).toHaveText('$12.99');
      const total = unit - discount + 1299;
      await expect(summaryValue(page, 'Total')).toContainText(money(total));
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Continue to payment' }).click();

      // PAYMENT: the review, then the provider's page.
      await expect(page).toHaveURL(/\/checkout\/payment$/);
      await expect(page.getByText(`${ADDRESS.email} · ${ADDRESS.phone}`)).toBeVisible();
      await expect(page.getByText('Express (2-3 business days) · $12.99')).toBeVisible();
      const pay = page.getByRole('button', { name: `Pay ${money(total)}` });
      await expect(pay).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
      await pay.click();

      await expect(page).toHaveURL(/\/pay\/test_/);
      await expect(page.getByRole('note')).toContainText('TEST PAYMENT');
      await expect(page.getByRole('heading', { name: `Pay ${money(total)}` })).toBeVisible();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: `Pay ${money(total)}` }).click();

      await expect(page).toHaveURL(/\/checkout\/success\?order=[0-9a-f-]+&token=/);
      const orderId = new URL(page.url()).searchParams.get('order')!;
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
      await expect(page.getByText(`Your order number is ${orderId.slice(-8)}`)).toBeVisible();
      await expect(page.getByText(money(total)).first()).toBeVisible();
      // The cart is emptied; the address is kept for next time, the shipping choice is not.
      await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).not.toContainText(/\d/);
      const stored = await page.evaluate(() => ({
        cart: JSON.parse(window.localStorage.getItem('cart') ?? 'null') as { items: unknown[] } | null,
        checkoutData: window.localStorage.getItem('checkoutData'),
        shippingData: window.localStorage.getItem('shippingData'),
      }));
      expect(stored.cart?.items ?? []).toHaveLength(0);
      expect(stored.checkoutData).toContain('Bishkek');
      expect(stored.shippingData).toBeNull();
      await expectNoSeriousA11yViolations(page);

      // The admin sees it, paid, at the amount shown.
      const token = await adminToken(request);
      const all = (await (
        await request.get('/api/orders/all', { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as {
        _id: string;
        finalTotal: number;
        paymentStatus: string;
        couponCode: string | null;
        shippingAddress: { city: string };
      }[];
      expect(all.find((o) => o._id === orderId)).toMatchObject({
        finalTotal: total / 100,
        paymentStatus: 'paid',
        couponCode: code,
        shippingAddress: { city: 'Bishkek' },
      });
      expect(problems).toEqual([]);
    } finally {
      await deleteCoupon(request, coupon._id);
    }
  });

  test('a signed-in shopper starts prefilled and finds the order on /account', async ({ page, request }) => {
    const [option] = await options(request, 1);
    await visit(page, '/login?redirect=/products');
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.evaluate(() => window.localStorage.removeItem('checkoutData'));
    await addFromProductPage(page, option!);
    await visit(page, '/checkout');
    await expect(page.getByLabel('Email')).toHaveValue('demo@example.com');
    await expect(page.getByLabel('First name')).not.toHaveValue('');
    await page.getByLabel('Phone').fill('+1 503 555 0100');
    await page.getByLabel('Address', { exact: true }).fill('1 Pine St');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('State').selectOption('OR');
    await page.getByLabel('Postal code').fill('97201');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByText('Overnight', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('order')!;

    await page.getByRole('link', { name: 'View My Orders' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const row = page.locator('details').filter({ hasText: `Order #${orderId.slice(-8)}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/paid/i);
    await row.locator('summary').click();
    await expect(row.getByText('Portland')).toBeVisible();
  });

  test('cancelling on the payment page returns to the payment step and gives the stock back at once', async ({
    page,
    request,
  }) => {
    const [option] = await options(request, 1);
    const stockOf = () => stockLeft(request, option!);
    const before = await stockOf();
    await readyToPay(page, option!, 1, 'express');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/pay\/test_/);
    const payPage = page.url();
    expect(await stockOf()).toBe(before - 1);

    await page.getByRole('link', { name: 'Cancel and return to the store' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment\?cancelled=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Payment cancelled.' })).toBeVisible();
    await expect.poll(stockOf).toBe(before);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart')!).items.length)).toBe(1);
    // The abandoned payment page can no longer be paid: it says it has expired.
    const abandoned = await request.get(payPage);
    expect(abandoned.status()).toBe(410);
    expect(await abandoned.text()).toContain('This payment page has expired');
  });

  test('each step sends the shopper back to what is missing (SPEC §4)', async ({ page, request }) => {
    await visit(page, '/checkout');
    await expect(page).toHaveURL(/\/cart$/);

    const [option] = await options(request, 1);
    await seedCart(page, storedCart([{ option: option!, quantity: 1 }]));
    await visit(page, '/checkout/payment');
    await expect(page).toHaveURL(/\/checkout$/);
    await visit(page, '/checkout/shipping');
    await expect(page).toHaveURL(/\/checkout$/);

    await page.evaluate((info) => window.localStorage.setItem('checkoutData', JSON.stringify(info)), ADDRESS);
    await visit(page, '/checkout/payment');
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    // The saved information fills the form again.
    await visit(page, '/checkout');
    await expect(page.getByLabel('Email')).toHaveValue(ADDRESS.email);
    await expect(page.getByLabel('Country')).toHaveValue('KG');
  });

  test('the United States asks for a state from the list', async ({ page, request }) => {
    const [option] = await options(request, 1);
    await seedCart(page, storedCart([{ option: option!, quantity: 1 }]));
    await visit(page, '/checkout');
    await fillInformation(page, { ...ADDRESS, country: 'US', city: 'Portland', postalCode: '97201' });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page.getByText('Please choose a state.')).toBeVisible();
    await page.getByLabel('State').selectOption('OR');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expect(page.getByText('Portland, Oregon, 97201, United States')).toBeVisible();
  });

  test('a declined card comes back to the payment step with the cart intact and the stock released', async ({
    page,
    request,
  }) => {
    const [option] = await options(request, 1);
    const stockOf = () => stockLeft(request, option!);
    const before = await stockOf();
    await readyToPay(page, option!, 2, 'standard');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/pay\/test_/);
    expect(await stockOf()).toBe(before - 2);

    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/checkout\/payment\?payment=declined$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart')!).items.length)).toBe(1);
    expect(await stockOf()).toBe(before);

    // Back to the payment page: its session has ended, so it says so instead of taking a card.
    await page.goBack();
    await expect(page).toHaveURL(/\/pay\/test_/);
    const expired = page.getByRole('heading', { name: 'This payment page has expired' });
    const cardField = page.getByLabel('Card number');
    // A page restored from the back/forward cache still shows its form: a good card then learns the same.
    await expect(expired.or(cardField)).toBeVisible();
    if (await cardField.isVisible()) {
      await cardField.fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: /^Pay / }).click();
    }
    await expect(expired).toBeVisible();
    await page.getByRole('link', { name: 'Back to the payment step' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
    expect(await stockOf()).toBe(before);
  });

  test('a failed order call re-enables the pay button with the server message', async ({ page, request }) => {
    const [option] = await options(request, 1);
    // More than the size holds: the server refuses and names the line.
    await readyToPay(page, option!, Math.min(99, option!.size.stock + 1), 'overnight');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert').filter({ hasText: option!.product.name })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Review your cart' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
  });
});
