import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { adminToken, openSignedIn } from './support/sessions';
import type { ApiProduct } from './support/shop';

const HEADER = 'name,category,colour,size,price,stock';
const suffix = randomUUID().slice(0, 8);
const names = [`Import scarf ${suffix}`, `Import beret ${suffix}`];

test.afterAll(async ({ request }) => {
  // The products this test imported; none when it failed before the import.
  const token = await adminToken(request);
  for (const name of names) {
    const found = (await (
      await request.get(`/api/products/search?query=${encodeURIComponent(name)}`)
    ).json()) as ApiProduct[];
    for (const product of found.filter((p) => p.name === name))
      await request.delete(`/api/products/admin/deleteProduct/${product._id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
  }
});

test('an admin exports the catalogue, checks a file with a broken line, then imports a good one', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, E2E_ADMIN, '/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^catalogue_\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(exported).toMatch(/^\uFEFFproduct_id,name,category,/);

  const toggle = page.getByRole('button', { name: 'Import CSV' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Import products from a CSV file' });
  await expect(panel.getByRole('heading', { name: 'Import products from a CSV file' })).toBeFocused();

  // Nothing chosen: said so, nothing sent.
  await panel.getByRole('button', { name: 'Check file' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Choose a CSV file first.' })).toBeVisible();

  const broken = [HEADER, `${names[0]},Scarves,Red,One size,20,3`, `${names[1]},Hats,Black,M,twenty,1`, ''].join(
    '\r\n',
  );
  await panel
    .getByLabel('CSV file')
    .setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
  await panel.getByRole('button', { name: 'Check file' }).click();
  const problems = panel.getByRole('table');
  await expect(panel.getByText('1 problem found: nothing was changed.')).toBeVisible();
  await expect(problems.getByRole('row').nth(1)).toContainText('3');
  await expect(problems.getByRole('row').nth(1)).toContainText('price');
  await expect(problems.getByRole('row').nth(1)).toContainText('Price must be an amount like 25 or 19.99.');
  await expect(panel.getByRole('button', { name: /^Import \d+ product/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  const good = [
    HEADER,
    `${names[0]},Scarves,Red,One size,20,3`,
    `${names[1]},Hats,Black,M,25.50,1`,
    `${names[1]},Hats,Black,L,25.50,2`,
    '',
  ].join('\n');
  await panel
    .getByLabel('CSV file')
    .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await panel.getByRole('button', { name: 'Check file' }).click();
  await expect(panel.getByRole('status')).toContainText('3 lines checked: 2 new products, 0 to update.');
  await panel.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(panel.getByRole('status')).toContainText('Imported: 2 products added, 0 updated.');
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  await page.getByRole('searchbox', { name: /Search products/ }).fill(names[1]!);
  await expect(page.getByRole('table', { name: 'Products' }).getByText(names[1]!)).toBeVisible();

  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
