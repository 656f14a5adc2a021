import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pngImage } from '#tests/support/images.ts';
import { E2E_ADMIN } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { adminToken, openSignedIn } from './support/sessions';
import { cents, money, placeGuestOrder, type ApiProduct, type Option } from './support/shop';

const created: string[] = [];

test.afterAll(async ({ request }) => {
  // Whatever a failed run left behind; a product already deleted answers 404.
  const token = await adminToken(request);
  for (const id of created)
    await request.delete(`/api/products/admin/deleteProduct/${id}`, { headers: { Authorization: `Bearer ${token}` } });
});

const colour = (page: Page, n: number) => page.getByRole('group', { name: `Colour ${n}`, exact: true });

async function fillSize(row: Locator, size: string, price: string, stock: string) {
  await row.getByLabel('Size', { exact: true }).fill(size);
  await row.getByLabel(/^Price/).fill(price);
  await row.getByLabel('Stock', { exact: true }).fill(stock);
}

async function fillColour(page: Page, n: number, name: string, sizes: [string, string, string][], image: Buffer) {
  const group = colour(page, n);
  await group.getByLabel('Colour', { exact: true }).fill(name);
  await group
    .getByLabel(`Upload images: Images of ${name}`)
    .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: image });
  await expect(group.getByRole('list', { name: `Images of ${name}` }).getByRole('img')).toHaveCount(1);
  for (const [i, [size, price, stock]] of sizes.entries()) {
    if (i > 0) await group.getByRole('button', { name: 'Add size' }).click();
    await fillSize(group.getByRole('listitem', { name: `Size ${i + 1} of ${name}` }), size, price, stock);
  }
}

test('an admin adds a product with two colours and images, changes its price and deletes it; the shop follows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const suffix = randomUUID().slice(0, 8);
  const name = `Linen shirt ${suffix}`;
  const category = `Summer shirts ${suffix}`;
  await openSignedIn(page, E2E_ADMIN, '/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);

  // Nothing typed: the shared rules answer under the fields, and the first one gets the focus.
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Please enter the product name.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.getByText('Please enter a colour.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('A light shirt for warm days.');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'New category…' });
  await page.getByLabel('New category name').fill(category);
  await page.getByLabel(/^Featured/).check();

  await fillColour(
    page,
    1,
    'Black',
    [
      ['S', '25', '5'],
      ['M', '27.50', '2'],
    ],
    await pngImage(40, 50),
  );
  // A file that is no picture is refused before it is sent, and says why.
  await colour(page, 1)
    .getByLabel('Upload images: Images of Black')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(colour(page, 1).getByText('notes.txt: Only JPEG, PNG and WebP images can be uploaded.')).toBeVisible();
  await expect(colour(page, 1).getByRole('list', { name: 'Images of Black' }).getByRole('img')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add colour' }).click();
  await fillColour(
    page,
    2,
    'Navy',
    [
      ['S', '25', '8'],
      ['L', '29', '4'],
    ],
    await pngImage(50, 40),
  );

  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(`${name} was added to the catalogue.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);

  const row = page.getByRole('row', { name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${money(cents(25))} – ${money(cents(29))}`);
  await expect(row).toContainText('Low stock');
  const href = await row.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href');
  const id = href!.split('/').pop()!;
  created.push(id);

  // Found by a search, after the pause in typing, and by its category (kept in the address).
  await page.getByLabel('Search products by name, category or colour').fill(name);
  await expect(page.getByText('Search shows the best matches, up to 50, without paging.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toHaveAccessibleName(name);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.getByLabel('Category', { exact: true }).selectOption({ label: `${category} (1)` });
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row')).toHaveCount(2);
  const filteredList = new RegExp(`/admin/products\\?category=${encodeURIComponent(category).replace(/%20/g, '\\+')}$`);
  await expect(page).toHaveURL(filteredList);

  // The shop's page: the first colour's sizes and price.
  const shop = await page.context().newPage();
  await shop.goto(`/products/${id}`);
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(
    shop
      .getByRole('main')
      .getByText(money(cents(25)))
      .first(),
  ).toBeVisible();
  const sizes = shop.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('radio', { name: /^S(,|$)/ })).toBeVisible();
  await expect(sizes.getByRole('radio', { name: /^M(,|$)/ })).toBeVisible();

  // A new price for Black S.
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${id}/edit$`));
  const firstSize = colour(page, 1).getByRole('listitem', { name: 'Size 1 of Black' });
  await expect(firstSize.getByLabel(/^Price/)).toHaveValue('25');
  await firstSize.getByLabel(/^Price/).fill('21');
  // A second picture for Black, moved up to be the one the shop shows first.
  const blackImages = colour(page, 1).getByRole('list', { name: 'Images of Black' }).getByRole('img');
  const firstUrl = await blackImages.first().getAttribute('src');
  await colour(page, 1)
    .getByLabel('Upload images: Images of Black')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await pngImage(30, 60) });
  await expect(blackImages).toHaveCount(2);
  const secondUrl = await blackImages.nth(1).getAttribute('src');
  await colour(page, 1).getByRole('button', { name: 'Move image up (picture 2)' }).click();
  await expect(blackImages.first()).toHaveAttribute('src', secondUrl!);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(`${name} was saved.`)).toBeVisible();
  // Back to the list it was opened from.
  await expect(page).toHaveURL(filteredList);
  await shop.goto(`/products/${id}`);
  await expect(
    shop
      .getByRole('main')
      .getByText(money(cents(21)))
      .first(),
  ).toBeVisible();
  const saved = (await (await page.request.get(`/api/products/${id}`)).json()) as {
    variants: { color: string; images: string[] }[];
  };
  expect(saved.variants.find((v) => v.color === 'Black')!.images).toEqual([secondUrl, firstUrl]);

  // Delete, after the question.
  await page
    .getByRole('row', { name })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(`Delete ${name}? Orders that contain it keep their copy. This cannot be undone.`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name })).toHaveCount(0);
  const gone = await shop.goto(`/products/${id}`);
  expect(gone?.status()).toBe(404);
});

test('leaving the form with unsaved changes asks first', async ({ page }) => {
  await openSignedIn(page, E2E_ADMIN, '/admin/products/new');
  await page.getByLabel('Name', { exact: true }).fill('Not kept');
  await page.getByRole('main').getByRole('link', { name: 'Back to products' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Your changes to this product are not saved.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Not kept');
  await page.getByRole('main').getByRole('link', { name: 'Back to products' }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
});

test('on /admin/products/new opened directly, choosing "New category…" shows the new category field', async ({
  page,
}) => {
  // The server renders the form: the option's value must survive the HTML parser as it was written.
  await openSignedIn(page, E2E_ADMIN, '/admin/products/new');
  const category = page.getByLabel('Category', { exact: true });
  await expect(category.getByRole('option', { name: 'New category…' })).toBeAttached();
  await category.selectOption({ label: 'New category…' });
  await expect(page.getByLabel('New category name')).toBeVisible();
  await page.getByLabel('New category name').fill('Knitwear');
  await expect(page.getByLabel('New category name')).toHaveValue('Knitwear');
});

test("an edit keeps the units a shopper reserved while the form was open, and the stock history says why each size's stock moved", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const name = `Ledger coat ${randomUUID().slice(0, 8)}`;
  const made = await request.post('/api/products/admin/createProduct', {
    headers: auth,
    data: {
      name,
      description: 'Felted wool.',
      category: 'Coats',
      isFeatured: false,
      variants: [{ color: 'Navy', images: [], sizes: [{ size: 'M', price: 80, stock: 10 }] }],
    },
  });
  expect(made.status()).toBe(201);
  const product = (await made.json()) as ApiProduct;
  created.push(product._id);

  await openSignedIn(page, E2E_ADMIN, `/admin/products/${product._id}/edit`);
  const size = colour(page, 1).getByRole('listitem', { name: 'Size 1 of Navy' });
  await expect(size.getByLabel('Stock', { exact: true })).toHaveValue('10');

  // While the form is open a shopper reserves 2 (the shelf now has 8); the owner adds 5 more.
  const option: Option = { product, color: 'Navy', size: product.variants[0]!.sizes[0]!, image: null };
  const { orderId } = await placeGuestOrder(request, [{ option, quantity: 2 }], { email: 'ledger@example.com' });

  await size.getByLabel('Stock', { exact: true }).fill('15');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(`${name} was saved.`)).toBeVisible();
  const saved = (await (await request.get(`/api/products/${product._id}`)).json()) as ApiProduct;
  expect(saved.variants[0]!.sizes[0]!.stock).toBe(13);

  await page.goto(`/admin/products/${product._id}/edit`);
  const history = page.getByRole('table', { name: 'Stock history' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('+5');
  await expect(rows.nth(1)).toContainText('13');
  await expect(rows.nth(1)).toContainText('Edited in the back office');
  await expect(rows.nth(1)).toContainText(E2E_ADMIN.email);
  await expect(rows.nth(2)).toContainText('−2');
  await expect(rows.nth(2)).toContainText('Order placed');
  await expect(rows.nth(2).getByRole('link', { name: `Order #${orderId.slice(-8)}` })).toHaveAttribute(
    'href',
    `/admin/orders/${orderId}`,
  );
  await expect(rows.nth(3)).toContainText('+10');
  await expectNoSeriousA11yViolations(page, { include: 'main' });
});
