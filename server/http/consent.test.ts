/** The consent cookie and the way back from the banner's form (decision 72): a path of this site, or home. */
import { describe, expect, it } from 'vitest';
import { consentCookie, consentReturnPath } from './consent';

const STORE = 'http://store.test/api/consent';

describe('consentCookie', () => {
  it('keeps the choice a year for the whole site, Secure only over https', () => {
    expect(consentCookie('analytics', false)).toBe(
      'consent=analytics; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    );
    expect(consentCookie('necessary', true)).toBe(
      'consent=necessary; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure',
    );
  });
});

describe('consentReturnPath', () => {
  it('goes back to a path of this site, its query and fragment kept', () => {
    expect(consentReturnPath('/products?category=Coats', undefined, STORE)).toBe('/products?category=Coats');
    expect(consentReturnPath('/ru/privacy-policy#cookies', undefined, STORE)).toBe('/ru/privacy-policy#cookies');
  });

  it('never leaves the site, however the path is written', () => {
    for (const away of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/.//evil.example/',
      '/%2e//evil.example',
      'javascript:alert(1)',
      '',
      'products',
    ])
      expect(consentReturnPath(away, undefined, STORE), away).toMatch(/^\/(?![/\\])/);
    expect(consentReturnPath('https://evil.example/', undefined, STORE)).toBe('/');
    expect(consentReturnPath('/.//evil.example/', undefined, STORE)).toBe('/');
  });

  it("reads the form's page from its Referer when no returnTo is given, this site's only", () => {
    expect(consentReturnPath(undefined, 'http://store.test/products/abc?size=M', STORE)).toBe('/products/abc?size=M');
    expect(consentReturnPath(undefined, 'https://evil.example/products', STORE)).toBe('/');
    expect(consentReturnPath(undefined, 'not a url', STORE)).toBe('/');
    expect(consentReturnPath(undefined, undefined, STORE)).toBe('/');
  });
});
