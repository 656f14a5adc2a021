/**
 * The back office's Mail screen. The browser-test store has no SMTP_URL: its worker delivers
 * every e-mail into the development mailbox at once, so nothing fails and the screen shows its
 * empty state — after an e-mail really went out through the worker.
 */
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { latestMail } from './support/accounts';
import { openSignedIn } from './support/sessions';

test('the Mail screen opens from the sidebar and says that every e-mail went out', async ({ page }) => {
  // An e-mail written and delivered through the worker (the reset link to the admin).
  expect((await page.request.post('/api/auth/forgot-password', { data: { email: E2E_ADMIN.email } })).status()).toBe(
    200,
  );
  await latestMail(page.request, E2E_ADMIN.email, /Reset your ALATOO password/);

  await openSignedIn(page, E2E_ADMIN, '/admin/messages');
  await page
    .getByRole('complementary', { name: 'Admin sidebar' })
    .getByRole('link', { name: 'Mail', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page).toHaveTitle('ADMIN MAIL | ALATOO');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await expect(page.getByText('No E-mails Found')).toBeVisible();
  await expect(
    page.getByText('Every e-mail has gone out: none failed and none is waiting for another try.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Failed', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/mail\?state=failed$/);
  await expect(page.getByText('No e-mail has failed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Failed', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
});
