import { describe, expect, it } from 'vitest';
import { isProductImageUrl, optionKey, PRODUCT_LIMITS, productInputSchema } from './product-input';

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
      translations: {},
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

  it('takes a name and description in Russian and Kyrgyz, each optional, with the English limits', () => {
    const given = productInputSchema.parse({
      ...valid,
      translations: { ru: { name: ' Накидка ', description: '' }, ky: { name: null } },
    });
    expect(given.translations).toEqual({ ru: { name: 'Накидка', description: undefined }, ky: { name: undefined } });
    const tooLong = productInputSchema.safeParse({
      ...valid,
      translations: { ky: { name: 'ы'.repeat(PRODUCT_LIMITS.name + 1), description: 'ы'.repeat(5001) } },
    });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['translations.ky.name', `Name (Kyrgyz) must be at most ${PRODUCT_LIMITS.name} characters.`],
      ['translations.ky.description', `Description (Kyrgyz) must be at most ${PRODUCT_LIMITS.description} characters.`],
    ]);
    expect(productInputSchema.safeParse({ ...valid, translations: 'ru' }).success).toBe(false);
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
