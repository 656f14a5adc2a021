/**
 * Returns in the back office (decision 0052): a delivered order with two return requests made
 * through the API; the sidebar counts the requests waiting; the queue lists them, one is
 * approved with a note and then received with its units put back in stock, which refunds
 * it; the order page shows both returns and their timeline entries, and rejects the other
 * with a reason. The queue passes axe; its dialogs open on their first field and close with
 * Escape; on a phone nothing is wider than the screen.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_ADMIN } from './support/admin';
import { adminToken, openSignedIn } from './support/sessions';
import { catalogue, cents, money, options, payWithTestCard, placeGuestOrder, visit } from './support/shop';

const tag = `Rt${randomUUID().replaceAll('-', '').slice(0, 8)}`;

interface OrderItem {
  _id: string;
  product: { name: string };
  variant: { color: string; size: string; discountedPrice: number };
}
interface Requested {
  _id: string;
  number: string;
}

/** A guest's paid order of two lines (two units of the first), shipped and delivered, with a return asked for each line. */
async function deliveredOrderWithReturns(request: APIRequestContext) {
  const [first, second] = await options(request, 2);
  const email = `returns-${tag.toLowerCase()}@example.com`;
  const { orderId, url, token } = await placeGuestOrder(
    request,
    [
      { option: first!, quantity: 2 },
      { option: second!, quantity: 1 },
    ],
    { email, lastName: tag },
  );
  await payWithTestCard(request, url);
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  for (const change of [
    { orderStatus: 'shipped', shipment: { carrier: 'dhl', trackingNumber: '1234567890' } },
    { orderStatus: 'delivered' },
  ]) {
    const changed = await request.put(`/api/orders/${orderId}/status`, { data: change, headers });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  const order = (await (await request.get(`/api/orders/${orderId}?token=${token}`)).json()) as { items: OrderItem[] };
  const item = (name: string) => order.items.find((i) => i.product.name === name)!;
  const ask = async (itemId: string, reason: string, comment?: string) => {
    const asked = await request.post(`/api/orders/${orderId}/returns`, {
      data: { token, idempotencyKey: randomUUID(), lines: [{ itemId, quantity: 1 }], reason, comment },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    return ((await asked.json()) as { return: Requested }).return;
  };
  const coat = item(first!.product.name);
  const scarf = item(second!.product.name);
  const tooSmall = await ask(coat._id, 'too_small', 'The sleeves are short.');
  const changedMind = await ask(scarf._id, 'changed_mind');
  return { orderId, email, coat, scarf, first: first!, tooSmall, changedMind };
}

const unitsText = (item: OrderItem) => `1 × ${item.product.name} (${item.variant.color}, ${item.variant.size})`;

async function requestsWaiting(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/returns?status=requested', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  return ((await answer.json()) as { counts: { requested: number } }).counts.requested;
}

const returnsLink = (page: Page) =>
  page.getByRole('complementary', { name: 'Admin sidebar' }).getByRole('link', { name: /^Returns/ });

test('the owner approves, receives and rejects returns from the queue and the order page', async ({
  page,
  request,
}) => {
  // A whole return's life and another's rejection, on two screens: longer than one screen's test.
  test.setTimeout(90_000);
  const { orderId, email, coat, scarf, first, tooSmall, changedMind } = await deliveredOrderWithReturns(request);
  const waiting = await requestsWaiting(request);
  expect(waiting).toBeGreaterThanOrEqual(2);
  const stockOf = async () =>
    (await catalogue(request))
      .find((p) => p._id === first.product._id)!
      .variants.find((v) => v.color === first.color)!
      .sizes.find((s) => s.size === first.size.size)!.stock;
  const stockBefore = await stockOf();
  const unit = money(cents(coat.variant.discountedPrice));

  // The sidebar counts the requests waiting, in words for a screen reader.
  await openSignedIn(page, E2E_ADMIN, '/admin/dashboard');
  await expect(returnsLink(page)).toHaveAccessibleName(`Returns ${waiting} waiting`);
  await returnsLink(page).click();
  await expect(page).toHaveURL(/\/admin\/returns$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Requested/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('filter-count-requested')).toHaveText(String(waiting));

  const row = page.getByRole('listitem', { name: `Return ${tooSmall.number}` });
  await expect(row).toContainText('Requested');
  await expect(row.getByRole('link', { name: `Order #${orderId.slice(-8)}` })).toHaveAttribute(
    'href',
    `/admin/orders/${orderId}`,
  );
  await expect(row).toContainText(email);
  await expect(row).toContainText(`Aida ${tag}`);
  await expect(row).toContainText(unitsText(coat));
  await expect(row).toContainText('Too small — “The sleeves are short.”');
  await expect(row.getByTestId('return-amount')).toHaveText(unit);
  await expectNoSeriousA11yViolations(page);

  // Approve: the dialog opens on its note, Escape closes it; then approved with a note.
  await row.getByRole('button', { name: `Approve return ${tooSmall.number}` }).click();
  const approve = page.getByRole('dialog', { name: `Approve return ${tooSmall.number}` });
  const note = approve.getByRole('textbox', { name: 'Note to add to the instructions' });
  await expect(note).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(approve).toBeHidden();
  await row.getByRole('button', { name: `Approve return ${tooSmall.number}` }).click();
  await note.fill('Kyrgyz Post is fine; no need for a courier.');
  await expectNoSeriousA11yViolations(page);
  await approve.getByRole('button', { name: 'Approve and e-mail' }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByText(`Return ${tooSmall.number} approved; the instructions were e-mailed.`)).toBeVisible();
  // It leaves the requests, the focus going to the list rather than the page's start; the sidebar follows.
  await expect(row).toBeHidden();
  await expect(page.getByRole('list', { name: 'Returns' })).toBeFocused();
  await expect(returnsLink(page)).toHaveAccessibleName(`Returns ${waiting - 1} waiting`);

  // Received from the Approved list: the amount before confirming, restock ticked.
  await page.getByRole('button', { name: /^Approved/ }).click();
  await expect(page).toHaveURL(/\/admin\/returns\?status=approved$/);
  await expect(row).toContainText('Approved');
  await row.getByText('Instructions e-mailed').click();
  await expect(row).toContainText('Kyrgyz Post is fine; no need for a courier.');
  await row.getByRole('button', { name: `Mark received return ${tooSmall.number}` }).click();
  const receive = page.getByRole('dialog', { name: `Receive return ${tooSmall.number}` });
  const restock = receive.getByRole('checkbox', { name: 'Put the units back in stock' });
  await expect(restock).toBeFocused();
  await expect(restock).toBeChecked();
  await expect(receive.getByTestId('receive-amount')).toHaveText(unit);
  await receive.getByRole('button', { name: `Receive and refund ${unit}` }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByText(`Return ${tooSmall.number} received and refunded.`)).toBeVisible();
  await expect(row).toBeHidden();
  expect(await stockOf()).toBe(stockBefore + 1);

  await page.getByRole('button', { name: /^Received/ }).click();
  await expect(row).toContainText('Received and refunded');
  await expect(row).toContainText('Refunded');
  await expect(row.getByTestId('return-amount')).toHaveText(unit);
  await expect(row).toContainText('units put back in stock');
  await expect(row.getByRole('button')).toHaveCount(0);

  // The order page: both returns, the steps on the timeline; the other rejected there.
  await row.getByRole('link', { name: `Order #${orderId.slice(-8)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId.slice(-8)}` })).toBeVisible();
  const returns = page.getByRole('region', { name: 'Returns' });
  const received = returns.getByRole('listitem', { name: `Return ${tooSmall.number}` });
  await expect(received).toContainText('Received and refunded');
  await expect(received).toContainText(`Refunded: ${unit}`);
  const other = returns.getByRole('listitem', { name: `Return ${changedMind.number}` });
  await expect(other).toContainText('Requested');
  await expect(other).toContainText(unitsText(scarf));
  await expect(other).toContainText('Changed my mind');
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText('Payment: Partially refunded');
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.locator('[data-kind="return_requested"]')).toHaveCount(2);
  await expect(timeline.locator('[data-kind="return_approved"]')).toContainText(
    `Return ${tooSmall.number} approved; instructions e-mailed: Kyrgyz Post is fine; no need for a courier.`,
  );
  await expect(timeline.locator('[data-kind="return_received"]')).toContainText(
    `Return ${tooSmall.number} received (${unitsText(coat)}); units put back in stock`,
  );
  await expect(timeline.locator('[data-kind="refunded"]')).toContainText(`Refunded ${unit}`);

  await other.getByRole('button', { name: `Reject return ${changedMind.number}` }).click();
  const reject = page.getByRole('dialog', { name: `Reject return ${changedMind.number}` });
  const reason = reject.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await reject.getByRole('button', { name: 'Reject return' }).click();
  await expect(reject.getByText('Please give the reason the return is rejected.')).toBeVisible();
  await reason.fill('Changed minds are not covered once the tags are removed.');
  await reject.getByRole('button', { name: 'Reject return' }).click();
  await expect(reject).toBeHidden();
  await expect(
    page.getByText(`Return ${changedMind.number} rejected; the customer was e-mailed the reason.`),
  ).toBeVisible();
  await expect(other).toContainText('Rejected');
  await expect(other).toContainText('Reason given: Changed minds are not covered once the tags are removed.');
  await expect(other.getByRole('button')).toHaveCount(0);
  await expect(timeline.locator('[data-kind="return_rejected"]')).toContainText(
    `Return ${changedMind.number} rejected: Changed minds are not covered once the tags are removed.`,
  );
  await expect(returnsLink(page)).toHaveAccessibleName(waiting - 2 > 0 ? `Returns ${waiting - 2} waiting` : 'Returns');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the queue fits the screen', async ({ page }) => {
    await openSignedIn(page, E2E_ADMIN, '/admin/returns?status=all');
    await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
    await expect(
      page
        .getByTestId('return-row')
        .first()
        .or(page.getByRole('heading', { name: 'No Returns Found' })),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visit(page, '/admin/returns');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
