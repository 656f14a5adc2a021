/**
 * The API's documentation page in a browser: it loads under the store's
 * Content-Security-Policy without a single refusal, its contents lead to each operation,
 * folded schemas and long examples open from the keyboard, and axe finds nothing serious.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test('the API docs page reads without scripts or refusals, and its contents lead to each operation', async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refusals.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'ALATOO API' })).toBeVisible();
  await expect(page.getByRole('link', { name: /OpenAPI 3\.1\.\d+ document/ })).toHaveAttribute(
    'href',
    '/api/openapi.json',
  );

  const contents = page.getByRole('navigation', { name: 'Operations by area' });
  await contents.getByRole('link', { name: /POST \/api\/cart\/quote/ }).click();
  await expect(page).toHaveURL(/#postCartQuote$/);
  const quote = page.getByRole('article', { name: /POST \/api\/cart\/quote/ });
  await expect(quote).toBeInViewport();
  await expect(quote.getByText('Who may call:')).toBeVisible();

  // The request schema is folded; it opens from the keyboard.
  const schema = quote.locator('details').first();
  await schema.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(schema).toHaveAttribute('open', '');
  await expect(schema.locator('pre')).toContainText('"couponCode"');

  const product = page.getByRole('article', { name: /GET \/api\/products\/\{productId\}$/ });
  await expect(product.getByRole('rowheader', { name: 'productId' })).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  expect(refusals).toEqual([]);
});
