/**
 * Back in stock (decision 64): a guest asks on the product page to be e-mailed when a sold-out
 * size is back, confirms by the e-mailed link; the owner sees one person waiting in the product
 * editor and restocks the size there; exactly one e-mail arrives, and its unsubscribe link works
 * without signing in. E-mails are read from the development mailbox.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { latestMail } from './support/accounts';
import { adminToken, openSignedIn } from './support/sessions';
import { catalogue, type ApiProduct } from './support/shop';

/** The link in an e-mail's text that leads to `path`, as a path on this server. */
function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9._-]+`).exec(text);
  if (!match) throw new Error(`No ${path} link in: ${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** How many e-mails to `to` with a subject matching `subject` the mailbox holds. */
async function mailCount(request: APIRequestContext, to: string, subject: RegExp): Promise<number> {
  const html = await (await request.get('/dev/mailbox')).text();
  return html
    .split('<article')
    .slice(1)
    .map((a) => a.replace(/<!-- -->/g, '').replace(/&amp;/g, '&'))
    .filter((a) => a.includes(`>${to}<`) && subject.test(/<h2[^>]*>([^<]*)<\/h2>/.exec(a)?.[1] ?? '')).length;
}

test('a shopper subscribes to a sold-out size, the owner restocks it, exactly one e-mail arrives with a working unsubscribe link', async ({
  page,
  request,
}) => {
  // A whole flow across two screens and three e-mails.
  test.slow();
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const name = `Alert coat ${randomUUID().slice(0, 8)}`;
  // A demo product's picture (an imageless product shows a placeholder).
  const images = (await catalogue(request)).flatMap((p) => p.variants.flatMap((v) => v.images)).slice(0, 1);
  const made = await request.post('/api/products/admin/createProduct', {
    headers: auth,
    data: {
      name,
      description: 'Felted wool.',
      category: 'Coats',
      isFeatured: false,
      variants: [
        {
          color: 'Navy',
          images,
          sizes: [
            { size: 'S', price: 80, stock: 3 },
            { size: 'M', price: 80, stock: 0 },
          ],
        },
      ],
    },
  });
  expect(made.status()).toBe(201);
  const product = (await made.json()) as ApiProduct;
  const email = `e2e-alert-${randomUUID().slice(0, 8)}@example.com`;

  try {
    // The shopper: M is sold out in Navy.
    await page.goto(`/products/${product._id}?color=Navy`);
    await page.getByRole('button', { name: 'E-mail me when it is back' }).click();
    const form = page.getByRole('form', { name: 'E-mail me when it is back' });
    await expect(form.getByText('Size: M')).toBeVisible();
    await expect(form.getByLabel('Email')).toBeFocused();
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await form.getByLabel('Email').fill(email);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Almost done' })).toBeVisible();

    const confirm = await latestMail(request, email, /Confirm your alert/);
    await page.goto(linkTo(confirm.text, '/back-in-stock/confirm'));
    await expect(page.getByText('Your alert is on: we will e-mail you once this size is back.')).toBeVisible();

    // The owner sees the size among the most wanted on the dashboard, who is waiting in the
    // product editor, and restocks M there.
    await openSignedIn(page, E2E_ADMIN, '/admin/dashboard');
    const wanted = page.getByRole('list', { name: 'Most wanted sold-out sizes' });
    await expect(wanted.getByRole('listitem').filter({ hasText: name })).toContainText('Navy / M');
    await wanted.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${product._id}/edit$`));
    const waiting = page.getByRole('region', { name: 'Waiting for a restock' });
    await expect(waiting.getByRole('listitem')).toHaveCount(1);
    await expect(waiting.getByRole('listitem')).toContainText('Navy / M');
    await expect(waiting.getByRole('listitem')).toContainText('1 person waiting');
    const sizeM = page.getByRole('listitem', { name: 'Size 2 of Navy' });
    await sizeM.getByLabel('Stock', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText(`${name} was saved.`)).toBeVisible();
    // The save goes back to the list; the editor now has no one waiting.
    await page.goto(`/admin/products/${product._id}/edit`);
    await expect(waiting.getByText('No one is waiting for a size of this product.')).toBeVisible();

    const back = await latestMail(request, email, /is back/);
    expect(back.subject).toBe(`${name} in Navy, size M is back`);
    expect(back.text).toContain(`/products/${product._id}?color=Navy&size=M`);
    // Written with the restock, in its transaction: once one is there, all of them are.
    expect(await mailCount(request, email, /is back/)).toBe(1);

    // The unsubscribe link, in a browser that is not signed in.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(linkTo(back.text, '/back-in-stock/unsubscribe'));
    await expect(
      page.getByText('Done: no more back-in-stock e-mails for the sizes you were waiting for.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await request.delete(`/api/products/admin/deleteProduct/${product._id}`, { headers: auth });
  }
});
