import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

interface ApiSize {
  size: string;
  price: number;
  discountedPrice: number;
  stock: number;
}
interface ApiProduct {
  _id: string;
  name: string;
  category: string;
  description: string;
  numReviews: number;
  variants: { color: string; images: string[]; sizes: ApiSize[] }[];
}

const LETTERS = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/products');
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiProduct[];
}

async function product(request: APIRequestContext, id: string): Promise<ApiProduct> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiProduct;
}

/** Sizes the page must offer, computed apart from the app: in stock somewhere, sorted. */
function offeredSizes(p: ApiProduct): string[] {
  const sizes = [...new Set(p.variants.flatMap((v) => v.sizes.filter((s) => s.stock > 0).map((s) => s.size)))];
  return sizes.sort((a, b) => {
    const na = Number(a);
    const nb = Number(b);
    if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
    return LETTERS.indexOf(a) - LETTERS.indexOf(b);
  });
}

/** Opens a page and waits until it is interactive (scripts loaded and hydrated). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
const addButton = (page: Page) => page.getByRole('button', { name: 'ADD to cart' });
const colorRadio = (page: Page, color: string) =>
  page
    .getByRole('group', { name: 'Color' })
    .getByRole('radio', { name: new RegExp(`^${color.replace(/([a-z])([A-Z])/g, '$1 $2')}`) });
const sizeRadio = (page: Page, size: string) =>
  page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: new RegExp(`^${size}(,|$)`) });
/** Chooses a visually hidden radio the way a shopper does: by clicking its visible label. */
async function choose(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}
/** The visible box of a size (the radio itself is visually hidden). */
const sizeBox = (page: Page, size: string): Locator =>
  sizeRadio(page, size).locator('xpath=following-sibling::span[@aria-hidden="true"]');

test.describe('product detail', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('home → product → colour and size → ADD: toast, badge, kept over a reload, and counted again', async ({
    page,
    request,
  }) => {
    await visit(page, '/');
    const featured = page.getByRole('region', { name: 'Featured products' });
    const card = featured.locator('a[href^="/products/"]').first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.waitForLoadState('networkidle');

    const p = await product(request, href.split('/').pop()!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name);
    await expect(page).toHaveTitle(`${p.name} | ALATOO`);

    // The last colour that has stock, and its first size in stock.
    const variant = [...p.variants].reverse().find((v) => v.sizes.some((s) => s.stock > 0))!;
    const size = offeredSizes(p).find((s) => variant.sizes.some((vs) => vs.size === s && vs.stock > 0))!;

    await expect(cartLink(page)).toHaveAccessibleName('Cart');
    await choose(colorRadio(page, variant.color));
    await choose(sizeRadio(page, size));
    // The address records the choice (so it can be shared or reloaded).
    await expect(page).toHaveURL(
      new RegExp(`\\?color=${encodeURIComponent(variant.color)}&size=${encodeURIComponent(size)}$`),
    );

    await addButton(page).click();
    await expect(page.getByText(`${p.name} added to cart!`)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // Storage holds the SPEC cart object itself.
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? 'null'));
    expect(Object.keys(stored).sort()).toEqual([
      'appliedCoupon',
      'currency',
      'discountAmount',
      'discountedTotal',
      'finalTotal',
      'items',
      'shippingCost',
      'total',
    ]);
    const entry = variant.sizes.find((s) => s.size === size)!;
    expect(stored.items).toEqual([
      {
        _id: `${p._id}-${variant.color}-${size}`,
        product: { _id: p._id, name: p.name, category: p.category },
        variant: {
          color: variant.color,
          size,
          price: entry.price,
          discountedPrice: entry.discountedPrice,
          images: variant.images.slice(0, 1),
        },
        quantity: 1,
      },
    ]);
    expect(stored).toMatchObject({
      currency: 'USD',
      shippingCost: 10,
      appliedCoupon: null,
      discountAmount: 0,
      total: entry.discountedPrice,
    });

    // The address keeps the choice, so a reload shows the same colour and size, and the cart survives.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(colorRadio(page, variant.color)).toBeChecked();
    await expect(sizeRadio(page, size)).toBeChecked();

    await addButton(page).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    const again = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? 'null'));
    expect(again.items).toHaveLength(1);
    expect(again.items[0].quantity).toBe(2);
  });

  test('the badge follows the cart in another tab', async ({ page, context, request }) => {
    const p = (await catalogue(request)).find((x) => offeredSizes(x).length > 0)!;
    const other = await context.newPage();
    await visit(other, '/about-us');
    await expect(cartLink(other)).toHaveAccessibleName('Cart');

    const variant = p.variants.find((v) => v.sizes.some((s) => s.stock > 0))!;
    await visit(
      page,
      `/products/${p._id}?color=${encodeURIComponent(variant.color)}&size=${encodeURIComponent(variant.sizes.find((s) => s.stock > 0)!.size)}`,
    );
    await addButton(page).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(cartLink(other)).toHaveAccessibleName('Cart, 1 item');
  });

  test('offers sizes in stock only, sorted; sold-out sizes of the colour are disabled and struck through', async ({
    page,
    request,
  }) => {
    const products = await catalogue(request);
    // A size sold out in one colour but in stock in another.
    const p = products.find((x) =>
      x.variants.some((v) => v.sizes.some((s) => s.stock === 0 && offeredSizes(x).includes(s.size))),
    )!;
    const variant = p.variants.find((v) => v.sizes.some((s) => s.stock === 0 && offeredSizes(p).includes(s.size)))!;
    const soldOut = variant.sizes.find((s) => s.stock === 0 && offeredSizes(p).includes(s.size))!.size;

    await visit(page, `/products/${p._id}?color=${encodeURIComponent(variant.color)}`);
    const names = await page
      .getByRole('group', { name: 'Size' })
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(names).toEqual(offeredSizes(p));

    await expect(sizeRadio(page, soldOut)).toBeDisabled();
    await expect(sizeRadio(page, soldOut)).toHaveAccessibleName(`${soldOut}, sold out in this color`);
    await expect(sizeBox(page, soldOut)).toHaveCSS('text-decoration-line', 'line-through');
    for (const s of variant.sizes.filter((vs) => vs.stock > 0)) {
      await expect(sizeRadio(page, s.size)).toBeEnabled();
      await expect(sizeBox(page, s.size)).not.toHaveCSS('text-decoration-line', 'line-through');
    }

    // A product sold out everywhere offers no size and cannot be added.
    const gone = products.find((x) => offeredSizes(x).length === 0);
    if (gone) {
      await visit(page, `/products/${gone._id}`);
      await expect(page.getByText('Sold out', { exact: true })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Size' })).toHaveCount(0);
      await expect(addButton(page)).toBeDisabled();
    }
  });

  test('ADD is disabled until a size is chosen and explains why', async ({ page, request }) => {
    const p = (await catalogue(request)).find((x) => offeredSizes(x).length > 0)!;
    await visit(page, `/products/${p._id}`);
    await expect(addButton(page)).toBeDisabled();
    await addButton(page).click({ force: true });
    await expect(page.getByRole('alert')).toHaveText('Please select a color and size first.');
    await expect(cartLink(page)).toHaveAccessibleName('Cart');

    await choose(page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first());
    await expect(addButton(page)).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveText('');
  });

  test('shows the chosen size price, struck-through original when lower', async ({ page, request }) => {
    const p = (await catalogue(request)).find((x) =>
      x.variants.some((v) => v.sizes.some((s) => s.stock > 0 && s.discountedPrice < s.price)),
    )!;
    const variant = p.variants.find((v) => v.sizes.some((s) => s.stock > 0 && s.discountedPrice < s.price))!;
    const entry = variant.sizes.find((s) => s.stock > 0 && s.discountedPrice < s.price)!;
    await visit(
      page,
      `/products/${p._id}?color=${encodeURIComponent(variant.color)}&size=${encodeURIComponent(entry.size)}`,
    );
    const usd = (n: number) => `$${n.toFixed(2)}`;
    const price = page.getByRole('main').locator('p').filter({ hasText: 'Sale price' }).first();
    await expect(price).toContainText(usd(entry.discountedPrice));
    await expect(price.locator('s')).toContainText(usd(entry.price));
  });

  test('raw HTML carries the canonical URL, Open Graph, Twitter card and JSON-LD ProductGroup', async ({
    request,
    baseURL,
  }) => {
    const p = (await catalogue(request)).find((x) => offeredSizes(x).length > 0 && x.variants[0]!.images.length > 0)!;
    const html = await (await request.get(`/products/${p._id}`)).text();
    const url = `${baseURL}/products/${p._id}`;
    const attr = (selector: RegExp) => html.match(selector)?.[1];

    expect(attr(/<link rel="canonical" href="([^"]+)"/)).toBe(url);
    expect(attr(/<meta property="og:type" content="([^"]+)"/)).toBe('product');
    expect(attr(/<meta property="og:url" content="([^"]+)"/)).toBe(url);
    expect(attr(/<meta property="og:image" content="([^"]+)"/)).toBe(`${baseURL}${p.variants[0]!.images[0]}`);
    expect(attr(/<meta property="product:price:currency" content="([^"]+)"/)).toBe('USD');
    expect(attr(/<meta property="product:price:amount" content="([^"]+)"/)).toMatch(/^\d+\.\d{2}$/);
    expect(attr(/<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
    expect(attr(/<meta name="description" content="([^"]+)"/)).toBeTruthy();

    const json = attr(/<script type="application\/ld\+json">(.*?)<\/script>/s);
    expect(json).toBeTruthy();
    const ld = JSON.parse(json!);
    // A ProductGroup of one Product per colour and size, each with its own Offer (decision 68).
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: p.name,
      productGroupID: p._id,
      brand: { name: 'ALATOO' },
      category: p.category,
      url,
    });
    const sizes = p.variants.flatMap((v) => v.sizes.map((s) => ({ color: v.color, ...s })));
    const variants = ld.hasVariant as { color: string; size: string; offers: Record<string, unknown> }[];
    expect(variants).toHaveLength(sizes.length);
    for (const size of sizes) {
      const variant = variants.find((v) => v.color === size.color && v.size === size.size)!;
      expect(variant.offers).toMatchObject({
        price: size.discountedPrice.toFixed(2),
        priceCurrency: 'USD',
        availability: size.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      });
      expect(variant.offers.url).toBe(`${url}?${new URLSearchParams({ color: size.color, size: size.size })}`);
    }
    expect('aggregateRating' in ld).toBe(p.numReviews > 0);

    const reviewed = (await catalogue(request)).find((x) => x.numReviews > 0);
    if (reviewed) {
      const reviewedHtml = await (await request.get(`/products/${reviewed._id}`)).text();
      const reviewedLd = JSON.parse(reviewedHtml.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!);
      expect(reviewedLd.aggregateRating).toMatchObject({
        '@type': 'AggregateRating',
        reviewCount: reviewed.numReviews,
      });
    }
  });

  test('error screens: not found and a missing id, each with Go Back', async ({ page }) => {
    await visit(page, '/products');
    const response = await page.goto('/products/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found.' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/products$/);

    // Loaded whole from a page of the store (its link answered by the server), Go Back
    // returns to that page as it was, not to the bare listing.
    const listing = '/products?sort=price-desc';
    await visit(page, listing);
    await page.goto('/products/00000000-0000-4000-8000-000000000000', { referer: new URL(listing, page.url()).href });
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/products\?sort=price-desc$/);

    const notAnId = await page.goto('/products/not-a-product');
    expect(notAnId?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found.' })).toBeVisible();

    const blank = await page.goto('/products/%20');
    expect(blank?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'Product ID is missing.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });

  test('a failed load shows "Failed to fetch product details." with Go Back', async ({ page }) => {
    await visit(page, '/');
    // The product loader fails on the server (say, the database is down). The page data
    // then carries a sanitized Error for the product route, as React Router sends it.
    await page.route(/\/products\/[^/]+\.data/, async (route) => {
      const url = new URL(route.request().url());
      url.pathname = '/products/%20.data';
      const response = await route.fetch({ url: url.href });
      const body = (await response.text()).replace(
        /\["ErrorResponse",\d+,\d+,\d+\]/,
        '["E","Unexpected Server Error"]',
      );
      await route.fulfill({ response, status: 500, body });
    });
    await page.getByRole('region', { name: 'Featured products' }).locator('a[href^="/products/"]').first().click();
    await expect(page.getByRole('heading', { name: 'Failed to fetch product details.' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('swatches, sizes and the gallery work from the keyboard', async ({ page, request }) => {
    const p = (await catalogue(request)).find(
      (x) => x.variants.length >= 2 && x.variants.every((v) => v.sizes.some((s) => s.stock > 0)),
    )!;
    const [first, second] = p.variants;
    await visit(page, `/products/${p._id}`);

    // Colours: a radio group, so arrow keys move the choice.
    await colorRadio(page, first!.color).focus();
    await expect(colorRadio(page, first!.color)).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(colorRadio(page, second!.color)).toBeChecked();
    await expect(colorRadio(page, second!.color)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`color=${encodeURIComponent(second!.color)}`));

    // Sizes: Tab reaches the group, Space chooses, arrows skip sold-out sizes.
    await page.keyboard.press('Tab');
    const firstEnabled = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first();
    await expect(firstEnabled).toBeFocused();
    await page.keyboard.press('Space');
    await expect(firstEnabled).toBeChecked();
    await expect(addButton(page)).toBeEnabled();

    // ADD from the keyboard.
    await addButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // Gallery: the chosen colour's photo comes first; arrows, Home and End move through the photos.
    const gallery = page.getByRole('region', { name: `${p.name} photos` });
    const main = gallery.getByRole('img').first();
    const count = new Set(p.variants.flatMap((v) => v.images)).size;
    const label = (c: string) => c.replace(/([a-z])([A-Z])/g, '$1 $2');
    await expect(main).toHaveAttribute('alt', `${p.name} in ${label(second!.color)}, image 1 of ${count}`);
    await expect(main).toHaveAttribute('loading', 'eager');
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(main).toHaveAttribute('alt', new RegExp(`, image 2 of ${count}$`));
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('button').nth(1)).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('End');
    await expect(main).toHaveAttribute('alt', new RegExp(`, image ${count} of ${count}$`));
    await page.keyboard.press('Home');
    await expect(main).toHaveAttribute('alt', new RegExp(`, image 1 of ${count}$`));
    await page.keyboard.press('ArrowLeft');
    await expect(main).toHaveAttribute('alt', new RegExp(`, image ${count} of ${count}$`));
    // Thumbnails load lazily.
    for (const img of await page.getByRole('list', { name: 'Photos' }).locator('img').all())
      await expect(img).toHaveAttribute('loading', 'lazy');
  });

  test('the shown photo zooms in a full-screen dialog that the keyboard opens and Escape closes', async ({
    page,
    request,
  }) => {
    const p = (await catalogue(request)).find((x) => x.variants.length >= 2)!;
    await visit(page, `/products/${p._id}`);
    const gallery = page.getByRole('region', { name: `${p.name} photos` });
    const shown = gallery.getByRole('img').first();
    const alt = (await shown.getAttribute('alt'))!;
    const zoom = gallery.getByRole('button', { name: 'Zoom in on the photo' });
    await zoom.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: alt });
    await expect(dialog).toBeVisible();
    const large = dialog.getByRole('img', { name: alt });
    await expect(large).toHaveAttribute('src', (await shown.getAttribute('src'))!);
    // Fitted to the screen, then twice the width on a click, to look around.
    const fitted = (await large.boundingBox())!.width;
    await large.click();
    await expect.poll(async () => (await large.boundingBox())!.width).toBeGreaterThan(fitted * 1.5);
    await expectNoSeriousA11yViolations(page);
    // The page's arrow keys do not move the page's photos behind it.
    await page.keyboard.press('ArrowRight');
    await expect(shown).toHaveAttribute('alt', alt);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(zoom).toBeFocused();
    // Its close button closes it as well.
    await zoom.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a sideways swipe changes the photo on a touch screen', async ({ browser, request, baseURL }) => {
    const p = (await catalogue(request)).find((x) => x.variants.length >= 2)!;
    const context = await browser.newContext({
      baseURL,
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await visit(page, `/products/${p._id}`);
    const gallery = page.getByRole('region', { name: `${p.name} photos` });
    const main = gallery.getByRole('img').first();
    await expect(main).toHaveAttribute('alt', /, image 1 of \d+$/);
    const box = (await gallery.boundingBox())!;
    const y = box.y + box.height / 2;
    await gallery.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: box.x + box.width * 0.8, clientY: y }],
      changedTouches: [{ identifier: 1, clientX: box.x + box.width * 0.8, clientY: y }],
    });
    await gallery.dispatchEvent('touchend', {
      touches: [],
      changedTouches: [{ identifier: 1, clientX: box.x + box.width * 0.2, clientY: y + 5 }],
    });
    await expect(main).toHaveAttribute('alt', /, image 2 of \d+$/);
    await context.close();
  });

  test('FIND YOUR SIZE and MEASUREMENT GUIDE open the size guide dialog', async ({ page, request }) => {
    const p = (await catalogue(request)).find((x) => offeredSizes(x).includes('M'))!;
    await visit(page, `/products/${p._id}`);
    const find = page.getByRole('button', { name: 'FIND YOUR SIZE' });
    await find.click();
    const dialog = page.getByRole('dialog', { name: 'Find your size' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your chest (cm)').fill('92');
    await expect(dialog.getByText('We suggest size M.')).toBeVisible();
    await expect(dialog.getByRole('table')).toContainText('90–95');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(find).toBeFocused();

    await page.getByRole('button', { name: 'MEASUREMENT GUIDE' }).click();
    const guide = page.getByRole('dialog', { name: 'Measurement guide' });
    await expect(guide).toContainText('Around the fullest part of the chest');
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(guide).toHaveCount(0);
  });

  test('the product page has no serious accessibility violations', async ({ page, request }) => {
    const p = (await catalogue(request)).find((x) => x.variants.length >= 2 && offeredSizes(x).length > 0)!;
    await visit(page, `/products/${p._id}`);
    await expectNoSeriousA11yViolations(page);
    await choose(page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first());
    await addButton(page).click();
    await expect(page.getByText(`${p.name} added to cart!`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
