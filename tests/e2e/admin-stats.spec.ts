/**
 * The back office's Dashboard and Statistics screens over orders this spec places through
 * the real checkout API and pays on the test payment endpoint: the figures on screen are
 * the ones those orders add, the table view and CSV carry the same numbers, and a range
 * the API would refuse is explained.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInEveryTestAsAdmin } from './support/sessions';
import { cents, money, options, payWithTestCard, placeGuestOrder, type Option } from './support/shop';

interface PeriodFigure {
  current: number;
  previous: number;
  changePercent: number | null;
}
interface Summary {
  revenue: { today: PeriodFigure; last7Days: PeriodFigure; last30Days: PeriodFigure };
  needsAction: { pending: number; processing: number };
  averageOrderValue30Days: number;
  newCustomers30Days: number;
  lowStock: { productId: string; productName: string; color: string; size: string; stock: number }[];
  latestOrders: { _id: string; customerName: string; total: number }[];
  latestReviews: { productName: string }[];
}
interface Series {
  points: { period: string; value: number }[];
}

const auth = signInEveryTestAsAdmin();
const tag = `St${randomUUID().replaceAll('-', '').slice(0, 8)}`;
const today = () => new Date().toISOString().slice(0, 10);
const dollars = (amount: number) => money(cents(amount));

async function summary(request: APIRequestContext): Promise<Summary> {
  const res = await request.get('/api/stats/summary', { headers: auth() });
  expect(res.status()).toBe(200);
  return (await res.json()) as Summary;
}

/** A guest's order for one line; paid with the test card when `pay` is set. Returns its total. */
async function placeOrder(
  request: APIRequestContext,
  option: Option,
  quantity: number,
  firstName: string,
  pay: boolean,
): Promise<{ id: string; total: number }> {
  const { url, orderId, token } = await placeGuestOrder(request, [{ option, quantity }], {
    email: `${firstName.toLowerCase()}-${tag.toLowerCase()}@example.com`,
    firstName,
    lastName: tag,
  });
  if (pay) await payWithTestCard(request, url);
  const order = (await (await request.get(`/api/orders/${orderId}?token=${token}`)).json()) as { finalTotal: number };
  return { id: orderId, total: order.finalTotal };
}

const figure = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

test.describe('dashboard and statistics', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the dashboard shows the revenue, waiting orders and latest orders the placed orders add', async ({
    page,
    request,
  }) => {
    const before = await summary(request);
    const [first, second] = await options(request, 2);
    const paid = await placeOrder(request, first!, 2, 'Paid', true);
    const waiting = await placeOrder(request, second!, 1, 'Waiting', false);
    const after = await summary(request);

    // The revenue moved by exactly the paid order (the unpaid one adds none).
    expect(cents(after.revenue.today.current)).toBe(cents(before.revenue.today.current) + cents(paid.total));
    expect(cents(after.revenue.last30Days.current)).toBe(cents(before.revenue.last30Days.current) + cents(paid.total));
    // Both wait for the store: a new order stays pending, paid or not, until the owner takes it on.
    expect(after.needsAction.pending).toBe(before.needsAction.pending + 2);
    expect(after.latestOrders.slice(0, 2).map((o) => o._id)).toEqual([waiting.id, paid.id]);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(figure(page, 'Revenue today')).toContainText(dollars(after.revenue.today.current));
    await expect(figure(page, 'Revenue, last 7 days')).toContainText(dollars(after.revenue.last7Days.current));
    await expect(figure(page, 'Revenue, last 30 days')).toContainText(dollars(after.revenue.last30Days.current));
    await expect(figure(page, 'Average order, 30 days')).toContainText(dollars(after.averageOrderValue30Days));
    await expect(figure(page, 'New customers, 30 days')).toContainText(String(after.newCustomers30Days));

    const needsAction = page.getByRole('region', { name: 'Needs action' });
    const pending = needsAction.getByRole('link', { name: /Pending/ });
    await expect(pending).toContainText(String(after.needsAction.pending));

    const latest = page.getByRole('list', { name: 'Latest orders' }).getByRole('listitem');
    await expect(latest.first()).toContainText(`Waiting ${tag}`);
    await expect(latest.nth(1)).toContainText(`Paid ${tag}`);
    await expect(latest.nth(1)).toContainText(dollars(paid.total));
    await expect(latest.nth(1)).toContainText('Payment: Paid');

    // Low stock: the sizes the API lists, each with a way to its product's form.
    const lowStock = page.getByRole('region', { name: 'Low stock', exact: true }).getByRole('table');
    if (after.lowStock.length > 0) {
      const firstLow = after.lowStock[0]!;
      await expect(lowStock.getByRole('row').nth(1)).toContainText(firstLow.productName);
      await expect(
        lowStock.getByRole('link', { name: `Edit ${firstLow.productName}, ${firstLow.color} ${firstLow.size}` }),
      ).toHaveAttribute('href', `/admin/products/${firstLow.productId}/edit`);
    }
    if (after.latestReviews.length > 0) {
      await expect(page.getByRole('list', { name: 'Latest reviews' }).getByRole('listitem').first()).toContainText(
        after.latestReviews[0]!.productName,
      );
    }
    await expect(page.getByRole('img', { name: /^Revenue, last 30 days/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The waiting order is one click away, filtered.
    await pending.click();
    await expect(page).toHaveURL(/\/admin\/orders\?orderStatus=pending/);
  });

  test('statistics: a range, its chart and table, the CSV file, and a range that cannot be shown', async ({
    page,
    request,
  }) => {
    const [option] = await options(request, 1);
    await placeOrder(request, option!, 1, 'Ranged', true);
    const day = today();
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const res = await request.get(`/api/stats/timeseries?metric=revenue&from=${weekAgo}&to=${day}&interval=day`, {
      headers: auth(),
    });
    const series = (await res.json()) as Series;
    const weekTotal = series.points.reduce((sum, p) => sum + cents(p.value), 0);
    expect(weekTotal).toBeGreaterThan(0);

    await page.goto('/admin/stat');
    await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`from=${weekAgo}&to=${day}&interval=day`));

    const revenue = page.getByRole('region', { name: 'Revenue over time', exact: true });
    await expect(revenue).toContainText(`Total ${money(weekTotal)}`);
    await expect(revenue.getByRole('img', { name: /^Revenue over time, / })).toBeVisible();

    // The table view: one row per day, today's with its revenue.
    await revenue.getByRole('button', { name: 'Table' }).click();
    const table = revenue.getByRole('table', { name: 'Revenue over time' });
    await expect(table.getByRole('row')).toHaveCount(1 + 7);
    const todayValue = series.points.find((p) => p.period === day)!.value;
    await expect(table.getByRole('row').last()).toContainText(dollars(todayValue));

    // The CSV carries the same numbers, plain, named after the range.
    const download = page.waitForEvent('download');
    await revenue.getByRole('button', { name: 'Export CSV: Revenue over time' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`stats_revenue_${weekAgo}_${day}.csv`);
    const lines = (await readFile(await file.path()))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Day,Revenue (USD)');
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toBe(`${day},${todayValue}`);

    // The breakdown's parts are there with their figures.
    await expect(page.getByRole('img', { name: /^Sales by category: / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Checkouts started → paid' })).toContainText(
      /% of checkouts were paid/,
    );
    await expectNoSeriousA11yViolations(page);

    // A range the API would refuse is explained and not applied; the URL keeps the last good one.
    // Today alone is a good range (shown at once); then a "to" before it is not.
    await page.getByLabel('From', { exact: true }).fill(day);
    await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
    await page.getByLabel('To', { exact: true }).fill(weekAgo);
    await expect(page.getByRole('alert')).toHaveText('from must be on or before to.');
    await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
    await expect(page.getByRole('region', { name: 'Revenue over time', exact: true })).toContainText(
      `Total ${dollars(todayValue)}`,
    );

    // Back to the week, grouped by month, kept through a reload.
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${weekAgo}&to=${day}&interval=day`));
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Group by').selectOption('month');
    await expect(page).toHaveURL(new RegExp(`from=${weekAgo}&to=${day}&interval=month`));
    await page.reload();
    await expect(page.getByLabel('Group by')).toHaveValue('month');
    await expect(page.getByRole('region', { name: 'Revenue over time', exact: true })).toContainText(
      `Total ${money(weekTotal)}`,
    );
  });

  test('a dashboard that cannot load says so and tries again', async ({ page }) => {
    let fail = true;
    await page.route('**/api/stats/summary', async (route) => {
      if (fail) await route.fulfill({ status: 403, json: { message: 'Admin access required.' } });
      else await route.fallback();
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Error Loading Dashboard' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Admin access required.');
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(figure(page, 'Revenue today')).toBeVisible();
  });
});
