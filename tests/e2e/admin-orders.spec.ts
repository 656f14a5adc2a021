/**
 * The back office's orders screen and shell as an admin uses them, over orders placed
 * through the real checkout: search, both filters, a status change the customer sees on
 * /account, the details dialog, the CSV file, the sidebar's Ctrl+B and the phone drawer.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_ADMIN } from './support/admin';
import { openSignedIn } from './support/sessions';
import { adminToken, money, options, placeGuestOrder, seedCart, storedCart, visit, type Option } from './support/shop';

const DEMO = { email: 'demo@example.com', password: 'demo12345' };
const tag = `Qa${randomUUID().replaceAll('-', '').slice(0, 8)}`;

/** Checks out one line through the store's pages and pays on the test page with `card`; returns the order's id. */
async function placeOrder(
  page: Page,
  option: Option,
  who: { email: string; firstName: string; phone: string },
  card: string,
): Promise<string> {
  await seedCart(page, storedCart([{ option, quantity: 2 }]));
  await page.evaluate(
    (info) => {
      window.localStorage.setItem('checkoutData', JSON.stringify(info));
      window.localStorage.setItem('shippingData', JSON.stringify({ selectedShipping: 'express' }));
    },
    {
      ...who,
      lastName: tag,
      country: 'KG',
      state: '',
      address: '12 Chui Avenue',
      city: 'Bishkek',
      postalCode: '720001',
    },
  );
  await visit(page, '/checkout/payment');
  // The browser leaves for the payment page at once, so the order's id is read on the way through.
  let orderId = '';
  await page.route('**/api/orders/create-checkout-session', async (route) => {
    const response = await route.fetch();
    orderId = ((await response.json()) as { orderId: string }).orderId;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect(orderId).not.toBe('');
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
  return orderId;
}

/** Two orders: the demo customer's, paid; a guest's, declined. */
async function placeOrders(browser: Browser, request: Parameters<typeof options>[0]) {
  const [first, second] = await options(request, 2);
  const customer = await browser.newPage();
  await openSignedIn(customer, DEMO, '/products');
  const paidId = await placeOrder(
    customer,
    first!,
    { email: DEMO.email, firstName: 'Nurlan', phone: '+996 700 111 222' },
    '4242 4242 4242 4242',
  );
  await expect(customer.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const guest = await browser.newPage();
  const guestEmail = `guest-${tag.toLowerCase()}@example.com`;
  const declinedId = await placeOrder(
    guest,
    second!,
    { email: guestEmail, firstName: 'Gulnara', phone: '+996 555 333 444' },
    '4000 0000 0000 0002',
  );
  await expect(guest).toHaveURL(/\/checkout\/payment\?payment=declined/);
  await guest.close();
  return { customer, paidId, declinedId, guestEmail, first: first! };
}

/** Shipping asks for the parcel's carrier and tracking number (decision 0047): fills and sends the dialog. */
async function shipWith(page: Page, orderId: string, carrier: string, trackingNumber: string) {
  const dialog = page.getByRole('dialog', { name: `Ship order #${orderId.slice(-8)}` });
  await dialog.getByLabel('Carrier').selectOption({ label: carrier });
  await dialog.getByLabel('Tracking number').fill(trackingNumber);
  await dialog.getByRole('button', { name: 'Ship order' }).click();
  await expect(dialog).toBeHidden();
}

const rows = (page: Page) => page.getByTestId('order-row');
const row = (page: Page, orderId: string) => rows(page).filter({ hasText: `Order #${orderId.slice(-8)}` });

/** Types a search and waits out the 300 ms debounce and the list's answer (a repeated search may come from the cache). */
async function searchFor(page: Page, text: string) {
  await page.getByPlaceholder('Search by order ID, customer name, email, or phone...').fill(text);
  await page.waitForTimeout(400);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('admin orders', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('search, filters, status change, details and CSV over orders from the real checkout', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { customer, paidId, declinedId, guestEmail, first } = await placeOrders(browser, request);
    const token = await adminToken(request);
    const placed = (await (
      await request.get(`/api/orders/${paidId}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      total: number;
      shippingCost: number;
      finalTotal: number;
    };

    await openSignedIn(page, E2E_ADMIN, '/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText(/^Revenue \(paid orders\): \$/)).toBeVisible();

    // Search by the customers' shared last name, then by e-mail, phone digits and order number.
    await searchFor(page, tag);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText('2 orders', { exact: true })).toBeVisible();
    await expect(page.getByTestId('count-total')).toHaveText('2');
    await expect(page.getByTestId('count-cancelled')).toHaveText('1');
    await expect(page.getByTestId('count-pending')).toHaveText('1');
    const paidRow = row(page, paidId);
    await expect(paidRow).toContainText(`Nurlan ${tag}`);
    await expect(paidRow).toContainText(DEMO.email);
    await expect(paidRow).toContainText('+996 700 111 222');
    await expect(paidRow).toContainText('Bishkek, Kyrgyzstan');
    await expect(paidRow).toContainText('2 items');
    await expect(paidRow).toContainText('Payment: Paid');
    await expect(row(page, declinedId)).toContainText('Payment: Failed');
    await expect(row(page, declinedId)).toContainText('Cancelled');

    await searchFor(page, guestEmail.toUpperCase());
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, declinedId)).toBeVisible();
    await searchFor(page, '700111222');
    await expect(row(page, paidId)).toBeVisible();
    await expect(row(page, declinedId)).toHaveCount(0);
    await searchFor(page, paidId.slice(-8));
    await expect(row(page, paidId)).toBeVisible();
    await searchFor(page, `nobody-${tag}`);
    await expect(page.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    // Both filters, over the search.
    await searchFor(page, tag);
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.getByLabel('Payment status').selectOption('failed');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, declinedId)).toBeVisible();
    await page.getByLabel('Payment status').selectOption('all');
    await page.getByLabel('Order status').selectOption('pending');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, paidId)).toBeVisible();
    await page.getByLabel('Order status').selectOption('cancelled');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, declinedId)).toBeVisible();
    // The list's state lives in the URL: a reload shows the same list.
    await expect(page).toHaveURL(new RegExp(`\\?search=${tag}&orderStatus=cancelled$`));
    await page.reload();
    await expect(page.getByPlaceholder('Search by order ID, customer name, email, or phone...')).toHaveValue(tag);
    await expect(page.getByLabel('Order status')).toHaveValue('cancelled');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, declinedId)).toBeVisible();
    await page.getByLabel('Order status').selectOption('all');
    await expect(rows(page)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // Shipping asks for the carrier and tracking number; then the status changes at once, the toast confirms, and it holds after a reload.
    await row(page, paidId)
      .getByLabel(`Status of order #${paidId.slice(-8)}`)
      .selectOption('shipped');
    await shipWith(page, paidId, 'DHL', '1234567890');
    await expect(page.getByText(`Order ${paidId.slice(-8)} status updated to shipped`)).toBeVisible();
    await expect(row(page, paidId).getByLabel(`Status of order #${paidId.slice(-8)}`)).toHaveValue('shipped');
    await expect(page.getByTestId('count-shipped')).toHaveText('1');
    await expect(page.getByTestId('count-pending')).toHaveText('0');

    // The customer's account shows it.
    await visit(customer, '/account');
    const own = customer.locator('details').filter({ hasText: `Order #${paidId.slice(-8)}` });
    await expect(own).toContainText('Shipped');
    await customer.close();

    // The details dialog.
    await row(page, paidId).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${paidId.slice(-8)}` });
    await expect(dialog).toBeVisible();
    const customerInfo = dialog.getByRole('region', { name: 'Customer Information' });
    await expect(customerInfo).toContainText(`Nurlan ${tag}`);
    await expect(customerInfo).toContainText(DEMO.email);
    await expect(customerInfo).toContainText('+996 700 111 222');
    const info = dialog.getByRole('region', { name: 'Order Information' });
    await expect(info).toContainText('Shipped');
    await expect(info).toContainText('Paid');
    await expect(info).toContainText('Payment method');
    await expect(info).toContainText('Express');
    const address = dialog.getByRole('region', { name: 'Shipping Address' });
    for (const part of [`Nurlan ${tag}`, '12 Chui Avenue', 'Bishkek', '720001', 'Kyrgyzstan'])
      await expect(address).toContainText(part);
    const itemTotal = Math.round(first.size.discountedPrice * 100) * 2;
    const summary = dialog.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText(`Subtotal${money(Math.round(placed.total * 100))}`);
    await expect(summary).toContainText(`Shipping${money(Math.round(placed.shippingCost * 100))}`);
    await expect(summary).toContainText(`Total${money(Math.round(placed.finalTotal * 100))}`);
    const items = dialog.getByRole('region', { name: /^Items/ });
    await expect(items).toContainText(first.product.name);
    await expect(items).toContainText(`Colour: ${first.color}`);
    await expect(items).toContainText(`Size: ${first.size.size}`);
    await expect(items).toContainText('Qty: 2');
    await expect(items).toContainText(
      `${money(Math.round(first.size.discountedPrice * 100))} × 2 = ${money(itemTotal)}`,
    );
    if (first.size.discountedPrice !== first.size.price)
      await expect(items.locator('s')).toHaveText(money(Math.round(first.size.price * 100) * 2));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The CSV holds every matching order with the SPEC's columns.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Order ID,Customer,Email,Total,Status,Payment,Date,Items,Currency');
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.startsWith(paidId))).toMatch(
      new RegExp(
        `^${paidId},Nurlan ${tag},${DEMO.email},${placed.finalTotal.toFixed(2)},shipped,paid,\\d{4}-\\d{2}-\\d{2}T[^,]+,2,USD$`,
      ),
    );
    expect(lines.find((l) => l.startsWith(declinedId))).toMatch(
      new RegExp(`^${declinedId},Gulnara ${tag},${guestEmail},\\d+\\.\\d{2},cancelled,failed,[^,]+,2,USD$`),
    );
    await expect(page.getByText('Exported 2 orders')).toBeVisible();
  });

  test('a list that fails shows the error with Try Again; a refused status change is put back with the reason', async ({
    page,
    request,
  }) => {
    // At least one order to show, whichever tests ran before.
    const [option] = await options(request, 1);
    await placeGuestOrder(request, [{ option: option!, quantity: 1 }], {
      email: `api-${tag.toLowerCase()}@example.com`,
      firstName: 'Api',
      lastName: tag,
    });
    let failList = true;
    await page.route('**/api/orders/admin*', async (route) => {
      if (failList) await route.fulfill({ status: 403, json: { message: 'Failed to fetch orders' } });
      else await route.fallback();
    });
    await openSignedIn(page, E2E_ADMIN, '/admin/orders');
    await expect(page.getByRole('heading', { name: 'Error Loading Orders' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Failed to fetch orders');
    failList = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    const first = page.getByTestId('order-row').first();
    await expect(first).toBeVisible();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText(/^Fetched \d+ orders successfully$/)).toBeVisible();

    const select = first.getByRole('combobox', { name: /^Status of order #/ });
    const before = await select.inputValue();
    // Statuses that never ask first (shipping an unpaid order does: the next test).
    const next = before === 'processing' ? 'pending' : 'processing';
    await page.route('**/api/orders/*/status', (route) =>
      route.fulfill({ status: 404, json: { message: 'Order not found or invalid' } }),
    );
    await select.selectOption(next);
    await expect(page.getByText('Order not found or invalid')).toBeVisible();
    await expect(select).toHaveValue(before);
  });

  test('shipping an unpaid order asks first, and is done only once confirmed', async ({ page, request }) => {
    const [option] = await options(request, 1);
    const email = `unpaid-${tag.toLowerCase()}@example.com`;
    const { orderId } = await placeGuestOrder(request, [{ option: option!, quantity: 1 }], {
      email,
      firstName: 'Unpaid',
      lastName: tag,
    });
    await openSignedIn(page, E2E_ADMIN, `/admin/orders?search=${encodeURIComponent(email)}`);
    const select = page.getByRole('combobox', { name: `Status of order #${orderId.slice(-8)}` });
    await expect(select).toHaveValue('pending');

    // Asked first; Cancel leaves the order as it was.
    await select.selectOption('shipped');
    const dialog = page.getByRole('alertdialog', { name: `Order ${orderId.slice(-8)} is not paid` });
    await expect(dialog).toContainText('Its payment is pending. Mark it shipped anyway?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(select).toHaveValue('pending');

    // Confirmed, and given its carrier, it is shipped.
    await select.selectOption('shipped');
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    await shipWith(page, orderId, 'UPS', '1Z999AA10123456784');
    await expect(page.getByText(`Order ${orderId.slice(-8)} status updated to shipped`)).toBeVisible();
    await expect(select).toHaveValue('shipped');
  });

  test('the sidebar collapses with Ctrl+B and stays collapsed after a reload', async ({ page }) => {
    // This test logs out at the end: its own session, not the one other tests share.
    await openSignedIn(page, E2E_ADMIN, '/admin/orders', { ownSession: true });
    const sidebar = page.getByRole('complementary', { name: 'Admin sidebar' });
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    for (const label of [
      'Dashboard',
      'Stat',
      'Products',
      'Orders',
      // With requests waiting its name says how many ("Returns 2 waiting").
      /^Returns( \d+ waiting)?$/,
      'Users',
      'Coupons',
      'Discounts',
      'Messages',
      'Mail',
      'Logout',
    ]) {
      await expect(
        sidebar.getByRole(label === 'Logout' ? 'button' : 'link', { name: label, exact: true }),
      ).toBeVisible();
    }
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');

    // Logout works from the back office too.
    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
  });

  test('a customer visiting /admin is sent to the home page', async ({ page }) => {
    await openSignedIn(page, DEMO, '/products');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('admin on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer that closes on Escape and on navigation', async ({ page }) => {
    await openSignedIn(page, E2E_ADMIN, '/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders Management' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Admin sidebar' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open admin menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(drawer.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await drawer.getByRole('link', { name: 'Coupons' }).click();
    await expect(page).toHaveURL(/\/admin\/coupon$/);
    await expect(drawer).toBeHidden();
    // Nothing is wider than the phone's screen.
    await visit(page, '/admin/orders');
    await expect(
      page
        .getByTestId('order-row')
        .first()
        .or(page.getByRole('heading', { name: 'No Orders Found' })),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
