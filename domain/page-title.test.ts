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
    expect(pageTitleFromPath('/faqs')).toBe('FAQS');
  });

  it('reads each segment of a nested path as its own word', () => {
    expect(pageTitleFromPath('/checkout/shipping')).toBe('CHECKOUT SHIPPING');
    expect(pageTitleFromPath('/checkout/payment')).toBe('CHECKOUT PAYMENT');
    expect(pageTitleFromPath('/auth/verifyOTP')).toBe('AUTH VERIFYOTP');
    expect(pageTitleFromPath('/admin/dashboard')).toBe('ADMIN DASHBOARD');
  });

  it('removes digits, and a segment left empty adds nothing', () => {
    expect(pageTitleFromPath('/reset-password/42abc')).toBe('RESET PASSWORD ABC');
    expect(pageTitleFromPath('/orders/12345')).toBe('ORDERS');
    expect(pageTitleFromPath('/checkout/')).toBe('CHECKOUT');
    expect(pageTitleFromPath('/2024')).toBe('Home');
  });

  it('never leaves doubled or edge spaces', () => {
    expect(pageTitleFromPath('/-sale--items-')).toBe('SALE ITEMS');
    expect(pageTitleFromPath('//products')).toBe('PRODUCTS');
  });
});
