/**
 * Cookie consent and analytics (decision 72), in a browser that has not chosen yet: the
 * banner on the first visit, usable with the keyboard and without an accessibility finding,
 * moving nothing on the page; nothing analytics-related requested before consent nor after
 * "Necessary only"; after "Allow analytics" the standard e-commerce events in `dataLayer` —
 * the listing, a product, an addition to the cart, the checkout's first step, and a paid
 * order's purchase once with its value and currency, not again on a reload; the footer's
 * "Cookies" link to change one's mind. No provider is configured here: nothing leaves the
 * store (the CSP with a provider is tested in tests/api/consent.test.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, WCAG_22_AA } from './support/axe';
import { NO_CHOICE_STATE } from './support/consent';
import {
  choose,
  colorRadio,
  options,
  payWithTestCard,
  placeGuestOrder,
  sizeRadio,
  visit,
  type Option,
} from './support/shop';

test.use({ storageState: NO_CHOICE_STATE });

/** Anything analytics: the analytics module's file, or a provider's host. */
const ANALYTICS_REQUEST = /\/assets\/analytics-|googletagmanager|google-analytics|plausible\.io/;

function analyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (ANALYTICS_REQUEST.test(request.url())) seen.push(request.url());
  });
  return seen;
}

interface PushedEvent {
  event: string;
  ecommerce: {
    currency?: string;
    value?: number;
    transaction_id?: string;
    items: { item_id: string; item_name: string; item_variant?: string; price?: number; quantity?: number }[];
  };
}

/** The e-commerce events this document pushed, in order. */
const pushed = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is PushedEvent => typeof entry === 'object' && entry !== null && 'event' in entry,
    ),
  );
const named = async (page: Page, event: string) => (await pushed(page)).filter((e) => e.event === event);

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });

test('the banner asks first, works with the keyboard, moves nothing, and "Necessary only" loads nothing', async ({
  page,
  context,
}) => {
  const seen = analyticsRequests(page);
  await page.addInitScript(() => {
    const record = window as unknown as { shifts: number };
    record.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) record.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await visit(page, '/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  await expectNoSeriousA11yViolations(page, { include: '#cookie-banner', anyImpact: true, tags: WCAG_22_AA });

  // From the banner's link, Tab reaches its buttons in reading order; Enter chooses.
  await banner(page).getByRole('link', { name: 'Read our Privacy Policy' }).focus();
  await page.keyboard.press('Tab');
  const necessary = banner(page).getByRole('button', { name: 'Necessary only' });
  await expect(necessary).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Allow analytics' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(banner(page)).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('necessary');

  await visit(page, '/products');
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(seen).toEqual([]);
});

test('"Allow analytics" sends the e-commerce events, the purchase once with its value and currency', async ({
  page,
  request,
}) => {
  const [option] = (await options(request, 1)) as [Option];
  const seen = analyticsRequests(page);

  await visit(page, '/products');
  await expect(banner(page)).toBeVisible();
  expect(seen).toEqual([]);
  await banner(page).getByRole('button', { name: 'Allow analytics' }).click();
  await page.waitForURL((url) => url.pathname === '/products');
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => seen.some((url) => url.includes('/assets/analytics-'))).toBe(true);
  await expect.poll(async () => (await named(page, 'view_item_list')).length).toBe(1);
  const [list] = await named(page, 'view_item_list');
  expect(list!.ecommerce.items.length).toBeGreaterThan(0);

  // A product, its page loaded, then an addition to the cart.
  await visit(page, `/products/${option.product._id}`);
  await expect.poll(async () => (await named(page, 'view_item')).length).toBe(1);
  const [viewed] = await named(page, 'view_item');
  expect(viewed!.ecommerce.currency).toBe('USD');
  expect(viewed!.ecommerce.items[0]).toMatchObject({ item_id: option.product._id, item_name: option.product.name });
  await choose(colorRadio(page, option.color));
  await choose(sizeRadio(page, option.size.size));
  await page.getByRole('button', { name: 'ADD to cart' }).click();
  await expect(page.getByText(`${option.product.name} added to cart!`)).toBeVisible();
  await expect.poll(async () => (await named(page, 'add_to_cart')).length).toBe(1);
  const [added] = await named(page, 'add_to_cart');
  const price = option.size.discountedPrice;
  expect(added!.ecommerce).toEqual({
    currency: 'USD',
    value: price,
    items: [
      {
        item_id: option.product._id,
        item_name: option.product.name,
        item_variant: `${option.color} / ${option.size.size}`,
        price,
        quantity: 1,
      },
    ],
  });

  // A navigation inside the app is a page shown too: the listing, from the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'All Products' }).click();
  await page.waitForURL((url) => url.pathname === '/products');
  await expect.poll(async () => (await named(page, 'view_item_list')).length).toBe(1);

  await visit(page, '/checkout');
  await expect.poll(async () => (await named(page, 'begin_checkout')).length).toBe(1);
  const [checkout] = await named(page, 'begin_checkout');
  expect(checkout!.ecommerce).toMatchObject({ currency: 'USD', value: price });

  // Paid with the test card: the success page sends the purchase, as the order states it.
  const placed = await placeGuestOrder(request, [{ option, quantity: 2 }], {
    email: `analytics-${Date.now()}@example.com`,
  });
  await payWithTestCard(request, placed.url);
  const order = (await (await request.get(`/api/orders/${placed.orderId}?token=${placed.token}`)).json()) as {
    number: string;
    currency: string;
    finalTotal: number;
  };
  const success = `/checkout/success?order=${placed.orderId}&token=${placed.token}`;
  await visit(page, success);
  await expect.poll(async () => (await named(page, 'purchase')).length).toBe(1);
  const [bought] = await named(page, 'purchase');
  expect(bought!.ecommerce).toMatchObject({
    transaction_id: order.number,
    currency: order.currency,
    value: order.finalTotal,
  });
  expect(bought!.ecommerce.items).toEqual([expect.objectContaining({ item_id: option.product._id, quantity: 2 })]);

  // Again: the module has run (its dataLayer is there) and sends no second purchase.
  await visit(page, success);
  await expect.poll(() => page.evaluate(() => 'dataLayer' in window)).toBe(true);
  expect(await named(page, 'purchase')).toEqual([]);
  // Nothing left the store: no provider is configured.
  expect(seen.filter((url) => !url.includes('/assets/analytics-'))).toEqual([]);
});

test("the footer's Cookies link shows the choice and changes it", async ({ page, context }) => {
  await visit(page, '/faqs');
  await banner(page).getByRole('button', { name: 'Allow analytics' }).click();
  await page.waitForURL((url) => url.pathname === '/faqs');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
  await page.waitForURL((url) => url.pathname === '/privacy-policy');
  const settings = page.locator('#cookies');
  await expect(settings).toContainText('Your choice: analytics allowed.');
  await expectNoSeriousA11yViolations(page, { include: '#cookies', anyImpact: true, tags: WCAG_22_AA });

  await settings.getByRole('button', { name: 'Necessary only' }).click();
  await expect(page.locator('#cookies')).toContainText('Your choice: necessary cookies only.');
  expect(new URL(page.url()).hash).toBe('#cookies');
  expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('necessary');
  const seen = analyticsRequests(page);
  await visit(page, '/products');
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(seen).toEqual([]);
});
