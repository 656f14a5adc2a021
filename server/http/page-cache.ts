/**
 * Storefront pages rendered once and sent to every reader, signed in or not, for as long
 * as the catalogue cache keeps its answers (decisions 38 and 54): the page depends only on
 * the catalogue (the products, their reviews — a review moves the catalogue version), the
 * URL and whether the reader is a search engine (which is sent the whole page at once).
 * It is rendered as for a visitor, without the request's cookies: what is personal (the
 * account menu, the review form) is filled in by the browser. A page whose loader says it
 * is missing something (the home page without its lists, UNSHARED_PAGE_HEADER) is not kept.
 *
 * A page sent to many must not carry a nonce (a nonce seen twice is no secret), so these
 * pages are rendered without one and their inline scripts are allowed by their SHA-256
 * hashes in the Content-Security-Policy instead (security-headers.ts).
 */
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import type { ConsentState } from '#domain/consent.ts';
import { pathWithoutLanguage } from '#domain/languages.ts';
import { UNSHARED_PAGE_HEADER } from '#domain/shared-pages.ts';
import { cacheCounters } from '#server/observability/metrics.ts';

export interface RenderedPage {
  status: number;
  /** The headers the page was rendered with (security headers are added per response). */
  headers: Headers;
  html: string;
  /** CSP sources naming each inline script of `html` by its hash ('sha256-…'). */
  scriptHashes: string[];
}

/** Pages kept at most per window: each is tens of kilobytes, with its compressed copies. */
export const MAX_PAGES = 300;

/**
 * The pages that depend on nothing but the catalogue and the URL: the home page, the
 * listing, a product's (ids have no dot; `/products/<id>.data`, the loader data of a
 * navigation inside the app, is left out) and the store's texts. Pages personal by nature
 * (account, cart, checkout, orders, admin) and the contact form are rendered per request.
 */
const SHARED_PAGE =
  /^\/(?:|products|products\/[^/.]+|about-us|faqs|terms-conditions|refund-return-policy|shipping-policy|privacy-policy)$/;

/**
 * The key a request's page is kept under, or null when it must be rendered for this
 * request alone (not a GET, or not a page the same for everyone). Signed-in shoppers share
 * the key of visitors: the page is rendered without their cookies, and with the display
 * currency resolved for the request (the load context's `display`) and the shopper's cookie
 * consent (the load context's `consent`): a page with the banner, one without, and one that
 * loads the analytics module (decision 72).
 */
export function sharedPageKey(request: Request, displayCurrency: string, consent: ConsentState): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  // In any language: `/ru/products` is kept as `/products` is, under its own key.
  if (!SHARED_PAGE.test(pathWithoutLanguage(url.pathname))) return null;
  const reader = isbot(request.headers.get('User-Agent') ?? '') ? 'bot' : 'browser';
  // Prices are shown in the reader's display currency (decision 60): one page per currency.
  return `${reader} ${displayCurrency} ${consent} ${url.pathname}${url.search}`;
}

/** Every inline script (no src) of the page, as CSP hash sources over its exact text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // React and React Router escape "<" inside the scripts they write, so the first
  // "</script" closes the element.
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The product whose exact stock a kept page shows: the one of a `/products/<id>` page (in any language),
 * whatever the key says besides its path. Other pages show products only as cards, whose
 * stock shows only as sold out or not, and that moves the whole window (decision 53).
 */
const PRODUCT_PAGE_PATH = /(?:^|\s)(?:\/[a-z]{2})?\/products\/([^/?.\s]+)(?=[?\s]|$)/;
export const pageProduct = (key: string): string | null => PRODUCT_PAGE_PATH.exec(key)?.[1] ?? null;

/** The request a shared page is rendered from: its URL and headers, without anyone's session. */
export function sharedRenderRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('Cookie');
  headers.delete('Authorization');
  return new Request(request.url, { headers });
}

/**
 * Only a complete success that sets nothing for one visitor may be sent to others; a page
 * that says it is missing something (UNSHARED_PAGE_HEADER) is sent once and forgotten.
 */
function keepable(page: RenderedPage): boolean {
  return page.status === 200 && !page.headers.has('Set-Cookie') && !page.headers.has(UNSHARED_PAGE_HEADER);
}

/** A page's headers as sent: the loader's word to the page cache stays on the server. */
export function withoutPageSignals(headers: Headers): Headers {
  // Asked first: a redirect's headers may be immutable, and it never carries the signal.
  if (headers.has(UNSHARED_PAGE_HEADER)) headers.delete(UNSHARED_PAGE_HEADER);
  return headers;
}

/**
 * Pages kept per catalogue cache window (`window()` is null while nothing may be kept),
 * least recently used dropped first. Concurrent requests for a page not yet kept share
 * one render. `forgetProducts` drops the pages of products whose stock moved inside the
 * window.
 */
/** Its hits and misses, for /metrics (decision 71). */
const lookups = cacheCounters('pages');

export function createPageCache(window: () => Promise<object | null>, maxPages = MAX_PAGES) {
  let kept: { window: object; pages: Map<string, Promise<RenderedPage>> } | null = null;

  return {
    async page(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
      // No window (the cache cannot be trusted, or the catalogue cannot be read to open
      // one): rendered for this request alone, as any failure is.
      const current = await window().catch(() => null);
      if (!current) {
        lookups.miss.inc();
        return render();
      }
      if (kept?.window !== current) kept = { window: current, pages: new Map() };
      const { pages } = kept;
      const found = pages.get(key);
      if (found) {
        // Most recently used goes last.
        pages.delete(key);
        pages.set(key, found);
        lookups.hit.inc();
        return found;
      }
      lookups.miss.inc();
      const rendering = render();
      pages.set(key, rendering);
      if (pages.size > maxPages) pages.delete(pages.keys().next().value!);
      const forget = () => {
        if (pages.get(key) === rendering) pages.delete(key);
      };
      rendering.then((page) => (keepable(page) ? undefined : forget()), forget);
      return rendering;
    },
    /**
     * These products' stock moved: their pages are dropped, a render under way included (it
     * may have read the product before the move; its own visitors still get it).
     */
    forgetProducts(productIds: readonly string[]): void {
      if (!kept) return;
      const moved = new Set(productIds);
      for (const key of kept.pages.keys()) {
        const product = pageProduct(key);
        if (product !== null && moved.has(product)) kept.pages.delete(key);
      }
    },
  };
}
