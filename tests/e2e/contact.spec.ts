/**
 * The contact page as a shopper uses it, with and without JavaScript, and the back office's
 * inbox where the store owner reads and marks the messages. The store allows five messages
 * per address in ten minutes, so every request here comes from one address of this file's
 * own (other files send messages too), and the tests between them send at most that many.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { shopperAddress } from './support/accounts';
import { adminToken, visit } from './support/shop';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() } });

interface StoredMessage {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  handled: boolean;
}

const THANKS = 'Thank you for your message! We will get back to you soon.';

function aMessage() {
  const tag = randomUUID().slice(0, 8);
  return {
    name: 'Aida Sadykova',
    email: `aida-${tag}@example.com`,
    subject: `Linen shirt sizing ${tag}`,
    message: 'Hello!\nDoes the linen shirt run large?',
  };
}

async function storedMessages(request: APIRequestContext, status = ''): Promise<StoredMessage[]> {
  const token = await adminToken(request);
  const res = await request.get(`/api/contact-messages?pageSize=100${status ? `&status=${status}` : ''}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { messages: StoredMessage[] }).messages;
}

async function fillForm(page: Page, values: ReturnType<typeof aMessage>) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Subject').fill(values.subject);
  await form.getByLabel('Message').fill(values.message);
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });

test('the page shows the form, the shop and its map, with a title and no serious accessibility problems', async ({
  page,
}) => {
  await visit(page, '/contact-us');
  await expect(page).toHaveTitle('CONTACT US | ALATOO');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /reply within 24 hours/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.locator('address')).toContainText('Bishkek 720040');
  await expect(page.getByRole('link', { name: 'hello@alatoo.example' })).toHaveAttribute(
    'href',
    'mailto:hello@alatoo.example',
  );
  await expect(page.getByRole('link', { name: /\+996/ })).toHaveAttribute('href', /^tel:\+996/);
  const map = page.getByRole('img', { name: /Map of the streets around our shop/ });
  await expect(map).toHaveAttribute('width', '640');
  await expect(map).toHaveAttribute('height', '480');
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=42\.\d+&mlon=74\.\d+#map=17\//,
  );
  await expect(page.getByText('0 / 5000 characters')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the form says what is missing or wrong before sending anything', async ({ page }) => {
  await visit(page, '/contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  await sendButton(page).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill out all fields.');
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Name')).toBeFocused();

  const values = aMessage();
  await fillForm(page, { ...values, email: 'not-an-address' });
  await expect(form.getByText(`${values.message.length} / 5000 characters`)).toBeVisible();
  await sendButton(page).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(form.getByLabel('Email')).toBeFocused();
  expect((await storedMessages(page.request)).map((m) => m.subject)).not.toContain(values.subject);
});

test('a message is sent without leaving the page, the form clears, and the store has it', async ({ page }) => {
  await visit(page, '/contact-us');
  const values = aMessage();
  await fillForm(page, values);
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  expect(reloaded).toBe(false);
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');

  const stored = (await storedMessages(page.request, 'unhandled')).find((m) => m.subject === values.subject);
  expect(stored).toMatchObject({ name: values.name, email: values.email, message: values.message, handled: false });
});

test('a bot that fills in the hidden field is thanked, and nothing is stored', async ({ page }) => {
  await visit(page, '/contact-us');
  const honeypot = page.locator('input[name="website"]');
  // People never meet it: hidden from screen readers and out of the tab order.
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
  const values = aMessage();
  await fillForm(page, values);
  await honeypot.fill('https://spam.example');
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
  expect((await storedMessages(page.request)).map((m) => m.subject)).not.toContain(values.subject);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the page, which shows its errors, then the thank-you, and stores the message', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    const values = aMessage();
    // Blank after trimming: the browser's own check lets it through, the store's does not.
    await fillForm(page, { ...values, name: '   ' });
    await sendButton(page).click();
    await expect(form.getByRole('alert')).toHaveText('Please fill out all fields.');
    await expect(form.getByText('Please fill out all fields.', { exact: true }).nth(1)).toBeVisible();
    // What was typed comes back, so only the name needs typing again.
    await expect(form.getByLabel('Subject')).toHaveValue(values.subject);
    await expect(form.getByLabel('Message')).toHaveValue(values.message);

    await form.getByLabel('Name').fill(values.name);
    await sendButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
    await expect(form.getByLabel('Subject')).toHaveValue('');
    const stored = (await storedMessages(page.request)).find((m) => m.subject === values.subject);
    expect(stored).toMatchObject({ name: values.name, email: values.email, message: values.message });
  });
});

test('the admin reads a message in the inbox, replies by e-mail and marks it handled', async ({ page }) => {
  const values = aMessage();
  const sent = await page.request.post('/api/contact', { data: { ...values, website: '' } });
  expect(sent.status()).toBe(201);

  await page.goto('/login?redirect=%2Fadmin%2Fmessages');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('button', { name: 'Unhandled' })).toHaveAttribute('aria-pressed', 'true');

  const list = page.getByRole('list', { name: 'Messages' });
  const row = list.getByRole('button', { name: new RegExp(values.subject) });
  await expect(row).toHaveAttribute('aria-expanded', 'false');
  await row.click();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  const body = page.locator(`#${await row.getAttribute('aria-controls')}`);
  await expect(body.getByText('Does the linen shirt run large?')).toBeVisible();
  await expect(body.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:${encodeURIComponent(values.email)}?subject=${encodeURIComponent(`Re: ${values.subject}`)}`,
  );
  // The screen itself; the admin sidebar around it belongs to the admin shell.
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  await body.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText('Marked as handled.')).toBeVisible();
  // Answered: it leaves the Unhandled list and waits under Handled.
  await expect(list.getByRole('button', { name: new RegExp(values.subject) })).toHaveCount(0);
  expect((await storedMessages(page.request, 'handled')).map((m) => m.subject)).toContain(values.subject);

  await page.getByRole('button', { name: 'Handled', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?status=handled$/);
  const handledRow = page
    .getByRole('list', { name: 'Messages' })
    .getByRole('button', { name: new RegExp(values.subject) });
  await expect(handledRow).toContainText('Handled');
  await handledRow.click();
  await page.getByRole('button', { name: 'Mark as unhandled' }).click();
  await expect(page.getByText('Marked as unhandled.')).toBeVisible();
  expect((await storedMessages(page.request, 'unhandled')).map((m) => m.subject)).toContain(values.subject);
});
