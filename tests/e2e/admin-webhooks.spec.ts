/**
 * The back office's Webhooks screen (decision 70): the owner adds an endpoint (a receiver on a
 * loopback port, which the browser-test store allows), sees its secret once, sends it a test
 * event, reads the delivery in the log and resends it with the same event id; then deletes it.
 */
import { expect, test } from '@playwright/test';
import { verifySignature } from '#server/services/webhooks/index.ts';
import { startWebhookReceiver, type WebhookReceiver } from '#tests/support/webhook-receiver.ts';
import { E2E_ADMIN } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openSignedIn } from './support/sessions';

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver('/hooks/e2e');
});
test.afterAll(async () => {
  await receiver?.close();
});

test('register an endpoint, see its secret once, deliver a test event and resend it', async ({ page }) => {
  await openSignedIn(page, E2E_ADMIN, '/admin/messages');
  await page
    .getByRole('complementary', { name: 'Admin sidebar' })
    .getByRole('link', { name: 'Webhooks', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add an endpoint' });
  // Nothing chosen and an address that is not http(s): both said.
  await form.getByLabel('Address').fill('ftp://example.com/hooks');
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('Enter the endpoint’s full address, starting with https://.')).toBeVisible();
  await expect(form.getByText('Choose at least one event.')).toBeVisible();

  await form.getByLabel('Address').fill(receiver.url);
  await form.getByRole('checkbox', { name: /order\.paid/ }).check();
  await form.getByRole('checkbox', { name: /stock\.low/ }).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'The endpoint’s signing secret' });
  await expect(secretDialog.getByText('it will not be shown again')).toBeVisible();
  const secret = (await secretDialog.getByLabel('Signing secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  await expectNoSeriousA11yViolations(page);
  await secretDialog.getByRole('button', { name: 'I have saved it' }).click();
  await expect(secretDialog).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);

  const endpoint = page.getByRole('listitem', { name: receiver.url });
  await expect(endpoint.getByText('order.paid', { exact: true })).toBeVisible();
  await expect(endpoint.getByText('On', { exact: true })).toBeVisible();

  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  const log = endpoint.getByRole('table', { name: 'Deliveries' });
  const row = log.getByRole('row').filter({ hasText: 'ping' });
  await expect(row.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
  await expect(row.getByRole('cell', { name: '200', exact: true })).toBeVisible();
  expect(receiver.received).toHaveLength(1);
  const first = receiver.received[0]!;
  expect(first.headers['store-event-type']).toBe('ping');
  expect(verifySignature(secret, first.headers['store-signature'] as string, first.body, Date.now() / 1000)).toBe(true);

  await row.getByRole('button', { name: /^Resend ping/ }).click();
  await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
  expect(receiver.received[1]!.headers['store-event-id']).toBe(first.headers['store-event-id']);
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await endpoint.getByRole('button', { name: `Delete ${receiver.url}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No Endpoints Yet')).toBeVisible();
});
