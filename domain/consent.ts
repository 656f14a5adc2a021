/**
 * Cookie consent and analytics (decision 72): what the shopper chose, where it is kept, and
 * which analytics provider the store may send events to once they allowed it. Zod-free and
 * small: the server reads it for every page, the browser's analytics module imports it.
 *
 * Nothing is chosen until the shopper chooses: no cookie means "no choice yet" (the banner
 * is shown and no analytics runs), the same as "necessary only" for everything but the banner.
 */
import { readCookie } from './session-cookies.ts';

/** The cookie that remembers the choice, and the form post (or JSON call) that sets it. */
export const CONSENT_COOKIE = 'consent';
export const CONSENT_PATH = '/api/consent';
/** A year, as the currency and language choices are kept. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** What a shopper may choose: the cookies the store needs to work, or those and analytics. */
export const CONSENT_CHOICES = ['necessary', 'analytics'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
/** A request's consent: a choice, or 'none' while the shopper has not chosen. */
export type ConsentState = ConsentChoice | 'none';

export const isConsentChoice = (value: unknown): value is ConsentChoice =>
  typeof value === 'string' && (CONSENT_CHOICES as readonly string[]).includes(value);

/** The consent a Cookie header carries; a missing or unknown value is no choice. */
export function consentFromCookies(cookieHeader: string | null | undefined): ConsentState {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  return isConsentChoice(value) ? value : 'none';
}

/** The analytics services the store can send events to (ANALYTICS_PROVIDER). */
export const ANALYTICS_PROVIDERS = ['ga4', 'plausible'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/** A configured provider: GA4's measurement id (`G-…`), or the site's domain as Plausible knows it. */
export interface AnalyticsService {
  provider: AnalyticsProvider;
  id: string;
}

export function isAnalyticsService(value: unknown): value is AnalyticsService {
  if (typeof value !== 'object' || value === null) return false;
  const { provider, id } = value as Record<string, unknown>;
  return (ANALYTICS_PROVIDERS as readonly unknown[]).includes(provider) && typeof id === 'string';
}

/** The page's `<script type="module">` of the analytics module; its `data-service` names the provider. */
export const ANALYTICS_MODULE_ELEMENT_ID = 'analytics-module';

/** GA4's measurement id: "G-" and upper-case letters and digits. */
export const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;
/** A host name as Plausible registers a site: `shop.example`, `www.shop.example`. */
export const PLAUSIBLE_DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The script each provider's page tag loads. */
export function analyticsScriptUrl(service: AnalyticsService): string {
  return service.provider === 'ga4'
    ? `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(service.id)}`
    : 'https://plausible.io/js/script.revenue.js';
}
