import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInEveryTestAsAdmin } from './support/sessions';
import { expectNoSeriousA11yViolations } from './support/axe';
import { catalogue, cents, money, visit, type ApiProduct } from './support/shop';

interface AdminCategory {
  name: string;
  productCount: number;
  discount: { percentage: number; flatAmount: number; expiresAt: string | null; active: boolean } | null;
}

// Every test runs signed in as the admin, with the one session the browser tests share.
const auth = signInEveryTestAsAdmin();

async function listCategories(request: APIRequestContext): Promise<AdminCategory[]> {
  const res = await request.get('/api/products/admin/categories', { headers: auth() });
  expect(res.status()).toBe(200);
  return (await res.json()) as AdminCategory[];
}

async function removeDiscount(request: APIRequestContext, category: string) {
  await request.delete('/api/products/admin/removeCategoryDiscount', { data: { category }, headers: auth() });
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment `offsetMs` from now as a datetime-local input takes it (the browser runs in the same time zone). */
function localDateTime(offsetMs: number): string {
  const d = new Date(Date.now() + offsetMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const DAY = 86_400_000;

async function openScreen(page: Page) {
  await page.goto('/admin/discounts');
  await expect(page.getByRole('heading', { name: 'Category discounts', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();
}

const row = (page: Page, category: string) =>
  page.getByRole('list', { name: 'Categories' }).getByRole('listitem', { name: category, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const question = (page: Page) => page.getByRole('alertdialog');

/** The price SPEC §4 gives a size under a category percentage (the lower of it and the size's own). */
const underPercentage = (price: number, percentage: number) =>
  Math.round((cents(price) * (100 - percentage)) / 100) / 100;

test('a category discount changes the home banner and the prices, and removing it takes them back', async ({
  page,
  request,
}) => {
  const categories = await listCategories(request);
  const products = await catalogue(request);
  // A category with products and no discount of its own, and a product whose first size the discount lowers.
  const target = categories.find((c) => c.productCount > 0 && c.discount === null);
  expect(target, 'a category without a discount').toBeDefined();
  const category = target!.name;
  // Larger than any active percentage, so this category's banner is the one the home page shows.
  const percentage = Math.min(
    100,
    Math.max(40, ...categories.map((c) => (c.discount?.active ? c.discount.percentage + 1 : 0))),
  );
  const product = products.find((p: ApiProduct) => p.category === category && p.variants[0]?.sizes[0])!;
  const size = product.variants[0]!.sizes[0]!;
  const expectedPrice = Math.min(size.discountedPrice, underPercentage(size.price, percentage));
  const banner = `LIMITED TIME: GET ${percentage}% OFF ON ALL ${category.toUpperCase()}!`;

  try {
    await openScreen(page);
    const categoryRow = row(page, category);
    await expect(categoryRow).toContainText('No discount');
    await categoryRow.getByRole('button', { name: `Apply discount: ${category}` }).click();
    await expect(dialog(page).getByRole('heading', { name: `Discount on ${category}` })).toBeVisible();

    // The shared schema's messages show under their fields, and nothing is sent.
    const amount = dialog(page).getByLabel('Percentage off');
    const endsAt = dialog(page).getByLabel('Ends at');
    await amount.fill('0');
    await endsAt.fill(localDateTime(-DAY));
    await dialog(page).getByRole('button', { name: 'Apply discount' }).click();
    await expect(dialog(page).getByText('Percentage must be a whole number from 1 to 100.')).toBeVisible();
    await expect(dialog(page).getByText('The discount must end in the future.')).toBeVisible();
    await expect(amount).toBeFocused();
    expect((await listCategories(request)).find((c) => c.name === category)?.discount).toBeNull();

    await amount.fill(String(percentage));
    await endsAt.fill(localDateTime(3 * DAY));
    await expect(dialog(page).getByTestId('banner-preview')).toHaveText(banner);
    await dialog(page).getByRole('button', { name: 'Apply discount' }).click();
    await expect(page.getByText(`Category discount applied: ${category}`)).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(categoryRow).toContainText(`${percentage}% off`);
    await expect(categoryRow).toContainText('Active');
    await expect(page.getByRole('region', { name: 'Home banner now' })).toContainText(banner);

    // The storefront follows at once: the home banner and the product's price.
    await visit(page, '/');
    await expect(page.getByText(banner)).toBeVisible();
    await visit(
      page,
      `/products/${product._id}?color=${encodeURIComponent(product.variants[0]!.color)}&size=${encodeURIComponent(size.size)}`,
    );
    const price = page.getByRole('main').locator('p').filter({ hasText: 'Sale price' }).first();
    await expect(price).toContainText(money(cents(expectedPrice)));
    await expect(price.locator('s')).toContainText(money(cents(size.price)));

    // Replacing asks first; a flat amount is shown in the store currency.
    await openScreen(page);
    await categoryRow.getByRole('button', { name: `Change discount: ${category}` }).click();
    await dialog(page).getByText('Flat amount', { exact: true }).click();
    await dialog(page).getByLabel('Amount off (USD)').fill('3.50');
    await dialog(page).getByRole('button', { name: 'Apply discount' }).click();
    await expect(question(page)).toContainText(
      `${category} already has a discount (${percentage}% off). Replace it with the new one?`,
    );
    await question(page).getByRole('button', { name: 'Replace' }).click();
    await expect(page.getByText(`Category discount applied: ${category}`).first()).toBeVisible();
    await expect(categoryRow).toContainText('$3.50 off');

    // Removed after a question: the row says so and the banner is gone from the home page.
    await categoryRow.getByRole('button', { name: `Remove discount: ${category}` }).click();
    await expect(question(page)).toContainText(`Remove the discount on ${category}?`);
    await question(page).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`Category discount removed: ${category}`)).toBeVisible();
    await expect(categoryRow).toContainText('No discount');
    await visit(page, '/');
    await expect(page.getByText(`OFF ON ALL ${category.toUpperCase()}!`)).toHaveCount(0);
  } finally {
    await removeDiscount(request, category);
  }
});

test('the screen and its dialog have no serious accessibility violations', async ({ page }) => {
  await openScreen(page);
  await expectNoSeriousA11yViolations(page, { include: 'main' });
  await page
    .getByRole('button', { name: /^Apply discount: / })
    .first()
    .click();
  await expect(dialog(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});
