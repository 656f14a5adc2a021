import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { approximately, convertCents, formatDisplayMoney } from '#domain/display-currency.ts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInEveryTestAsAdmin } from './support/sessions';
import { addFromProductPage, money, options, visit } from './support/shop';

/**
 * Display currencies (decision 60): the owner sets the som's rate in the back office; a
 * shopper picks som in the footer and sees the listing, the product page, the cart and
 * checkout in som, each figure marked approximate and converted by the one rule, while the
 * pay button and the payment page ask for dollars. The demo rate is put back after.
 */
const auth = signInEveryTestAsAdmin();
const RATE = '90.5';

const som = (cents: number) => approximately(formatDisplayMoney(convertCents(cents, RATE, 'KGS'), 'KGS'));
/** The dollars a note says are charged, as cents. */
async function charged(page: Page, scope = page.locator('body')): Promise<number> {
  const note = scope.getByText(/^Approximate in KGS\. You pay in USD: \$[\d,]+\.\d\d\.$/).first();
  await expect(note).toBeVisible();
  const dollars = /\$([\d,]+\.\d\d)/.exec((await note.textContent()) ?? '')![1]!;
  return Math.round(Number(dollars.replaceAll(',', '')) * 100);
}

async function demoRate(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/currencies', { headers: auth() });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { currencies: { code: string; rate: string | null }[] };
  return body.currencies.find((c) => c.code === 'KGS')!.rate!;
}

test.describe('display currencies', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Two people and a whole purchase: well past one page's default.
  test.setTimeout(120_000);

  test('the owner sets the som’s rate; a shopper browses and checks out seeing som, and pays in dollars', async ({
    page,
    browser,
    request,
  }) => {
    const original = await demoRate(request);
    const [option] = await options(request, 1);
    try {
      // THE OWNER: each currency with its rate, when and by whom; a wrong rate refused under its field.
      await page.goto('/admin/currencies');
      await expect(page.getByRole('heading', { name: 'Currencies', level: 1 })).toBeVisible();
      const kgs = page.getByRole('region', { name: /^KGS/ });
      await expect(kgs.getByLabel('KGS per 1 USD')).toHaveValue(original);
      await expect(kgs).toContainText('by Demo data');
      await expectNoSeriousA11yViolations(page);
      await kgs.getByLabel('KGS per 1 USD').fill('90,5');
      await kgs.getByRole('button', { name: 'Save the KGS rate' }).click();
      await expect(kgs.getByText(/Write the rate as a number/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await kgs.getByLabel('KGS per 1 USD').fill(RATE);
      await kgs.getByRole('button', { name: 'Save the KGS rate' }).click();
      await expect(page.getByText(`KGS rate set to ${RATE}`)).toBeVisible();
      await expect(kgs).toContainText('by admin@example.com');
      await expect(kgs).toContainText(`$19.99 ${som(1999)}`);

      // THE SHOPPER, a guest in a browser of their own (English, US): dollars until they choose.
      const shopper = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      const guest = await shopper.newPage();
      try {
        await visit(guest, '/products');
        await expect(guest.getByText('≈').first()).toHaveCount(0);
        const picker = guest.getByLabel('Show prices in');
        await expect(picker).toHaveValue('USD');
        await expectNoSeriousA11yViolations(guest, { include: 'footer' });
        // Keyboard: the select and its button, as a keyboard user reaches them.
        await picker.focus();
        await picker.selectOption('KGS');
        await guest.keyboard.press('Tab');
        await expect(guest.getByRole('button', { name: 'Update' })).toBeFocused();
        await guest.keyboard.press('Enter');
        await expect(guest).toHaveURL(/\/products$/);
        await expect(guest.getByLabel('Show prices in')).toHaveValue('KGS');

        // The listing: every card in som, marked approximate ("from" the lowest when its sizes' prices differ).
        const firstCard = guest
          .getByRole('main')
          .getByText(/^(from )?≈\u00a0KGS\u00a0[\d,]+$/)
          .first();
        await expect(firstCard).toBeVisible();
        await expect(guest.getByRole('main').getByText(/^(from )?\$\d/)).toHaveCount(0);

        // The product page: its price in som, with what is charged beside it.
        await addFromProductPage(guest, option!);
        const unit = await charged(guest);
        await expect(guest.getByRole('main').getByText(som(unit)).first()).toBeVisible();
        await expectNoSeriousA11yViolations(guest);

        // The cart: the line and the total in som, the total's dollars said.
        await visit(guest, '/cart');
        const summary = guest.getByRole('region', { name: 'Order Summary' });
        const cartTotal = await charged(guest, summary);
        await expect(summary.getByText(som(cartTotal), { exact: true })).toBeVisible();
        await expect(guest.getByText(som(unit)).first()).toBeVisible();

        // Checkout: the summary in som; the pay button and the payment page in dollars.
        await guest.evaluate(() =>
          window.localStorage.setItem(
            'checkoutData',
            JSON.stringify({
              email: `som-${Date.now()}@example.com`,
              phone: '+996 555 000 321',
              firstName: 'Aida',
              lastName: 'Bekova',
              country: 'KG',
              state: '',
              address: '1 Chui Avenue',
              city: 'Bishkek',
              postalCode: '720001',
            }),
          ),
        );
        await visit(guest, '/checkout/shipping');
        await guest.getByRole('radio', { name: /Standard/ }).check();
        await guest.getByRole('button', { name: 'Continue to payment' }).click();
        await expect(guest).toHaveURL(/\/checkout\/payment$/);
        const checkoutSummary = guest.getByRole('region', { name: 'Order Summary' });
        const total = await charged(guest, checkoutSummary);
        await expect(checkoutSummary.locator('dd').getByText(som(total), { exact: true })).toBeVisible();
        await expect(checkoutSummary.getByText(som(unit)).first()).toBeVisible();
        const pay = guest.getByRole('button', { name: `Pay ${money(total)}` });
        await expect(pay).toBeEnabled();
        await pay.click();
        await expect(guest).toHaveURL(/\/pay\/test_/);
        await expect(guest.getByRole('heading', { name: `Pay ${money(total)}` })).toBeVisible();
        await expect(guest.getByText('≈')).toHaveCount(0);
      } finally {
        await shopper.close();
      }
    } finally {
      const res = await request.put('/api/currencies/KGS', { headers: auth(), data: { rate: original } });
      expect(res.status()).toBe(200);
    }
  });
});
