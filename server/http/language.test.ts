import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rememberLanguage } from './language';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function app() {
  return new Hono().use('*', rememberLanguage()).all('*', (c) => c.html(`page ${c.req.path}`));
}

/** A browser's request for a page: a document, from `site` (none: typed or bookmarked). */
function visit(
  path: string,
  { cookie, site = 'none', agent = BROWSER }: { cookie?: string; site?: string; agent?: string } = {},
) {
  const headers: Record<string, string> = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': site, 'User-Agent': agent };
  if (cookie) headers.Cookie = cookie;
  return app().request(path, { headers });
}

describe('the remembered language', () => {
  it('is written when a page is shown in a language other than the one remembered', async () => {
    const res = await visit('/ru/products', { site: 'same-origin' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toBe('lang=ru; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    // Choosing English in the switcher (a link inside the store) is remembered too.
    const english = await visit('/products?page=2', { cookie: 'lang=ky', site: 'same-origin' });
    expect(english.status).toBe(200);
    expect(english.headers.get('Set-Cookie')).toMatch(/^lang=en;/);
  });

  it('is not written for a visitor who never chose one, nor again once it is', async () => {
    expect((await visit('/products')).headers.get('Set-Cookie')).toBeNull();
    expect((await visit('/ky/faqs', { cookie: 'lang=ky' })).headers.get('Set-Cookie')).toBeNull();
  });

  it('brings a shopper arriving from elsewhere at an English address to the same page in it', async () => {
    for (const site of ['none', 'cross-site']) {
      const res = await visit('/products?sort=price-asc', { cookie: 'lang=ru', site });
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/ru/products?sort=price-asc');
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    }
    expect((await visit('/', { cookie: 'lang=ky' })).headers.get('Location')).toBe('/ky');
  });

  it('never redirects a link followed inside the store, a search engine, or what is not a page', async () => {
    expect((await visit('/products', { cookie: 'lang=ru', site: 'same-origin' })).status).toBe(200);
    expect(
      (await visit('/products', { cookie: 'lang=ru', agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))
        .status,
    ).toBe(200);
    for (const path of ['/products.data', '/api/products', '/admin/orders', '/favicon.svg']) {
      const res = await visit(path, { cookie: 'lang=ru' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Set-Cookie'), path).toBeNull();
    }
    // Only a document: a script's fetch of a page is answered as asked.
    const fetched = await app().request('/products', {
      headers: { Cookie: 'lang=ru', 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Site': 'none' },
    });
    expect(fetched.status).toBe(200);
  });

  it('ignores a cookie that names no language of the store', async () => {
    const res = await visit('/products', { cookie: 'lang=de' });
    expect(res.status).toBe(200);
  });
});
