import { describe, expect, it, inject } from 'vitest';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { apiUrl, getJson } from '#tests/support/http.ts';

describe('API basics', () => {
  it('reports health with database reachability', async () => {
    const { status, body } = await getJson('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', database: { kind: inject('databaseKind'), reachable: true } });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const { status, body, headers } = await getJson('/api/nope/nothing');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toMatch(/application\/json/);
    expect(body).toEqual({ message: 'Not Found' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const { status, body } = await getJson('/api/cart/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"items": ',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Malformed JSON in request body.' });
  });

  it('sends security headers and a request id', async () => {
    const res = await fetchChecked(apiUrl('/api/health'));
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds HSTS when the request came over https through a proxy', async () => {
    const res = await fetchChecked(apiUrl('/api/health'), { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('compresses JSON with brotli or gzip as the client accepts', async () => {
    const br = await fetchChecked(apiUrl('/api/products'), { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Array.isArray(await br.json())).toBe(true);

    const gzip = await fetchChecked(apiUrl('/api/products'), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Array.isArray(await gzip.json())).toBe(true);

    const plain = await fetchChecked(apiUrl('/api/products'), { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('serves seeded product images with a cache header, and 404 for a missing upload', async () => {
    const { body } = await getJson<{ variants: { images: string[] }[] }[]>('/api/products');
    const image = await fetchChecked(apiUrl(body[0]!.variants[0]!.images[0]!));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const missing = await fetchChecked(apiUrl('/uploads/demo/nothing-here.webp'));
    expect(missing.status).toBe(404);
    const traversal = await fetchChecked(apiUrl('/uploads/..%2F..%2Fetc%2Fpasswd'));
    expect(traversal.status).toBe(404);
  });
});
