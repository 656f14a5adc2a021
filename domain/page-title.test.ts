import { describe, expect, it } from 'vitest';
import { pageTitleFromPath } from './page-title';

describe('pageTitleFromPath (SPEC §2)', () => {
  it('gives Home for the root or an empty path', () => {
    expect(pageTitleFromPath('/')).toBe('Home');
    expect(pageTitleFromPath('')).toBe('Home');
  });

  it('drops the leading slash, turns hyphens into spaces and upper-cases', () => {
    expect(pageTitleFromPath('/about-us')).toBe('ABOUT US');
    expect(pageTitleFromPath('/refund-return-policy')).toBe('REFUND RETURN POLICY');
  });

  it('removes digits and slashes', () => {
    expect(pageTitleFromPath('/checkout/shipping')).toBe('CHECKOUTSHIPPING');
    expect(pageTitleFromPath('/reset-password/42abc')).toBe('RESET PASSWORDABC');
  });
});
