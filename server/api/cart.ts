/**
 * POST /api/cart/quote {items, couponCode?, shippingMethod?}: the cart priced by the one
 * rule (domain/pricing) from the catalogue as it is now — prices and stock may have changed
 * since the lines were added — with the automatic store discount, the typed coupon when one
 * is named, the chosen shipping method's cost (else the cart's flat estimate) and the total.
 * Checkout's summary shows this answer, so the amount on its pay button is the amount the
 * order is placed for. A coupon that no longer applies is priced without, and `couponError`
 * says why.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { CartQuoteAnswer, CartTotalsAnswer } from '../../domain/api-answers';
import { cartItemsSchema } from '../../domain/cart-quote';
import { shippingMethodSchema } from '../../domain/checkout';
import { fromCents } from '../../domain/money';
import { SHIPPING_METHODS, type ShippingMethod } from '../../domain/shipping';
import type { PricedCart } from '../../domain/pricing';
import type { Services } from '../context';
import { jsonBody } from '../http/request-input';
import { text } from '../../domain/input-rules';

/** POST /api/cart/quote: the browser's cart lines, the typed coupon and the chosen shipping method. */
export const quoteSchema = z.object({
  items: cartItemsSchema,
  couponCode: z.optional(z.nullable(text({ label: 'Coupon code', max: 64 }))),
  shippingMethod: z.optional(shippingMethodSchema),
});

/** The amounts of a priced cart in the API (currency units), shared by the quote and coupon apply. */
export function apiCartTotals(priced: PricedCart): CartTotalsAnswer {
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
    const { items, couponCode, shippingMethod } = await jsonBody(c, quoteSchema);
    const priced = await services.cartPricing.price(items, {
      couponCode: couponCode || null,
      shippingCents: shippingMethod ? SHIPPING_METHODS[shippingMethod as ShippingMethod].costCents : undefined,
    });
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
      couponCode: priced.couponDiscount?.coupon.code ?? null,
      couponError: priced.couponError ?? null,
      automaticDiscount: priced.storeDiscount && {
        coupon: { _id: priced.storeDiscount.coupon.id, description: priced.storeDiscount.coupon.description },
        discount: fromCents(priced.storeDiscount.cents),
      },
    } satisfies CartQuoteAnswer);
  });
}
