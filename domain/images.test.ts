import { describe, expect, it } from 'vitest';
import { productImageSrcSet, responsiveImageUrl } from './images';

describe('responsive product images', () => {
  it('names the smaller siblings before the extension', () => {
    expect(responsiveImageUrl('/uploads/demo/jackets-navy.webp', 400)).toBe('/uploads/demo/jackets-navy.w400.webp');
  });
  it('lists every width in srcset for stored images only', () => {
    expect(productImageSrcSet('/uploads/demo/a.webp')).toBe(
      '/uploads/demo/a.w400.webp 400w, /uploads/demo/a.webp 800w',
    );
    expect(productImageSrcSet('https://elsewhere.example/a.webp')).toBeUndefined();
  });
});
