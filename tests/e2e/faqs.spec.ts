import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { INDEXABLE_PAGES } from '#domain/indexable-pages.ts';

const question = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const answer = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** Opens a page and waits until it is interactive (scripts loaded and hydrated). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function openQuestions(page: Page): Promise<string[]> {
  return page.locator('button[aria-expanded="true"]').allTextContents();
}

test.describe('FAQs', () => {
  test('are server-rendered with their title, description and FAQPage data', async ({ page, request }) => {
    const html = await (await request.get('/faqs')).text();
    expect(html).toContain('What is your return policy?');
    expect(html).toContain('within 3 days of delivery');

    await visit(page, '/faqs');
    await expect(page).toHaveTitle('FAQS | ALATOO');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /returns within 3 days of delivery/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faqs$/);

    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.length).toBeGreaterThanOrEqual(12);
    // One question a button in the page's main part (the header's menu button is one too).
    expect(data.mainEntity.length).toBe(await page.getByRole('main').locator('button[aria-expanded]').count());
    const shipping = data.mainEntity.find((q) => q.name === 'How much does shipping cost?');
    expect(shipping?.acceptedAnswer.text).toContain('Standard, 5-7 business days: $5.99');
    expect(shipping?.acceptedAnswer.text).toContain('Overnight, next business day: $24.99');

    for (const group of [
      'Ordering',
      'Sizes and fit',
      'Shipping',
      'Returns and refunds',
      'Payment',
      'Coupons and discounts',
      'Accounts',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('open one answer at a time with the mouse, and keep the open one in the URL', async ({ page }) => {
    await visit(page, '/faqs');
    expect(await openQuestions(page)).toEqual([]);
    await expect(answer(page, 'What is your return policy?')).toBeHidden();

    await question(page, 'What is your return policy?').click();
    await expect(question(page, 'What is your return policy?')).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(page, 'What is your return policy?')).toContainText('Return shipping is paid by us.');
    await expect(page).toHaveURL(/\/faqs#returns-window$/);

    await question(page, 'How long does delivery take?').click();
    expect(await openQuestions(page)).toEqual(['How long does delivery take?']);
    await expect(answer(page, 'What is your return policy?')).toBeHidden();
    // The shipping zones' times (decision 57): with the SPEC's methods in every zone, 1-7 business days.
    await expect(answer(page, 'How long does delivery take?')).toContainText('1-7 business days');
    await expect(page).toHaveURL(/\/faqs#shipping-times$/);

    await question(page, 'How long does delivery take?').click();
    expect(await openQuestions(page)).toEqual([]);
    await expect(page).toHaveURL(/\/faqs$/);
  });

  test('work from the keyboard: Enter and Space toggle, arrows, Home and End move', async ({ page }) => {
    await visit(page, '/faqs');
    const first = question(page, 'How do I place an order?');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    const second = question(page, 'Do I need an account to order?');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    expect(await openQuestions(page)).toEqual(['Do I need an account to order?']);

    await page.keyboard.press('End');
    await expect(question(page, 'Where can I see my orders?')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(question(page, 'Where can I see my orders?')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();

    await page.keyboard.press('Space');
    expect(await openQuestions(page)).toEqual(['How do I place an order?']);
    await page.keyboard.press('Enter');
    expect(await openQuestions(page)).toEqual([]);
  });

  test('open the answer a link points at, without a hydration error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));

    await visit(page, '/faqs#refund-time');
    await expect(question(page, 'When will I get my refund?')).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(page, 'When will I get my refund?')).toContainText('7-10 business days');
    await expect(answer(page, 'When will I get my refund?')).toBeInViewport();

    // A link inside an answer to another answer opens that one.
    await question(page, 'What if it does not fit?').click();
    await answer(page, 'What if it does not fit?').getByRole('link', { name: 'how returns work' }).click();
    expect(await openQuestions(page)).toEqual(['What is your return policy?']);
    await expect(question(page, 'What is your return policy?')).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('agree with the policy pages', async ({ page }) => {
    await visit(page, '/refund-return-policy');
    const policy = await page.getByRole('main').textContent();
    for (const fact of ['3 days of delivery', '7-10 business days', 'Return shipping is paid by us'])
      expect(policy).toContain(fact);
    await visit(page, '/shipping-policy');
    const shipping = await page.getByRole('main').textContent();
    // The zones' times and prices, as the FAQs and checkout say them (decision 57), and the duties line.
    for (const fact of [
      '1-2 business days',
      '1-7 business days',
      'Standard, 5-7 business days: $5.99',
      'Express, 2-3 business days: $12.99',
      'Overnight, next business day: $24.99',
      'Duties and taxes of the destination country may be due on delivery',
    ])
      expect(shipping).toContain(fact);

    await visit(page, '/faqs#returns-window');
    await answer(page, 'What is your return policy?').getByRole('link', { name: 'Refund & Return Policy' }).click();
    await expect(page).toHaveURL(/\/refund-return-policy$/);
  });
});

test('tab titles read each part of a nested path as its own word', async ({ page }) => {
  await page.goto('/auth/verifyOTP?email=someone%40example.com');
  await expect(page).toHaveTitle('AUTH VERIFYOTP | ALATOO');
  await page.goto('/reset-password/abc123');
  await expect(page).toHaveTitle('RESET PASSWORD | ALATOO');
});

test('the sitemap lists every static and policy page', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of INDEXABLE_PAGES) {
    expect(xml).toMatch(new RegExp(`<loc>http://127\\.0\\.0\\.1:\\d+${path.replace(/\//g, '\\/')}</loc>`));
  }
});
