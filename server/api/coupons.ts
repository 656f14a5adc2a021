/** SPEC §7 coupon calls: admin CRUD, and the public apply call the cart uses. */
import { Hono, type Context } from 'hono';
import type { ApiCoupon, AppliedCouponAnswer, CouponDeletedAnswer } from '../../domain/api-answers';
import { applyCouponSchema, couponInputSchema } from '../../domain/coupons';
import type { Services } from '../context';
import { apiCartTotals } from './cart';
import { requireAdmin } from '../http/auth-middleware';
import { clientAddress } from '../http/client-address';
import { HttpError } from '../http/errors';
import type { RateLimiter } from '../limits/rate-limit';
import { idParam, jsonBody } from '../http/request-input';
import { COUPON_SERVICE_MESSAGES } from '../services/coupons';
import { ServiceError } from '../services/errors';

/** Guessing codes is the attack: a shopper mistypes a code only a few times. */
export const APPLY_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

export function couponsApi(services: Services, limiter: RateLimiter, trustProxy: boolean) {
  const admin = requireAdmin(services.auth);
  const couponId = (c: Context) => idParam(c, 'id', COUPON_SERVICE_MESSAGES.notFound);

  return new Hono()
    .post('/apply', async (c) => {
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
        return c.json((pricing ? { coupon, discount, ...apiCartTotals(pricing) } : { coupon, discount }) satisfies AppliedCouponAnswer);
      } catch (err) {
        // An unknown, expired or inapplicable code is a failed try (each tells a guesser something).
        if (err instanceof ServiceError) await limiter.hit(failures, APPLY_RATE_LIMIT.limit, APPLY_RATE_LIMIT.windowMs);
        throw err;
      }
    })
    .get('/', admin, async (c) => c.json((await services.coupons.list()) satisfies ApiCoupon[]))
    .post('/', admin, async (c) => c.json(await services.coupons.create(await jsonBody(c, couponInputSchema)), 201))
    .put('/:id', admin, async (c) =>
      c.json(await services.coupons.update(couponId(c), await jsonBody(c, couponInputSchema))),
    )
    .delete('/:id', admin, async (c) => {
      const coupon = await services.coupons.remove(couponId(c));
      return c.json({ message: COUPON_SERVICE_MESSAGES.deleted, coupon } satisfies CouponDeletedAnswer);
    });
}
