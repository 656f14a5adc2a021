import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { trailingSlashRedirect, withoutTrailingSlash } from './trailing-slash';

function app() {
  return new Hono().use('*', trailingSlashRedirect()).all('*', (c) => c.text(`page ${c.req.path}`));
}

describe('trailingSlashRedirect', () => {
  it('redirects a page with a trailing slash permanently, keeping the query string', async () => {
    const res = await app().request('/about-us/?ref=mail&x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/about-us?ref=mail&x=1');
    const nested = await app().request('/ru/products/abc//');
    expect(nested.status).toBe(301);
    expect(nested.headers.get('Location')).toBe('/ru/products/abc');
    expect((await app().request('/ky/', { method: 'HEAD' })).headers.get('Location')).toBe('/ky');
  });

  it('leaves the home page, paths without the slash, the API and other methods alone', async () => {
    expect(await (await app().request('/')).text()).toBe('page /');
    expect(await (await app().request('/about-us?x=1')).text()).toBe('page /about-us');
    expect(await (await app().request('/api/products/')).text()).toBe('page /api/products/');
    expect((await app().request('/contact-us/', { method: 'POST' })).status).toBe(200);
  });

  it('never turns a path into another host', () => {
    expect(withoutTrailingSlash('//evil.example/')).toBeNull();
    expect(withoutTrailingSlash('/\\evil.example/')).toBeNull();
    expect(withoutTrailingSlash('///')).toBeNull();
    expect(withoutTrailingSlash('/api')).toBeNull();
    expect(withoutTrailingSlash('/apiary/')).toBe('/apiary');
  });
});
