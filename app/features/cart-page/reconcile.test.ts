import { describe, expect, it } from 'vitest';
import type { CartItem } from '#domain/cart.ts';
import type { CartQuoteAnswer, QuoteLine } from '#domain/api-answer-schemas.ts';
import { reconcileWithQuote } from './reconcile';

const item = (
  id: string,
  color: string,
  size: string,
  quantity: number,
  discountedPrice = 20,
  name = `Shirt ${id}`,
): CartItem => ({
  _id: `${id}-${color}-${size}`,
  product: { _id: id, name, category: 'Shirts' },
  variant: { color, size, price: 25, discountedPrice, images: [] },
  quantity,
});

const line = (i: CartItem, overrides: Partial<QuoteLine> = {}): QuoteLine => ({
  productId: i.product._id,
  color: i.variant.color,
  size: i.variant.size,
  quantity: i.quantity,
  name: i.product.name,
  price: i.variant.price,
  discountedPrice: i.variant.discountedPrice,
  stock: 10,
  ...overrides,
});

const quote = (
  lines: QuoteLine[],
  missing: CartQuoteAnswer['missing'] = [],
): Pick<CartQuoteAnswer, 'lines' | 'missing'> => ({ lines, missing });

describe('reconcileWithQuote', () => {
  it('changes nothing when the server agrees, and keeps its facts per line', () => {
    const a = item('a', 'Red', 'M', 2);
    const result = reconcileWithQuote([a], quote([line(a, { stock: 4 })]), 'USD');
    expect(result.adjustments).toEqual([]);
    expect(result.priceChanges).toEqual([]);
    expect(result.lines.get(a._id)).toEqual({ price: 25, discountedPrice: 20, stock: 4 });
  });

  it('removes lines the store no longer sells and lines sold out in that size', () => {
    const gone = item('a', 'LightBlue', 'M', 1, 20, 'Linen Shirt');
    const soldOut = item('b', 'Red', 'L', 1, 20, 'Wool Coat');
    const result = reconcileWithQuote(
      [gone, soldOut],
      quote([line(soldOut, { stock: 0 })], [{ productId: 'a', color: 'LightBlue', size: 'M', quantity: 1 }]),
      'USD',
    );
    expect(result.adjustments).toEqual([
      {
        kind: 'remove',
        lineId: gone._id,
        message: 'Linen Shirt (Light Blue, M) is no longer available and was removed.',
      },
      { kind: 'remove', lineId: soldOut._id, message: 'Wool Coat (Red, L) is no longer available and was removed.' },
    ]);
  });

  it('caps a quantity at the stock left', () => {
    const a = item('a', 'Red', 'M', 5, 20, 'Linen Shirt');
    const b = item('b', 'Red', 'M', 3, 20, 'Wool Coat');
    const result = reconcileWithQuote([a, b], quote([line(a, { stock: 2 }), line(b, { stock: 1 })]), 'USD');
    expect(result.adjustments).toEqual([
      {
        kind: 'quantity',
        lineId: a._id,
        quantity: 2,
        message: 'Only 2 of Linen Shirt are left; we changed the quantity.',
      },
      {
        kind: 'quantity',
        lineId: b._id,
        quantity: 1,
        message: 'Only 1 of Wool Coat is left; we changed the quantity.',
      },
    ]);
  });

  it('reports a changed selling price in the store currency', () => {
    const a = item('a', 'Red', 'M', 1, 20, 'Linen Shirt');
    const result = reconcileWithQuote([a], quote([line(a, { discountedPrice: 17.5 })]), 'USD');
    expect(result.priceChanges).toEqual([
      { lineId: a._id, key: `${a._id}:2000:1750`, message: 'The price of Linen Shirt changed from $20.00 to $17.50.' },
    ]);
    expect(result.adjustments).toEqual([]);
  });

  it('names a nameless product', () => {
    const a = item('a', 'Red', 'M', 1, 20, ' ');
    expect(reconcileWithQuote([a], quote([]), 'USD').adjustments[0]!.message).toBe(
      'This item (Red, M) is no longer available and was removed.',
    );
  });
});
