/**
 * The page cache drops a product's pages, and only those, when that product's stock moves
 * (decision 53), a render under way included; other pages stay kept.
 */
import { describe, expect, it } from 'vitest';
import { createPageCache, pageProduct, sharedPageKey, type RenderedPage } from './page-cache';

const page = (html: string): RenderedPage => ({ status: 200, headers: new Headers(), html, scriptHashes: [] });

describe('sharedPageKey', () => {
  it('keeps the same pages in every language, each under its own address', () => {
    const key = (path: string) => sharedPageKey(new Request(`http://store.test${path}`), 'KGS', 'none');
    expect(key('/ru/products?page=2')).toBe('browser KGS none /ru/products?page=2');
    expect(key('/ky')).toBe('browser KGS none /ky');
    expect(key('/ky/faqs')).toBe('browser KGS none /ky/faqs');
    expect(key('/ru/cart')).toBeNull();
    expect(key('/ru/checkout')).toBeNull();
  });
});

describe('pageProduct', () => {
  it("names the product of a product page's key, whatever comes before its path", () => {
    expect(pageProduct('browser /products/abc')).toBe('abc');
    expect(pageProduct('bot /products/abc?color=Black&size=M')).toBe('abc');
    expect(pageProduct('browser signed-in:7 /products/abc')).toBe('abc');
    expect(pageProduct('browser /')).toBeNull();
    expect(pageProduct('browser /products?category=Coats')).toBeNull();
    expect(pageProduct('browser /products/abc/reviews')).toBeNull();
    expect(pageProduct('browser /ru/products/abc')).toBe('abc');
    expect(pageProduct('browser /ky/products?category=Coats')).toBeNull();
  });
});

describe('sharedPageKey', () => {
  it('keeps one page per display currency for the same URL, its product still read from the key', () => {
    const request = new Request('http://store.test/products/abc?size=M');
    const [usd, kgs] = [sharedPageKey(request, 'USD', 'none'), sharedPageKey(request, 'KGS', 'none')];
    expect(usd).not.toBe(kgs);
    expect(pageProduct(kgs!)).toBe('abc');
    expect(sharedPageKey(new Request('http://store.test/cart'), 'KGS', 'none')).toBeNull();
  });

  it('keeps one page per cookie consent: with the banner, without it, and with analytics (decision 72)', () => {
    const request = new Request('http://store.test/products/abc');
    const keys = (['none', 'necessary', 'analytics'] as const).map((consent) => sharedPageKey(request, 'USD', consent));
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(pageProduct(key!)).toBe('abc');
  });
});

describe('forgetProducts', () => {
  it("drops the pages of the products named and keeps the others'", async () => {
    const window = {};
    const pages = createPageCache(async () => window);
    const renders: string[] = [];
    const visit = (key: string) => pages.page(key, async () => (renders.push(key), page(key)));
    const keys = ['browser /products/a', 'bot /products/a?size=M', 'browser /products/b'];
    for (const key of keys) await visit(key);
    pages.forgetProducts(['a']);
    for (const key of keys) await visit(key);
    expect(renders).toEqual([...keys, 'browser /products/a', 'bot /products/a?size=M']);
  });

  it('does not keep a page whose render was under way when its product moved', async () => {
    const window = {};
    const pages = createPageCache(async () => window);
    let finish!: (page: RenderedPage) => void;
    let started!: () => void;
    const rendering = new Promise<void>((resolve) => (started = resolve));
    let renders = 0;
    const first = pages.page('browser /products/a', () => {
      renders += 1;
      started();
      return new Promise<RenderedPage>((resolve) => (finish = resolve));
    });
    await rendering;
    pages.forgetProducts(['a']);
    finish(page('stock before the move'));
    expect((await first).html).toBe('stock before the move');
    const again = await pages.page('browser /products/a', async () => (renders++, page('stock after the move')));
    expect(again.html).toBe('stock after the move');
    expect(renders).toBe(2);
  });
});
