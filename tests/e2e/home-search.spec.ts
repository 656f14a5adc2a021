import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

interface ApiProduct {
  _id: string;
  name: string;
  category: string;
  isFeatured: boolean;
  createdAt: string;
  averageRating: number;
  variants: { sizes: { stock: number; price: number; discountedPrice: number }[] }[];
}

const WEEK_MS = 10080 * 60_000;

async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/products');
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiProduct[];
}

const inStock = (p: ApiProduct) => p.variants.some((v) => v.sizes.some((s) => s.stock > 0));

/** The SPEC §4 home lists, computed independently of the app's code. */
function expectedLists(products: ApiProduct[], now = Date.now()) {
  const year = new Date(now).getUTCFullYear();
  return {
    year,
    featured: products.filter((p) => p.isFeatured && inStock(p)),
    newThisWeek: products.filter((p) => now - Date.parse(p.createdAt) <= WEEK_MS && inStock(p)),
    collection: products.filter((p) => [year - 1, year].includes(new Date(p.createdAt).getUTCFullYear()) && inStock(p)),
  };
}

/** Opens a page and waits until it is interactive (scripts loaded and hydrated). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const section = (page: Page, heading: string | RegExp) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });

test.describe('home at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the hero, the banner and every section with its count', async ({ page, request }) => {
    const lists = expectedLists(await catalogue(request));
    expect(lists.featured.length).toBeGreaterThan(0);
    expect(lists.newThisWeek.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page).toHaveTitle('Home | ALATOO');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ALATOO/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Home | ALATOO');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`NEW COLLECTION, Summer ${lists.year}`);
    await expect(page.getByRole('main').getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    await expect(page.getByRole('link', { name: 'Go To Shop' })).toHaveAttribute('href', '/products');

    // The demo catalogue has an active 20% discount on Jackets.
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(banner).toContainText('LIMITED TIME: GET 20% OFF ON ALL JACKETS!');

    const featured = section(page, 'FEATURED');
    await expect(featured.getByRole('group')).toHaveCount(Math.min(lists.featured.length, 12));
    await expect(featured.getByRole('heading', { level: 3 }).first()).toHaveText(lists.featured[0]!.name);

    await expect(
      page.getByRole('heading', { level: 2, name: `NEW THIS WEEK (${lists.newThisWeek.length})` }),
    ).toBeVisible();
    const collectionTitle = `Our COLLECTIONS ${lists.year - 1}-${lists.year} (${lists.collection.length})`;
    await expect(page.getByRole('heading', { level: 2, name: collectionTitle })).toBeVisible();
    await expect(section(page, collectionTitle).getByRole('group')).toHaveCount(Math.min(lists.collection.length, 12));

    const approach = section(page, 'OUR APPROACH TO FASHION DESIGN');
    await expect(approach.getByRole('img')).toHaveCount(4);
    for (const img of await approach.getByRole('img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute('alt', /\w/);
      // Loaded lazily once scrolled to: it must arrive, and be a real picture.
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });

  test('cards follow the SPEC card rules', async ({ page, request }) => {
    const products = await catalogue(request);
    const lists = expectedLists(products);
    await page.goto('/');

    const collection = section(page, /^Our COLLECTIONS/);
    const cards = collection.locator('article');
    const count = await cards.count();
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const product = lists.collection[i]!;
      await expect(card.getByRole('heading')).toHaveText(product.name);
      await expect(card.getByRole('link', { name: product.name })).toHaveAttribute('href', `/products/${product._id}`);
      const size = product.variants[0]!.sizes[0]!;
      await expect(card).toContainText(`$${size.discountedPrice.toFixed(2)}`);
      if (size.discountedPrice < size.price) {
        await expect(card.locator('s')).toContainText(`$${size.price.toFixed(2)}`);
        // The badge names the saving the shopper really gets (decision 0019), whichever discount gives it.
        await expect(card).toContainText(`${Math.round((1 - size.discountedPrice / size.price) * 100)}% OFF`);
      } else {
        await expect(card.locator('s')).toHaveCount(0);
      }
      await expect(card.getByText(/^Rated [\d.]+ out of 5$/)).toHaveCount(product.averageRating > 0 ? 1 : 0);
    }
  });

  test('the banner can be dismissed for the rest of the session', async ({ page }) => {
    await visit(page, '/');
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
  });

  test('sliders move with their buttons', async ({ page }) => {
    await visit(page, '/');
    const collection = section(page, /^Our COLLECTIONS/);
    const previous = collection.getByRole('button', { name: /^Previous/ });
    const next = collection.getByRole('button', { name: /^Next/ });
    await expect(previous).toBeDisabled();
    // Retried: a click that lands before hydration, or before the carousel it starts has
    // loaded, does nothing.
    await expect(async () => {
      await next.click();
      await expect(previous).toBeEnabled({ timeout: 500 });
    }).toPass();
    // Back to the start, however many of those clicks moved it on.
    await expect(async () => {
      await previous.click();
      await expect(previous).toBeDisabled({ timeout: 500 });
    }).toPass();
    // The featured slider loops, so it can always go back.
    await expect(section(page, 'FEATURED').getByRole('button', { name: /^Previous/ })).toBeEnabled();
  });

  test('opens a featured product', async ({ page, request }) => {
    const { featured } = expectedLists(await catalogue(request));
    await visit(page, '/');
    await section(page, 'FEATURED').getByRole('link', { name: featured[0]!.name }).click();
    await expect(page).toHaveURL(`/products/${featured[0]!._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured[0]!.name);
  });

  test("shows 'Loading...' while navigating home, and the failure text when loading fails", async ({ page }) => {
    await visit(page, '/about-us');
    // Only the home route's own data is held back (the layout's data may revalidate too).
    const homeData = /\.data\?.*_routes=routes%2Fhome/;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(homeData, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('NEW COLLECTION');
    await expect(page.getByText('Loading...')).toHaveCount(3);
    release();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: /^NEW THIS WEEK \(\d+\)$/ })).toBeVisible();

    await page.unroute(homeData);
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await page.route(homeData, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByText('Failed to load products. Please try again later.')).toHaveCount(3);
  });

  test("a section's View All opens the listing of exactly that section", async ({ page, request }) => {
    const lists = expectedLists(await catalogue(request));
    const cases = [
      {
        heading: 'FEATURED',
        search: 'section=featured',
        title: 'Featured',
        chip: 'Featured',
        count: lists.featured.length,
      },
      {
        heading: /^NEW THIS WEEK \(/,
        search: 'section=new-this-week',
        title: 'New This Week',
        chip: 'New this week',
        count: lists.newThisWeek.length,
      },
      {
        heading: /COLLECTIONS \d{4}-\d{4} \(/,
        search: 'section=collection',
        title: `Collections ${lists.year - 1}-${lists.year}`,
        chip: 'Collection',
        count: lists.collection.length,
      },
    ];
    for (const c of cases) {
      await visit(page, '/');
      const viewAll = section(page, c.heading).getByRole('link', { name: 'View All' });
      await expect(viewAll).toHaveAttribute('href', `/products?${c.search}`);
      await viewAll.click();
      await expect(page).toHaveURL(new RegExp(`/products\\?${c.search}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      const noun = c.count === 1 ? 'product' : 'products';
      await expect(
        page.getByText(c.count > 24 ? `Showing 1–24 of ${c.count} ${noun}` : `${c.count} ${noun}`, { exact: true }),
      ).toBeVisible();
    }

    // The section is a removable filter like any other.
    await page.getByRole('link', { name: 'Remove filter: Collection' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  });

  test('a search result for a product sold out in every size says so', async ({ page, request }) => {
    const soldOut = (await catalogue(request)).find((p) => !inStock(p));
    expect(soldOut).toBeDefined();
    await visit(page, '/');
    await page.getByRole('combobox', { name: 'Search products' }).fill(soldOut!.name);
    const option = page
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('option', { name: new RegExp(soldOut!.name) })
      .first();
    await expect(option).toContainText('Sold out');
  });

  test('inline search: prompt, results, keyboard, no results, outside click', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeHidden();
    const box = page.getByRole('combobox', { name: 'Search products' });
    await expect(box).toHaveAttribute('placeholder', 'Search for products, colors, categories...');

    await box.click();
    await expect(page.getByText('Search for products, categories, and more.')).toBeVisible();
    await box.fill('j');
    await expect(page.getByText('Search for products, categories, and more.')).toBeVisible();

    await box.fill('zzqxw');
    await expect(page.getByText('No products found for "zzqxw"')).toBeVisible();

    await box.fill('jaket');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.first()).toContainText('Jacket');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);

    // Outside click closes; focusing again reopens with the same results.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await box.focus();
    await expect(options.first()).toBeVisible();
    // Escape closes; ArrowDown opens again.
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await expect(options.first()).toBeVisible();

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    const active = options.first();
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
    const href = (await active.getAttribute('href'))!;
    await box.press('Enter');
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Jacket');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
  });

  test('hydrates and loads the search code on demand without console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit(page, '/');
    // The query library and the results come with the first use of search, not with the page.
    expect(scripts.some((url) => /search-results/.test(url))).toBe(false);
    await page.getByRole('combobox', { name: 'Search products' }).fill('shirt');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(scripts.some((url) => /search-results/.test(url))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a card scrolled out of a slider comes into view when tabbed to', async ({ page }) => {
    await visit(page, '/');
    const collection = section(page, /^Our COLLECTIONS/);
    const links = collection.locator('article a');
    expect(await links.count()).toBeGreaterThan(4);
    await links.nth(2).focus();
    // Each card is two stops: its link, then its heart (decision 63).
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(links.nth(4)).toBeFocused();
    await expect(links.nth(4)).toBeInViewport({ ratio: 0.9 });
  });
});

test.describe('search modal at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const openModal = async (page: Page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test('finds jackets for "jaket", moves with the arrow keys and opens the product with Enter', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeHidden(); // the inline search is for large screens
    const dialog = await openModal(page);
    const input = dialog.getByRole('combobox');
    await expect(input).toHaveAttribute('placeholder', 'Search products...');
    await expect(input).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await expect(dialog.getByText('Search for products, categories, and more.')).toBeVisible();

    await input.pressSequentially('j');
    await expect(dialog.getByText('Search for products, categories, and more.')).toBeVisible();
    await input.pressSequentially('aket');
    const options = dialog.getByRole('option');
    await expect(options.first()).toContainText('Jacket');
    const names = await options.allTextContents();
    expect(names.slice(0, 3).every((name) => /jacket/i.test(name))).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    const href = (await options.nth(1).getAttribute('href'))!;
    await input.press('Enter');
    await expect(page).toHaveURL(href);
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('shows the empty text, and closes with Escape, the close button and the backdrop', async ({ page }) => {
    await visit(page, '/');
    let dialog = await openModal(page);
    await dialog.getByRole('combobox').fill('zzqxw');
    await expect(dialog.getByText('No products found for "zzqxw"')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();

    dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(dialog).toHaveCount(0);

    dialog = await openModal(page);
    await page.mouse.click(195, 700); // below the search panel: the backdrop
    await expect(dialog).toHaveCount(0);
  });

  test('a result opens with a tap', async ({ page }) => {
    await visit(page, '/products');
    const dialog = await openModal(page);
    await dialog.getByRole('combobox').fill('denim');
    const first = dialog.getByRole('option').first();
    await expect(first).toBeVisible();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(href);
    await expect(dialog).toHaveCount(0);
  });

  test('home has no serious accessibility violations on a phone', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
  });
});
