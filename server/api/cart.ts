/**
 * POST /api/cart/quote {items}: the cart re-priced from the catalogue (prices and stock
 * may have changed since the lines were added) plus the automatic store discount.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { cartItemsSchema } from '../../domain/cart-quote';
import { lineSubtotal } from '../../domain/coupons';
import { fromCents } from '../../domain/money';
import type { Services } from '../context';
import { jsonBody } from '../http/request-input';

const quoteSchema = z.object({ items: cartItemsSchema });

export function cartApi(services: Services) {
  return new Hono().post('/quote', async (c) => {
    const { items } = await jsonBody(c, quoteSchema);
    const lines = await services.cartPricing.price(items);
    const found = new Set(lines.map((l) => `${l.productId}|${l.color}|${l.size}`));
    return c.json({
      lines: lines.map((l) => ({
        productId: l.productId,
        color: l.color,
        size: l.size,
        name: l.name,
        price: fromCents(l.priceCents),
        discountedPrice: fromCents(l.unitPriceCents),
        stock: l.stock,
        quantity: l.quantity,
      })),
      missing: items.filter((i) => !found.has(`${i.productId}|${i.color}|${i.size}`)),
      subtotal: fromCents(lineSubtotal(lines)),
      automaticDiscount: await services.coupons.automaticDiscount(lines),
    });
  });
}
