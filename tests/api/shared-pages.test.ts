/**
 * Storefront pages kept for every reader, signed in or not (server/http/page-cache.ts,
 * decision 54): the home page, the listing and a product's page are rendered once without
 * anyone's cookies, so a page first asked for by one shopper carries nothing of theirs to
 * the next shopper or a visitor, and they all get the same bytes. A home page that could
 * not read its lists is sent but not kept. Pages personal by nature stay per request.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { ApiProduct, AuthAnswer } from '#domain/api-answer-schemas.ts';
import { UNSHARED_PAGE_HEADER } from '#domain/shared-pages.ts';
import { DEMO_CUSTOMER } from '#server/seed/demo-accounts.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { ADMIN, testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

let server: RunningServer;
let database: TestDatabase;
let dataDir: string;
let products: ApiProduct[];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-shared-pages-'));
  database = await createTestDatabase();
  const config = testStoreConfig({ dataDir, databaseUrl: database.url, env: { SEED_DEMO: 'true' } });
  server = await startServer(config, { ui: { kind: 'build', buildDir: inject('buildDir') } });
  products = (await (await fetchChecked(`${server.url}/api/products`)).json()) as ApiProduct[];
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const LISTS_FAILED = 'Failed to load products. Please try again later.';

/** Runs `visit` while the catalogue cannot be read (its table renamed away), then restores it. */
async function withCatalogueDown<T>(visit: () => Promise<T>): Promise<T> {
  await server.database.db.execute(sql`alter table products rename to products_away`);
  try {
    return await visit();
  } finally {
    await server.database.db.execute(sql`alter table products_away rename to products`);
  }
}

async function signIn(account: { email: string; password: string }): Promise<AuthAnswer> {
  const res = await fetchChecked(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as AuthAnswer;
}

/** The store's cookies for a signed-in session (SPEC §9), as the browser sends them. */
const sessionCookies = ({ token, user }: AuthAnswer) =>
  `token=${encodeURIComponent(token)}; user=${encodeURIComponent(JSON.stringify(user))}`;

/** Every trace of a user a page could carry: name, e-mail, id. */
const tracesOf = ({ user }: AuthAnswer) => [user.name, user.email, user._id];

// First in the file: nothing has read the home lists yet in this catalogue window.
it('sends a home page without its lists once and renders the next request again, then keeps it', async () => {
  // The catalogue window opens (the page cache keeps pages in it) before the lists fail.
  await fetchChecked(`${server.url}/api/products?page=1`);
  const failed = await withCatalogueDown(() => fetch(`${server.url}/`));
  expect(failed.status).toBe(200);
  expect(failed.headers.has(UNSHARED_PAGE_HEADER)).toBe(false);
  expect(await failed.text()).toContain(LISTS_FAILED);

  const next = await fetch(`${server.url}/`);
  expect(next.status).toBe(200);
  expect(next.headers.has(UNSHARED_PAGE_HEADER)).toBe(false);
  const html = await next.text();
  expect(html).not.toContain(LISTS_FAILED);
  expect(products.some((product) => html.includes(product.name))).toBe(true);
  // Kept: the same bytes again, and no nonce in them.
  expect(await (await fetch(`${server.url}/`)).text()).toBe(html);
  expect(html).not.toMatch(/<[a-z]+\b[^>]*\snonce=/i);
});

it('renders a page first asked for by a shopper with nothing of theirs, and sends the same bytes to another shopper and a visitor', async () => {
  const [shopperA, shopperB] = await Promise.all([signIn(DEMO_CUSTOMER), signIn(ADMIN)]);
  // A product none of whose first reviews is by either shopper, so their names have no reason to be there.
  const product = products.find((p) => p.numReviews === 0) ?? products.at(-1)!;
  const pages = ['/', '/products', `/products/${product._id}`, '/products?category=Dresses', '/faqs'];

  for (const page of pages) {
    // Shopper A asks first: the render is made on A's request (a new listing query for the
    // listing pages, and a product page not yet asked for).
    const asA = await fetch(`${server.url}${page}`, { headers: { Cookie: sessionCookies(shopperA) } });
    const asB = await fetch(`${server.url}${page}`, {
      headers: { Cookie: sessionCookies(shopperB), Authorization: `Bearer ${shopperB.token}` },
    });
    const asVisitor = await fetch(`${server.url}${page}`);
    for (const res of [asA, asB, asVisitor]) expect(res.status, page).toBe(200);
    const [htmlA, htmlB, htmlVisitor] = await Promise.all([asA.text(), asB.text(), asVisitor.text()]);

    expect(htmlB, page).toBe(htmlA);
    expect(htmlVisitor, page).toBe(htmlA);
    for (const trace of [...tracesOf(shopperA), ...tracesOf(shopperB)]) {
      expect(htmlA, `${page} carries ${trace}`).not.toContain(trace);
    }
    // Nothing of the session reached the render: the browser is told to find out itself.
    expect(htmlA).toContain('userKnown');
    expect(htmlA).not.toMatch(/<[a-z]+\b[^>]*\snonce=/i);

    // Answers to a session stay out of shared caches; a visitor's are not marked private.
    expect(asA.headers.get('cache-control'), page).toBe('private, no-store');
    expect(asB.headers.get('cache-control'), page).toBe('private, no-store');
    expect(asVisitor.headers.get('cache-control') ?? '', page).not.toContain('private');
  }
});

it('keeps search engines apart: a bot gets a page of its own key', async () => {
  const product = products[1]!;
  const url = `${server.url}/products/${product._id}`;
  const bot = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
  const browser = await (await fetch(url)).text();
  const forBot = await (await fetch(url, { headers: bot })).text();
  expect(await (await fetch(url, { headers: bot })).text()).toBe(forBot);
  expect(await (await fetch(url)).text()).toBe(browser);
});

it('renders pages personal by nature for each request, with a nonce, and never keeps them', async () => {
  const [shopper, owner] = await Promise.all([signIn(DEMO_CUSTOMER), signIn(ADMIN)]);
  const visits = [
    ...['/account', '/cart', '/checkout', '/contact-us'].map((page) => ({ page, session: shopper })),
    { page: '/admin', session: owner },
  ];
  for (const { page, session } of visits) {
    const first = await fetch(`${server.url}${page}`, { headers: { Cookie: sessionCookies(session) } });
    const second = await fetch(`${server.url}${page}`, { headers: { Cookie: sessionCookies(session) } });
    expect(first.status, page).toBe(200);
    expect(first.headers.get('cache-control'), page).toBe('private, no-store');
    const nonces = [first, second].map(
      (res) =>
        /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1],
    );
    expect(nonces[0], page).toBeDefined();
    expect(nonces[1], page).not.toBe(nonces[0]);
    expect(await first.text(), page).toContain(`nonce="${nonces[0]}"`);
  }
  // The account page knows its shopper from the cookie, as before.
  const account = await fetch(`${server.url}/account`, { headers: { Cookie: sessionCookies(shopper) } });
  expect(await account.text()).toContain(shopper.user.email);
});
