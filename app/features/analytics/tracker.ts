/**
 * The analytics module (decision 72): a browser file of its own
 * (tooling/analytics-module-plugin.ts) that only the page of a shopper who allowed analytics
 * names, in a `<script type="module">` the server writes (consent-banner.server.ts); no
 * page's first load carries any of it. It watches the page rather than the store's
 * components — the product page's head, the listing's cards, the stored cart, the
 * checkout's first step, the paid order — and pushes the standard e-commerce events to
 * `window.dataLayer`; with a provider configured it loads that provider's tag and sends
 * them there too.
 */
import { apiFetch } from '#app/lib/api.ts';
import { localStore, readStoredJson, writeStoredJson } from '#app/lib/browser-storage.ts';
import type { ApiOrder } from '#domain/api-answer-schemas.ts';
import { CART_STORAGE_KEY, DEFAULT_CART_CURRENCY, parseStoredCart, type CartItem } from '#domain/cart.ts';
import {
  ANALYTICS_MODULE_ELEMENT_ID,
  analyticsScriptUrl,
  isAnalyticsService,
  type AnalyticsService,
} from '#domain/consent.ts';
import { pathWithoutLanguage } from '#domain/languages.ts';
import {
  addedToCart,
  beginCheckout,
  purchase,
  viewItem,
  viewItemList,
  type EcommerceEvent,
  type EcommerceItem,
} from './ecommerce';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    plausible?: ((event: string, options?: Record<string, unknown>) => void) & { q?: unknown[] };
  }
}

/** The orders whose purchase was sent from this browser: a reload or a second visit sends none. */
export const SENT_PURCHASES_KEY = 'analytics_purchases';
const KEPT_PURCHASES = 50;
/** How often, and how many times, a pending order is asked for again before giving up. */
const PAYMENT_CHECK_MS = 2000;
const PAYMENT_CHECKS = 30;

let service: AnalyticsService | null = null;
let started = false;
let lastPage = '';

function send(event: EcommerceEvent): void {
  const dataLayer = (window.dataLayer ??= []);
  // Google's advice: clear the previous event's ecommerce object before pushing the next.
  dataLayer.push({ ecommerce: null });
  dataLayer.push(event);
  if (service?.provider === 'ga4') window.gtag?.('event', event.event, event.ecommerce);
  if (service?.provider === 'plausible') {
    const { currency, value, transaction_id } = event.ecommerce;
    const props = { items: String(event.ecommerce.items.length), ...(transaction_id ? { order: transaction_id } : {}) };
    window.plausible?.(
      event.event,
      event.event === 'purchase' && currency && value !== undefined
        ? { props, revenue: { currency, amount: value } }
        : { props },
    );
  }
}

/** The provider's page tag, as its documentation writes it; the CSP allows its hosts on this page. */
function loadProvider(configured: AnalyticsService): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = analyticsScriptUrl(configured);
  if (configured.provider === 'ga4') {
    window.dataLayer ??= [];
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', configured.id);
  } else {
    script.defer = true;
    script.dataset.domain = configured.id;
    const queue: NonNullable<Window['plausible']> = Object.assign(
      (...args: unknown[]) => void (queue.q ??= []).push(args),
      {},
    );
    window.plausible ??= queue;
  }
  document.head.appendChild(script);
}

function storedCart() {
  return parseStoredCart(localStore()?.getItem(CART_STORAGE_KEY) ?? null);
}

/**
 * The cart's additions, from its writes to storage: this tab's (storage events tell only the
 * other tabs) are seen by wrapping the storage's setItem and removeItem once.
 */
function watchCart(): void {
  const storage = localStore();
  if (!storage) return;
  let lines: readonly CartItem[] = storedCart()?.items ?? [];
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function setItemWatched(this: Storage, key: string, value: string) {
    setItem.call(this, key, value);
    if (this !== storage || key !== CART_STORAGE_KEY) return;
    const cart = parseStoredCart(value);
    const now = cart?.items ?? [];
    const added = addedToCart(lines, now, cart?.currency ?? DEFAULT_CART_CURRENCY);
    lines = now;
    if (added) send(added);
  };
  const removeItem = Storage.prototype.removeItem;
  Storage.prototype.removeItem = function removeItemWatched(this: Storage, key: string) {
    removeItem.call(this, key);
    if (this === storage && key === CART_STORAGE_KEY) lines = [];
  };
  // Another tab's cart: its own page counted the addition; this one only keeps up.
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) lines = storedCart()?.items ?? [];
  });
}

/** The product page's product: its id and name from its JSON-LD, its price and currency from its head. */
function productOnPage(): EcommerceEvent | null {
  const meta = (property: string) =>
    document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
  const amount = Number(meta('product:price:amount'));
  const currency = meta('product:price:currency');
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
      const id = data.productGroupID ?? data.productID;
      if (typeof id === 'string' && typeof data.name === 'string' && currency && Number.isFinite(amount))
        return viewItem({ item_id: id, item_name: data.name, price: amount, quantity: 1 }, currency);
    } catch {
      // Not this one.
    }
  }
  return null;
}

/** The listing's products, as its cards link to them. */
function listOnPage(): EcommerceItem[] {
  const items = new Map<string, EcommerceItem>();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('main article a[href*="/products/"]')) {
    const id = /\/products\/([^/?#.]+)$/.exec(new URL(link.href).pathname)?.[1];
    const name = link.firstChild?.textContent?.trim();
    if (id && name && !items.has(id)) items.set(id, { item_id: id, item_name: name });
  }
  return [...items.values()];
}

function sentPurchases(): string[] {
  const sent = readStoredJson(SENT_PURCHASES_KEY);
  return Array.isArray(sent) ? sent.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * The success page's order, once it is paid: sent once per order from this browser. A payment
 * still being confirmed is asked for again, a bounded number of times.
 */
async function purchaseOnPage(path: string): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const id = params.get('order');
  if (!id || sentPurchases().includes(id)) return;
  const token = params.get('token');
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  for (let check = 0; check < PAYMENT_CHECKS; check += 1) {
    if (lastPage !== path) return;
    const order = await apiFetch<ApiOrder>(`/orders/${encodeURIComponent(id)}${query}`).catch(() => null);
    if (!order || order.paymentStatus === 'failed' || order.orderStatus === 'cancelled') return;
    if (order.paymentStatus !== 'pending') {
      const sent = sentPurchases();
      if (sent.includes(id)) return;
      writeStoredJson(SENT_PURCHASES_KEY, [...sent, id].slice(-KEPT_PURCHASES));
      send(purchase(order));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_CHECK_MS));
  }
}

/** Sends the page's event, if it has one, once per page shown. */
function pageShown(): void {
  const path = pathWithoutLanguage(window.location.pathname);
  // A listing's page, sort or filter is a new list; a product's colour or size is the same product.
  const page = path === '/products' ? path + window.location.search : path;
  if (page === lastPage) return;
  lastPage = page;
  if (path === '/products') {
    const items = listOnPage();
    if (items.length > 0) send(viewItemList('products', 'Products', items));
  } else if (/^\/products\/[^/]+$/.test(path)) {
    const event = productOnPage();
    if (event) send(event);
  } else if (path === '/checkout') {
    const cart = storedCart();
    const event = cart ? beginCheckout(cart.items, cart.currency) : null;
    if (event) send(event);
  } else if (path === '/checkout/success') {
    void purchaseOnPage(page);
  }
}

/**
 * Every page the storefront shows, the first and each navigation inside the app: the page's
 * head names its own address in its `hreflang="x-default"` link (app/root.tsx
 * `LanguageAlternates`), which React writes in the same commit as the page itself, so when
 * that address changes the new page is in the document.
 */
function watchPages(): void {
  const shown = () => document.head.querySelector('link[rel="alternate"][hreflang="x-default"]')?.getAttribute('href');
  let address = shown();
  new MutationObserver(() => {
    const now = shown();
    if (now === address) return;
    address = now;
    pageShown();
  }).observe(document.head, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
  pageShown();
}

/** Starts once, with the provider the page's script element names (none: the dataLayer only). */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  const named = document.getElementById(ANALYTICS_MODULE_ELEMENT_ID)?.dataset.service;
  service = null;
  try {
    const configured: unknown = named ? JSON.parse(named) : null;
    if (isAnalyticsService(configured)) service = configured;
  } catch {
    // Not what the server writes: events go to the dataLayer only.
  }
  window.dataLayer ??= [];
  if (service) loadProvider(service);
  watchCart();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watchPages, { once: true });
  else watchPages();
}

startAnalytics();
