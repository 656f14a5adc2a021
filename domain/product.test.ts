import { describe, expect, it } from 'vitest';
import { compareSizes, productSearchText, productSimilarityText } from './product';

describe('compareSizes', () => {
  it('orders letter sizes by the scale', () => {
    expect(['XL', 'S', 'XXL', 'M', 'XS', 'L'].sort(compareSizes)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });
  it('orders numeric sizes numerically', () => {
    expect(['40', '36', '8', '46'].sort(compareSizes)).toEqual(['8', '36', '40', '46']);
  });
  it('is consistent across mixed scales: the letter scale first, as the size filter lists them', () => {
    expect(Math.sign(compareSizes('28', 'M'))).toBe(-Math.sign(compareSizes('M', '28')));
    expect(['M', '30', 'XS', '28'].sort(compareSizes)).toEqual(['XS', 'M', '28', '30']);
  });

  it('puts known sizes before unknown ones, unknown ones alphabetically', () => {
    expect(['One Size', 'M', 'Alpha', '38'].sort(compareSizes)).toEqual(['M', '38', 'Alpha', 'One Size']);
  });
});

describe('productSearchText', () => {
  it('joins name, category, distinct colours and description', () => {
    expect(
      productSearchText({
        name: 'Trail Jacket',
        category: 'Jackets',
        colors: ['Navy', 'Navy', 'Red'],
        description: 'Warm.',
      }),
    ).toBe('Trail Jacket Jackets Navy Red Warm.');
  });
});

describe('productSimilarityText', () => {
  it('joins name, category and distinct colours, without the description', () => {
    expect(productSimilarityText({ name: 'Trail Jacket', category: 'Jackets', colors: ['Navy', 'Navy', 'Red'] })).toBe(
      'Trail Jacket Jackets Navy Red',
    );
  });
});
