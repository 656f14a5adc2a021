/**
 * A refund as the owner makes it from the order page (decision 0050): one unit of a paid
 * order's line, put back in stock; the dialog shows the amount before confirming, and the
 * page then shows the payment partly refunded, the refund in its list and on the timeline.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_ADMIN } from './support/admin';
import { openSignedIn } from './support/sessions';
import { catalogue, cents, money, options, payWithTestCard, placeGuestOrder } from './support/shop';

const tag = `Rf${randomUUID().replaceAll('-', '').slice(0, 8)}`;

test('the owner refunds one unit of a paid order with restock; status, refunds and timeline follow', async ({
  page,
  request,
}) => {
  const [coat, hat] = await options(request, 2);
  const stockOf = async () =>
    (await catalogue(request))
      .find((p) => p._id === coat!.product._id)!
      .variants.find((v) => v.color === coat!.color)!
      .sizes.find((s) => s.size === coat!.size.size)!.stock;
  const email = `refund-${tag.toLowerCase()}@example.com`;
  const { orderId, url } = await placeGuestOrder(
    request,
    [
      { option: coat!, quantity: 2 },
      { option: hat!, quantity: 1 },
    ],
    { email, lastName: tag },
  );
  await payWithTestCard(request, url);
  const stockAfterSale = await stockOf();
  const number = orderId.slice(-8);
  const unit = money(cents(coat!.size.discountedPrice));

  await openSignedIn(page, E2E_ADMIN, `/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('Nothing has been refunded.');
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order #${number}` });

  // Nothing chosen and no reason: said in place, nothing sent.
  await dialog.getByRole('button', { name: 'Refund $0.00' }).click();
  await expect(dialog.getByText('Please give the reason for the refund.')).toBeVisible();
  await expect(dialog.getByText('Choose at least one unit or the shipping to refund.')).toBeVisible();

  // One unit of the coat, back in stock: the amount shows before confirming.
  await dialog.getByLabel(`Units of ${coat!.product.name}`).fill('1');
  await expect(dialog.getByTestId('refund-amount')).toHaveText(unit);
  await dialog.getByLabel('Put units back in stock').check();
  await dialog.getByLabel('Reason').fill('A seam came apart');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: `Refund ${unit}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Refund made')).toBeVisible();

  await expect(page.getByRole('region', { name: 'Customer' })).toContainText('Payment: Partially refunded');
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText(unit);
  await expect(refunds).toContainText(`1 × ${coat!.product.name}`);
  await expect(refunds).toContainText('A seam came apart · Units put back in stock');
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  const entry = timeline.locator('[data-kind="refunded"]');
  await expect(entry).toContainText(`Refunded ${unit} (1 × ${coat!.product.name}`);
  await expect(entry).toContainText('A seam came apart; units put back in stock');
  await expect(entry).toContainText(`Admin: ${E2E_ADMIN.email}`);
  await expect(timeline).toContainText(`E-mail queued: Order refunded to ${email}`);
  expect(await stockOf()).toBe(stockAfterSale + 1);

  // The coat's other unit is what is left of it to refund.
  await page.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByLabel(`Units of ${coat!.product.name}`)).toHaveAttribute('max', '1');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
