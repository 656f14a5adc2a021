import { describe, expect, it } from 'vitest';
import { addedMessage, stockLimitMessage } from './add-to-cart';

describe('add-to-cart messages', () => {
  it('names the product, or says "Product" when it has no name (SPEC §8)', () => {
    expect(addedMessage('Satin Slip Dress')).toBe('Satin Slip Dress added to cart!');
    expect(addedMessage('  ')).toBe('Product added to cart!');
  });

  it('explains a line that reached its stock', () => {
    expect(stockLimitMessage(1)).toBe('Only 1 left in this size, and it is already in your cart.');
    expect(stockLimitMessage(3)).toBe('Only 3 left in this size, and they are all in your cart.');
    expect(stockLimitMessage(500)).toBe('A cart holds at most 99 of one item.');
  });
});
