import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Opens a page and waits until it is interactive (scripts loaded and hydrated). */
async function visit(page: Page, path: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return errors;
}

/** Every link to a store page inside `main` stays under the language's prefix. */
async function expectLinksUnder(page: Page, prefix: string) {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, href).toMatch(new RegExp(`^/${prefix}(/|$|\\?|#)`));
}

test.describe('text pages and sign-in screens in Russian and Kyrgyz', () => {
  test('the FAQs speak Russian, with their structured data and canonical address in it', async ({ page }) => {
    const errors = await visit(page, '/ru/faqs');
    await expect(page).toHaveTitle('ЧАСТЫЕ ВОПРОСЫ | ALATOO');
    await expect(page.getByRole('heading', { level: 2, name: 'Темы' })).toBeVisible();
    await page.getByRole('button', { name: 'Какие у вас правила возврата?' }).click();
    await expect(page.getByRole('region', { name: 'Какие у вас правила возврата?' })).toContainText(
      'в течение 3 дней после доставки',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ru\/faqs$/);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    const costs = data.mainEntity.find((q) => q.name === 'Сколько стоит доставка?');
    expect(costs?.acceptedAnswer.text).toContain('Стандартная, 5–7 рабочих дней: 5,99\u00a0$');
    await expectLinksUnder(page, 'ru');
    expect(errors).toEqual([]);
  });

  test('the policies, the about page and the contact page speak Kyrgyz', async ({ page }) => {
    await visit(page, '/ky/shipping-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Жеткирүү');
    await expect(page.getByRole('heading', { name: 'Буйрутманы иштетүү' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Кадимки, 5–7 иш күн');
    await expectLinksUnder(page, 'ky');

    await visit(page, '/ky/refund-return-policy');
    await expect(page.locator('main')).toContainText('жеткирилгенден кийин 3 күн');
    await expectLinksUnder(page, 'ky');

    await visit(page, '/ky/about-us');
    await expect(page.getByRole('heading', { name: 'Биз кимбиз' })).toBeVisible();
    await expectLinksUnder(page, 'ky');

    const errors = await visit(page, '/ky/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Биз менен байланышуу');
    await expect(page.getByRole('form', { name: 'Байланыш формасы' })).toHaveAttribute('action', '/ky/contact-us');
    await page.getByRole('button', { name: 'Билдирүү жиберүү' }).click();
    await expect(page.getByRole('alert').first()).toContainText('Сураныч, бардык талааларды толтуруңуз.');
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolations(page, { include: 'main' });
  });

  test('signing in speaks Russian, says the refusal in it and keeps the return path in it', async ({ page }) => {
    await visit(page, '/ru/login?redirect=%2Fru%2Ffaqs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Войти');
    await expect(page.getByRole('link', { name: 'Создать аккаунт' })).toHaveAttribute(
      'href',
      '/ru/register?redirect=%2Fru%2Ffaqs',
    );
    await expect(page.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', '/ru/forgot-password');
    await page.getByRole('button', { name: 'Вход' }).click();
    await expect(page.getByText('Введите адрес электронной почты.')).toBeVisible();

    await page.getByLabel('Эл. почта').fill('nobody@example.com');
    await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
    // The field's show/hide toggle is named in Russian too.
    const reveal = page.getByRole('button', { name: 'Показать пароль' });
    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(reveal).toHaveAttribute('title', 'Скрыть пароль');
    await page.getByRole('button', { name: 'Вход' }).click();
    await expect(page.getByRole('alert').first()).toContainText('Неверный адрес электронной почты или пароль.');

    await visit(page, '/ky/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Катталуу');
    await expect(page.getByText('Кеминде 8 белги.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Сырсөздү көрсөтүү' })).toBeVisible();
    await expectLinksUnder(page, 'ky');
  });
});
