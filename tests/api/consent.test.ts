/**
 * Cookie consent (decision 72) over real HTTP, on a store of its own with GA4 configured:
 * POST /api/consent sets the `consent` cookie from JSON (204) or the banner's form (303 back to
 * its page, a path of this site only), refuses a bad choice, another content type, another
 * site's post and a flood; the banner is on a page until a choice is stored, and the pages kept
 * for many are kept per consent, so a shopper who chose is never sent the banner, nor one who
 * did not a page without it; the CSP names GA4's hosts only for a shopper who allowed analytics.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSENT_TEXT } from '#domain/consent-input.ts';
import { CONSENT_RATE_LIMIT } from '#server/api/consent.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { fetchChecked } from '#tests/support/documented-answers.ts';
import { testStoreConfig } from '#tests/support/store-config.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.ts';

let store: RunningServer;
let database: TestDatabase;
let dataDir: string;

const at = (p: string) => `${store.url}${p}`;
const BANNER = 'id="cookie-banner"';

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-consent-'));
  database = await createTestDatabase();
  const env = { SEED_DEMO: 'true', ANALYTICS_PROVIDER: 'ga4', ANALYTICS_ID: 'G-A1B2C3D4E5' };
  store = await startServer(testStoreConfig({ dataDir, databaseUrl: database.url, env }), {
    ui: { kind: 'build', buildDir: inject('buildDir') },
  });
}, 120_000);

afterAll(async () => {
  await store?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** Each test its own client address: the consent's rate limit counts per address. */
let client = 0;
const fromClient = () => ({ 'X-Forwarded-For': `198.51.100.${++client}` });

function postJson(body: unknown, headers: Record<string, string> = {}) {
  return fetchChecked(at('/api/consent'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromClient(), ...headers },
    body: JSON.stringify(body),
  });
}

function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetchChecked(at('/api/consent'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fromClient(), ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function page(p: string, consent?: string) {
  const res = await fetch(at(p), { headers: consent ? { Cookie: `consent=${consent}` } : {} });
  expect(res.status, p).toBe(200);
  return { html: await res.text(), csp: res.headers.get('Content-Security-Policy') ?? '' };
}

describe('POST /api/consent', () => {
  it('remembers a JSON choice for a year on the whole site: 204', async () => {
    const res = await postJson({ choice: 'analytics' });
    expect(res.status).toBe(204);
    expect(res.headers.get('Set-Cookie')).toBe('consent=analytics; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly');
  });

  it("takes the banner's form and goes back to its page", async () => {
    const res = await postForm({ choice: 'necessary', returnTo: '/products?category=Coats' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/products?category=Coats');
    expect(res.headers.get('Set-Cookie')).toMatch(/^consent=necessary; Path=\/; Max-Age=31536000; SameSite=Lax/);
    // Without returnTo, the page the form was on, as its Referer says.
    const back = await postForm({ choice: 'analytics' }, { Referer: `${store.url}/faqs?x=1` });
    expect(back.headers.get('Location')).toBe('/faqs?x=1');
  });

  it('never sends the shopper to another site', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/', '/\\evil.example', '/.//evil.example'])
      expect((await postForm({ choice: 'necessary', returnTo })).headers.get('Location'), returnTo).toBe('/');
    const referred = await postForm({ choice: 'necessary' }, { Referer: 'https://evil.example/products' });
    expect(referred.headers.get('Location')).toBe('/');
  });

  it('refuses a choice it does not know, and sets nothing', async () => {
    for (const res of [
      await postJson({ choice: 'everything' }),
      await postForm({ choice: 'all' }),
      await postJson({}),
    ]) {
      expect(res.status).toBe(400);
      expect(res.headers.get('Set-Cookie')).toBeNull();
      expect(((await res.json()) as { message: string }).message).toBe(CONSENT_TEXT.badChoice);
    }
  });

  it("refuses another content type, and another site's page", async () => {
    const text = await fetchChecked(at('/api/consent'), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...fromClient() },
      body: 'choice=analytics',
    });
    expect(text.status).toBe(415);
    const crossSite = await postForm({ choice: 'analytics' }, { 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('Set-Cookie')).toBeNull();
  });

  it('is limited per address', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.9' };
    for (let i = 0; i < CONSENT_RATE_LIMIT.limit; i += 1)
      expect((await postJson({ choice: 'necessary' }, headers)).status).toBe(204);
    const refused = await postJson({ choice: 'necessary' }, headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('pages and consent', () => {
  it('show the banner until a choice is stored, kept apart per consent in the page cache', async () => {
    for (const p of ['/', '/products', '/ru/faqs']) {
      // The same kept page, asked for in turns: each reader gets the one for their consent.
      for (const round of [1, 2]) {
        expect((await page(p)).html, `${p} no choice, round ${round}`).toContain(BANNER);
        expect((await page(p, 'necessary')).html, `${p} necessary, round ${round}`).not.toContain(BANNER);
        expect((await page(p, 'analytics')).html, `${p} analytics, round ${round}`).not.toContain(BANNER);
      }
    }
    const russian = (await page('/ru/faqs')).html;
    expect(russian).toContain('href="/ru/privacy-policy"');
    expect(russian).toContain('action="/api/consent"');
  });

  it("shows the choice as it stands in the privacy policy's cookie settings, with the form to change it", async () => {
    for (const [consent, state] of [
      [undefined, 'none'],
      ['necessary', 'necessary'],
      ['analytics', 'analytics'],
    ] as const) {
      const { html } = await page('/privacy-policy', consent);
      expect(html).toContain('id="cookies"');
      expect(html).toContain(`data-consent="${state}"`);
    }
    const russian = (await page('/ru/privacy-policy', 'necessary')).html;
    expect(russian).toContain('value="/ru/privacy-policy#cookies"');
  });

  it("names GA4's hosts in the CSP only for a shopper who allowed analytics, and loads nothing before", async () => {
    for (const consent of [undefined, 'necessary']) {
      const { html, csp } = await page('/products', consent);
      expect(csp, String(consent)).not.toMatch(/google|plausible/);
      expect(html, String(consent)).not.toMatch(/googletagmanager|google-analytics|plausible\.io|"analytics":\{/);
    }
    const allowed = await page('/products', 'analytics');
    expect(allowed.csp).toMatch(/script-src 'self' [^;]*https:\/\/\*\.googletagmanager\.com/);
    expect(allowed.csp).toMatch(
      /connect-src 'self' https:\/\/\*\.google-analytics\.com https:\/\/\*\.analytics\.google\.com/,
    );
    // The page names the analytics module, a browser file no page's first load carries, and the provider.
    expect(allowed.html).toMatch(
      /<script type="module" id="analytics-module" src="\/assets\/analytics-[\w-]+\.js" data-service="[^"]*G-A1B2C3D4E5/,
    );
  });
});
