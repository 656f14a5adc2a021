/**
 * The cart, checkout, payment and account pages in Russian and Kyrgyz (decision 59): their
 * texts in the language, validation messages and delivery times in it, every link and step
 * kept under the prefix, and the order's date in the language's words; the Russian order's
 * confirmation e-mail is Russian too, its link to the Russian order page (decision 61).
 * The Russian purchase is made with prices shown in som (decision 60): every figure before
 * payment approximate, in Russian's forms, and what is charged said in dollars.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createVerifiedAccount, latestMail } from './support/accounts';
import { openSignedIn } from './support/sessions';
import { options, seedCart, storedCart, visit } from './support/shop';
import { colorIn } from '#server/mail/texts/by-language.ts';

test.use({ viewport: { width: 390, height: 844 } });
// Each test walks several pages, the first through a whole order.
test.describe.configure({ timeout: 120_000 });

/** Every store link in the page's main content stays under the prefix. */
async function expectLinksUnder(page: Page, prefix: string) {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => href !== prefix && !href.startsWith(`${prefix}/`))).toEqual([]);
}

/** A converted figure as a Russian page writes it: "≈ 3 618 KGS". */
const SOM = /^≈\s\d{1,3}(?:\s\d{3})*\sKGS$/;
/** Dollars as a Russian page writes them: "39,98 $" (no-break spaces, which accessible names make plain). */
const DOLLARS = '\\d{1,3}(?:\\s\\d{3})*,\\d\\d\\s\\$';

test('Russian: the cart, the three checkout steps with their messages, the test payment and the order', async ({
  page,
  request,
  baseURL,
}) => {
  const [option] = await options(request, 1);
  // The shopper chose som in the footer before (the picker itself: display-currencies.spec.ts).
  await page.context().addCookies([{ name: 'display_currency', value: 'KGS', url: baseURL! }]);
  await visit(page, '/ru/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ваша корзина пуста' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Продолжить покупки' })).toHaveAttribute('href', '/ru/products');

  await seedCart(page, storedCart([{ option: option!, quantity: 2 }]));
  await visit(page, '/ru/cart');
  await expect(page.getByRole('tab', { name: 'Корзина (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: '2 товара' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Очистить корзину' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Код купона' })).toBeVisible();
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Введите код купона.')).toBeVisible();
  await expect(page.getByText('Чтобы оформить заказ, отметьте согласие с условиями использования.')).toBeVisible();
  await expectLinksUnder(page, '/ru');
  const cartSummary = page.getByRole('region', { name: 'Ваш заказ' });
  await expect(cartSummary.getByText(SOM).first()).toBeVisible();
  await expect(
    cartSummary.getByText(new RegExp(`^Приблизительно в KGS\\. Оплата в USD: ${DOLLARS}\\.$`)),
  ).toBeVisible();

  await page.getByRole('checkbox', { name: 'Я принимаю условия использования' }).check();
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/ru\/checkout$/);
  await expect(page).toHaveTitle('ОФОРМЛЕНИЕ ЗАКАЗА | ALATOO');
  await expect(page.getByRole('heading', { level: 1, name: 'Данные' })).toBeVisible();
  await page.getByRole('button', { name: 'Перейти к доставке' }).click();
  await expect(page.getByText('Введите адрес электронной почты.')).toBeVisible();
  await expect(page.getByText('Введите номер телефона.')).toBeVisible();

  const email = `ru-${Date.now()}@example.com`;
  await page.getByRole('textbox', { name: 'Эл. почта' }).fill(email);
  await page.getByRole('textbox', { name: 'Телефон' }).fill('+996 555 123 456');
  await page.getByRole('textbox', { name: 'Имя' }).fill('Айда');
  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Бекова');
  await page.getByRole('combobox', { name: 'Страна' }).selectOption({ label: 'Киргизия' });
  await page.getByRole('textbox', { name: 'Адрес' }).fill('Чуй 12');
  await page.getByRole('textbox', { name: 'Город' }).fill('Бишкек');
  await page.getByRole('textbox', { name: 'Почтовый индекс' }).fill('720001');
  await page.getByRole('button', { name: 'Перейти к доставке' }).click();

  await expect(page).toHaveURL(/\/ru\/checkout\/shipping$/);
  await expect(page.getByRole('radio', { name: /Стандартная\s+5–7 рабочих дней/ })).toBeChecked();
  await expect(page.getByText('2–3 рабочих дня')).toBeVisible();
  await expectLinksUnder(page, '/ru');
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();

  await expect(page).toHaveURL(/\/ru\/checkout\/payment$/);
  await expect(page.getByText('Стандартная (5–7 рабочих дней)', { exact: false })).toBeVisible();
  // The review names the destination as the first step's Russian select did.
  await expect(page.getByText(/, 720001, Киргизия$/)).toBeVisible();
  const checkoutSummary = page.getByRole('region', { name: 'Ваш заказ' });
  await expect(checkoutSummary.locator('dd').getByText(SOM).first()).toBeVisible();
  // Its line's colour as the Russian product page names it.
  // (The e-mails' table of the catalogue's colour names, held to the storefront's catalog by its test.)
  const russianColor = colorIn('ru', option!.color);
  await expect(checkoutSummary.getByText(`${russianColor} / ${option!.size.size}`)).toBeVisible();
  // What is charged: dollars, on the button and on the payment page.
  const payButton = page.getByRole('button', { name: new RegExp(`^Оплатить ${DOLLARS}$`) });
  const charged = /Оплатить (.+)$/.exec((await payButton.textContent()) ?? '')![1]!;
  await payButton.click();

  await expect(page).toHaveURL(/\/ru\/pay\//);
  await expect(page.getByText(/^ТЕСТОВАЯ ОПЛАТА/)).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`^Оплатить ${DOLLARS}$`) })).toHaveText(
    `Оплатить ${charged}`,
  );
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page.getByText('Введите номер карты.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Номер карты' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Оплатить/ }).click();

  await expect(page).toHaveURL(/\/ru\/checkout\/success\?/);
  await expect(page.getByRole('heading', { name: 'Спасибо за заказ!' })).toBeVisible();
  await expect(page.getByText(/^Оформлен \d{1,2} [а-я]+ \d{4} г\.$/)).toBeVisible();
  await expect(page.getByText('Заказ принят')).toBeVisible();
  await expect(page.getByText('Стандартная · 5–7 рабочих дней')).toBeVisible();
  // The order: its line under the product's Russian name (every demo product has one), in
  // dollars as charged, its destination in Russian.
  const russianName = option!.product.translations?.ru?.name;
  expect(russianName).toBeTruthy();
  await expect(page.getByRole('main').getByText(russianName!, { exact: true })).toBeVisible();
  await expect(page.getByText(charged, { exact: true }).first()).toBeVisible();
  await expect(page.locator('address').first()).toContainText('Киргизия');
  await expectLinksUnder(page, '/ru');

  const mail = await latestMail(request, email, /^Ваш заказ ALATOO \S+ подтверждён$/);
  expect(mail.text).toContain('Здравствуйте, Айда!');
  expect(mail.text).toContain('Оплата подтверждена, и мы уже собираем вашу посылку.');
  expect(mail.text).toContain('/ru/checkout/success?order=');
  expect(mail.text).toContain(charged);
});

test('Kyrgyz: the cart and the first checkout step speak it and pass axe; the account page too', async ({
  page,
  request,
}) => {
  const [option] = await options(request, 1);
  await seedCart(page, storedCart([{ option: option!, quantity: 1 }]));
  await visit(page, '/ky/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Себет' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Себет (1)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Буйрутмаңыз' })).toBeVisible();
  await expectLinksUnder(page, '/ky');
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  await page.getByRole('checkbox', { name: 'Колдонуу шарттарына макулмун' }).check();
  await page.getByRole('link', { name: 'Буйрутма берүү' }).click();
  await expect(page).toHaveURL(/\/ky\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Маалымат' })).toBeVisible();
  await page.getByRole('button', { name: 'Жеткирүүгө өтүү' }).click();
  await expect(page.getByText('Электрондук почта дарегиңизди киргизиңиз.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Өлкө' }).locator('option[value="KG"]')).toHaveText('Кыргызстан');
  await expectNoSeriousA11yViolations(page, { include: 'main' });

  const account = await createVerifiedAccount(request, 'ky-account');
  await openSignedIn(page, account, '/ky/account');
  await expect(page).toHaveTitle('ЖЕКЕ КАБИНЕТ | ALATOO');
  await expect(page.getByRole('heading', { level: 1, name: 'Жеке кабинет' })).toBeVisible();
  await expect(page.getByText('Сиз азырынча эч бир буйрутма берген жоксуз.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Соода кылууну улантуу' })).toHaveAttribute('href', '/ky/products');
});
