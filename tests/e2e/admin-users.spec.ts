import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedAccount, type TestAccount } from './support/accounts';
import { E2E_ADMIN } from './support/admin';
import { signInEveryTestAsAdmin } from './support/sessions';
import { expectNoSeriousA11yViolations } from './support/axe';

interface AdminUser {
  _id: string;
  email: string;
  role: string;
  disabled: boolean;
}

// Every test runs signed in as the admin, with the one session the browser tests share.
const auth = signInEveryTestAsAdmin();

/** The account with this e-mail as GET /api/users lists it, or undefined once it is gone. */
async function findUser(request: APIRequestContext, email: string): Promise<AdminUser | undefined> {
  const res = await request.get(`/api/users?search=${encodeURIComponent(email)}`, { headers: auth() });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { users: AdminUser[] }).users.find((u) => u.email === email);
}

/** Removes an account a test made, if it is still there. */
async function removeAccount(request: APIRequestContext, email: string) {
  const user = await findUser(request, email);
  if (user) await request.delete(`/api/users/${user._id}`, { headers: auth() });
}

async function openScreen(page: Page) {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
}

async function search(page: Page, term: string) {
  await page.getByLabel('Search users by name or e-mail').fill(term);
}

const row = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Users' }).getByRole('row', { name, exact: true });
const question = (page: Page) => page.getByRole('alertdialog');

function signIn(request: APIRequestContext, account: TestAccount) {
  return request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
}

test('an admin makes a customer an admin and back, disables and enables the account, then deletes it', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'users');
  try {
    await openScreen(page);
    await search(page, account.email);
    const user = row(page, account.name);
    await expect(user).toContainText(account.email);
    await expect(user).toContainText('Customer');
    await expect(user).toContainText('Verified');
    await expect(user).toContainText('$0.00');
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();

    // Promoting needs no question; the server keeps it.
    const role = user.getByLabel(`Role of ${account.name}`);
    await role.selectOption('admin');
    await expect(page.getByText(`${account.name} is now an admin.`)).toBeVisible();
    await expect(user).toContainText('Admin');
    expect((await findUser(request, account.email))?.role).toBe('admin');

    // Demoting asks first; Cancel changes nothing.
    await role.selectOption('customer');
    await expect(question(page)).toContainText(`Make ${account.name} a customer?`);
    await question(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(role).toHaveValue('admin');
    expect((await findUser(request, account.email))?.role).toBe('admin');
    await role.selectOption('customer');
    await question(page).getByRole('button', { name: 'Make customer' }).click();
    await expect(page.getByText(`${account.name} is now a customer.`)).toBeVisible();
    await expect(role).toHaveValue('customer');
    expect((await findUser(request, account.email))?.role).toBe('customer');

    // Disabled: the account can no longer sign in.
    await user.getByRole('button', { name: `Disable ${account.name}` }).click();
    await expect(question(page)).toContainText(`Disable ${account.name}?`);
    await question(page).getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText(`${account.name} is disabled and signed out everywhere.`)).toBeVisible();
    await expect(user).toContainText('Disabled');
    const refused = await signIn(request, account);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This account has been disabled. Please contact the store.',
    );

    // Enabled again: no question, and signing in works.
    await user.getByRole('button', { name: `Enable ${account.name}` }).click();
    await expect(page.getByText(`${account.name} can sign in again.`)).toBeVisible();
    await expect(user).not.toContainText('Disabled');
    expect((await signIn(request, account)).status()).toBe(200);

    // Delete, after the question the owner reads.
    await user.getByRole('button', { name: `Delete ${account.name}` }).click();
    await expect(question(page)).toContainText(
      `Delete ${account.name}? Their orders and reviews stay. This cannot be undone.`,
    );
    await question(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Users Found' })).toBeVisible();
    expect(await findUser(request, account.email)).toBeUndefined();
  } finally {
    await removeAccount(request, account.email);
  }
});

test("the signed-in admin's own row says You, and its role, disable and delete controls are off with the reason", async ({
  page,
}) => {
  await openScreen(page);
  await search(page, E2E_ADMIN.email);
  // The header row and the admin's own: the search has answered.
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
  const own = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: E2E_ADMIN.email });
  await expect(own).toContainText('You');
  const reason =
    'This is your account: you cannot change your own role, disable it or delete it. Another administrator can.';
  await expect(own.getByText(reason)).toBeVisible();
  for (const control of [
    own.getByRole('combobox'),
    own.getByRole('button', { name: /^Disable / }),
    own.getByRole('button', { name: /^Delete / }),
  ]) {
    await expect(control).toBeDisabled();
    await expect(control).toHaveAccessibleDescription(reason);
  }
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});

test("a change the server refuses shows the server's message and the list is read again", async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'refused');
  try {
    await openScreen(page);
    await search(page, account.email);
    const user = row(page, account.name);
    await expect(user).toBeVisible();
    // Someone else deletes the account while this list is on screen.
    const listed = await findUser(request, account.email);
    expect((await request.delete(`/api/users/${listed!._id}`, { headers: auth() })).status()).toBe(200);

    await user.getByLabel(`Role of ${account.name}`).selectOption('admin');
    await expect(page.getByText('User not found.')).toBeVisible();
    // The list is read again: the account is gone rather than shown as an admin.
    await expect(page.getByRole('heading', { name: 'No Users Found' })).toBeVisible();
  } finally {
    await removeAccount(request, account.email);
  }
});

test('on a phone each account is a card with its controls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/users');
  await search(page, E2E_ADMIN.email);
  const cards = page.getByRole('list', { name: 'Users' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText(E2E_ADMIN.email);
  await expect(cards.getByRole('combobox')).toBeDisabled();
  await expect(page.getByRole('table', { name: 'Users' })).toBeHidden();
});
