import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

interface ListingPage {
  products: { _id: string }[];
  total: number;
  pageCount: number;
}

async function api(request: APIRequestContext, qs: string): Promise<ListingPage> {
  const res = await request.get(`/api/products?${qs}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ListingPage;
}

const results = (page: Page) => page.getByRole('region', { name: 'Products' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** Product ids in the order the grid shows them (card links go to /products/{id}). */
async function shownIds(page: Page): Promise<string[]> {
  const hrefs = await results(page)
    .locator('a[href^="/products/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs.map((href) => href.replace('/products/', '')))];
}

/**
 * Opens a listing URL and waits for hydration: the Apply buttons that only serve visitors
 * without JavaScript disappear once scripts run, and controls work from then on.
 */
async function openListing(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
}

/** Waits until the listing has loaded what the URL asks for and is no longer busy. */
async function settled(page: Page) {
  await expect(results(page).locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('product listing at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is server-rendered with its title, description, canonical link and the first row eager', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/products')).text();
    expect(html).toContain('Showing 1–24 of 72 products');

    await openListing(page, '/products');
    await expect(page).toHaveTitle('PRODUCTS | ALATOO');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Shop 72 pieces of clothing at ALATOO/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products$/);

    const loading = await results(page)
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')));
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(loading.slice(4).every((l) => l === 'lazy')).toBe(true);
    expect(await shownIds(page)).toEqual((await api(request, 'page=1')).products.map((p) => p._id));
  });

  test('filters change the URL and the results; reload and back/forward keep them', async ({ page, request }) => {
    await openListing(page, '/products');
    await expect(page.getByText('Showing 1–24 of 72 products')).toBeVisible();

    await sidebar(page)
      .getByRole('checkbox', { name: /^Jeans/ })
      .check();
    await expect(page).toHaveURL(/\/products\?category=Jeans$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jeans');
    const jeans = await api(request, 'category=Jeans');
    await expect(page.getByText(`${jeans.total} products`, { exact: true })).toBeVisible();
    await settled(page);
    expect(await shownIds(page)).toEqual(jeans.products.map((p) => p._id));

    await sidebar(page).getByRole('checkbox', { name: 'Black' }).check();
    await expect(page).toHaveURL(/\/products\?category=Jeans&color=Black$/);
    const blackJeans = await api(request, 'category=Jeans&color=Black');
    await settled(page);
    expect(await shownIds(page)).toEqual(blackJeans.products.map((p) => p._id));
    await expect(page.getByRole('link', { name: 'Remove filter: Black' })).toBeVisible();

    await page.reload();
    await expect(sidebar(page).getByRole('checkbox', { name: /^Jeans/ })).toBeChecked();
    await expect(sidebar(page).getByRole('checkbox', { name: 'Black' })).toBeChecked();
    expect(await shownIds(page)).toEqual(blackJeans.products.map((p) => p._id));

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?category=Jeans$/);
    await expect(sidebar(page).getByRole('checkbox', { name: 'Black' })).not.toBeChecked();
    await settled(page);
    expect(await shownIds(page)).toEqual(jeans.products.map((p) => p._id));

    await page.goForward();
    await expect(page).toHaveURL(/\/products\?category=Jeans&color=Black$/);
    await expect(sidebar(page).getByRole('checkbox', { name: 'Black' })).toBeChecked();

    // A chip removes its one filter.
    await page.getByRole('link', { name: 'Remove filter: Jeans' }).click();
    await expect(page).toHaveURL(/\/products\?color=Black$/);
    await expect(sidebar(page).getByRole('checkbox', { name: /^Jeans/ })).not.toBeChecked();
  });

  test('size, availability and price range filters', async ({ page, request }) => {
    await openListing(page, '/products');
    await sidebar(page).getByRole('checkbox', { name: 'M', exact: true }).check();
    await expect(page).toHaveURL(/size=M/);
    await sidebar(page).getByRole('checkbox', { name: 'On sale' }).check();
    await expect(page).toHaveURL(/\?size=M&onSale=true$/);

    // Max below min: explained beside the box, nothing applied.
    await sidebar(page).getByRole('textbox', { name: /^Min/ }).fill('90');
    await sidebar(page).getByRole('textbox', { name: /^Max/ }).fill('10');
    await sidebar(page).getByRole('button', { name: 'Apply price' }).click();
    await expect(sidebar(page).getByText('Max price must be at least the min price.')).toBeVisible();
    await expect(page).toHaveURL(/\?size=M&onSale=true$/);

    await sidebar(page).getByRole('textbox', { name: /^Max/ }).fill('80');
    await sidebar(page).getByRole('textbox', { name: /^Min/ }).fill('40');
    await sidebar(page).getByRole('textbox', { name: /^Min/ }).press('Enter');
    await expect(page).toHaveURL(/\?size=M&minPrice=40&maxPrice=80&onSale=true$/);
    await expect(page.getByRole('link', { name: 'Remove filter: $40.00 – $80.00' })).toBeVisible();
    const expected = await api(request, 'size=M&minPrice=40&maxPrice=80&onSale=true');
    await settled(page);
    expect(await shownIds(page)).toEqual(expected.products.map((p) => p._id));
  });

  test('sort changes the order', async ({ page, request }) => {
    await openListing(page, '/products');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
    await settled(page);
    expect(await shownIds(page)).toEqual((await api(request, 'sort=price-asc')).products.map((p) => p._id));

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/\/products\?sort=price-desc$/);
    await settled(page);
    expect(await shownIds(page)).toEqual((await api(request, 'sort=price-desc')).products.map((p) => p._id));

    await page.getByLabel('Sort by').selectOption({ label: 'Top rated' });
    await expect(page).toHaveURL(/\/products\?sort=top-rated$/);
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('top-rated');
  });

  test('pagination: 24 a page, page links, next and previous', async ({ page, request }) => {
    await openListing(page, '/products?sort=price-asc');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/products\?sort=price-asc&page=2$/);
    await expect(page.getByText('Showing 25–48 of 72 products')).toBeVisible();
    expect(await shownIds(page)).toEqual((await api(request, 'sort=price-asc&page=2')).products.map((p) => p._id));

    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=3$/);
    await expect(page.getByText('Showing 49–72 of 72 products')).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Next page' })).toHaveCount(0);

    await pager.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/page=2$/);

    // A filter change starts again at page 1.
    await sidebar(page)
      .getByRole('checkbox', { name: /^Dresses/ })
      .check();
    await expect(page).toHaveURL(/\/products\?category=Dresses&sort=price-asc$/);
  });

  test('no results: the empty state clears the filters', async ({ page }) => {
    await openListing(page, '/products?category=Jeans&minPrice=100000');
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByText('Showing 1–24 of 72 products')).toBeVisible();
  });

  test('a messy or invalid query is tidied to its one URL', async ({ page }) => {
    await openListing(page, '/products?page=abc&minPrice=&maxPrice=&sort=newest&color=Black');
    await expect(page).toHaveURL(/\/products\?color=Black$/);
  });

  test('the listing has no serious accessibility violations', async ({ page }) => {
    await openListing(page, '/products?category=Dresses&onSale=true');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('product listing at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters live in a drawer opened by a Filters button with the active count', async ({ page }) => {
    await openListing(page, '/products?size=M');
    await expect(sidebar(page)).toBeHidden();
    const button = page.getByRole('button', { name: /^Filters/ });
    await expect(button).toHaveAccessibleName('Filters 1 active');

    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox', { name: /^Dresses/ }).check();
    await expect(page).toHaveURL(/\/products\?category=Dresses&size=M$/);
    await expect(drawer.getByRole('checkbox', { name: /^Dresses/ })).toBeChecked();
    await expect(drawer).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await drawer.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName('Filters 2 active');

    await button.click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  test('the filter and sort forms still work', async ({ page }) => {
    await page.goto('/products?sort=price-desc');
    await sidebar(page)
      .getByRole('checkbox', { name: /^Skirts/ })
      .check();
    await sidebar(page).getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/products\?category=Skirts&sort=price-desc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skirts');

    await page.getByLabel('Sort by').selectOption('newest');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?category=Skirts$/);
  });
});

test('a product sold out in every size is marked on its card, for eyes and screen readers', async ({
  page,
  request,
}) => {
  const all = (await (await request.get('/api/products')).json()) as {
    _id: string;
    name: string;
    variants: { sizes: { stock: number }[] }[];
  }[];
  const index = all.findIndex((p) => p.variants.every((v) => v.sizes.every((s) => s.stock <= 0)));
  expect(index).toBeGreaterThanOrEqual(0);
  const soldOut = all[index]!;
  const inStock = all.find((p, i) => i !== index && Math.floor(i / 24) === Math.floor(index / 24))!;

  await openListing(page, `/products${index >= 24 ? `?page=${Math.floor(index / 24) + 1}` : ''}`);
  const card = results(page)
    .locator('article')
    .filter({ has: page.locator(`a[href="/products/${soldOut._id}"]`) });
  await expect(card.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(card.getByRole('link')).toHaveAccessibleName(`${soldOut.name} (sold out)`);

  const other = results(page)
    .locator('article')
    .filter({ has: page.locator(`a[href="/products/${inStock._id}"]`) });
  await expect(other.getByText('Sold out', { exact: true })).toHaveCount(0);
  await expect(other.getByRole('link')).toHaveAccessibleName(inStock.name);

  // Asking for products in stock leaves it out.
  await openListing(page, '/products?inStock=true&pageSize=96');
  await expect(results(page).locator(`a[href="/products/${soldOut._id}"]`)).toHaveCount(0);
});
