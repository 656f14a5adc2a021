/**
 * Returns from the shopper's side (decision 0052): a guest's delivered order, opened from
 * its link, shows the return window and the "Request a return" button; the request shows
 * as "Requested" at once, and the store's approval (through the API) shows its
 * instructions on the order. The form works from the keyboard alone, and the page with the
 * form open has no accessibility violation. A signed-in shopper asks from My Account, by
 * their sign-in rather than the link's token.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { apiSession, openSignedIn } from './support/sessions';
import { adminToken, options, payWithTestCard, placeGuestOrder, storedCart, visit, type Option } from './support/shop';

const tag = `Rt${randomUUID().replaceAll('-', '').slice(0, 8)}`;

interface Delivered {
  orderId: string;
  token: string;
  /** The order link of the order e-mails. */
  link: string;
}

/** Two units of `coat` and one of `hat`, as the guest checkout sends them. */
const lines = (coat: Option, hat: Option) => [
  { option: coat, quantity: 2 },
  { option: hat, quantity: 1 },
];

/** Pays a placed order, then ships and delivers it through the admin API. */
async function payAndDeliver(request: APIRequestContext, placed: { orderId: string; url: string; token: string }) {
  const { orderId, url, token } = placed;
  await payWithTestCard(request, url);
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  for (const data of [
    { orderStatus: 'shipped', shipment: { carrier: 'dhl', trackingNumber: '1234567890' } },
    { orderStatus: 'delivered' },
  ]) {
    const changed = await request.put(`/api/orders/${orderId}/status`, { data, headers });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  return { orderId, token, link: `/checkout/success?order=${orderId}&token=${token}` };
}

/** A guest's paid order of two units of `coat` and one of `hat`, shipped and delivered. */
async function deliveredGuestOrder(request: APIRequestContext, coat: Option, hat: Option): Promise<Delivered> {
  const email = `return-${tag.toLowerCase()}-${randomUUID().slice(0, 4)}@example.com`;
  return payAndDeliver(request, await placeGuestOrder(request, lines(coat, hat), { email, lastName: tag }));
}

const returnsSection = (page: Page) => page.getByRole('region', { name: 'Returns' });
const requestButton = (page: Page) => returnsSection(page).getByRole('button', { name: 'Request a return' });
const returnForm = (page: Page) => page.getByRole('form', { name: 'Request a return' });

test('a guest requests a return from the order link, and sees the instructions once the store approves it', async ({
  page,
  request,
}) => {
  const [coat, hat] = await options(request, 2);
  const order = await deliveredGuestOrder(request, coat!, hat!);

  // The whole page in view, so a shift anywhere on it would count.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await recordLayoutShifts(page);
  const problems: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  page.on('pageerror', (e) => problems.push(e.message));
  await visit(page, order.link);

  const section = returnsSection(page);
  await expect(section).toContainText('You can request a return until');
  await expect(section).toContainText('(Bishkek time)');
  await expect(section.getByRole('link', { name: 'Refund & Return Policy' })).toHaveAttribute(
    'href',
    '/refund-return-policy',
  );
  // Rendered by the server: nothing moved when the page hydrated, and the two renders agreed.
  expect(await layoutShifts(page)).toEqual([]);
  expect(problems).toEqual([]);

  await requestButton(page).click();
  const form = returnForm(page);
  const coatBox = form.getByRole('checkbox', { name: new RegExp(coat!.product.name) });
  await expect(coatBox).toBeFocused();

  // Nothing chosen: said above the items, nothing sent.
  await form.getByRole('combobox', { name: 'Reason' }).selectOption('too_small');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Choose at least one item to return.')).toBeVisible();

  await coatBox.check();
  await expect(form.getByText('Choose at least one item to return.')).toBeHidden();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form).toBeHidden();
  await expect(section.getByRole('status')).toHaveText(
    'Your return request has been sent. We will e-mail you the instructions.',
  );
  await expect(section.getByRole('status')).toBeFocused();
  const steps = section.getByRole('list', { name: /^Steps of return R-/ });
  await expect(steps).toHaveCount(1);
  await expect(section).toContainText('Return status: Requested');
  await expect(steps).toContainText(`1 × ${coat!.product.name}`);
  await expect(steps).toContainText('Reason: Too small');
  // The coat's other unit and the hat can still be asked for.
  await expect(requestButton(page)).toBeVisible();

  // The store approves it with a note.
  const seen = await request.get(`/api/orders/${order.orderId}?token=${order.token}`);
  const { returns } = (await seen.json()) as { returns: { _id: string; number: string }[] };
  expect(returns).toHaveLength(1);
  const approved = await request.post(`/api/returns/${returns[0]!._id}/approve`, {
    data: { note: 'Please use the bag the order came in.' },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await visit(page, order.link);
  await expect(section).toContainText('Return status: Approved');
  await expect(steps).toContainText('Approved ·');
  await expect(steps.getByText(/^Write the return number/)).toContainText(returns[0]!.number);
  await expect(steps).toContainText('Please use the bag the order came in.');
  await expect(steps).toContainText('Return shipping is paid by us');
});

test('the return form works with the keyboard alone, and the page with it open has no accessibility violation', async ({
  page,
  request,
}) => {
  const [coat, hat] = await options(request, 2);
  const order = await deliveredGuestOrder(request, coat!, hat!);
  await visit(page, order.link);

  // Opened from the keyboard, the form takes the focus; Cancel gives it back to the button.
  await requestButton(page).focus();
  await page.keyboard.press('Enter');
  const form = returnForm(page);
  const coatBox = form.getByRole('checkbox', { name: new RegExp(coat!.product.name) });
  await expect(coatBox).toBeFocused();
  await expectNoSeriousA11yViolations(page, { anyImpact: true });
  await form.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(requestButton(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(coatBox).toBeFocused();
  // Two units of the coat: its box, then how many.
  await page.keyboard.press('Space');
  await expect(coatBox).toBeChecked();
  await page.keyboard.press('Tab');
  const coatQuantity = form.getByRole('combobox', { name: new RegExp(`Qty of ${coat!.product.name}`) });
  await expect(coatQuantity).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(coatQuantity).toHaveValue('2');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: new RegExp(hat!.product.name) })).toBeFocused();
  await page.keyboard.press('Tab');
  const reason = form.getByRole('combobox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  // The last reason, "Other", asks for a comment.
  await page.keyboard.press('End');
  await expect(reason).toHaveValue('other');
  await page.keyboard.press('Tab');
  const comment = form.getByRole('textbox', { name: 'Comment' });
  await expect(comment).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Please tell us a little about the reason.')).toBeVisible();
  await expect(comment).toBeFocused();
  await expectNoSeriousA11yViolations(page, { anyImpact: true });

  await page.keyboard.type('Both sleeves are too short.');
  await expect(form.getByText('27 of 500 characters')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  const section = returnsSection(page);
  await expect(section.getByRole('status')).toBeFocused();
  await expect(section).toContainText(`2 × ${coat!.product.name}`);
  await expect(section).toContainText('Reason: Other');
  await expect(section).toContainText('“Both sleeves are too short.”');
  await expectNoSeriousA11yViolations(page, { anyImpact: true });
});

test('a signed-in shopper requests a return from My Account, with their sign-in instead of a link', async ({
  page,
  request,
}) => {
  const [coat, hat] = await options(request, 2);
  const account = await createVerifiedAccount(request, 'returns');
  const { token: bearer } = await apiSession(request, account);
  const placed = await request.post('/api/orders/create-checkout-session', {
    headers: { Authorization: `Bearer ${bearer}` },
    data: {
      cart: storedCart(lines(coat!, hat!)),
      shippingAddress: {
        email: account.email,
        phone: '+996 555 000 321',
        firstName: 'Aida',
        lastName: tag,
        country: 'KG',
        address: '1 Chui Avenue',
        city: 'Bishkek',
        postalCode: '720001',
      },
      shippingMethod: 'standard',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = await payAndDeliver(request, await placed.json());

  await openSignedIn(page, account, '/account');
  const row = page.locator('details').filter({ hasText: `Order #${order.orderId.slice(-8)}` });
  await row.locator('summary').click();
  await row.getByRole('button', { name: 'Request a return' }).click();
  const form = returnForm(page);
  await form.getByRole('checkbox', { name: new RegExp(hat!.product.name) }).check();
  await form.getByRole('combobox', { name: 'Reason' }).selectOption('wrong_item');
  const sent = page.waitForRequest(`**/api/orders/${order.orderId}/returns`);
  await form.getByRole('button', { name: 'Send request' }).click();
  const call = await sent;
  // No link here: the request is the shopper's own, by their stored sign-in.
  expect(call.postDataJSON()).not.toHaveProperty('token');
  expect(call.headers().authorization).toBe(`Bearer ${bearer}`);
  await expect(form).toBeHidden();
  await expect(row.getByRole('status')).toHaveText(
    'Your return request has been sent. We will e-mail you the instructions.',
  );
  await expect(row).toContainText('Return status: Requested');
  await expect(row).toContainText(`1 × ${hat!.product.name}`);
  await expect(row).toContainText('Reason: Wrong item sent');
});
