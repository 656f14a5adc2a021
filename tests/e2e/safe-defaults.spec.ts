import http from 'node:http';
import { expect, test } from '@playwright/test';
import { adminToken } from './support/sessions';

/** A raw GET with headers a browser would not let a page set (Host). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

test.describe('safe by default', () => {
  test('the development mailbox opens on this machine but not through a proxy', async ({ page, request, baseURL }) => {
    await page.goto('/dev/mailbox');
    await expect(page.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
    const forwarded = await request.get('/dev/mailbox', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(forwarded.status()).toBe(404);
    const data = await rawGet(`${baseURL}/dev/mailbox.data`, { 'X-Forwarded-For': '203.0.113.9' });
    expect(data.status).toBe(404);
  });

  test('canonical links, robots.txt and the sitemap name the configured address, never the Host header', async ({
    baseURL,
  }) => {
    const forgedHost = { Host: 'evil.example' };
    const listing = await rawGet(`${baseURL}/products`, forgedHost);
    expect(listing.status).toBe(200);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(listing.body)?.[1];
    expect(canonical).toBe(`${baseURL}/products`);
    expect(listing.body).not.toContain('evil.example');
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const res = await rawGet(`${baseURL}${path}`, forgedHost);
      expect(res.status).toBe(200);
      expect(res.body).toContain(`${baseURL}/`);
      expect(res.body).not.toContain('evil.example');
    }
  });

  test('signed-in pages are private to the browser; public pages are not marked so', async ({ request, baseURL }) => {
    const token = await adminToken(request);
    const signedIn = await rawGet(`${baseURL}/products`, { Cookie: `token=${encodeURIComponent(token)}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const anonymous = await rawGet(`${baseURL}/products`, {});
    expect(anonymous.headers['cache-control'] ?? '').not.toContain('private');
  });
});
