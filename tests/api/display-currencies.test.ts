/**
 * Display currencies (decision 60) over real HTTP, on a store of its own (its rate edits
 * would change the shared store's pages under the other suites): the back office's rates
 * (admins only, validated, recorded, imported all or nothing, limited), the shopper's
 * choice (a form post that sets a cookie and goes back, same site only), kept pages kept
 * per display currency and rendered again after a rate edit, and what is charged shown in
 * the store currency.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminDisplayCurrencies, ApiProduct } from '#domain/api-answer-schemas.ts';
import { approximately, convertCents, formatDisplayMoney } from '#domain/display-currency.ts';
import { DEMO_CUSTOMER, DEMO_RATES_PER_USD } from '#server/seed/seed.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { guestCheckoutBody } from '#tests/support/checkout-input.ts';
import { createClient } from '#tests/support/http.ts';
import { ADMIN, testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

type Msg = { message: string; errors?: Record<string, string> };

let store: RunningServer;
let database: TestDatabase;
let dataDir: string;
let admin: ReturnType<typeof createClient>;
let adminToken: string;
let customer: ReturnType<typeof createClient>;
let product: ApiProduct;

const at = (p: string) => `${store.url}${p}`;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-display-currencies-'));
  database = await createTestDatabase();
  store = await startServer(testStoreConfig({ dataDir, databaseUrl: database.url, env: { SEED_DEMO: 'true' } }), {
    ui: { kind: 'build', buildDir: inject('buildDir') },
  });
  adminToken = (await createClient().post<{ token: string }>(at('/api/auth/login'), ADMIN)).body.token;
  admin = createClient({ token: adminToken });
  const demo = await createClient().post<{ token: string }>(at('/api/auth/login'), DEMO_CUSTOMER);
  customer = createClient({ token: demo.body.token });
  const products = (await createClient().get<ApiProduct[]>(at('/api/products'))).body;
  product = products.find((p) => p.variants.some((v) => v.sizes.some((s) => s.stock >= 5)))!;
}, 120_000);

afterAll(async () => {
  await store?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** A page's HTML as a reader sees its text: React's markers between adjacent texts taken out. */
async function page(p: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(at(p), { headers });
  expect(res.status).toBe(200);
  return (await res.text()).replaceAll('<!-- -->', '');
}
const inKgs = (cents: number, rate: string) =>
  approximately(formatDisplayMoney(convertCents(cents, rate, 'KGS'), 'KGS'));
/** The charged figure the product page states beside its converted price. */
const chargedOn = (html: string) => /You pay in USD: \$([\d,]+\.\d\d)\./.exec(html)?.[1];
const cents = (dollars: string) => Math.round(Number(dollars.replaceAll(',', '')) * 100);

describe('the back office’s rates', () => {
  it('are the admins’ only: 401 without a sign-in, 403 for a customer', async () => {
    expect((await createClient().get<Msg>(at('/api/currencies'))).status).toBe(401);
    expect((await customer.get<Msg>(at('/api/currencies'))).status).toBe(403);
    expect((await customer.put<Msg>(at('/api/currencies/KGS'), { rate: '1' })).status).toBe(403);
    expect((await customer.post<Msg>(at('/api/currencies/import'), { csv: 'KGS,1' })).status).toBe(403);
    expect((await customer.delete<Msg>(at('/api/currencies/KGS'))).status).toBe(403);
  });

  it('start as the demo data set them, each with when and by whom', async () => {
    const { body } = await admin.get<AdminDisplayCurrencies>(at('/api/currencies'));
    expect(body.storeCurrency).toBe('USD');
    expect(body.currencies.map((c) => [c.code, c.rate, c.setBy])).toEqual([
      ['KGS', DEMO_RATES_PER_USD.KGS, 'Demo data'],
      ['EUR', DEMO_RATES_PER_USD.EUR, 'Demo data'],
      ['RUB', DEMO_RATES_PER_USD.RUB, 'Demo data'],
      ['KZT', DEMO_RATES_PER_USD.KZT, 'Demo data'],
    ]);
  });

  it('refuse a bad rate or an unknown currency with a clear message, changing nothing', async () => {
    const before = (await admin.get<AdminDisplayCurrencies>(at('/api/currencies'))).body;
    for (const [rate, message] of [
      ['0', /more than zero/],
      ['1.1234567', /at most 6 decimals/],
      ['1,5', /as a number/],
      ['2000000', /at most 1,000,000/],
    ] as const) {
      const refused = await admin.put<Msg>(at('/api/currencies/KGS'), { rate });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.rate).toMatch(message);
    }
    expect((await admin.put<Msg>(at('/api/currencies/KGS'), { rate: 87 })).status).toBe(400);
    expect((await admin.put<Msg>(at('/api/currencies/GBP'), { rate: '1' })).status).toBe(404);
    expect((await admin.put<Msg>(at('/api/currencies/USD'), { rate: '1' })).status).toBe(404);
    const badFile = await admin.post<Msg>(at('/api/currencies/import'), { csv: 'KGS,90\nEUR,x\nUSD,1\n' });
    expect(badFile.status).toBe(400);
    expect(badFile.body.errors).toEqual({
      'line 2': expect.stringMatching(/as a number/),
      'line 3': 'USD is the store currency: its rate is always 1.',
    });
    expect((await admin.get<AdminDisplayCurrencies>(at('/api/currencies'))).body).toEqual(before);
  });
});

describe('the shopper’s display currency', () => {
  it('is chosen with a form post: a year-long cookie, then back to the page, on this site only', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(at('/display-currency'), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body,
      });
    const chosen = await post('currency=KGS&returnTo=%2Fproducts%3Fpage%3D2');
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('Location')).toBe('/products?page=2');
    expect(chosen.headers.get('Set-Cookie')).toMatch(/^display_currency=KGS; Path=\/; Max-Age=31536000; SameSite=Lax/);

    expect((await post('currency=kzt&returnTo=%2F%2Fevil.example')).headers.get('Location')).toBe('/');
    expect((await post('currency=EUR&returnTo=https%3A%2F%2Fevil.example')).headers.get('Location')).toBe('/');
    for (const refused of [
      await post('currency=GBP&returnTo=%2F'),
      await post('currency=KGS', { 'Sec-Fetch-Site': 'cross-site' }),
      await post('{"currency":"KGS"}', { 'Content-Type': 'application/json' }),
      await post(`currency=KGS&x=${'a'.repeat(1024 * 1024 + 10)}`),
    ]) {
      expect([400, 403, 413, 415]).toContain(refused.status);
      expect(refused.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('gives the same URL one kept page per currency, each converted with the rule and marked approximate', async () => {
    const productPage = `/products/${product._id}`;
    const usd = await page(productPage);
    const kgs = await page(productPage, { Cookie: 'display_currency=KGS' });
    const fromLanguage = await page(productPage, { 'Accept-Language': 'ky-KG,ru;q=0.9' });
    const eur = await page(productPage, { Cookie: 'display_currency=EUR', 'Accept-Language': 'ky-KG' });
    expect(usd).not.toContain('≈');
    expect(usd).not.toContain('You pay in USD');
    const charged = chargedOn(kgs)!;
    expect(charged).toBeDefined();
    expect(kgs).toContain(inKgs(cents(charged), DEMO_RATES_PER_USD.KGS!));
    expect(kgs).toContain(`Approximate in KGS. You pay in USD: $${charged}.`);
    expect(fromLanguage).toBe(kgs);
    expect(eur).toContain(approximately(formatDisplayMoney(convertCents(cents(charged), '0.94', 'EUR'), 'EUR')));
    // Kept: the same bytes again for each currency.
    expect(await page(productPage, { Cookie: 'display_currency=KGS' })).toBe(kgs);
    expect(await page(productPage)).toBe(usd);

    // The listing shows every card converted; the picker offers the store currency and those with a rate.
    const listing = await page('/products', { Cookie: 'display_currency=KGS' });
    expect(listing).toContain('≈\u00a0KGS\u00a0');
    expect(listing).not.toMatch(/>\$\d/);
    expect(listing).toMatch(/<option value="USD"[^>]*>USD · US dollar<\/option>/);
    expect(listing).toMatch(/<option value="KGS" selected=""[^>]*>KGS · Kyrgyz som<\/option>/);
  });

  it('follows a rate edit at once, and loses a removed currency', async () => {
    const productPage = `/products/${product._id}`;
    await page(productPage, { Cookie: 'display_currency=KGS' });
    const saved = await admin.put<AdminDisplayCurrencies>(at('/api/currencies/KGS'), { rate: '100.5' });
    expect(saved.status).toBe(200);
    expect(saved.body.currencies[0]).toMatchObject({ code: 'KGS', rate: '100.5', setBy: ADMIN.email });
    expect(saved.body.changes[0]).toMatchObject({ currency: 'KGS', rate: '100.5', source: 'edit', by: ADMIN.email });
    const kgs = await page(productPage, { Cookie: 'display_currency=KGS' });
    expect(kgs).toContain(inKgs(cents(chargedOn(kgs)!), '100.5'));

    const imported = await admin.post<AdminDisplayCurrencies>(at('/api/currencies/import'), {
      csv: 'currency,rate\nKGS,88\n',
    });
    expect(imported.status).toBe(200);
    expect(imported.body.currencies[0]).toMatchObject({ rate: '88', setBy: ADMIN.email });
    expect(await page(productPage, { Cookie: 'display_currency=KGS' })).toContain(inKgs(cents(chargedOn(kgs)!), '88'));

    expect((await admin.delete<AdminDisplayCurrencies>(at('/api/currencies/RUB'))).status).toBe(200);
    const rub = await page(productPage, { Cookie: 'display_currency=RUB' });
    expect(rub).not.toContain('≈');
    expect(rub).not.toContain('<option value="RUB"');
    expect((await admin.delete<Msg>(at('/api/currencies/RUB'))).status).toBe(404);
  });

  it('never changes what is charged: the payment page asks for the store currency', async () => {
    const variant = product.variants.find((v) => v.sizes.some((s) => s.stock >= 5))!;
    const size = variant.sizes.find((s) => s.stock >= 5)!;
    const placed = await createClient().post<{ url: string; orderId: string }>(
      at('/api/orders/create-checkout-session'),
      guestCheckoutBody(product, variant.color, size.size, 1),
    );
    expect(placed.status).toBe(201);
    const pay = await page(new URL(placed.body.url).pathname, { Cookie: 'display_currency=KGS' });
    expect(pay).toMatch(/Pay \$\d/);
    expect(pay).not.toMatch(/Pay ≈/);
  });
});

describe('the limit on rate changes', () => {
  // Last in the file: it uses up this admin's changes for the window.
  it('counts every write per admin before its body is read: past the limit, 429 with Retry-After', async () => {
    let status = 0;
    for (let i = 0; i < 200 && status !== 429; i++)
      status = (await admin.put<Msg>(at('/api/currencies/KGS'), {})).status;
    const refused = await fetch(at('/api/currencies/KGS'), {
      method: 'PUT',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: '{}',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as Msg).message).toBe(
      'Too many rate changes in a short time. Please wait a few minutes.',
    );
    expect((await admin.get(at('/api/currencies'))).status).toBe(200);
  });
});
