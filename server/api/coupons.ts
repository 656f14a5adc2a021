/** SPEC §7 coupon calls: admin CRUD, and the public apply call the cart uses. */
import { type Context } from 'hono';
import type { ApiCoupon, AppliedCouponAnswer, CouponDeletedAnswer } from '#domain/api-answer-schemas.ts';
import { applyCouponSchema, couponInputSchema } from '#domain/coupons.ts';
import type { Services } from '#server/context.ts';
import { apiCartTotals } from './cart';
import { clientAddress } from '#server/http/client-address.ts';
import { HttpError } from '#server/http/errors.ts';
import type { RateLimiter } from '#server/limits/rate-limit.ts';
import { idParam, jsonBody } from '#server/http/request-input.ts';
import { COUPON_SERVICE_MESSAGES } from '#server/services/coupons/index.ts';
import { ServiceError } from '#server/services/errors.ts';
import { declaredRouter, declareRoute } from './openapi/declared-router';
import * as answers from '#domain/api-answer-schemas.ts';
import * as ex from './openapi/examples';
import { answer, jsonRequest } from './openapi/operation';

/** Guessing codes is the attack: a shopper mistypes a code only a few times. */
export const APPLY_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

export const COUPONS_ROUTES = {
  apply: declareRoute({
    method: 'post',
    path: '/api/coupons/apply',
    tag: 'Cart and coupons',
    summary: 'Check a coupon code against a cart',
    access: 'public',
    body: jsonRequest(applyCouponSchema, [
      {
        summary: 'A code with the cart’s lines',
        value: { code: 'WINTER15', items: [{ productId: ex.IDS.product, color: 'Navy', size: 'M', quantity: 1 }] },
      },
      {
        summary: 'A code and a total (SPEC §7)',
        value: { code: 'WINTER15', cartTotal: 160.65, productIds: [ex.IDS.product] },
      },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'The coupon and its discount; with lines sent, the whole cart’s totals too.',
        schema: answers.appliedCouponAnswerSchema,
        examples: [
          {
            summary: 'Applied to the lines',
            value: {
              coupon: ex.coupon,
              discount: 24.1,
              subtotal: 160.65,
              couponDiscount: 24.1,
              storeDiscount: 0,
              totalDiscount: 24.1,
              shippingCost: 5.99,
              total: 142.54,
            },
          },
          { summary: 'Applied to a total', value: { coupon: ex.coupon, discount: 24.1 } },
        ],
      }),
    ],
    errors: {
      400: 'The body fails its schema, or the coupon has expired, is used up or does not apply to this cart.',
      404: 'No such coupon code.',
      429: 'Too many failed codes from this address.',
    },
  }),
  list: declareRoute({
    method: 'get',
    path: '/api/coupons',
    tag: 'Cart and coupons',
    summary: 'Every coupon and store discount',
    access: 'admin',
    answers: [
      answer({
        status: 200,
        description: 'Every coupon, newest first.',
        schema: answers.couponListSchema,
        examples: [{ summary: 'One coupon', value: [ex.coupon] }],
      }),
    ],
  }),
  create: declareRoute({
    method: 'post',
    path: '/api/coupons',
    tag: 'Cart and coupons',
    summary: 'Create a coupon (or, with isGlobal, an automatic store discount)',
    access: 'admin',
    body: jsonRequest(couponInputSchema, [
      {
        summary: '15 % off coats',
        value: {
          code: 'winter15',
          description: '15% off coats',
          type: 'percentage',
          value: 15,
          appliesTo: 'category',
          target: 'Coats',
          maxUses: 500,
          expiresAt: '2099-02-28',
          minOrderValue: 50,
          maxDiscount: 60,
        },
      },
      {
        summary: 'A store-wide discount without a code',
        value: { description: 'Autumn sale', type: 'fixed', value: 5, isGlobal: true, minOrderValue: 40 },
      },
    ]),
    answers: [
      answer({
        status: 201,
        description: 'The stored coupon (its code in capitals).',
        schema: answers.couponSchema,
        examples: [{ summary: 'Created', value: ex.coupon }],
      }),
    ],
    errors: { 400: 'The body fails its schema, or names an unknown product.', 409: 'The code is taken.' },
  }),
  update: declareRoute({
    method: 'put',
    path: '/api/coupons/{id}',
    tag: 'Cart and coupons',
    summary: 'Replace a coupon’s fields',
    access: 'admin',
    pathParams: { id: { description: 'The coupon’s id.' } },
    body: jsonRequest(couponInputSchema, [
      {
        summary: 'A higher limit',
        value: {
          code: 'WINTER15',
          type: 'percentage',
          value: 15,
          appliesTo: 'category',
          target: 'Coats',
          maxUses: 1000,
        },
      },
    ]),
    answers: [
      answer({
        status: 200,
        description: 'The coupon as stored now.',
        schema: answers.couponSchema,
        examples: [{ summary: 'Updated', value: { ...ex.coupon, maxUses: 1000 } }],
      }),
    ],
    errors: { 404: 'No such coupon.', 409: 'The code is taken.' },
  }),
  remove: declareRoute({
    method: 'delete',
    path: '/api/coupons/{id}',
    tag: 'Cart and coupons',
    summary: 'Delete a coupon',
    access: 'admin',
    pathParams: { id: { description: 'The coupon’s id.' } },
    answers: [
      answer({
        status: 200,
        description: 'Deleted; the coupon as it was.',
        schema: answers.couponDeletedAnswerSchema,
        examples: [{ summary: 'Deleted', value: { message: COUPON_SERVICE_MESSAGES.deleted, coupon: ex.coupon } }],
      }),
    ],
    errors: { 404: 'No such coupon.' },
  }),
};

export function couponsApi(services: Services, limiter: RateLimiter, trustProxy: boolean) {
  const couponId = (c: Context) => idParam(c, 'id', COUPON_SERVICE_MESSAGES.notFound);

  return declaredRouter('/api/coupons', services.auth)
    .handle(COUPONS_ROUTES.apply, async (c) => {
      const input = await jsonBody(c, applyCouponSchema);
      // Only failed tries count: every cart change drops the coupon, so an honest shopper
      // re-applies a good code often, while guessing codes is a run of failures.
      const failures = `coupon-apply-failed:${clientAddress(c, trustProxy)}`;
      const state = await limiter.peek(failures, APPLY_RATE_LIMIT.limit);
      if (!state.allowed) {
        c.header('Retry-After', String(state.retryAfterSeconds));
        throw new HttpError(429, 'Too many coupon attempts. Please try again in a few minutes.');
      }
      try {
        const { coupon, discount, pricing } = await services.coupons.apply(input);
        // With the lines sent, the whole cart as priced with this coupon (the store discount combined).
        return c.json(
          (pricing
            ? { coupon, discount, ...apiCartTotals(pricing) }
            : { coupon, discount }) satisfies AppliedCouponAnswer,
        );
      } catch (err) {
        // An unknown, expired or inapplicable code is a failed try (each tells a guesser something).
        if (err instanceof ServiceError) await limiter.hit(failures, APPLY_RATE_LIMIT.limit, APPLY_RATE_LIMIT.windowMs);
        throw err;
      }
    })
    .handle(COUPONS_ROUTES.list, async (c) => c.json((await services.coupons.list()) satisfies ApiCoupon[]))
    .handle(COUPONS_ROUTES.create, async (c) =>
      c.json(await services.coupons.create(await jsonBody(c, couponInputSchema)), 201),
    )
    .handle(COUPONS_ROUTES.update, async (c) =>
      c.json(await services.coupons.update(couponId(c), await jsonBody(c, couponInputSchema))),
    )
    .handle(COUPONS_ROUTES.remove, async (c) => {
      const coupon = await services.coupons.remove(couponId(c));
      return c.json({ message: COUPON_SERVICE_MESSAGES.deleted, coupon } satisfies CouponDeletedAnswer);
    }).app;
}
