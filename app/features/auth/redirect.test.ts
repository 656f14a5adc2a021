import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site, with their search and hash', () => {
    expect(safeRedirect('/admin')).toBe('/admin');
    expect(safeRedirect('/admin/orders?status=paid#top')).toBe('/admin/orders?status=paid#top');
    expect(safeRedirect('/account')).toBe('/account');
  });

  it('falls back for anything that could leave the site', () => {
    for (const value of [
      null,
      undefined,
      '',
      'admin',
      '//evil.example',
      '//evil.example/admin',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\tadmin',
      ' /admin',
      '/%0a/evil',
    ]) {
      const result = safeRedirect(value);
      expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
      if (value !== '/%0a/evil') expect(result).toBe('/');
    }
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/account')).toBe('/account');
  });
});

describe('loginUrlFor', () => {
  it('encodes the path', () => {
    expect(loginUrlFor('/admin')).toBe('/login?redirect=%2Fadmin');
    expect(loginUrlFor('/admin/orders?x=1')).toBe('/login?redirect=%2Fadmin%2Forders%3Fx%3D1');
  });
});
