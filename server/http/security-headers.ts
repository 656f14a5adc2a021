/**
 * Security headers for every response. The Content-Security-Policy allows only the
 * store's own origin; inline scripts (React Router's hydration data) carry a per-request
 * nonce, or, in a page rendered once and sent to many (page-cache.ts), are named by their
 * SHA-256 hashes instead, so no nonce is ever sent twice. Development relaxes it for
 * Vite's HMR client.
 */
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export type SecurityVariables = {
  cspNonce: string;
  /** Set by a response whose inline scripts are allowed by hash rather than by the nonce. */
  cspScriptHashes?: string[];
};

/** Inline scripts are allowed by the response's nonce, or by their hashes ('sha256-…'). */
export type InlineScripts = { nonce: string } | { hashes: string[] };

export function contentSecurityPolicy(inline: InlineScripts, dev: boolean): string {
  const allowed = 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((h) => `'${h}'`);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...allowed],
    // Style attributes from React props (widths of rating bars, slider offsets) need inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
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

export function securityHeaders(options: {
  dev: boolean;
  trustProxy: boolean;
}): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('cspNonce', nonce);
    await next();
    const h = c.res.headers;
    const hashes = c.get('cspScriptHashes');
    h.set('Content-Security-Policy', contentSecurityPolicy(hashes ? { hashes } : { nonce }, options.dev));
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
