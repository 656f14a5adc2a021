/**
 * The back office's order page as the owner uses it (decision 0047): opened from the orders
 * screen's details dialog, an internal note added, the order shipped with DHL and its
 * tracking number, each on the timeline; the invoice is what a print shows; and the shopper
 * sees the tracking link on the order's own page.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_ADMIN } from './support/admin';
import { openSignedIn } from './support/sessions';
import { options, payWithTestCard, placeGuestOrder, visit } from './support/shop';

const tag = `Op${randomUUID().replaceAll('-', '').slice(0, 8)}`;
const DHL_LINK = 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890';

test('the owner opens an order, notes it and ships it with DHL; the shopper sees the tracking link', async ({
  page,
  request,
  browser,
}) => {
  // Many steps, each waiting for the server: a busy machine takes longer than the default 30 s.
  test.setTimeout(90_000);
  // A guest's order, paid on the test payment page.
  const [option] = await options(request, 1);
  const email = `order-page-${tag.toLowerCase()}@example.com`;
  const { orderId, url, token } = await placeGuestOrder(request, [{ option: option!, quantity: 1 }], {
    email,
    lastName: tag,
  });
  await payWithTestCard(request, url);
  const number = orderId.slice(-8);

  // From the orders screen's details dialog to the order's page.
  await openSignedIn(page, E2E_ADMIN, `/admin/orders?search=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: `View details of order #${number}` }).click();
  await page
    .getByRole('dialog', { name: `Order #${number}` })
    .getByRole('link', { name: 'Open order page' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByTestId('timeline-entry').first()).toContainText('Order placed');
  await expect(timeline).toContainText('Payment received');

  // An internal note: an empty one is refused in place, a written one goes on the timeline.
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Please write the note.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Note' }).fill('Customer asked for gift wrapping.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  const note = timeline.locator('[data-kind="note"]');
  await expect(note).toContainText('Customer asked for gift wrapping.');
  await expect(note).toContainText(`Admin: ${E2E_ADMIN.email}`);
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('');

  // Shipping asks for the carrier and tracking number, checked before anything is sent.
  await page.getByRole('combobox', { name: `Status of order #${number}` }).selectOption('shipped');
  const dialog = page.getByRole('dialog', { name: `Ship order #${number}` });
  await dialog.getByRole('button', { name: 'Ship order' }).click();
  await expect(dialog.getByText('Please choose a carrier.')).toBeVisible();
  await dialog.getByLabel('Carrier').selectOption({ label: 'DHL' });
  await dialog.getByLabel('Tracking number').fill('12 3456 7890');
  await dialog.getByRole('button', { name: 'Ship order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Order ${number} status updated to shipped`)).toBeVisible();
  await expect(timeline).toContainText('Status changed from pending to shipped: DHL 1234567890');
  await expect(timeline.locator('[data-kind="status_changed"]')).toContainText(`Admin: ${E2E_ADMIN.email}`);
  await expect(timeline).toContainText(`E-mail queued: Order shipped to ${email}`);
  const shipments = page.getByRole('region', { name: 'Shipments' });
  await expect(shipments).toContainText('DHL 1234567890');
  await expect(shipments.getByRole('link', { name: 'Track' })).toHaveAttribute('href', DHL_LINK);
  await expectNoSeriousA11yViolations(page);

  // Printed, the page is the invoice alone: no sidebar, no order page around it.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print invoice' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('printed-document');
  await expect(printed).toBeVisible();
  await expect(printed.getByRole('heading', { name: 'Invoice' })).toBeVisible();
  await expect(printed).toContainText('ALATOO');
  await expect(printed).toContainText(option!.product.name);
  await expect(page.getByRole('complementary', { name: 'Admin sidebar' })).toBeHidden();
  await expect(page.getByRole('list', { name: 'Order timeline' })).toBeHidden();
  await page
    .getByRole('button', { name: 'Print packing slip', includeHidden: true })
    .evaluate((button: HTMLButtonElement) => button.click());
  await expect(printed.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
  await expect(printed).not.toContainText('Unit price');
  await page.emulateMedia({ media: 'screen' });

  // The shopper's own page for the order (the link in their e-mails) shows the carrier and the link.
  const shopper = await browser.newPage();
  await visit(shopper, `/checkout/success?order=${orderId}&token=${token}`);
  const track = shopper.getByRole('link', { name: /Track your parcel/ });
  await expect(track).toHaveAttribute('href', DHL_LINK);
  await expect(shopper.getByText(/Shipped with DHL/)).toBeVisible();
  await expect(shopper.getByText('Customer asked for gift wrapping.')).toHaveCount(0);
  await shopper.close();
});
