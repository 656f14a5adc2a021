import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { INDEXABLE_PAGES } from '#domain/indexable-pages.ts';

/** Far more than the store links to; keeps a runaway crawl (e.g. endless query links) bounded. */
const MAX_LINKS = 300;

/** Same-origin hrefs of every <a> on the page once it is hydrated, without fragments. */
async function linksOn(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== origin) return [];
    url.hash = '';
    return [url.pathname + url.search];
  });
}

async function statusOf(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path, { maxRedirects: 5 });
  return response.status();
}

test('every internal link from the home page, header, footer, static, policy and product pages answers', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const products = (await (await request.get('/api/products')).json()) as { _id: string }[];
  // Home (with header and footer), the static and policy pages, the listing and a product.
  const starts = [...INDEXABLE_PAGES, `/products/${products[0]!._id}`];

  const found = new Map<string, string>();
  for (const start of starts) {
    for (const link of await linksOn(page, start)) if (!found.has(link)) found.set(link, start);
  }
  expect(found.size).toBeGreaterThan(20);
  expect(found.size).toBeLessThanOrEqual(MAX_LINKS);
  // The footer and header links are among them.
  for (const path of [
    '/',
    '/products',
    '/about-us',
    '/faqs',
    '/contact-us',
    '/terms-conditions',
    '/refund-return-policy',
    '/shipping-policy',
    '/privacy-policy',
    '/cart',
  ]) {
    expect(found.has(path), path).toBe(true);
  }

  const broken: string[] = [];
  for (const [link, from] of found) {
    const status = await statusOf(request, link);
    if (status >= 400) broken.push(`${link} (linked from ${from}) answered ${status}`);
  }
  expect(broken).toEqual([]);
});

test('the SPEC dead links answer a permanent redirect to the pages they mean', async ({ request }) => {
  for (const [from, to] of [
    ['/refund-policy', '/refund-return-policy'],
    ['/terms-and-conditions', '/terms-conditions'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location!, 'http://store.test').pathname).toBe(to);
    expect(await statusOf(request, from!)).toBe(200);
  }
});
