import { describe, expect, it } from 'vitest';
import { orderCountryNames, ordersInLanguage } from './order-language';

const to = (country: string) => ({ shippingAddress: { country } }) as Parameters<typeof orderCountryNames>[0][number];

describe("the orders' destinations in the page's language", () => {
  it('names each country once, in the language', () => {
    expect(orderCountryNames([to('KG'), to('DE'), to('KG')], 'ru')).toEqual({ KG: 'Киргизия', DE: 'Германия' });
    expect(orderCountryNames([to('KG')], 'ky')).toEqual({ KG: 'Кыргызстан' });
    expect(orderCountryNames([to('KG')], 'en')).toEqual({ KG: 'Kyrgyzstan' });
    expect(orderCountryNames([], 'ru')).toEqual({});
  });
});

describe("the orders' lines in the page's language", () => {
  const line = (id: string | null, name: string) =>
    ({ _id: `item-${name}`, product: { _id: id, name } }) as Parameters<
      typeof ordersInLanguage
    >[0][number]['items'][number];
  const orders = [{ items: [line('p1', 'Wool Coat'), line('p2', 'Linen Scarf'), line(null, 'Gone Hat')] }];
  // The catalogue's names in Russian: only the coat has one.
  const asked: string[][] = [];
  const productNames = async (ids: readonly string[]) => {
    asked.push([...ids]);
    return { p1: 'Шерстяное пальто' };
  };

  it('names each line as the store named its product in the language, else as bought', async () => {
    const [order] = await ordersInLanguage(orders, 'ru', productNames);
    expect(order!.items.map((item) => item.product.name)).toEqual(['Шерстяное пальто', 'Linen Scarf', 'Gone Hat']);
    expect(asked).toEqual([['p1', 'p2']]);
  });

  it('leaves English orders as they are, without asking', async () => {
    expect(await ordersInLanguage(orders, 'en', productNames)).toBe(orders);
    expect(asked).toHaveLength(1);
  });

  it("names a return's lines as their order lines", async () => {
    type Returned = NonNullable<Parameters<typeof ordersInLanguage>[0][number]['returns']>[number];
    const returned = {
      lines: [{ itemId: 'item-Wool Coat', name: 'Wool Coat', color: 'Navy', size: 'M', quantity: 1 }],
    } as Returned;
    const [order] = await ordersInLanguage([{ ...orders[0]!, returns: [returned] }], 'ru', productNames);
    expect(order!.returns![0]!.lines.map((l) => l.name)).toEqual(['Шерстяное пальто']);
  });
});
