import { expect, test, type Page } from '@playwright/test';
import {
  createVerifiedAccount,
  latestMail,
  newAccount,
  registerThroughApi,
  verificationCode,
} from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

const DEMO = { email: 'demo@example.com', password: 'demo12345' };

async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'token');
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Logs out through the header's user menu once the header shows it; until then through
 * the account page's Logout button (the same logout code).
 */
async function logOut(page: Page, name?: string) {
  const menuButton = page.getByRole('banner').getByRole('button', { name: /account menu/i });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    const menu = page.getByRole('menu');
    if (name) await expect(menu).toContainText(`Hello, ${name}!`);
    await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
  } else {
    await page.goto('/account');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  }
}

test('register, verify with the e-mailed code, see the account, then log out', async ({ page, request }) => {
  const account = newAccount('register');
  await page.goto('/register');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/auth\/verifyOTP\?email=/);
  expect(new URL(page.url()).searchParams.get('email')).toBe(account.email);
  // The page keeps its sign-up request: only there does the e-mailed code count.
  expect(new URL(page.url()).searchParams.get('request')).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('status')).toContainText(`We have sent a 6-digit code to ${account.email}.`);
  // A code was just sent: the next one has to wait.
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();

  const code = await verificationCode(request, account.email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const codeInput = page.getByLabel('Verification code');
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');

  await codeInput.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Please check the email and try again.');

  await codeInput.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);

  // SPEC §3/§9: token and user in local storage and in cookies.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!)).toMatchObject({
    email: account.email,
    role: 'customer',
  });
  const cookie = await tokenCookie(page);
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.path).toBe('/');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 120);

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText(`Hello, ${account.name}!`)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(account.email);

  await logOut(page, account.name);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The session is revoked: the account page sends the visitor to sign in again.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
});

test('signing in to an unverified account leads to the verify screen', async ({ page, request }) => {
  const account = newAccount('unverified');
  const requestId = await registerThroughApi(request, account);

  // The server sends one code a minute; asking again at once is answered with 429.
  await page.goto(`/auth/verifyOTP?${new URLSearchParams({ email: account.email, request: requestId })}`);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please wait a minute before requesting another code.');
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();

  // A code page that lost its sign-up (an old link) sends the visitor to sign in for a new code.
  await page.goto(`/auth/verifyOTP?email=${encodeURIComponent(account.email)}`);
  await expect(page.getByText('This page no longer knows your sign-up.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to get a new code' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);

  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/auth\/verifyOTP\?email=/);
  expect(new URL(page.url()).searchParams.get('request')).toBe(requestId);
  await expect(page.getByRole('status')).toContainText('Please verify your email address first.');

  await page.getByLabel('Verification code').fill(await verificationCode(request, account.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await tokenCookie(page)).toBeDefined();
});

test('the login form shows field errors and the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await signIn(page, DEMO.email, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');

  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('guards: admin needs a sign-in and the admin role; signed-in visitors skip login and register', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);

  // The demo customer signs in on that page: back to /admin, which sends a customer home.
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/$/);
  expect(await tokenCookie(page)).toBeDefined();

  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/account');
  await expect(page.getByText('Hello, Demo')).toBeVisible();
});

test('signing in returns to the page that asked for it, never to another site', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/account$/);

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/login?redirect=//evil.example/x');
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('forgot password sends a link that resets the password once', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'reset');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the new page is drawn (React renders a navigation as a
  // transition): until then "Email" is the sign-in form's field.
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account exists for this email, we have sent a link to reset your password.',
  );

  const mail = await latestMail(request, account.email, /Reset your/);
  const link = new URL(/https?:\/\/\S+\/reset-password\/[\w-]+/.exec(mail.text)![0]);
  await page.goto(link.pathname);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

  const newPassword = 'a brand new password';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Please sign in with your new password.',
  );

  await signIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The link works once.
  await logOut(page);
  await page.goto(link.pathname);
  await page.getByLabel('New password').fill('yet another password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Please request a new one.',
  );
});

test('the development mailbox lists e-mails newest first with clickable links', async ({ page, request }) => {
  await request.post('/api/auth/forgot-password', { data: { email: DEMO.email } });
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const newest = page.getByRole('article').first();
  await expect(newest.getByRole('heading', { level: 2 })).toHaveText(/Reset your/);
  await expect(newest).toContainText(DEMO.email);
  await expect(newest.getByRole('link', { name: /\/reset-password\// })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('login, register and verify screens have no serious accessibility violations', async ({ page }) => {
  const codePage = `/auth/verifyOTP?email=someone%40example.com&request=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
  for (const path of [
    '/login',
    '/register',
    codePage,
    '/auth/verifyOTP?email=someone%40example.com',
    '/forgot-password',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  // With errors showing, too.
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
