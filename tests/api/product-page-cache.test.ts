/**
 * Product pages are rendered once per catalogue version for visitors who are not signed
 * in (server/http/page-cache.ts, decision 38): the same page is sent again without a
 * nonce, its inline scripts allowed by their hashes; a catalogue write (here a review)
 * shows on the next visit, and so does a checkout's reservation of the product's stock
 * (decision 53); a signed-in visitor still gets a page of their own.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { ApiProduct, AuthAnswer } from '#domain/api-answer-schemas.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { guestCheckoutBody } from '#tests/support/checkout-input.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { ADMIN, testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

let server: RunningServer;
let database: TestDatabase;
let dataDir: string;
let product: ApiProduct;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-page-cache-'));
  database = await createTestDatabase();
  const config = testStoreConfig({ dataDir, databaseUrl: database.url, env: { SEED_DEMO: 'true' } });
  server = await startServer(config, { ui: { kind: 'build', buildDir: inject('buildDir') } });
  const products = (await (await fetchChecked(`${server.url}/api/products`)).json()) as ApiProduct[];
  product = products[0]!;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const pageUrl = () => `${server.url}/products/${product._id}`;

/** The bodies of the page's inline scripts (those without a src). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .map(([, , body]) => body!);
}

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

it('sends the same page again, its inline scripts allowed by hash and no nonce anywhere', async () => {
  const first = await fetchChecked(pageUrl());
  const second = await fetchChecked(pageUrl(), { headers: { 'Accept-Encoding': 'gzip' } });
  expect(first.status).toBe(200);
  const [html, again] = [await first.text(), await second.text()];
  expect(again).toBe(html);
  expect(html).toContain(product.name);
  // No element carries a nonce (the scripts' own text may speak of one: the starter copies a nonce when a page has it).
  expect(html).not.toMatch(/<[a-z]+\b[^>]*\snonce=/i);

  const csp = second.headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
  expect(scriptSrc).not.toContain('nonce-');
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(scriptSrc).toContain(hashSource(script));
  expect(second.headers.get('content-encoding')).toBe('gzip');
  expect(second.headers.get('vary')).toContain('Accept-Encoding');
});

it('shows a catalogue write (a review) on the next visit', async () => {
  expect(await (await fetchChecked(pageUrl())).text()).not.toContain('Kept pages follow the catalogue');
  const login = await fetchChecked(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as AuthAnswer;
  const posted = await fetchChecked(`${server.url}/api/products/${product._id}/reviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ rating: 5, comment: 'Kept pages follow the catalogue' }),
  });
  expect(posted.status).toBe(201);
  expect(await (await fetchChecked(pageUrl())).text()).toContain('Kept pages follow the catalogue');

  // A signed-in shopper gets the same kept page (decision 54), marked private for their session.
  const signedIn = await fetchChecked(pageUrl(), { headers: { Cookie: `token=${encodeURIComponent(token)}` } });
  expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  expect(signedIn.headers.get('content-security-policy')).not.toContain('nonce-');
  expect(await signedIn.text()).toBe(await (await fetchChecked(pageUrl())).text());
});

it("shows the stock a checkout took on the product's very next visit", async () => {
  const login = await fetchChecked(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as AuthAnswer;
  const json = { 'Content-Type': 'application/json' };
  // One size down to 5, so the page says how many are left.
  const [variant] = product.variants;
  const size = variant!.sizes[0]!;
  size.stock = 5;
  const updated = await fetchChecked(`${server.url}/api/products/admin/updateProduct/${product._id}`, {
    method: 'PUT',
    headers: { ...json, Authorization: `Bearer ${token}` },
    body: JSON.stringify(product),
  });
  expect(updated.status).toBe(200);
  const sizePage = `${pageUrl()}?color=${encodeURIComponent(variant!.color)}&size=${encodeURIComponent(size.size)}`;
  // React separates the figure from the text around it with empty comments.
  const left = async () =>
    /Only (?:<!-- -->)?(\d+)(?:<!-- -->)? left in this size\./.exec(await (await fetchChecked(sizePage)).text())?.[1];
  expect(await left()).toBe('5');

  const checkout = await fetchChecked(`${server.url}/api/orders/create-checkout-session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(guestCheckoutBody(product, variant!.color, size.size, 2)),
  });
  expect(checkout.status).toBe(201);
  expect(await left()).toBe('3');
});
