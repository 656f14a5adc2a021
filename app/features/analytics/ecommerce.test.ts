import { describe, expect, it } from 'vitest';
import type { CartItem } from '#domain/cart.ts';
import { addedToCart, beginCheckout, viewItemList } from './ecommerce';

const line = (id: string, quantity: number, discountedPrice: number): CartItem => ({
  _id: `${id}-Black-M`,
  product: { _id: id, name: `Coat ${id}`, category: 'Coats' },
  variant: { color: 'Black', size: 'M', price: discountedPrice + 10, discountedPrice, images: [] },
  quantity,
});

describe('addedToCart', () => {
  it('counts only what was added, at its selling price, summed in cents', () => {
    const event = addedToCart([line('a', 1, 0.1)], [line('a', 3, 0.1), line('b', 1, 0.2)], 'USD');
    expect(event).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 0.4,
        items: [
          { item_id: 'a', item_name: 'Coat a', item_variant: 'Black / M', price: 0.1, quantity: 2 },
          { item_id: 'b', item_name: 'Coat b', item_variant: 'Black / M', price: 0.2, quantity: 1 },
        ],
      },
    });
  });

  it('is no event when lines only shrank or went', () => {
    expect(addedToCart([line('a', 3, 5), line('b', 1, 5)], [line('a', 1, 5)], 'USD')).toBeNull();
  });
});

describe('beginCheckout and viewItemList', () => {
  it("price the cart's lines, and number the list's items", () => {
    expect(beginCheckout([line('a', 2, 49.99)], 'EUR')?.ecommerce).toMatchObject({ currency: 'EUR', value: 99.98 });
    expect(beginCheckout([], 'EUR')).toBeNull();
    expect(viewItemList('products', 'Products', [{ item_id: 'a', item_name: 'A' }]).ecommerce.items).toEqual([
      { item_id: 'a', item_name: 'A', index: 0 },
    ]);
  });
});
