/**
 * POST /api/cart/quote {items, couponCode?, shippingMethod?}: the cart priced by the one
 * rule (domain/pricing) from the catalogue as it is now — prices and stock may have changed
 * since the lines were added — with the automatic store discount, the typed coupon when one
 * is named, the chosen shipping method's cost to the destination country's zone (decision 57;
 * without a country, the rest of the world's; without a method, the cart's flat estimate) and the total.
 * Checkout's summary shows this answer, so the amount on its pay button is the amount the
 * order is placed for. A coupon that no longer applies is priced without, and `couponError`
 * says why.
 */
import { z } from 'zod';
import type { CartQuoteAnswer, CartTotalsAnswer } from '#domain/api-answer-schemas.ts';
import { cartItemsSchema } from '#domain/cart-quote.ts';
import { shippingMethodSchema } from '#domain/checkout.ts';
import { isCountryCode } from '#domain/countries.ts';
import { fromCents } from '#domain/money.ts';
import type { PricedCart } from '#domain/pricing.ts';
import type { Services } from '#server/context.ts';
import { jsonBody } from '#server/http/request-input.ts';
import { text } from '#domain/input-rules.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';

/** POST /api/cart/quote: the browser's cart lines, the typed coupon and the chosen shipping method. */
export const quoteSchema = z.object({
  items: cartItemsSchema,
  couponCode: z.optional(z.nullable(text({ label: 'Coupon code', max: 64 }))),
  shippingMethod: z.optional(shippingMethodSchema),
  /** Where the order goes (ISO 3166-1 alpha-2): its zone prices the method. */
  country: z.optional(
    z
      .pipe(
        z.string('Please choose a country from the list.'),
        z.transform((v: string) => v.trim().toUpperCase()),
      )
      .check(z.refine(isCountryCode, { error: 'Please choose a country from the list.' })),
  ),
});

export const CART_ROUTES = {
  quote: declareRoute({
    method: 'post',
    path: '/api/cart/quote',
    tag: 'Cart and coupons',
    summary: 'Price a cart as the store would charge it now',
    description:
      'Current prices and stock, the automatic store discount, the named coupon (priced without it, with `couponError`, when it no longer applies) and the shipping method’s cost to `country`’s shipping zone (the rest of the world’s without a country). A method that zone does not offer is refused (400, naming `shippingMethod`).',
    access: 'public',
    body: jsonRequest(quoteSchema, [
      {
        summary: 'One coat, a coupon, standard shipping',
        value: {
          items: [{ productId: ex.IDS.product, color: 'Navy', size: 'M', quantity: 1 }],
          couponCode: 'WINTER15',
          shippingMethod: 'standard',
          country: 'KG',
        },
      },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'The priced lines and totals.',
        schema: answers.cartQuoteAnswerSchema,
        examples: [
          {
            summary: 'Priced with the coupon',
            value: {
              lines: [
                {
                  productId: ex.IDS.product,
                  color: 'Navy',
                  size: 'M',
                  quantity: 1,
                  name: 'Felted Wool Coat',
                  price: 189,
                  discountedPrice: 160.65,
                  stock: 4,
                },
              ],
              missing: [],
              subtotal: 160.65,
              couponDiscount: 24.1,
              storeDiscount: 0,
              totalDiscount: 24.1,
              shippingCost: 5.99,
              total: 142.54,
              couponCode: 'WINTER15',
              couponError: null,
              automaticDiscount: null,
            },
          },
        ],
      }),
    ],
  }),
};

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
  return declaredRouter('/api/cart').handle(CART_ROUTES.quote, async (c) => {
    const { items, couponCode, shippingMethod, country } = await jsonBody(c, quoteSchema);
    const shipping = shippingMethod ? await services.shipping.charge(country ?? null, shippingMethod) : null;
    const priced = await services.cartPricing.price(items, {
      couponCode: couponCode || null,
      shippingCents: shipping?.priceCents,
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
  }).app;
}
