/**
 * The orders screen on a busy day (decision 0051): the compact table view, remembered across
 * a reload and usable from the keyboard; the search taking an order number as the rows show
 * it, with its '#'; the revenue badge following the filters and saying what it counts; and
 * a selection changed in bulk (each order's outcome shown) and exported together.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_ADMIN } from './support/admin';
import { openSignedIn } from './support/sessions';
import { adminToken, options, payWithTestCard, placeGuestOrder } from './support/shop';

const tag = `Bd${randomUUID().replaceAll('-', '').slice(0, 8)}`;

interface Placed {
  orderId: string;
  number: string;
  finalTotal: number;
}

/** A guest's order through the API, paid on the test payment page when `paid`. */
async function place(request: APIRequestContext, firstName: string, paid: boolean): Promise<Placed> {
  const [option] = await options(request, 1);
  const { orderId, url } = await placeGuestOrder(request, [{ option: option!, quantity: 1 }], {
    email: `${firstName.toLowerCase()}-${tag.toLowerCase()}@example.com`,
    firstName,
    lastName: tag,
  });
  if (paid) await payWithTestCard(request, url);
  const token = await adminToken(request);
  const order = (await (
    await request.get(`/api/orders/${orderId}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { finalTotal: number };
  return { orderId, number: orderId.slice(-8), finalTotal: order.finalTotal };
}

const rows = (page: Page) => page.getByTestId('order-row');
const row = (page: Page, placed: Placed) => rows(page).filter({ hasText: `Order #${placed.number}` });
const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Types a search and waits for the debounced search to reach the address, then for the list's answer. */
async function searchFor(page: Page, text: string) {
  await page.getByPlaceholder('Search by order ID, customer name, email, or phone...').fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text.trim());
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('the orders screen on a busy day', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let first: Placed;
  let second: Placed;
  let unpaid: Placed;

  test.beforeAll(async ({ request }) => {
    first = await place(request, 'Aida', true);
    second = await place(request, 'Bakyt', true);
    unpaid = await place(request, 'Chynara', false);
  });

  test('the table view is chosen from the keyboard, one line per order, and remembered after a reload', async ({
    page,
  }) => {
    await openSignedIn(page, E2E_ADMIN, `/admin/orders?search=${tag}`);
    await expect(rows(page)).toHaveCount(3);
    const views = page.getByRole('group', { name: 'Orders view' });
    await expect(views.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table')).toHaveCount(0);

    await views.getByRole('button', { name: 'List' }).focus();
    await page.keyboard.press('Tab');
    await expect(views.getByRole('button', { name: 'Table' })).toBeFocused();
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'Orders, one per line' });
    await expect(table).toBeVisible();
    await expect(views.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Selected',
      'Order',
      'Date',
      'Customer',
      'Email',
      'Total',
      'Items',
      'Ships to',
      'Status',
      'Change status',
      'Details',
    ]);
    const line = table.getByRole('row', { name: new RegExp(`Order #${first.number}`) });
    await expect(line.getByRole('rowheader')).toHaveText(`Order #${first.number}`);
    await expect(line).toContainText(`Aida ${tag}`);
    await expect(line).toContainText(usd(first.finalTotal));
    await expect(line).toContainText('Payment: Paid');
    // One line: each order's row is as tall as any other (the rule between rows aside), nothing wraps.
    const heights = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
    await expectNoSeriousA11yViolations(page, { include: 'main' });

    await page.reload();
    await expect(page.getByRole('table', { name: 'Orders, one per line' })).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await expect(views.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');

    // Back to the SPEC rows, remembered too.
    await views.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.reload();
    await expect(row(page, first)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(views.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the search takes the number with its #, and the revenue badge follows the filters', async ({ page }) => {
    await openSignedIn(page, E2E_ADMIN, '/admin/orders');
    await expect(page.getByText(/^Revenue \(paid orders\): \$/)).toBeVisible();

    await searchFor(page, `#${second.number.toUpperCase()}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, second)).toBeVisible();
    await expect(
      page.getByText(`Revenue (paid orders matching the filters): ${usd(second.finalTotal)}`, { exact: true }),
    ).toBeVisible();

    await searchFor(page, tag);
    await expect(
      page.getByText(`Revenue (paid orders matching the filters): ${usd(first.finalTotal + second.finalTotal)}`, {
        exact: true,
      }),
    ).toBeVisible();
    // Only the unpaid order is left under this filter: it brought nothing in, so no revenue badge (SPEC §2).
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.getByLabel('Payment status').selectOption('pending');
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, unpaid)).toBeVisible();
    await expect(page.getByText(/^Revenue/)).toHaveCount(0);
  });

  test('a selection is changed in bulk with each order’s outcome, and exported together', async ({ page }) => {
    await openSignedIn(page, E2E_ADMIN, `/admin/orders?search=${tag}`);
    await expect(rows(page)).toHaveCount(3);
    const bar = page.getByRole('region', { name: 'Selected orders' });
    await expect(bar.getByRole('button', { name: 'Apply to selected' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: 'Export selected' })).toBeDisabled();

    // Shipping is not offered in bulk: each parcel has its own tracking number.
    const bulkStatus = bar.getByLabel('Change status to');
    await expect(bulkStatus.locator('option')).toHaveText([
      'Choose…',
      'Pending',
      'Processing',
      'Delivered',
      'Cancelled',
    ]);

    await bar.getByLabel('Select all on this page').check();
    await expect(bar.getByTestId('selected-count')).toHaveText('3 selected');
    for (const placed of [first, second, unpaid])
      await expect(page.getByRole('checkbox', { name: `Select order #${placed.number}` })).toBeChecked();

    // Exported together: the selected orders only, totals as numbers with their currency.
    await page.getByRole('checkbox', { name: `Select order #${second.number}` }).uncheck();
    await expect(bar.getByTestId('selected-count')).toHaveText('2 selected');
    const download = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Export selected' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path()))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Order ID,Customer,Email,Total,Status,Payment,Date,Items,Currency');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual([first.orderId, unpaid.orderId].sort());
    expect(lines.find((l) => l.startsWith(first.orderId))!.split(',')).toEqual([
      first.orderId,
      `Aida ${tag}`,
      `aida-${tag.toLowerCase()}@example.com`,
      first.finalTotal.toFixed(2),
      'pending',
      'paid',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown as string,
      '1',
      'USD',
    ]);
    await expect(page.getByText('Exported 2 orders')).toBeVisible();

    // All three delivered: the paid two are, the unpaid one is refused and stays selected.
    await bar.getByLabel('Select all on this page').check();
    await bulkStatus.selectOption('delivered');
    await bar.getByRole('button', { name: 'Apply to selected' }).click();
    await expect(page.getByTestId('bulk-outcome')).toHaveText(
      `2 changed, 1 refused: #${unpaid.number} not paid (change it on its own to confirm)`,
    );
    for (const placed of [first, second])
      await expect(page.getByRole('combobox', { name: `Status of order #${placed.number}` })).toHaveValue('delivered');
    await expect(page.getByRole('combobox', { name: `Status of order #${unpaid.number}` })).toHaveValue('pending');
    await expect(bar.getByTestId('selected-count')).toHaveText('1 selected');
    await expect(page.getByRole('checkbox', { name: `Select order #${unpaid.number}` })).toBeChecked();
    await expect(page.getByTestId('count-delivered')).toHaveText('2');

    await page.getByRole('button', { name: 'Dismiss the outcome' }).click();
    await expect(page.getByTestId('bulk-outcome')).toHaveText('');
  });
});
