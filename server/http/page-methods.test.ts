import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageMethods } from './page-methods';

const FORM_POST = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' };

function app() {
  return new Hono().use('*', pageMethods({ '/contact-us': {} })).all('*', (c) => c.text(`page ${c.req.method}`));
}

describe('pageMethods', () => {
  it('lets GET and HEAD through to every page', async () => {
    expect(await (await app().request('/products')).text()).toBe('page GET');
    expect((await app().request('/products', { method: 'HEAD' })).status).toBe(200);
  });

  it('lets POST through only to pages with an action', async () => {
    expect(await (await app().request('/contact-us', FORM_POST)).text()).toBe('page POST');
    expect(await (await app().request('/contact-us/', FORM_POST)).text()).toBe('page POST');
    // The same page in another language takes the same form.
    expect(await (await app().request('/ru/contact-us', FORM_POST)).text()).toBe('page POST');
    const refused = await app().request('/products', { method: 'POST' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('refuses other methods on a page with an action, naming the ones it takes', async () => {
    const res = await app().request('/contact-us', { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD, POST');
    expect(await res.text()).toBe('Method Not Allowed');
  });
});
