import { describe, expect, it } from 'vitest';
import { isProductImageUrl, optionKey, productInputSchema } from './product-input';

describe('isProductImageUrl', () => {
  it.each(['/uploads/demo/jackets-navy.webp', '/uploads/2026/11/a_b-c.w400.webp', 'https://cdn.example.com/p/1.webp'])(
    'takes %s',
    (url) => {
      expect(isProductImageUrl(url)).toBe(true);
    },
  );

  it.each([
    '/uploads/../data/db',
    '/uploads/a/../../etc/passwd',
    '/uploads//x.webp',
    '/uploads/',
    '/data/db',
    'uploads/x.webp',
    'http://example.com/x.webp',
    'javascript:alert(1)',
    'https://exa mple.com/x.webp',
    'data:image/png;base64,AAAA',
  ])('refuses %s', (url) => {
    expect(isProductImageUrl(url)).toBe(false);
  });
});

describe('productInputSchema', () => {
  const valid = {
    name: 'Cape',
    category: 'Capes',
    variants: [{ color: 'Black', sizes: [{ size: 'M', price: 10, stock: 1 }] }],
  };

  it('fills what a form may leave out: no description, no images, no discount, not featured', () => {
    expect(productInputSchema.parse(valid)).toEqual({
      name: 'Cape',
      description: '',
      category: 'Capes',
      price: undefined,
      isFeatured: false,
      variants: [
        {
          color: 'Black',
          images: [],
          sizes: [{ size: 'M', price: 10, stock: 1, discount: { percentage: 0, expiresAt: null } }],
        },
      ],
    });
  });

  it('compares colours and sizes trimmed and ignoring case', () => {
    expect(optionKey('  LightBlue ')).toBe('lightblue');
    const twice = {
      ...valid,
      variants: [...valid.variants, { color: 'BLACK ', sizes: [{ size: 'S', price: 10, stock: 1 }] }],
    };
    expect(productInputSchema.safeParse(twice).success).toBe(false);
  });
});
