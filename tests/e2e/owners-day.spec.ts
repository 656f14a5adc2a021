/**
 * The owner's day after the sale, end to end in the browser (the "Done when"): one
 * order shipped with its tracking number (the shopper sees the link), one line of another
 * refunded with its unit back in stock (stock and today's revenue follow), and a return
 * from the shopper's request on the order link to its refund; the order page's timeline
 * shows each step and who took it.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { adminToken, openSignedIn } from './support/sessions';
import { catalogue, cents, money, options, payWithTestCard, placeGuestOrder, visit, type Option } from './support/shop';

const tag = `Od${randomUUID().replaceAll('-', '').slice(0, 8)}`;
const DHL_LINK = 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890';

const stockOf = async (request: APIRequestContext, option: Option) =>
  (await catalogue(request))
    .find((p) => p._id === option.product._id)!
    .variants.find((v) => v.color === option.color)!
    .sizes.find((s) => s.size === option.size.size)!.stock;

async function todaysRevenue(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/stats/summary', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { revenue: { today: { current: number } } }).revenue.today.current;
}

/** A guest's order of `lines`, paid on the test payment page. */
async function paidOrder(request: APIRequestContext, lines: { option: Option; quantity: number }[], label: string) {
  const email = `${label}-${tag.toLowerCase()}@example.com`;
  const placed = await placeGuestOrder(request, lines, { email, lastName: tag });
  await payWithTestCard(request, placed.url);
  return {
    ...placed,
    email,
    number: placed.orderId.slice(-8),
    link: `/checkout/success?order=${placed.orderId}&token=${placed.token}`,
  };
}

/** Changes the order's status from its page's status menu, as the owner does. */
async function setStatus(page: Page, number: string, status: 'shipped' | 'delivered') {
  await page.getByRole('combobox', { name: `Status of order #${number}` }).selectOption(status);
}

test('ship with tracking, refund a line with restock, and a return from request to refund', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [coat, hat, scarf] = await options(request, 3);
  const shipped = await paidOrder(
    request,
    [
      { option: coat!, quantity: 2 },
      { option: hat!, quantity: 1 },
    ],
    'day-ship',
  );
  const refunded = await paidOrder(
    request,
    [
      { option: scarf!, quantity: 1 },
      { option: hat!, quantity: 1 },
    ],
    'day-refund',
  );
  const shopper = await (await browser.newContext()).newPage();

  // 1. Ship the first order with DHL; the shopper's order link shows the tracking link.
  await openSignedIn(page, E2E_ADMIN, `/admin/orders/${shipped.orderId}`);
  await setStatus(page, shipped.number, 'shipped');
  const ship = page.getByRole('dialog', { name: `Ship order #${shipped.number}` });
  await ship.getByLabel('Carrier').selectOption({ label: 'DHL' });
  await ship.getByLabel('Tracking number').fill('1234567890');
  await ship.getByRole('button', { name: 'Ship order' }).click();
  await expect(ship).toBeHidden();
  await expect(page.getByText(`Order ${shipped.number} status updated to shipped`)).toBeVisible();
  await visit(shopper, shipped.link);
  await expect(shopper.getByRole('link', { name: /Track/ }).first()).toHaveAttribute('href', DHL_LINK);

  // 2. Refund the scarf of the second order, back in stock: stock and today's revenue follow.
  const scarfStock = await stockOf(request, scarf!);
  const revenueBefore = await todaysRevenue(request);
  const scarfPrice = money(cents(scarf!.size.discountedPrice));
  await page.goto(`/admin/orders/${refunded.orderId}`);
  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund order #${refunded.number}` });
  await refund.getByLabel(`Units of ${scarf!.product.name}`).fill('1');
  await refund.getByLabel('Put units back in stock').check();
  await refund.getByLabel('Reason').fill('Pulled thread on arrival');
  await refund.getByRole('button', { name: `Refund ${scarfPrice}` }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByRole('list', { name: 'Order timeline' }).locator('[data-kind="refunded"]')).toContainText(
    `Refunded ${scarfPrice} (1 × ${scarf!.product.name}`,
  );
  expect(await stockOf(request, scarf!)).toBe(scarfStock + 1);
  const revenueAfter = await todaysRevenue(request);
  expect(cents(revenueAfter)).toBe(cents(revenueBefore) - cents(scarf!.size.discountedPrice));
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('group', { name: 'Revenue today' })).toContainText(money(cents(revenueAfter)));

  // 3. The first order is delivered; the shopper asks to return one coat from the order link.
  await page.goto(`/admin/orders/${shipped.orderId}`);
  await setStatus(page, shipped.number, 'delivered');
  await expect(page.getByText(`Order ${shipped.number} status updated to delivered`)).toBeVisible();
  await visit(shopper, shipped.link);
  const returns = shopper.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText('You can request a return until');
  await returns.getByRole('button', { name: 'Request a return' }).click();
  const form = shopper.getByRole('form', { name: 'Request a return' });
  await form.getByRole('checkbox', { name: new RegExp(coat!.product.name) }).check();
  await form.getByRole('combobox', { name: 'Reason' }).selectOption('too_large');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(returns.getByRole('status')).toHaveText(
    'Your return request has been sent. We will e-mail you the instructions.',
  );
  await expect(returns).toContainText('Return status: Requested');
  const returnNumber = (await returns.getByRole('heading', { name: /^Return R-/ }).textContent())!.replace(
    'Return ',
    '',
  );

  // 4. The owner finds it in the Returns queue, approves it, and receives the parcel.
  const coatStock = await stockOf(request, coat!);
  const coatPrice = money(cents(coat!.size.discountedPrice));
  await page.goto('/admin/dashboard');
  const returnsLink = page
    .getByRole('complementary', { name: 'Admin sidebar' })
    .getByRole('link', { name: /^Returns/ });
  await expect(returnsLink).toHaveAccessibleName(/^Returns \d+ waiting$/);
  await returnsLink.click();
  const row = page.getByRole('listitem', { name: `Return ${returnNumber}` });
  await expect(row).toContainText(shipped.email);
  await row.getByRole('button', { name: `Approve return ${returnNumber}` }).click();
  const approve = page.getByRole('dialog', { name: `Approve return ${returnNumber}` });
  await approve.getByRole('textbox', { name: 'Note to add to the instructions' }).fill('Any post office will do.');
  await approve.getByRole('button', { name: 'Approve and e-mail' }).click();
  await expect(approve).toBeHidden();

  // The shopper sees the instructions on the order.
  await visit(shopper, shipped.link);
  await expect(returns).toContainText('Any post office will do.');
  await expect(returns).toContainText(`Write the return number ${returnNumber}`);

  await page.getByRole('button', { name: /^Approved/ }).click();
  await row.getByRole('button', { name: `Mark received return ${returnNumber}` }).click();
  const receive = page.getByRole('dialog', { name: `Receive return ${returnNumber}` });
  await expect(receive.getByRole('checkbox', { name: 'Put the units back in stock' })).toBeChecked();
  await receive.getByRole('button', { name: `Receive and refund ${coatPrice}` }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByText(`Return ${returnNumber} received and refunded.`)).toBeVisible();
  expect(await stockOf(request, coat!)).toBe(coatStock + 1);

  await visit(shopper, shipped.link);
  await expect(returns).toContainText(`We refunded ${coatPrice} to your original payment method.`);

  // 5. The order page's timeline tells the whole day of this order, each step with who took it.
  await page.goto(`/admin/orders/${shipped.orderId}`);
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  const entry = (kind: string) => timeline.locator(`[data-kind="${kind}"]`);
  await expect(entry('status_changed').first()).toContainText('to shipped: DHL 1234567890');
  await expect(entry('status_changed').last()).toContainText('from shipped to delivered');
  await expect(entry('return_requested')).toContainText(`Return ${returnNumber} requested (1 × ${coat!.product.name}`);
  await expect(entry('return_approved')).toContainText(`Return ${returnNumber} approved; instructions e-mailed`);
  await expect(entry('return_approved')).toContainText(`Admin: ${E2E_ADMIN.email}`);
  await expect(entry('return_received')).toContainText(`Return ${returnNumber} received`);
  await expect(entry('refunded')).toContainText(`Refunded ${coatPrice} (1 × ${coat!.product.name}`);
  await expect(timeline).toContainText(`E-mail queued: Return approved, with instructions to ${shipped.email}`);
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText('Payment: Partially refunded');
  await shopper.context().close();
});
