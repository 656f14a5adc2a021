import { describe, expect, it } from 'vitest';
import {
  availableSizes,
  defaultColor,
  galleryImages,
  productColors,
  selectedPrice,
  selectionFromQuery,
  selectionQuery,
  stockFor,
  withColor,
} from './product-options';
import { size, testProduct } from './test-product';

const product = testProduct();

describe('product options', () => {
  it('lists colours in variant order, once', () => {
    const doubled = testProduct({ variants: [...product.variants, { ...product.variants[0]!, _id: 'v3' }] });
    expect(productColors(doubled)).toEqual(['Mint', 'Blue']);
  });

  it('offers only sizes in stock in some colour, in size order', () => {
    // M is sold out in Mint but in stock in Blue; XXL is sold out everywhere.
    expect(availableSizes(product)).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('sorts numeric sizes by number', () => {
    const jeans = testProduct({
      variants: [
        { _id: 'j', color: 'Navy', images: [], sizes: [size('32', 1), size('28', 1), size('30', 1), size('34', 0)] },
      ],
    });
    expect(availableSizes(jeans)).toEqual(['28', '30', '32']);
  });

  it('knows the stock of a size in a colour, 0 when the colour lacks the size', () => {
    expect(stockFor(product, 'Mint', 'S')).toBe(5);
    expect(stockFor(product, 'Mint', 'M')).toBe(0);
    expect(stockFor(product, 'Blue', 'L')).toBe(0);
    expect(stockFor(product, null, 'S')).toBe(0);
    expect(stockFor(product, 'Mint', null)).toBe(0);
  });

  it('starts on the first colour with stock', () => {
    expect(defaultColor(product)).toBe('Mint');
    const firstSoldOut = testProduct({
      variants: [{ ...product.variants[0]!, sizes: [size('S', 0)] }, product.variants[1]!],
    });
    expect(defaultColor(firstSoldOut)).toBe('Blue');
    const allSoldOut = testProduct({ variants: [{ ...product.variants[0]!, sizes: [size('S', 0)] }] });
    expect(defaultColor(allSoldOut)).toBe('Mint');
    expect(defaultColor(testProduct({ variants: [] }))).toBeNull();
  });
});

describe('selection from the address', () => {
  const from = (query: string) => selectionFromQuery(product, new URLSearchParams(query));

  it('takes a colour and a size in stock in that colour', () => {
    expect(from('color=Blue&size=M')).toEqual({ color: 'Blue', size: 'M' });
    expect(from('color=blue&size=m')).toEqual({ color: 'Blue', size: 'M' });
  });

  it('falls back to the default colour and drops sizes that cannot be bought', () => {
    expect(from('')).toEqual({ color: 'Mint', size: null });
    expect(from('color=Purple&size=S')).toEqual({ color: 'Mint', size: 'S' });
    expect(from('color=Mint&size=M')).toEqual({ color: 'Mint', size: null });
    expect(from('color=Blue&size=XXL')).toEqual({ color: 'Blue', size: null });
  });

  it('keeps the size across a colour change only while it is in stock there', () => {
    expect(withColor(product, { color: 'Mint', size: 'S' }, 'Blue')).toEqual({ color: 'Blue', size: null });
    expect(withColor(product, { color: 'Blue', size: 'M' }, 'Mint')).toEqual({ color: 'Mint', size: null });
    expect(withColor(product, { color: 'Mint', size: 'L' }, 'Mint')).toEqual({ color: 'Mint', size: 'L' });
  });

  it('writes the selection into the query, keeping other parameters', () => {
    expect(selectionQuery('', { color: 'Blue', size: 'M' })).toBe('?color=Blue&size=M');
    expect(selectionQuery('?ref=mail&size=S', { color: 'Light Blue', size: null })).toBe('?ref=mail&color=Light+Blue');
    expect(selectionQuery('?color=Blue', { color: null, size: null })).toBe('');
  });
});

describe('price shown (SPEC §2)', () => {
  it('is the chosen size', () => {
    expect(selectedPrice(product, { color: 'Mint', size: 'L' })).toEqual({ price: 55, originalPrice: 55 });
  });

  it('else the first size of the chosen colour, discounted when it is', () => {
    expect(selectedPrice(product, { color: 'Mint', size: null })).toEqual({ price: 51, originalPrice: 60 });
  });

  it('else the product price', () => {
    expect(selectedPrice(product, { color: null, size: null })).toEqual({ price: 99, originalPrice: 99 });
    expect(
      selectedPrice(testProduct({ variants: [{ _id: 'x', color: 'Red', images: [], sizes: [] }] }), {
        color: 'Red',
        size: null,
      }),
    ).toEqual({
      price: 99,
      originalPrice: 99,
    });
  });
});

describe('gallery', () => {
  it('puts the chosen colour first and shows each picture once', () => {
    expect(galleryImages(product, 'Blue').map((i) => `${i.color}:${i.src.split('/').pop()}`)).toEqual([
      'Blue:dress-blue.webp',
      'Blue:dress-blue-back.webp',
      'Mint:dress-mint.webp',
    ]);
    expect(galleryImages(product, 'Mint')[0]!.color).toBe('Mint');
    const shared = testProduct({ variants: product.variants.map((v) => ({ ...v, images: ['/same.webp'] })) });
    expect(galleryImages(shared, null)).toHaveLength(1);
  });
});
