/**
 * The storefront against WCAG 2.2 AA, every page in its main states: menus, dialogs,
 * drawers, errors, empty states, at desktop and phone width, and a Russian and a Kyrgyz
 * pass over the pages shoppers use most. Any impact fails (the other specs fail only on
 * serious ones). Each check is soft, so one run lists every page's findings.
 *
 * Kept fast enough for CI: one shopper signs up for the whole file (its favourites and
 * addresses are its own), the demo customer's session shows an account with orders, and
 * the error states are the forms' own checks, so no limited endpoint is spent on them.
 */
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, type TestAccount } from './support/accounts';
import { expectNoSeriousA11yViolations, WCAG_22_AA } from './support/axe';
import { openSignedIn } from './support/sessions';
import {
  adminToken,
  catalogue,
  options,
  placeGuestOrder,
  seedCart,
  storedCart,
  visit,
  type ApiProduct,
  type Option,
} from './support/shop';

const DEMO = { email: 'demo@example.com', password: 'demo12345' };
const PHONE = { width: 390, height: 844 };
// Many states per test, each with its axe run: a busy machine needs more than the default.
test.describe.configure({ timeout: 120_000 });
const DESKTOP = { width: 1280, height: 800 };

const ADDRESS = {
  email: 'sweep-guest@example.com',
  phone: '+996 555 123 456',
  firstName: 'Aida',
  lastName: 'Bekova',
  country: 'KG',
  state: '',
  address: '12 Chui Avenue',
  city: 'Bishkek',
  postalCode: '720001',
};

/** Runs axe with the WCAG 2.2 AA rules on the page as it is now. */
async function check(page: Page, state: string) {
  await test.step(`axe: ${state}`, () =>
    expectNoSeriousA11yViolations(page, { tags: WCAG_22_AA, anyImpact: true, soft: true, label: state }));
}

/** The pages a guest reaches by address alone, each in its first state. */
const GUEST_PAGES: [string, string][] = [
  ['home', '/'],
  ['products', '/products'],
  ['products, no results', '/products?search=zzqqxxnothing'],
  ['empty cart', '/cart'],
  ['about', '/about-us'],
  ['contact', '/contact-us'],
  ['FAQs', '/faqs'],
  ['terms', '/terms-conditions'],
  ['refund policy', '/refund-return-policy'],
  ['shipping policy', '/shipping-policy'],
  ['privacy policy', '/privacy-policy'],
  ['login', '/login'],
  ['register', '/register'],
  ['forgot password', '/forgot-password'],
  ['reset password', '/reset-password/not-a-real-link'],
  ['verify code', '/auth/verifyOTP?email=sweep%40example.com&request=00000000-0000-0000-0000-000000000000'],
  ['favourites, guest', '/favourites'],
  ['back in stock, bad link', '/back-in-stock/confirm?token=nope'],
  ['back in stock, unsubscribe bad link', '/back-in-stock/unsubscribe?token=nope'],
  ['not found', '/no-such-page'],
  ['pay, unknown session', '/pay/no-such-session'],
];

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`storefront at ${width} width`, () => {
    test.use({ viewport });

    test('every page in its first state', async ({ page, request }) => {
      test.setTimeout(240_000);
      const [product] = await catalogue(request);
      for (const [name, path] of [...GUEST_PAGES, ['product', `/products/${product!._id}`] as [string, string]]) {
        await visit(page, path);
        await check(page, `${width}: ${name}`);
      }
    });

    test('header menus open', async ({ page }) => {
      await visit(page, '/');
      const banner = page.getByRole('banner');
      // Opened as a click or Enter opens it: the disclosure is a <details>, open is its whole state.
      const language = banner.locator('details', { hasText: 'Language' });
      await language.evaluate((details: HTMLDetailsElement) => (details.open = true));
      // The list is placed absolutely, so the <nav> around it has no box of its own: its links do.
      await expect(banner.getByRole('navigation', { name: 'Language' }).getByRole('link').first()).toBeVisible();
      await check(page, `${width}: language list open`);
      await language.evaluate((details: HTMLDetailsElement) => (details.open = false));
      // The display currency's picker is a plain select in the footer: its state is the page in som.
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Show prices in').selectOption('KGS');
      await footer.getByRole('button', { name: 'Update' }).click();
      await expect(footer.getByLabel('Show prices in')).toHaveValue('KGS', { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await check(page, `${width}: prices shown in som`);
      if (width === 'phone') {
        await banner.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await check(page, `${width}: site menu open`);
      }
    });
  });
}

test.describe('storefront states', () => {
  test.use({ viewport: DESKTOP });

  test('search with results and with none, at both widths', async ({ page }) => {
    await visit(page, '/');
    const inline = page.getByRole('combobox', { name: 'Search products' });
    await inline.fill('jacket');
    await expect(page.getByRole('option').first()).toBeVisible();
    await check(page, 'inline search, results');
    await inline.fill('zzqqxx');
    await expect(page.getByText(/No products found|No results/i).first()).toBeVisible();
    await check(page, 'inline search, none');

    await page.setViewportSize(PHONE);
    await visit(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await check(page, 'search modal, empty');
    await dialog.getByRole('combobox').pressSequentially('jacket');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await check(page, 'search modal, results');
    await dialog.getByRole('combobox').fill('zzqqxx');
    await expect(dialog.getByRole('option')).toHaveCount(0);
    await expect(dialog.getByText(/No products found|No results/i).first()).toBeVisible();
    await check(page, 'search modal, none');
  });

  test('listing with filters open and applied', async ({ page }) => {
    await visit(page, '/products?category=Jackets');
    await check(page, 'products, a filter applied');
    await page.setViewportSize(PHONE);
    await visit(page, '/products?category=Jackets');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await check(page, 'products, filters drawer open');
  });

  test('product page: size guide, photo zoom, a sold-out size, reviews', async ({ page, request }) => {
    const products = await catalogue(request);
    const [option] = await options(request, 1);
    await visit(page, `/products/${option!.product._id}`);
    await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    await check(page, 'product, reviews in view');

    await page.getByRole('button', { name: 'FIND YOUR SIZE' }).click();
    await expect(page.getByRole('dialog', { name: 'Find your size' })).toBeVisible();
    await check(page, 'product, find your size dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'MEASUREMENT GUIDE' }).click();
    await expect(page.getByRole('dialog', { name: 'Measurement guide' })).toBeVisible();
    await check(page, 'product, measurement guide dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Zoom in on the photo' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'product, photo zoom');
    await page.keyboard.press('Escape');

    // A product of its own with a sold-out size beside one in stock, gone after the test.
    const images = products.flatMap((p) => p.variants.flatMap((v) => v.images)).slice(0, 1);
    const auth = { Authorization: `Bearer ${await adminToken(request)}` };
    const made = await request.post('/api/products/admin/createProduct', {
      headers: auth,
      data: {
        name: 'Sweep coat',
        description: 'Felted wool.',
        category: 'Coats',
        isFeatured: false,
        variants: [
          {
            color: 'Navy',
            images,
            sizes: [
              { size: 'S', price: 80, stock: 3 },
              { size: 'M', price: 80, stock: 0 },
            ],
          },
        ],
      },
    });
    expect(made.status()).toBe(201);
    const soldOut = (await made.json()) as ApiProduct;
    try {
      await visit(page, `/products/${soldOut._id}?color=Navy`);
      await page.getByRole('button', { name: 'E-mail me when it is back' }).click();
      const form = page.getByRole('form', { name: 'E-mail me when it is back' });
      await form.getByRole('button', { name: 'Notify me' }).click();
      await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
      await check(page, 'product, back-in-stock form with its error');
    } finally {
      await request.delete(`/api/products/admin/deleteProduct/${soldOut._id}`, { headers: auth });
    }
  });

  test('cart: with lines, clear-cart confirmation, coupon error', async ({ page, request }) => {
    const lines = await options(request, 2);
    await seedCart(page, storedCart(lines.map((option) => ({ option, quantity: 1 }))));
    await visit(page, '/cart');
    await check(page, 'cart with lines');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Please enter a coupon code.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeEnabled();
    await check(page, 'cart, coupon error');
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Clear the cart?' })).toBeVisible();
    await check(page, 'cart, clear confirmation');
    await page.keyboard.press('Escape');

    await page.setViewportSize(PHONE);
    await visit(page, '/cart');
    await check(page, 'phone: cart with lines');
  });

  test('checkout: information with errors, shipping, payment, the test payment page, success', async ({
    page,
    request,
  }) => {
    const [option] = await options(request, 1);
    await seedCart(page, storedCart([{ option: option!, quantity: 1 }]));
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      const width = viewport === PHONE ? 'phone' : 'desktop';
      await visit(page, '/checkout');
      await check(page, `${width}: checkout information`);
      await page.getByRole('button', { name: 'Continue to shipping' }).click();
      await expect(page.getByText('Please enter your email address.')).toBeVisible();
      await check(page, `${width}: checkout information, errors shown`);
    }
    await page.setViewportSize(DESKTOP);
    await page.evaluate((info) => {
      window.localStorage.setItem('checkoutData', JSON.stringify(info));
      window.localStorage.setItem('shippingData', JSON.stringify({ selectedShipping: 'standard' }));
    }, ADDRESS);
    await visit(page, '/checkout/shipping');
    await check(page, 'checkout shipping');
    await visit(page, '/checkout/payment');
    await check(page, 'checkout payment');

    const { url } = await placeGuestOrder(request, [{ option: option!, quantity: 1 }], ADDRESS);
    await visit(page, url);
    await check(page, 'test payment page');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText(/card number/i).first()).toBeVisible();
    await check(page, 'test payment page, error shown');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await check(page, 'checkout success');
  });

  test('sign-in forms with their errors, contact, FAQs', async ({ page }) => {
    for (const [name, path, button] of [
      ['login', '/login', 'Sign in'],
      ['register', '/register', 'Create account'],
      ['forgot password', '/forgot-password', 'Send reset link'],
      ['reset password', '/reset-password/not-a-real-link', 'Reset password'],
      ['verify code', '/auth/verifyOTP?email=sweep%40example.com&request=x', 'Verify'],
    ] as const) {
      await visit(page, path);
      await page.getByRole('button', { name: button }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await check(page, `${name}, errors shown`);
    }

    await visit(page, '/contact-us');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await check(page, 'contact, errors shown');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Aida Bekova');
    await form.getByLabel('Email').fill('sweep-contact@example.com');
    await form.getByLabel('Subject').fill('Sizes');
    await form.getByLabel('Message').fill('Do the coats run small?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: /thank|sent|received/i })).toBeVisible();
    await check(page, 'contact, sent');

    await visit(page, '/faqs');
    await page.getByRole('main').locator('button[aria-expanded]').first().click();
    await expect(page.getByRole('main').locator('button[aria-expanded="true"]')).toHaveCount(1);
    await check(page, 'FAQs, an answer open');
  });
});

test.describe('signed-in shopper', () => {
  test.use({ viewport: DESKTOP });
  let shopper: TestAccount;

  test.beforeAll(async ({ request }) => {
    shopper = await createVerifiedAccount(request, 'sweep');
  });

  test('account, addresses, favourites, user menu, review form', async ({ page, request }) => {
    test.setTimeout(180_000);
    await openSignedIn(page, shopper, '/account');
    const addresses = page.getByRole('region', { name: 'Addresses' });
    // The book loads after the page: its empty state says it is ready for the editor.
    await expect(addresses.getByText('No saved addresses yet.', { exact: false })).toBeVisible({ timeout: 30_000 });
    await check(page, 'account, no orders, no addresses');
    await addresses.getByRole('button', { name: 'Add address' }).click();
    const editor = page.getByRole('form', { name: 'New address' });
    await expect(editor.getByLabel('First name')).toBeFocused();
    await editor.getByRole('button', { name: 'Save address' }).click();
    await expect(editor.locator('[aria-invalid="true"]').first()).toBeVisible();
    await check(page, 'account, address editor with errors');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu/ })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, 'user menu open');
    await page.keyboard.press('Escape');

    await visit(page, '/favourites');
    await check(page, 'favourites, empty');
    const [product] = await catalogue(request);
    await visit(page, `/products/${product!._id}`);
    await page.getByRole('button', { name: `Add ${product!.name} to favourites` }).click();
    await expect(page.getByRole('button', { name: `Remove ${product!.name} from favourites` })).toBeVisible();
    await visit(page, '/favourites');
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: product!.name })).toBeVisible();
    await check(page, 'favourites, one item');
    await page.setViewportSize(PHONE);
    await check(page, 'phone: favourites, one item');
    await page.setViewportSize(DESKTOP);

    await visit(page, `/products/${product!._id}`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByText('Please select a star rating.')).toBeVisible();
    await check(page, 'product, review form errors');
  });

  test('an account with orders', async ({ page }) => {
    await openSignedIn(page, DEMO, '/account');
    await check(page, 'account with orders');
    await page.setViewportSize(PHONE);
    await check(page, 'phone: account with orders');
  });
});

test.describe('in Russian and Kyrgyz', () => {
  let option: Option;
  test.beforeAll(async ({ request }) => {
    [option] = (await options(request, 1)) as [Option];
  });

  for (const language of ['ru', 'ky'] as const) {
    test(`home, product, cart, checkout in ${language}`, async ({ page }) => {
      await seedCart(page, storedCart([{ option, quantity: 1 }]));
      for (const path of ['', `/products/${option.product._id}`, '/cart', '/checkout']) {
        await visit(page, `/${language}${path}`);
        await check(page, `${language}: ${path || '/'}`);
      }
    });
  }
});
