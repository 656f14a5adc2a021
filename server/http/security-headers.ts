/**
 * Security headers for every response. The Content-Security-Policy allows only the
 * store's own origin; inline scripts (React Router's hydration data) carry a per-request
 * nonce, or, in a page rendered once and sent to many (page-cache.ts), are named by their
 * SHA-256 hashes instead, so no nonce is ever sent twice. Development relaxes it for
 * Vite's HMR client. An analytics provider's hosts are added only when one is configured
 * and the request carries the shopper's consent to analytics (decision 72).
 */
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { consentFromCookies, type AnalyticsProvider, type AnalyticsService } from '#domain/consent.ts';

export type SecurityVariables = {
  cspNonce: string;
  /** Set by a response whose inline scripts are allowed by hash rather than by the nonce. */
  cspScriptHashes?: string[];
};

/** Inline scripts are allowed by the response's nonce, or by their hashes ('sha256-…'). */
export type InlineScripts = { nonce: string } | { hashes: string[] };

/**
 * The hosts each analytics provider's tag loads from and sends to. GA4's are Google's own
 * guidance for Google Analytics 4 (its tag from Google Tag Manager's host, its hits to the
 * regional collection hosts, an image pixel when a request cannot be sent); Plausible's
 * script and events are one host.
 */
export const ANALYTICS_SOURCES: Record<AnalyticsProvider, { script: string[]; connect: string[]; img: string[] }> = {
  ga4: {
    script: ['https://*.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  plausible: { script: ['https://plausible.io'], connect: ['https://plausible.io'], img: [] },
};

/**
 * `analytics`: the provider whose hosts this response allows, given only when one is
 * configured and the shopper allowed analytics.
 */
export function contentSecurityPolicy(
  inline: InlineScripts,
  dev: boolean,
  analytics: AnalyticsProvider | null = null,
): string {
  const allowed = 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((h) => `'${h}'`);
  const provider = analytics ? ANALYTICS_SOURCES[analytics] : { script: [], connect: [], img: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': dev ? ["'self'", "'unsafe-inline'", ...provider.script] : ["'self'", ...allowed, ...provider.script],
    // Style attributes from React props (widths of rating bars, slider offsets) need inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...provider.img],
    'font-src': ["'self'"],
    'connect-src': dev ? ["'self'", 'ws:', 'wss:', ...provider.connect] : ["'self'", ...provider.connect],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The store itself speaks plain HTTP; a request "came over https" only when a trusted
 * proxy says so. Its own X-Forwarded-Proto entry is the rightmost one.
 */
function cameOverHttps(forwardedProto: string | undefined, trustProxy: boolean): boolean {
  return trustProxy && forwardedProto?.split(',').at(-1)?.trim().toLowerCase() === 'https';
}

/** The provider a request's CSP allows: configured, and the request carries consent to analytics. */
export function analyticsAllowed(service: AnalyticsService | null, cookieHeader: string | undefined) {
  return service && consentFromCookies(cookieHeader) === 'analytics' ? service.provider : null;
}

export function securityHeaders(options: {
  dev: boolean;
  trustProxy: boolean;
  /** ANALYTICS_PROVIDER and ANALYTICS_ID, or null when none is configured. */
  analytics?: AnalyticsService | null;
}): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('cspNonce', nonce);
    await next();
    const h = c.res.headers;
    const hashes = c.get('cspScriptHashes');
    const analytics = analyticsAllowed(options.analytics ?? null, c.req.header('Cookie'));
    h.set('Content-Security-Policy', contentSecurityPolicy(hashes ? { hashes } : { nonce }, options.dev, analytics));
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'SAMEORIGIN');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    // HSTS over plain http would be ignored at best; from an untrusted header, a way to
    // pin strangers' browsers to https on a host that may not serve it.
    if (cameOverHttps(c.req.header('X-Forwarded-Proto'), options.trustProxy)) {
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
