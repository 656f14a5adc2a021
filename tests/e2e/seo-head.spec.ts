/**
 * What search engines read in the server's HTML of every storefront page, in English,
 * Russian and Kyrgyz: one canonical address for each page they may index, `noindex` on the
 * pages that hold one visitor's business, the store's and the product's schema.org data with
 * everything Google requires, and one address per page (a trailing slash redirects).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { structuredDataProblems } from '#domain/structured-data-rules.ts';
import { LANGUAGES, pathInLanguage } from '#domain/languages.ts';
import { placeGuestOrder, payWithTestCard, options } from './support/shop';
import { INDEXABLE_PAGES } from '#domain/indexable-pages.ts';

test.describe.configure({ timeout: 120_000 });

const PRIVATE = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/00000000-0000-4000-8000-000000000000',
  '/auth/verifyOTP?email=a%40example.com',
  '/cart',
  '/checkout',
  '/checkout/shipping',
  '/checkout/payment',
  '/account',
];

interface Head {
  canonical: string | null;
  robots: string | null;
  jsonLd: Record<string, unknown>[];
  meta: (property: string) => string | null;
}

/** The head of the server's HTML, read as a crawler reads it (no script runs). */
async function head(request: APIRequestContext, path: string): Promise<Head> {
  const res = await request.get(path);
  expect(res.headers()['content-type'], path).toContain('text/html');
  const html = await res.text();
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  const tags = html.match(/<(?:link|meta)\b[^>]*>/g) ?? [];
  const canonical = tags.find((tag) => /rel="canonical"/.test(tag));
  const robots = tags.find((tag) => /name="robots"/.test(tag));
  const unescape = (text: string) =>
    text
      .replace(/\\u003c/g, '<')
      .replace(/\\u003e/g, '>')
      .replace(/\\u0026/g, '&')
      .replace(/&quot;/g, '"');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(unescape(body!)) as Record<string, unknown>,
  );
  return {
    canonical: canonical ? attr(canonical, 'href') : null,
    robots: robots ? attr(robots, 'content') : null,
    jsonLd,
    meta: (property) => {
      const tag = tags.find((t) => t.includes(`property="${property}"`) || t.includes(`name="${property}"`));
      return tag ? attr(tag, 'content') : null;
    },
  };
}

for (const language of LANGUAGES) {
  test(`every indexable page names its canonical address, the private ones are not indexed (${language})`, async ({
    request,
    baseURL,
  }) => {
    for (const page of INDEXABLE_PAGES) {
      const path = pathInLanguage(language, page);
      const found = await head(request, path);
      expect(found.canonical, path).toBe(`${baseURL}${path}`);
      expect(found.robots ?? '', path).not.toContain('noindex');
    }
    for (const page of PRIVATE) {
      const path = pathInLanguage(language, page);
      const found = await head(request, path);
      expect(found.robots, path).toContain('noindex');
    }
    // A page not found is not indexed either.
    expect((await head(request, pathInLanguage(language, '/no-such-page'))).robots).toContain('noindex');
  });

  test(`the home page describes the store, its search and its picture (${language})`, async ({ request, baseURL }) => {
    const home = pathInLanguage(language, '/');
    const found = await head(request, home);
    const types = found.jsonLd.map((block) => block['@type']);
    expect(types).toEqual(expect.arrayContaining(['WebSite', 'OnlineStore']));
    for (const block of found.jsonLd) expect(structuredDataProblems(block)).toEqual([]);
    const site = found.jsonLd.find((block) => block['@type'] === 'WebSite')!;
    expect(site.potentialAction).toMatchObject({
      target: { urlTemplate: `${baseURL}${home}?q={search_term_string}` },
    });
    const image = found.meta('og:image');
    expect(image).toBe(`${baseURL}/images/alatoo-share.png`);
    const picture = await request.get(image!);
    expect(picture.headers()['content-type']).toBe('image/png');
    const org = found.jsonLd.find((block) => block['@type'] === 'OnlineStore')!;
    expect((await request.get(org.logo as string)).status()).toBe(200);
  });
}

test('a product page carries its variants with shipping, returns and sale prices, and its breadcrumb', async ({
  request,
  baseURL,
}) => {
  const [option] = await options(request, 1, 1);
  for (const language of LANGUAGES) {
    const path = pathInLanguage(language, `/products/${option!.product._id}`);
    const found = await head(request, path);
    expect(found.canonical).toBe(`${baseURL}${path}`);
    const group = found.jsonLd.find((block) => block['@type'] === 'ProductGroup')!;
    expect(structuredDataProblems(group)).toEqual([]);
    const variants = group.hasVariant as { offers: Record<string, unknown> }[];
    const sizes = option!.product.variants.flatMap((variant) => variant.sizes);
    expect(variants).toHaveLength(sizes.length);
    const first = variants[0]!.offers;
    // The seeded zones: Kyrgyzstan and the neighbouring countries, three methods each.
    expect((first.shippingDetails as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect(first.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: 3 });
    for (const variant of variants) {
      const struck = variant.offers.priceSpecification as { price: string } | undefined;
      if (struck) expect(Number(struck.price)).toBeGreaterThan(Number(variant.offers.price));
    }
    const crumbs = found.jsonLd.find((block) => block['@type'] === 'BreadcrumbList')!;
    expect(structuredDataProblems(crumbs)).toEqual([]);
    expect((crumbs.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
      `${baseURL}${pathInLanguage(language, '/')}`,
      `${baseURL}${pathInLanguage(language, '/products')}`,
      `${baseURL}${path}`,
    ]);
  }
});

test('a paid order’s page is not indexed', async ({ request }) => {
  const [option] = await options(request, 1, 2);
  const placed = await placeGuestOrder(request, [{ option: option!, quantity: 1 }], { email: 'seo-head@example.com' });
  await payWithTestCard(request, placed.url);
  const found = await head(request, `/checkout/success?order=${placed.orderId}&token=${placed.token}`);
  expect(found.robots).toContain('noindex');
});

test('a trailing slash redirects permanently to the page without it, its query kept', async ({ request }) => {
  for (const [from, to] of [
    ['/about-us/', '/about-us'],
    ['/ru/faqs/?from=mail', '/ru/faqs?from=mail'],
    ['/ky/', '/ky'],
    ['/products/?category=Dresses', '/products?category=Dresses'],
  ] as const) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers().location, from).toBe(to);
  }
  expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get('/api/health/', { maxRedirects: 0 })).status()).not.toBe(301);
});

test.describe('the search box search engines point to', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the home page with ?q= opens the search with the term and its results', async ({ page }) => {
    await page.goto('/?q=jacket');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('jacket');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.first()).toContainText(/jacket/i);
  });
});
