import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { adminToken, openSignedIn } from './support/sessions';
import { catalogue, type ApiProduct } from './support/shop';

/** Opens a page and waits until it is interactive (scripts loaded and hydrated). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Every store link inside the page's main content, as written in its href. */
async function mainLinks(page: Page): Promise<string[]> {
  return page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

async function inStockDress(page: Page) {
  const products = await catalogue(page.request);
  const dress = products.find(
    (p) => p.category === 'Dresses' && p.variants.some((v) => v.sizes.some((s) => s.stock > 0)),
  );
  expect(dress).toBeDefined();
  return dress!;
}

test.describe('the catalogue in Russian and Kyrgyz', () => {
  test('the home page speaks Russian and its links stay under /ru', async ({ page }) => {
    await visit(page, '/ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('НОВАЯ КОЛЛЕКЦИЯ');
    await expect(page.getByRole('heading', { name: 'ИЗБРАННОЕ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /НОВИНКИ НЕДЕЛИ/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'НАШ ПОДХОД К ДИЗАЙНУ ОДЕЖДЫ' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Избранные товары' })).toBeVisible();
    const links = await mainLinks(page);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((href) => !href.startsWith('/ru/') && href !== '/ru')).toEqual([]);
    expect(await page.title()).toBe('ГЛАВНАЯ | ALATOO');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/ru$/);

    await page.getByRole('link', { name: 'В магазин' }).click();
    await expect(page).toHaveURL(/\/ru\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Все товары');
  });

  test('the listing filters, sorts and names its results in Russian', async ({ page }) => {
    await visit(page, '/ru/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Все товары');
    await expect(page.getByText(/^1–24 из \d+ товар/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('newest');
    await expect(page.getByRole('option', { name: 'Сначала дешевле' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Страницы' })).toBeVisible();

    const filters = page.getByRole('form', { name: 'Фильтры' }).first();
    await filters.getByRole('checkbox', { name: /Платья/ }).check();
    await expect(page).toHaveURL(/\/ru\/products\?category=Dresses/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Платья');
    await expect(page.getByRole('link', { name: 'Убрать фильтр: Платья' })).toHaveAttribute('href', /^\/ru\/products/);
    expect((await mainLinks(page)).filter((href) => !href.startsWith('/ru/'))).toEqual([]);
  });

  test('the product page in Russian: options, the cart prompt, reviews and links', async ({ page }) => {
    const dress = await inStockDress(page);
    await visit(page, `/ru/products/${dress._id}`);
    // The demo names its products in Russian (decision 62).
    expect(dress.translations?.ru?.name).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dress.translations!.ru!.name!);
    const breadcrumb = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(breadcrumb.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/ru');
    await expect(breadcrumb.getByRole('link', { name: 'Товары' })).toHaveAttribute('href', '/ru/products');
    await expect(page.getByText('Платья', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Цвет/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Размер' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Отзывы' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Войдите' })).toHaveAttribute('href', /^\/ru\/login/);
    await expect(page.getByRole('link', { name: 'Доставка' }).last()).toHaveAttribute('href', '/ru/shipping-policy');

    await page.getByRole('button', { name: 'ДОБАВИТЬ в корзину' }).click({ force: true });
    await expect(page.getByRole('alert')).toHaveText('Пожалуйста, сначала выберите цвет и размер.');

    await page.getByRole('button', { name: 'ПОДОБРАТЬ РАЗМЕР' }).click();
    await expect(page.getByRole('dialog', { name: 'Подберите размер' })).toBeVisible();
    await page.getByRole('button', { name: 'Закрыть' }).click();
  });

  test('Kyrgyz: the search finds a product and opens it under /ky; the product page passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, '/ky');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ky');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ЖАҢЫ КОЛЛЕКЦИЯ');
    const search = page.getByRole('combobox', { name: 'Буюмдарды издөө' });
    await search.fill('dress');
    await expect(page.getByRole('status').filter({ hasText: /буюм табылды/ })).toBeAttached();
    const first = page.getByRole('listbox', { name: 'Издөөнүн жыйынтыктары' }).getByRole('option').first();
    await expect(first).toHaveAttribute('href', /^\/ky\/products\//);
    await first.click();
    await expect(page).toHaveURL(/\/ky\/products\/[^/?]+/);
    await page.waitForLoadState('networkidle');

    await expect(page.getByRole('navigation', { name: 'Навигация тизмеги' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Пикирлер' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Сүрөттөмө' })).toBeVisible();
    expect((await mainLinks(page)).filter((href) => !href.startsWith('/ky/') && href !== '/ky')).toEqual([]);
    await expectNoSeriousA11yViolations(page, { include: 'main' });
  });

  test('Kyrgyz: a listing of a home section, and a missing product', async ({ page }) => {
    await visit(page, '/ky/products?section=featured');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тандалмалар');
    await expect(page.getByRole('link', { name: 'Чыпканы алып салуу: Тандалмалар' })).toBeVisible();
    await visit(page, '/ky/products/no-such-product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Буюм табылган жок.');
    await expect(page.getByRole('button', { name: 'Артка' })).toBeVisible();
  });
});

test.describe('a product named in Russian in the back office', () => {
  let productId: string | undefined;

  test.afterAll(async ({ request }) => {
    if (!productId) return;
    const token = await adminToken(request);
    await request.delete(`/api/products/admin/deleteProduct/${productId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  });

  test('the owner names a product and its category in Russian; /ru shows them, the English page stays English', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const suffix = randomUUID().slice(0, 8);
    const name = `Felt vest ${suffix}`;
    const category = `Vests ${suffix}`;
    const made = await request.post('/api/products/admin/createProduct', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        name,
        description: 'Hand-felted wool.',
        category,
        variants: [{ color: 'Navy', images: [], sizes: [{ size: 'M', price: 80, stock: 10 }] }],
      },
    });
    expect(made.status()).toBe(201);
    productId = ((await made.json()) as ApiProduct)._id;

    await openSignedIn(page, E2E_ADMIN, `/admin/products/${productId}/edit`);
    await page.getByLabel('Name (Russian)').fill('Войлочный жилет');
    await page.getByLabel('Description (Russian)').fill('Валяная шерсть ручной работы.');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText(`${name} was saved.`)).toBeVisible();

    await page.goto('/admin/discounts');
    await page.getByRole('button', { name: `Names: ${category}` }).click();
    const names = page.getByRole('dialog', { name: `Names of ${category}` });
    await names.getByLabel('Name (Russian)').fill('Жилеты');
    await names.getByRole('button', { name: 'Save names' }).click();
    await expect(names).toBeHidden();
    const row = page.getByRole('list', { name: 'Categories' }).getByRole('listitem', { name: category, exact: true });
    await expect(row.getByTestId('category-names')).toHaveText('Жилеты');

    // English first: once a Russian page is shown, a typed English address is sent to Russian (decision 59).
    await visit(page, `/products/${productId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('Hand-felted wool.')).toBeVisible();
    await expect(page.getByText(category, { exact: true })).toBeVisible();
    expect(await page.title()).toBe(`${name} | ALATOO`);

    await visit(page, `/ru/products/${productId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Войлочный жилет');
    await expect(page.getByText('Валяная шерсть ручной работы.')).toBeVisible();
    await expect(page.getByText('Жилеты', { exact: true })).toBeVisible();
    expect(await page.title()).toBe('Войлочный жилет | ALATOO');
  });
});
