/**
 * Holds the storefront's server-rendered HTML to the Nu Html Checker (vnu-jar, on Java 17+):
 * fetches every storefront page — home, listing, a product, a search, cart, the checkout
 * steps, the success page of a real order, account, sign-in pages, the policy and content
 * pages, a 404 — in English, Russian and Kyrgyz, and fails on any error the checker reports.
 * It builds nothing: it reads a running store (a demo catalogue and test payments allowed).
 *
 *   npx tsx scripts/check-html.ts http://127.0.0.1:4173
 *
 * CHECK_HTML_EMAIL / CHECK_HTML_PASSWORD: an account to render the account page signed in
 * (without them it is checked as the sign-in page it redirects to). VNU_JAR: another
 * checker jar than node_modules/vnu-jar's.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, pathInLanguage } from '#domain/languages.ts';
import { TOKEN_COOKIE } from '#domain/session-cookies.ts';
import { INDEXABLE_PAGES } from '#domain/indexable-pages.ts';

export interface HtmlProblem {
  page: string;
  line: number | null;
  message: string;
  extract: string;
}

export interface CheckOptions {
  baseUrl: string;
  /** The checker's jar; node_modules/vnu-jar's by default. */
  jar?: string;
  account?: { email: string; password: string };
  /** Where the pages are written for the checker; a fresh temporary directory by default. */
  workDir?: string;
}

interface CatalogueProduct {
  _id: string;
  category: string;
  variants: { color: string; images: string[]; sizes: { size: string; stock: number; price: number }[] }[];
}

/** The checker's jar as the vnu-jar package ships it. */
export function defaultJar(): string {
  return process.env.VNU_JAR ?? (createRequire(import.meta.url)('vnu-jar') as string);
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A paid guest order of the first size in stock, for the success page with its token. */
async function paidOrder(baseUrl: string, products: readonly CatalogueProduct[]): Promise<string> {
  const pick = products
    .flatMap((product) => product.variants.map((variant) => ({ product, variant })))
    .flatMap(({ product, variant }) => variant.sizes.map((size) => ({ product, variant, size })))
    .find(({ size }) => size.stock > 1);
  if (!pick) throw new Error('the catalogue has no size in stock to order');
  const { product, variant, size } = pick;
  const placed = await json<{ orderId: string; url: string; token: string }>(
    await fetch(`${baseUrl}/api/orders/create-checkout-session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        cart: {
          items: [
            {
              _id: `${product._id}-${variant.color}-${size.size}`,
              product: { _id: product._id },
              variant: { color: variant.color, size: size.size },
              quantity: 1,
            },
          ],
          appliedCoupon: null,
        },
        shippingAddress: {
          email: 'html-check@example.com',
          phone: '+996 555 000 321',
          firstName: 'Aida',
          lastName: 'Bekova',
          country: 'KG',
          address: '1 Chui Avenue',
          city: 'Bishkek',
          postalCode: '720001',
        },
        shippingMethod: 'standard',
      }),
    }),
    'placing an order',
  );
  const sessionId = new URL(placed.url, baseUrl).pathname.split('/').pop()!;
  await json(
    await fetch(`${baseUrl}/api/payments/test/${sessionId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cardNumber: '4242 4242 4242 4242' }),
    }),
    'paying the order',
  );
  return `/checkout/success?${new URLSearchParams({ order: placed.orderId, token: placed.token })}`;
}

async function signIn(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const { token } = await json<{ token: string }>(
    await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    }),
    'signing in',
  );
  return `${TOKEN_COOKIE}=${token}`;
}

/** Every storefront page, as English paths; each is checked in every language. */
export function storefrontPages(productId: string, category: string, successPath: string): string[] {
  return [
    ...INDEXABLE_PAGES,
    '/?q=dress',
    `/products?${new URLSearchParams({ category })}`,
    `/products/${productId}`,
    '/cart',
    '/checkout',
    '/checkout/shipping',
    '/checkout/payment',
    successPath,
    '/account',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password/00000000-0000-4000-8000-000000000000',
    '/auth/verifyOTP?email=html-check%40example.com',
    '/no-such-page',
  ];
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function runChecker(jar: string, files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', jar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        // The checker exits 1 when it found errors; its report is on stderr either way.
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(error ?? new Error(`the checker said: ${stderr}`));
        }
      },
    );
  });
}

/** Fetches every page's server HTML and has the checker read them all at once. */
export async function checkStorefrontHtml(
  options: CheckOptions,
): Promise<{ pages: string[]; problems: HtmlProblem[] }> {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const products = await json<CatalogueProduct[]>(await fetch(`${baseUrl}/api/products`), 'reading the catalogue');
  const product = products.find((p) => p.variants.some((v) => v.sizes.length > 0));
  if (!product) throw new Error('the catalogue is empty: run the store with its demo catalogue');
  const successPath = await paidOrder(baseUrl, products);
  const cookie = options.account ? await signIn(baseUrl, options.account) : null;

  const dir = options.workDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'check-html-')));
  const byFile = new Map<string, string>();
  const pages: string[] = [];
  for (const language of LANGUAGES) {
    for (const page of storefrontPages(product._id, product.category, successPath)) {
      const address = pathInLanguage(language, page);
      const signedIn = cookie !== null && page === '/account';
      const res = await fetch(`${baseUrl}${address}`, {
        redirect: 'follow',
        headers: signedIn ? { Cookie: cookie } : {},
      });
      const type = res.headers.get('Content-Type') ?? '';
      if (!type.startsWith('text/html')) throw new Error(`${address} answered ${res.status} ${type}`);
      if (res.status >= 500) throw new Error(`${address} answered ${res.status}`);
      const file = path.join(dir, `${pages.length.toString().padStart(3, '0')}.html`);
      await fs.writeFile(file, await res.text());
      byFile.set(pathToFileURL(file).href, address);
      pages.push(address);
    }
  }
  const messages = await runChecker(
    options.jar ?? defaultJar(),
    [...byFile.keys()].map((u) => new URL(u).pathname),
  );
  if (!options.workDir) await fs.rm(dir, { recursive: true, force: true });
  const problems = messages
    .filter((m) => m.type === 'error' || (m.type === 'non-document-error' && m.subType !== 'io'))
    .map((m) => ({
      page: (m.url && byFile.get(m.url)) ?? m.url ?? '?',
      line: m.lastLine ?? null,
      message: m.message,
      extract: (m.extract ?? '').trim(),
    }));
  return { pages, problems };
}

/** One line a problem, for a person reading the output. */
export function describeProblems(problems: readonly HtmlProblem[]): string {
  return problems.map((p) => `${p.page}${p.line ? `:${p.line}` : ''} — ${p.message}\n    ${p.extract}`).join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2] ?? process.env.CHECK_HTML_URL;
  if (!baseUrl) {
    console.error('usage: tsx scripts/check-html.ts <store URL>');
    process.exit(2);
  }
  const email = process.env.CHECK_HTML_EMAIL;
  const password = process.env.CHECK_HTML_PASSWORD;
  const { pages, problems } = await checkStorefrontHtml({
    baseUrl,
    account: email && password ? { email, password } : undefined,
  });
  if (problems.length > 0) {
    console.error(describeProblems(problems));
    console.error(`${problems.length} HTML errors in ${pages.length} pages`);
    process.exit(1);
  }
  console.log(`${pages.length} pages, no HTML errors`);
}
