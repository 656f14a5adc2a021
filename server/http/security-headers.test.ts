/**
 * The Content-Security-Policy names an analytics provider's hosts only when one is configured
 * and the request carries the shopper's consent to analytics (decision 72).
 */
import { describe, expect, it } from 'vitest';
import { analyticsAllowed, contentSecurityPolicy } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it("allows only the store's own origin without analytics", () => {
    const policy = contentSecurityPolicy({ nonce: 'abc' }, false);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/google|plausible/);
  });

  it("adds GA4's hosts, as Google lists them, to scripts, connections and images", () => {
    const policy = contentSecurityPolicy({ hashes: ['sha256-x'] }, false, 'ga4');
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-x'", 'https://*.googletagmanager.com']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    expect(policy).not.toMatch(/plausible/);
  });

  it("adds Plausible's one host, and nothing of Google's", () => {
    const policy = contentSecurityPolicy({ nonce: 'abc' }, false, 'plausible');
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc'", 'https://plausible.io']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://plausible.io']);
    expect(policy).not.toMatch(/google/);
  });
});

describe('analyticsAllowed', () => {
  const ga4 = { provider: 'ga4' as const, id: 'G-A1B2C3D4E5' };

  it('allows the configured provider only with the consent cookie saying analytics', () => {
    expect(analyticsAllowed(ga4, 'lang=ru; consent=analytics')).toBe('ga4');
    expect(analyticsAllowed(ga4, 'consent=necessary')).toBeNull();
    expect(analyticsAllowed(ga4, 'consent=everything')).toBeNull();
    expect(analyticsAllowed(ga4, undefined)).toBeNull();
    expect(analyticsAllowed(null, 'consent=analytics')).toBeNull();
  });
});
