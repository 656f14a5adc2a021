import { describe, expect, it } from 'vitest';
import { analyticsScriptUrl, consentFromCookies, GA4_MEASUREMENT_ID, PLAUSIBLE_DOMAIN } from './consent';

describe('consentFromCookies', () => {
  it('reads a choice, and anything else as no choice yet', () => {
    expect(consentFromCookies('consent=analytics')).toBe('analytics');
    expect(consentFromCookies('token=x; consent=necessary; lang=ru')).toBe('necessary');
    expect(consentFromCookies('consent=all')).toBe('none');
    expect(consentFromCookies('')).toBe('none');
    expect(consentFromCookies(null)).toBe('none');
  });
});

describe('providers', () => {
  it("checks GA4's measurement id and Plausible's domain", () => {
    expect(GA4_MEASUREMENT_ID.test('G-A1B2C3D4E5')).toBe(true);
    expect(GA4_MEASUREMENT_ID.test('UA-1234-1')).toBe(false);
    expect(GA4_MEASUREMENT_ID.test('G-abc"><script>')).toBe(false);
    expect(PLAUSIBLE_DOMAIN.test('shop.example')).toBe(true);
    expect(PLAUSIBLE_DOMAIN.test('https://shop.example')).toBe(false);
  });

  it("loads each provider's own tag", () => {
    expect(analyticsScriptUrl({ provider: 'ga4', id: 'G-A1B2C3D4E5' })).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-A1B2C3D4E5',
    );
    expect(analyticsScriptUrl({ provider: 'plausible', id: 'shop.example' })).toBe(
      'https://plausible.io/js/script.revenue.js',
    );
  });
});
