/**
 * The back office against WCAG 2.2 AA: every screen, its dialogs and drawers open, its
 * errors shown and its empty state where one is reachable, with any impact failing. Each
 * check is soft, so one run lists every screen's findings. The admin's one session is
 * shared by every test (signInEveryTestAsAdmin).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, WCAG_22_AA } from './support/axe';
import { signInEveryTestAsAdmin } from './support/sessions';
import { catalogue, options, payWithTestCard, placeGuestOrder, visit } from './support/shop';

const authHeaders = signInEveryTestAsAdmin();
const PHONE = { width: 390, height: 844 };
// Many states per test, each with its axe run: a busy machine needs more than the default.
test.describe.configure({ timeout: 120_000 });

async function check(page: Page, state: string) {
  await test.step(`axe: ${state}`, () =>
    expectNoSeriousA11yViolations(page, { tags: WCAG_22_AA, anyImpact: true, soft: true, label: state }));
}

/** Waits for a back-office screen to have loaded its data (no skeleton, no spinner left). */
async function open(page: Page, path: string) {
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('skeleton-row')).toHaveCount(0, { timeout: 30_000 });
}

const SCREENS: [string, string][] = [
  ['dashboard', '/admin/dashboard'],
  ['statistics', '/admin/stat'],
  ['products', '/admin/products'],
  ['new product', '/admin/products/new'],
  ['orders', '/admin/orders'],
  ['returns', '/admin/returns'],
  ['users', '/admin/users'],
  ['coupons', '/admin/coupon'],
  ['discounts', '/admin/discounts'],
  ['shipping zones', '/admin/shipping'],
  ['currencies', '/admin/currencies'],
  ['messages', '/admin/messages'],
  ['mail', '/admin/mail'],
  ['webhooks', '/admin/webhooks'],
];

test.beforeAll(async ({ request }) => {
  // A paid order, so the order screens have rows and the order page its actions.
  const [option] = await options(request, 1);
  const paid = await placeGuestOrder(request, [{ option: option!, quantity: 1 }], {
    email: 'sweep-admin@example.com',
  });
  await payWithTestCard(request, paid.url);
});

test('every screen in its first state, at desktop and phone width', async ({ page }) => {
  test.setTimeout(360_000);
  for (const [name, path] of SCREENS) {
    await open(page, path);
    await check(page, name);
  }
  const [product] = await catalogue(page.request);
  await open(page, `/admin/products/${product!._id}/edit`);
  await check(page, 'product editor');

  await page.setViewportSize(PHONE);
  for (const [name, path] of SCREENS) {
    await open(page, path);
    await check(page, `phone: ${name}`);
  }
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible();
  await check(page, 'phone: admin menu drawer');
});

test('orders: filters, table view, bulk selection, details dialog', async ({ page }) => {
  await open(page, '/admin/orders');
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await check(page, 'orders, table view');
  await page
    .getByRole('table')
    .getByRole('checkbox', { name: /^Select order/ })
    .first()
    .check();
  await expect(page.getByRole('button', { name: 'Apply to selected' })).toBeVisible();
  await check(page, 'orders, a row selected');
  await page.getByRole('button', { name: 'List' }).click();
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await page.getByLabel('Payment status').selectOption('paid');
  // Checked once the list has reloaded: rows dimmed while it loads are not what the admin reads.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await check(page, 'orders, filters shown and applied');
  await page.getByRole('searchbox').first().fill('zzqqxx-no-such-order');
  await expect(page.getByText('No Orders Found')).toBeVisible({ timeout: 15_000 });
  await check(page, 'orders, no results');
  await open(page, '/admin/orders');
  await page
    .getByRole('button', { name: /^View details of order/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'orders, details dialog');
});

test('an order page with its dialogs', async ({ page }) => {
  await open(page, '/admin/orders');
  await page
    .getByRole('button', { name: /^View details of order/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('link', { name: 'Open order page' }).click();
  await expect(page.getByRole('list', { name: 'Order timeline' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await check(page, 'order page');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Please write the note.')).toBeVisible();
  await check(page, 'order page, note error');

  const status = page.getByRole('combobox', { name: /^Status of order/ });
  await status.selectOption('shipped');
  const ship = page.getByRole('dialog', { name: /^Ship order/ });
  await ship.getByRole('button', { name: 'Ship order' }).click();
  await expect(ship.getByText('Please choose a carrier.')).toBeVisible();
  await check(page, 'order page, shipment dialog with its error');
  await ship.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Refund' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'order page, refund dialog');
  await page.keyboard.press('Escape');
});

test('products editor with its errors, delete confirmation', async ({ page }) => {
  await open(page, '/admin/products/new');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await check(page, 'new product, errors shown');
  await page.getByLabel('Name', { exact: true }).fill('Not kept');
  await page.getByRole('main').getByRole('link', { name: 'Back to products' }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  await check(page, 'new product, leave confirmation');
  await page.getByRole('button', { name: 'Leave' }).click();

  await open(page, '/admin/products');
  await page.getByLabel('Search products by name, category or colour').fill('zzqqxx');
  await expect(page.getByText('No Products Found')).toBeVisible({ timeout: 15_000 });
  await check(page, 'products, no results');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  await check(page, 'products, delete confirmation');
});

test('coupons: form with errors, delete confirmation, no results', async ({ page, request }) => {
  const made = await request.post('/api/coupons', {
    data: { code: `SWEEP${Date.now()}`, type: 'percentage', value: 5 },
    headers: authHeaders(),
  });
  expect(made.status()).toBe(201);
  const coupon = (await made.json()) as { _id: string; code: string };
  try {
    await open(page, '/admin/coupon');
    await page.getByRole('button', { name: 'Create Coupon' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await expect(dialog.getByRole('alert').first()).not.toBeEmpty();
    await check(page, 'coupons, form with errors');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Delete coupon ${coupon.code}` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete Coupon' })).toBeVisible();
    await check(page, 'coupons, delete confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('searchbox', { name: 'Search coupons by code or description' }).fill('zzqqxx');
    await expect(page.getByText('No Coupons Found')).toBeVisible();
    await check(page, 'coupons, no results');
  } finally {
    await request.delete(`/api/coupons/${coupon._id}`, { headers: authHeaders() });
  }
});

test('discounts, shipping zones, currencies, users: their forms open', async ({ page }) => {
  await open(page, '/admin/discounts');
  await page
    .getByRole('button', { name: /^Apply discount: / })
    .first()
    .click();
  await expect(page.getByRole('dialog').or(page.getByRole('form')).first()).toBeVisible();
  await check(page, 'discounts, discount form open');
  await page.keyboard.press('Escape');

  await open(page, '/admin/shipping');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const zone = page.getByRole('dialog');
  await zone.getByLabel('Price (USD)').first().fill('abc');
  await zone.getByRole('button', { name: 'Save zone' }).click();
  await expect(zone.getByText('Price must be an amount like 25 or 19.99.')).toBeVisible();
  await check(page, 'shipping, zone editor with an error');
  await page.keyboard.press('Escape');

  await open(page, '/admin/users');
  // Not the admin's own row, whose Delete is disabled.
  await page
    .getByRole('button', { name: /^Delete /, disabled: false })
    .first()
    .click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
  await check(page, 'users, delete confirmation');
});
