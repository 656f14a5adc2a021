/**
 * POST /api/cart/quote {items}: the cart priced by the one rule (domain/pricing) from the
 * catalogue as it is now — prices and stock may have changed since the lines were added —
 * with the automatic store discount, the flat shipping estimate and the total.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { cartItemsSchema } from '../../domain/cart-quote';
import { fromCents } from '../../domain/money';
import type { PricedCart } from '../../domain/pricing';
import type { Services } from '../context';
import { jsonBody } from '../http/request-input';

const quoteSchema = z.object({ items: cartItemsSchema });

/** The amounts of a priced cart in the API (currency units), shared by the quote and coupon apply. */
export function apiCartTotals(priced: PricedCart) {
  return {
    subtotal: fromCents(priced.subtotalCents),
    couponDiscount: fromCents(priced.couponDiscountCents),
    storeDiscount: fromCents(priced.storeDiscountCents),
    totalDiscount: fromCents(priced.discountCents),
    shippingCost: fromCents(priced.shippingCents),
    total: fromCents(priced.totalCents),
  };
}

export function cartApi(services: Services) {
  return new Hono().post('/quote', async (c) => {
    const { items } = await jsonBody(c, quoteSchema);
    const priced = await services.cartPricing.price(items);
    return c.json({
      lines: priced.lines.map((l) => ({
        productId: l.productId,
        color: l.color,
        size: l.size,
        name: l.name,
        price: fromCents(l.priceCents),
        discountedPrice: fromCents(l.unitPriceCents),
        stock: l.stock,
        quantity: l.quantity,
      })),
      missing: priced.missing,
      ...apiCartTotals(priced),
      automaticDiscount: priced.storeDiscount && {
        coupon: { _id: priced.storeDiscount.coupon.id, description: priced.storeDiscount.coupon.description },
        discount: fromCents(priced.storeDiscount.cents),
      },
    });
  });
}
