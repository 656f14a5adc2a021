import type { ApiOrder } from '#domain/api-answer-schemas.ts';

type Named = Pick<ApiOrder, 'items'> & Partial<Pick<ApiOrder, 'returns'>>;

/**
 * The order with each line under the name `nameOf` gives it (none: as it is), and each
 * return's line under its order line's name: a return names its lines by the order line's id.
 */
export function withLineNames<Order extends Named>(
  order: Order,
  nameOf: (item: Order['items'][number]) => string | undefined,
): Order {
  const items = order.items.map((item) => {
    const name = nameOf(item);
    return name ? { ...item, product: { ...item.product, name } } : item;
  });
  const names = new Map(items.map((item) => [item._id, item.product.name]));
  const returns = order.returns?.map((r) => ({
    ...r,
    lines: r.lines.map((line) => ({ ...line, name: names.get(line.itemId) ?? line.name })),
  }));
  return returns ? { ...order, items, returns } : { ...order, items };
}
